// Browser. The /authCallback popup's messages to this window (spec 001 §4): authLogin logs in, authLoginClose
// reports a failed third-party login, quickGame closes a window; other origins and shapes are ignored.
import { closeAccountModal } from "../../lib/session/account-modal.ts";
import { closeWindow } from "../../lib/session/windows.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { parsePopupMessage } from "./entry.ts";
import { loginFromQuery } from "./entry-flows.ts";
import { quitGame } from "../launcher/index.ts";

/** Listens to the /authCallback popup (authLogin, authLoginClose, quickGame); other origins are ignored. */
export function listenPopupMessages(): () => void {
  const onMessage = (e: MessageEvent) => {
    const m = parsePopupMessage(e.origin, window.location.origin, e.data);
    if (!m) return;
    if (m.type === "authLogin") {
      loginFromQuery(m.login);
      closeAccountModal();
      closeWindow("auth");
    } else if (m.type === "authLoginClose") {
      if (m.code !== null) showToast("error", m.message ? { text: m.message } : { key: "auth.third_party_failed" });
      closeWindow("auth");
    } else {
      // spec 001 §4: the game window's quickGame runs the launcher's quit step (close, leave1, balance).
      if (m.window === "game") void quitGame();
      else closeWindow(m.window === "fp" ? "fastPayment" : m.window);
    }
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}
