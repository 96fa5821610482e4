// Browser. The logout the member asks for (spec 001 §4): confirmed first while a game is open (the game
// window is closed then), then the session ends and a toast says so.
import { focusTargetAfter } from "../../components/ui/focus-request.ts";
import { requestFocus } from "../../components/ui/focus.store.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { logout } from "../../lib/session/session.store.ts";
import { closeWindow } from "../../lib/session/windows.ts";
import { readItem } from "../../lib/storage/index.ts";
import { confirmDialog } from "../../components/ui/dialog.store.ts";
import { showToast } from "../../components/ui/toast.store.ts";

function isPlaying(): boolean {
  try {
    return sessionStorage.getItem(STORAGE.isPlay) === "true" || readItem(STORAGE.isPlay) === "true";
  } catch {
    return readItem(STORAGE.isPlay) === "true";
  }
}

export async function requestLogout(): Promise<void> {
  if (isPlaying()) {
    const ok = await confirmDialog({
      titleKey: "auth.logout.title",
      messageKey: "auth.logout.playing",
      confirmKey: "auth.logout.confirm",
    });
    if (!ok) return;
    closeWindow("game");
  }
  // The logout button disappears and the page goes to / (spec 001 §4): focus lands on "Log in" there.
  requestFocus(focusTargetAfter("logout"), { acrossNavigation: true });
  await logout({ reason: "user" });
  showToast("success", { key: "auth.logout.done" });
}
