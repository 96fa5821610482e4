// Browser. Pages that follow the money (the funds pages, the agent centre's statements) read their data again
// when member.cash gives the session a new balance. The balance already shown when the page starts is the
// baseline; every later ready balance is a change.
import { $session } from "./session.atoms.ts";

/** Calls `fn` on every ready balance after the one shown when the page starts; returns the stop. */
export function onBalanceChange(fn: () => void): () => void {
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
