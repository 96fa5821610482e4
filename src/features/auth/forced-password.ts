// Browser. The forced password change (spec 001 §6): when the member layout says first_login_to_change_password
// 1, the change opens as a modal on desktop and as the Info page on mobile.
import { DESKTOP_MIN_WIDTH } from "../../lib/config/constants.ts";
import { openAccountModal } from "../../components/ui/account-modal.ts";
import { sessionEvents } from "../../lib/session/session-events.ts";
import { prefix } from "./context.ts";

/** spec 001 §6: first_login_to_change_password 1 forces a change — modal on desktop, the Info page on mobile. */
export function installForcedPasswordCheck(): () => void {
  return sessionEvents.on("layoutLoaded", (layout) => {
    if (layout.first_login_to_change_password !== 1) return;
    if (window.innerWidth >= DESKTOP_MIN_WIDTH) {
      openAccountModal({ kind: "forcePassword" });
      return;
    }
    const target = `${prefix()}/user/Info`;
    if (window.location.pathname !== target) window.location.assign(target);
  });
}
