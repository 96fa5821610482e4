// Browser. The funds pages follow the money: every member.cash (a deposit paid, a withdrawal held, paid or
// returned) gives a new balance object in the session; the pages read their data again on it.
import { $session } from "../../lib/session/index.ts";

export function onBalanceChange(fn: () => void): () => void {
  let last: unknown = null;
  return $session.listen((s) => {
    if (s.status !== "member" || s.balance.status !== "ready") return;
    if (last !== null && last !== s.balance) fn();
    last = s.balance;
  });
}
