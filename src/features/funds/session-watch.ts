// Browser. The member's currency for the funds pages. (They follow the money with the session's onBalanceChange:
// every member.cash, a deposit paid or a withdrawal held, paid or returned, gives a new balance.)
import type { Currency } from "../../lib/config/constants.ts";
import { $member } from "../../lib/session/index.ts";

/** The member's currency, for limits and amounts (INR before the session is known). */
export function memberCurrency(): Currency {
  return $member.get()?.currency ?? "INR";
}
