// The recommend programme's award settings: the one place its figures live. The award code (routes/recommend.ts),
// the seeded refer-a-friend ad (db/models-seed.ts) and the promotion's text (tested against these) all read them.
import type { Currency } from "../src/contract/index.ts";

/**
 * The programme's rules as RecommendProject shows them (src/content/promotions/<lang>/referral.md): a friend who
 * signed up with the code and makes a deposit of at least `minDeposit` earns the referrer `referrer` and the friend
 * `friend`, once per friend and rule, at most MONTHLY_AWARDS referrals a month per referrer. Major units. The text
 * is in rupees; the USD amounts are our decision for the other currency the programme is open to (admitted()).
 */
export const RECOMMEND_AWARD_RULES: Readonly<
  Partial<Record<Currency, readonly { id: string; minDeposit: number; referrer: number; friend: number }[]>>
> = {
  INR: [{ id: "deposit_500", minDeposit: 500, referrer: 300, friend: 100 }],
  USD: [{ id: "deposit_20", minDeposit: 20, referrer: 5, friend: 2 }],
};
export const MONTHLY_AWARDS = 50;

/**
 * How much the friend must have wagered (the sum of their game rounds' bets since sign-up) before both awards are
 * paid, in major units, unless the admin control `recommend` set another amount (meta recommend_wager.<currency>,
 * minor units; 0 pays at once). Our decision: twice the qualifying deposit.
 */
export const RECOMMEND_WAGER_DEFAULT: Readonly<Partial<Record<Currency, number>>> = { INR: 1000, USD: 40 };
