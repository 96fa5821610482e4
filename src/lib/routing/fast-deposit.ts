// Browser (the decision is pure). /fastDeposit (spec 000 §4): the middleware sets isFastDeposit=true and sends the
// member to /; the home page then opens fast payment once, in the page's locale. A navigation, not a pop-up: no
// click started it, and browsers block a window opened without one (spec 000 §2's 1500x800 window needs a click).
import { COOKIES } from "../config/keys.ts";

/** Where the home page at `pathname` goes for the cookie's value, or null to stay. */
export function fastDepositTarget(cookie: string | null, pathname: string): string | null {
  if (cookie !== "true") return null;
  const prefix = pathname.replace(/\/+$/, "");
  return `${prefix}/fastPayment`;
}

/** Whether document.cookie may hold the cookie: a plain text test, so the cookie library loads only then. */
export function mayHoldFastDeposit(cookies: string): boolean {
  return cookies.includes(`${COOKIES.isFastDeposit}=`);
}

export async function openFastDepositIfAsked(): Promise<void> {
  // The cookie library (RFC 6265 parsing) is not part of the home page's first load (DESIGN JS budget): the
  // cookie is there on one visit in many, and only then is it read and removed through the library.
  if (!mayHoldFastDeposit(document.cookie)) return;
  const { readCookie, removeCookie } = await import("../storage/cookies.ts");
  const target = fastDepositTarget(readCookie(COOKIES.isFastDeposit), window.location.pathname);
  if (!target) return;
  removeCookie(COOKIES.isFastDeposit);
  window.location.replace(target);
}
