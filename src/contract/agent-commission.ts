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
import type * as z from "zod/mini";
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

// ---- the commission per level (StratifiedTable) -------------------------------------------------------------------
//
// OUR DECISION. The commission is earned per team (steps 9–11), but StratifiedTable shows it per level as well, and
// the levels must add up to the statement's commission to the paisa. Each level's weight is what its members earn
// the agent before flooring: Σ over the teams present at the level of (the team's net at that level × the team's
// rate: r for the own team, max(0, r − rₛ) for a sub-agent's team). The commission is then split in proportion to
// the weights by the largest-remainder method: every level gets the floor of its exact share, and the paise left
// over go one each to the largest remainders (ties: the lower level). A level that lost has a negative weight and
// so a negative share (it pulled the commission down). When the weights do not add up to a positive number (the
// fees and the carry-over are per team, not per level) only the positive ones count, and with none every level
// shares equally.

/** Splits `total` minor units in proportion to `weights` (largest remainder); the parts add up to `total` exactly. */
export function allocateLargestRemainder(total: number, weights: readonly bigint[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError("not whole minor units");
  const n = weights.length;
  if (n === 0) return [];
  let w = [...weights];
  let sum = w.reduce((a, b) => a + b, 0n);
  if (sum <= 0n) {
    w = w.map((x) => (x > 0n ? x : 0n));
    sum = w.reduce((a, b) => a + b, 0n);
  }
  if (sum === 0n) {
    w = w.map(() => 1n);
    sum = BigInt(n);
  }
  const t = BigInt(total);
  const floorDiv = (p: bigint, q: bigint) => {
    const d = p / q;
    return p % q !== 0n && p < 0n !== q < 0n ? d - 1n : d;
  };
  const parts = w.map((x) => floorDiv(t * x, sum));
  // Remainders as numerators over `sum` (0 ≤ r < sum): exact, no floating point.
  const rest = w.map((x, i) => t * x - parts[i]! * sum);
  let left = t - parts.reduce((a, b) => a + b, 0n);
  const order = rest.map((r, i) => ({ r, i })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/** One level's net (win/loss − bonuses) inside one team: `team` null for the agent's own team. */
export interface LevelTeamNet {
  level: number;
  team: string | null;
  net: number;
}

export interface LevelCommission {
  level: number;
  /** The rates earned at the level, highest first: r for own-team members, r − rₛ for a sub-agent's team. */
  rates_bp: number[];
  commission: number;
}

/** The statement's commission split over the levels present in `parts` (ascending), adding up to it exactly. */
export function levelCommissions(lines: StatementLines, parts: readonly LevelTeamNet[]): LevelCommission[] {
  const diff = new Map(lines.sub_agents.map((s) => [s.account, s.diff_bp]));
  const rateOf = (team: string | null) => (team === null ? lines.rate_bp : (diff.get(team) ?? 0));
  const levels = [...new Set(parts.map((p) => p.level))].sort((a, b) => a - b);
  const weights = levels.map((level) =>
    parts.filter((p) => p.level === level).reduce((a, p) => a + BigInt(p.net) * BigInt(rateOf(p.team)), 0n),
  );
  const shares = lines.commission === 0 ? levels.map(() => 0) : allocateLargestRemainder(lines.commission, weights);
  return levels.map((level, i) => ({
    level,
    rates_bp: [...new Set(parts.filter((p) => p.level === level).map((p) => rateOf(p.team)))].sort((a, b) => b - a),
    commission: shares[i]!,
  }));
}
