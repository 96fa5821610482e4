// Browser. The logout the member asks for (spec 001 §4): confirmed first while a game is open (the launcher's
// state is the one truth; the game is quit then), then the session ends and a toast says so.
import { focusTargetAfter } from "../../components/ui/focus-request.ts";
import { requestFocus } from "../../components/ui/focus.store.ts";
import { logout } from "../../lib/session/session.store.ts";
import { confirmDialog } from "../../components/ui/dialog.store.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { gameRunning, quitGame } from "../launcher/index.ts";

export async function requestLogout(): Promise<void> {
  if (gameRunning()) {
    const ok = await confirmDialog({
      titleKey: "auth.logout.title",
      messageKey: "auth.logout.playing",
      confirmKey: "auth.logout.confirm",
    });
    if (!ok) return;
    await quitGame();
  }
  // The logout button disappears and the page goes to / (spec 001 §4): focus lands on "Log in" there.
  requestFocus(focusTargetAfter("logout"), { acrossNavigation: true });
  await logout({ reason: "user" });
  showToast("success", { key: "auth.logout.done" });
}
