// Browser and server (pure but for `accountNeededNow`). When the page must start the account machinery and
// hydrate its islands before any interaction: a stored member (their name, balance and channels must show
// at once, spec 001 §3, §7), a login in the address (tk, spec 001 §2; enc, spec 001 §4) or the first-time
// register cookie (spec 001 §5). Otherwise anonymous visitors get no React before they interact (DESIGN
// JS budget).
import { COOKIES, STORAGE } from "../config/keys.ts";

export function neededAtOnce(search: string, hasStoredMember: boolean, registerCookie: string | null): boolean {
  if (hasStoredMember || registerCookie === "true") return true;
  const q = new URLSearchParams(search);
  return q.has("tk") || q.has("enc");
}

/**
 * The same decision from the live page: a stored token, the address, the register cookie; and a notice the
 * previous page of this tab carried over (a forced logout's already_login_msg, spec 001 §4), which the toaster
 * must show now, not on the visitor's first touch.
 */
export function accountNeededNow(): boolean {
  if (typeof window === "undefined") return false;
  let token: string | null = null;
  let carried: string | null = null;
  try {
    token = window.localStorage.getItem(STORAGE.token);
    carried = window.sessionStorage.getItem(STORAGE.carriedToasts);
  } catch {
    token = null;
  }
  const cookie = new RegExp(`(?:^|;\\s*)${COOKIES.isRouteRegister}=([^;]*)`).exec(document.cookie)?.[1] ?? null;
  return carried !== null || neededAtOnce(window.location.search, Boolean(token), cookie);
}

/** The visitor's first interaction, which brings the account machinery and the islands hydrated on it. */
export const INTERACTION_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

/**
 * Whether an interaction event is the visitor's. A dialog the page opened by itself (the promotion pop-up after
 * idle) moves focus into it: that focus is the page's, not the visitor's; their first key or touch in it counts.
 */
export function isVisitorInteraction(event: Event): boolean {
  return !(event.type === "focusin" && event.target instanceof Element && event.target.closest('[aria-modal="true"]'));
}

/**
 * The first interaction is remembered on <html> (data-interacted), so machinery that arms after it (the account
 * loader inside an island hydrated by that very interaction) starts at once instead of waiting for a second one.
 * The `client:interact` directive is inlined in the page apart from the bundles, so a module flag would not do.
 */
export function markVisitorInteracted(): void {
  document.documentElement.dataset["interacted"] = "";
}

export function visitorHasInteracted(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset["interacted"] !== undefined;
}
