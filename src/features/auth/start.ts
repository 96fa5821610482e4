// Browser. Starts the account flows of a page once (loaded by features/session/account-loader.ts): the session,
// the real-time notifier and connection, the purchase pixel, the navigation after logout, the forced password
// check, the popup listener and the entry flows (query string, enc). Also the actions the header calls through
// the loader. A page-level start, not a store's: it runs once per page, whatever the islands show.
import { setRealtimeNotifier, startRealtime } from "../../lib/realtime/connector.ts";
import { detectAppPlatform } from "../../lib/device/detect.ts";
import { initSession, refreshBalance, setLogoutNavigation } from "../../lib/session/session.store.ts";
import { carryToastsAcrossNavigation, showToast } from "../../components/ui/toast.store.ts";
import { prefix } from "./context.ts";
import { runEntryFlows } from "./entry-flows.ts";
import { installForcedPasswordCheck } from "./forced-password.ts";
import { listenPopupMessages } from "./popup-messages.ts";
import { listenThirdPartyLoginLinks } from "./third-party-login.ts";

export { requestLogout } from "./logout.ts";

let started = false;
/** Starts the account flows of this page once: session, navigation after logout, entry flows, popup messages. */
export function startAuth(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  // The features' own after-login refreshes (spec 001 §4: letters, recommend flag, cash surplus) run in their
  // stores' onMount once the session is ready (lib/session/session-life.ts).
  initSession();
  setRealtimeNotifier((level, key) => showToast(level, { key }));
  setLogoutNavigation(() => {
    // spec 001 §4: go to / except inside the iOS app.
    if (detectAppPlatform(window) === "ios") return;
    carryToastsAcrossNavigation(); // a forced logout's warning is read on the home page
    window.location.assign(`${prefix()}/`);
  });
  installForcedPasswordCheck();
  listenPopupMessages();
  listenThirdPartyLoginLinks();
  void runEntryFlows();
  startRealtime();
  // The purchase pixel hears member_deposit.success on the connection just started; its code loads apart.
  void import("../ad-tracking/index.ts").then((m) => m.trackPurchases());
}

/** The header's refresh button (loaded through account-loader.ts). */
export function refreshMemberBalance(): Promise<void> {
  return refreshBalance();
}
