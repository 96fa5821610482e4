// Ships to server and browser, and is imported by the sandbox (pure). The agent commission of one settlement
// period, in integer minor units (never floating point) with rates in basis points (1 bp = 0.01 %). OUR DECISIONS
// (the issue asks for a tiered rate, fees, carry-over and the rate difference; the numbers are the sandbox's
// settings, agentPlan):
//
//  1. gross win/loss  G = Σ (bets − payouts) of the downline's game rounds (the house's view: positive when the
//                         downline lost). The downline is every member under the agent, to any depth.
//  2. bonuses         B = Σ bonuses the house paid the downline (red envelope, sign-in, recommend awards).
//  3. platform fee    PF = floor(max(G, 0) × platform_fee_bp / 10 000): taken on positive gross win/loss only.
//  4. payment fee     PY = floor((D + W) × payment_fee_bp / 10 000): on the money that crossed the payment
//                         channels, deposits D plus paid withdrawals W.
//  5. period net      N0 = G − B − PF − PY.
//  6. carry-over      C ≤ 0: the previous period's carry_out (a negative net is carried, a positive one never).
//  7. net revenue     N = N0 + C.
//  8. tier            the highest-rate tier with min_active_members ≤ A and min_net_revenue ≤ N, where A is the
//                     period's active members (downline members with valid bets ≥ active_min_valid_bet); no tier
//                     → rate 0.
//  9. sub-agents      each nearest ACTIVE agent below the agent (no active agent between them) heads a team: its
//                     whole downline (its own play counts in the agent's own team). The team's net Nₛ is steps
//                     1–5 on the team's figures (no carry-over), its rate rₛ is step 8 on the team's active members
//                     and Nₛ. The agent earns the difference max(0, r − rₛ) on Nₛ.
// 10. own team        N_own = N − Σ Nₛ (by difference, so the lines add up to the paisa; it carries C).
// 11. commission      if N ≤ 0: 0, and carry_out = N. Otherwise carry_out = 0 and
//                     commission = max(0, floor(N_own × r / 10 000) + Σ floor(Nₛ × max(0, r − rₛ) / 10 000)).
// Rounding: every product is floored to the minor unit (toward −∞), line by line, as written above.
import type { z } from "zod";
import type { AgentTierSchema } from "./agent.ts";

export type AgentTier = z.infer<typeof AgentTierSchema>;

export interface CommissionRules {
  /** Any order; the highest rate whose two minimums are met applies. */
  tiers: readonly AgentTier[];
  platform_fee_bp: number;
  payment_fee_bp: number;
}

/** One team's figures for the period, minor units. */
export interface TeamFigures {
  /** Bets − payouts (house's view). */
  win_loss: number;
  bonuses: number;
  deposits: number;
  /** Paid withdrawals. */
  withdrawals: number;
  active_members: number;
}

export interface SubAgentInput {
  account: string;
  figures: TeamFigures;
}

export interface StatementInput {
  rules: CommissionRules;
  /** The whole downline. */
  whole: TeamFigures;
  /** The teams of the nearest active sub-agents. */
  subs: readonly SubAgentInput[];
  /** The previous period's carry_out (≤ 0). */
  carry_in: number;
}

export interface SubAgentLine {
  account: string;
  /** The team's period net Nₛ (steps 1–5). */
  net: number;
  /** The sub-agent's own tier rate for the period. */
  rate_bp: number;
  /** max(0, r − rₛ). */
  diff_bp: number;
  /** floor(Nₛ × diff / 10 000) (0 when the statement's net N ≤ 0). */
  commission: number;
}

export interface StatementLines {
  gross_win_loss: number;
  bonuses: number;
  platform_fee: number;
  payment_fee: number;
  deposits: number;
  withdrawals: number;
  /** N0. */
  period_net: number;
  carry_in: number;
  /** N. */
  net: number;
  active_members: number;
  /** Index into the rules' tiers as given, or null when no tier applies. */
  tier: number | null;
  rate_bp: number;
  own_net: number;
  own_commission: number;
  sub_agents: SubAgentLine[];
  commission: number;
  carry_out: number;
}

const BP = 10_000n;

/** floor(amount × bp / 10 000), exact for any safe integer amount (BigInt product, floor toward −∞). */
export function applyBp(amount: number, bp: number): number {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(bp)) throw new RangeError("not whole minor units");
  const p = BigInt(amount) * BigInt(bp);
  const q = p / BP;
  return Number(p < 0n && q * BP !== p ? q - 1n : q);
}

/** Steps 3–5 on one team's figures. */
export function teamNet(rules: CommissionRules, f: TeamFigures) {
  const platform_fee = applyBp(Math.max(f.win_loss, 0), rules.platform_fee_bp);
  const payment_fee = applyBp(f.deposits + f.withdrawals, rules.payment_fee_bp);
  return { platform_fee, payment_fee, net: f.win_loss - f.bonuses - platform_fee - payment_fee };
}

/** Step 8: the tier (index and rate) for a count of active members and a net revenue. */
export function chooseTier(
  tiers: readonly AgentTier[],
  activeMembers: number,
  netRevenue: number,
): { tier: number | null; rate_bp: number } {
  let best: { tier: number | null; rate_bp: number } = { tier: null, rate_bp: 0 };
  tiers.forEach((t, i) => {
    if (t.min_active_members <= activeMembers && t.min_net_revenue <= netRevenue && t.rate_bp > best.rate_bp)
      best = { tier: i, rate_bp: t.rate_bp };
  });
  return best;
}

/** Steps 1–11: every line of one period's statement. */
export function computeStatement(input: StatementInput): StatementLines {
  const { rules, whole } = input;
  const carry_in = Math.min(0, input.carry_in);
  const fees = teamNet(rules, whole);
  const net = fees.net + carry_in;
  const { tier, rate_bp } = chooseTier(rules.tiers, whole.active_members, net);
  const positive = net > 0;
  const sub_agents: SubAgentLine[] = input.subs.map((s) => {
    const n = teamNet(rules, s.figures).net;
    const sub = chooseTier(rules.tiers, s.figures.active_members, n);
    const diff_bp = Math.max(0, rate_bp - sub.rate_bp);
    return {
      account: s.account,
      net: n,
      rate_bp: sub.rate_bp,
      diff_bp,
      commission: positive ? applyBp(n, diff_bp) : 0,
    };
  });
  const own_net = net - sub_agents.reduce((a, s) => a + s.net, 0);
  const own_commission = positive ? applyBp(own_net, rate_bp) : 0;
  const sum = own_commission + sub_agents.reduce((a, s) => a + s.commission, 0);
  return {
    gross_win_loss: whole.win_loss,
    bonuses: whole.bonuses,
    platform_fee: fees.platform_fee,
    payment_fee: fees.payment_fee,
    deposits: whole.deposits,
    withdrawals: whole.withdrawals,
    period_net: fees.net,
    carry_in,
    net,
    active_members: whole.active_members,
    tier,
    rate_bp,
    own_net,
    own_commission,
    sub_agents,
    commission: positive ? Math.max(0, sum) : 0,
    carry_out: positive ? 0 : net,
  };
}
