// Browser. The /authCallback popup's messages to this window (spec 001 §4): authLogin logs in, authLoginClose
// reports a failed third-party login, quickGame closes a window; other origins and shapes are ignored, and the
// login messages are taken only from the third-party login window this page opened (third-party-login.ts).
import { closeAccountModal } from "../../components/ui/account-modal.ts";
import { closeWindow } from "../../components/ui/windows.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { parsePopupMessage } from "./entry.ts";
import { tokenLogin } from "./entry-flows.ts";
import { endThirdPartyLogin, pendingLoginWindow } from "./third-party-login.ts";
import { quitGame } from "../launcher/index.ts";

/** Listens to the /authCallback popup (authLogin, authLoginClose, quickGame); other origins are ignored. */
export function listenPopupMessages(): () => void {
  const onMessage = (e: MessageEvent) => {
    const m = parsePopupMessage(
      { origin: e.origin, source: e.source },
      { origin: window.location.origin, loginWindow: pendingLoginWindow() },
      e.data,
    );
    if (!m) return;
    if (m.type === "authLogin") {
      endThirdPartyLogin();
      closeAccountModal();
      // The same keep-or-switch decision as a login link, on whom the platform says the token belongs to.
      void tokenLogin(m.token, null);
    } else if (m.type === "authLoginClose") {
      endThirdPartyLogin();
      if (m.code !== null) showToast("error", m.message ? { text: m.message } : { key: "auth.third_party_failed" });
    } else {
      // spec 001 §4: the game window's quickGame runs the launcher's quit step (close, leave1, balance).
      if (m.window === "game") void quitGame();
      else closeWindow(m.window === "fp" ? "fastPayment" : m.window);
    }
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}
