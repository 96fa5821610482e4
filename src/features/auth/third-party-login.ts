// Browser. The third-party login window (spec 001 §2 /authCallback, §4 "Third-party login popup"): the one window
// whose authLogin / authLoginClose this page accepts, and only while its login is pending. The site opens it
// itself (openThirdPartyLogin, from a click on a site-authored `a[data-third-party-login]`); a window it did not
// open — a game window whose provider page navigated to /authCallback, a tab opened by another page — is never
// taken for it. The window keeps its opener: /authCallback answers through window.opener (spec 001 §4).
import { closeWindow, rememberWindow } from "../../components/ui/windows.ts";
import { thirdPartyLoginUrl } from "./entry.ts";

/** How long a third-party login stays pending after its window opened (our decision). */
export const THIRD_PARTY_LOGIN_PENDING_MS = 10 * 60_000;
const FEATURES = "width=500,height=640";

let pending: { win: Window; until: number } | null = null;

/**
 * Opens the third-party login in its own window (call it inside the click: browsers block a pop-up without
 * one). "_blank", never a name: a window that another page named "auth" is not reused. False when the address
 * is refused or the pop-up was blocked.
 */
export function openThirdPartyLogin(raw: string): boolean {
  const href = thirdPartyLoginUrl(raw, window.location.origin);
  if (!href) return false;
  closeWindow("auth");
  const win = window.open(href, "_blank", FEATURES);
  if (!win) return false;
  rememberWindow("auth", win); // logout closes it (spec 001 §4)
  pending = { win, until: Date.now() + THIRD_PARTY_LOGIN_PENDING_MS };
  win.focus();
  return true;
}

/**
 * The window of the pending third-party login, or null (none opened, answered or expired). Kept even once
 * closed: /authCallback posts its message and closes at once, so the window is closed when the message arrives.
 */
export function pendingLoginWindow(): Window | null {
  if (pending && Date.now() > pending.until) pending = null;
  return pending?.win ?? null;
}

/** The login answered (or was given up): no message is accepted from its window any more, and it closes. */
export function endThirdPartyLogin(): void {
  pending = null;
  closeWindow("auth");
}

/** Site links marked `data-third-party-login` open the login window (the sanitiser drops data-* from platform HTML). */
export function listenThirdPartyLoginLinks(): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[data-third-party-login]") : null;
    if (!a) return;
    e.preventDefault();
    openThirdPartyLogin(a.getAttribute("href") ?? "");
  };
  document.addEventListener("click", onClick);
  return () => document.removeEventListener("click", onClick);
}
