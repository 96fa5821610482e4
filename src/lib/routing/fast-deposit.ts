// Browser (the decision is pure). /fastDeposit (spec 000 §4): the middleware sets isFastDeposit=true and sends the
// member to /; the home page then opens fast payment once, in the page's locale. A navigation, not a pop-up: no
// click started it, and browsers block a window opened without one (spec 000 §2's 1500x800 window needs a click).
import { COOKIES } from "../config/keys.ts";
import { readCookie, removeCookie } from "../storage/index.ts";

/** Where the home page at `pathname` goes for the cookie's value, or null to stay. */
export function fastDepositTarget(cookie: string | null, pathname: string): string | null {
  if (cookie !== "true") return null;
  const prefix = pathname.replace(/\/+$/, "");
  return `${prefix}/fastPayment`;
}

export function openFastDepositIfAsked(): void {
  const target = fastDepositTarget(readCookie(COOKIES.isFastDeposit), window.location.pathname);
  if (!target) return;
  removeCookie(COOKIES.isFastDeposit);
  window.location.replace(target);
}
