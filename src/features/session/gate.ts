// Browser and server (pure). Which of a page's two states shows: the visitor's or the member's (
//). The session lives in the browser's storage (spec 001 §3: token and member_id), never in the
// server's HTML, so the server renders both states and the choice is made on the client: first by a tiny
// inline script in <head> that reads storage before the body is drawn (no flash of the wrong state, no
// skeleton), then by the session store as a member logs in or out (gate-watch.ts).
//
// Markup: an element with data-gate="visitor" shows only to a visitor, data-gate="member" only to a member
// (BaseLayout's stylesheet). Without JavaScript the attribute is never set and the visitor's state shows.
import { CURRENCIES } from "../../lib/config/constants.ts";
import { STORAGE } from "../../lib/config/keys.ts";

/** The attribute on <html> that names the state. */
export const SESSION_ATTRIBUTE = "data-session";
export type SessionGate = "member" | "visitor";

/** The state once the session store has read the browser's storage; null before (the inline guess stands). */
export function gateOf(ready: boolean, loggedIn: boolean): SessionGate | null {
  if (!ready) return null;
  return loggedIn ? "member" : "visitor";
}

/**
 * The inline script's source. It applies the rule of parseStoredSession (session.machine.ts): a token, a
 * positive member id and a known currency mean a member. Its hash goes into the page's CSP (BaseLayout).
 */
export function sessionGateScript(): string {
  const keys = JSON.stringify([STORAGE.token, STORAGE.memberId, STORAGE.currency]);
  return (
    `(function(){var s="visitor";try{var l=window.localStorage,k=${keys},t=l.getItem(k[0]),m=l.getItem(k[1]),` +
    `c=l.getItem(k[2]);if(t&&t.trim()&&t!=="null"&&/^\\d{1,15}$/.test(m||"")&&Number(m)>0&&` +
    `${JSON.stringify(CURRENCIES)}.indexOf(c)>=0)s="member"}catch(e){}` +
    `document.documentElement.setAttribute(${JSON.stringify(SESSION_ATTRIBUTE)},s)})();`
  );
}
