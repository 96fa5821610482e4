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

/** The same decision from the live page: a stored token, the address, the register cookie. */
export function accountNeededNow(): boolean {
  if (typeof window === "undefined") return false;
  let token: string | null = null;
  try {
    token = window.localStorage.getItem(STORAGE.token);
  } catch {
    token = null;
  }
  const cookie = new RegExp(`(?:^|;\\s*)${COOKIES.isRouteRegister}=([^;]*)`).exec(document.cookie)?.[1] ?? null;
  return neededAtOnce(window.location.search, Boolean(token), cookie);
}
