// Browser. The funds pages follow the money: every member.cash (a deposit paid, a withdrawal held, paid or
// returned) gives a new balance object in the session; the pages read their data again on it.
import type { Currency } from "../../lib/config/constants.ts";
import { $member, $session } from "../../lib/session/index.ts";

/** The member's currency, for limits and amounts (INR before the session is known). */
export function memberCurrency(): Currency {
  return $member.get()?.currency ?? "INR";
}

/** Calls `fn` on every ready balance after the one shown when the page starts (also the agent centre's statements). */
export function onBalanceChange(fn: () => void): () => void {
  // The balance already shown when the page starts is the baseline; every later ready balance is a change.
  const now = $session.get();
  let last: unknown = now.status === "member" && now.balance.status === "ready" ? now.balance : null;
  let seen = last !== null;
  return $session.listen((s) => {
    if (s.status !== "member" || s.balance.status !== "ready" || s.balance === last) return;
    // the first ready balance after the start is the page's own load unless one was already there
    if (seen) fn();
    seen = true;
    last = s.balance;
  });
}
