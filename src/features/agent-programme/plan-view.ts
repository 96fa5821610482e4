// Server and browser (pure). What the Plan page shows of the operator's settings (agentPlan, src/contract/agent.ts):
// the tiers in rate order, the fees and the weekdays, and a worked example computed with the same formula the
// statements use (src/contract/agent-commission.ts computeStatement), so the example can never disagree with a
// real statement.
import type { AgentPlan } from "../../contract/agent.ts";
import { computeStatement, type StatementLines, type TeamFigures } from "../../contract/agent-commission.ts";
import { CURRENCY_MINOR_DIGITS } from "../../contract/constants.ts";

export interface TierRow {
  /** 1-based, in rate order. */
  n: number;
  minActive: number;
  /** Minor units. */
  minNet: number;
  /** "35%" style text without locale digits (percent of basis points). */
  rate: string;
  rateBp: number;
}

/** Basis points as a percent text: 3500 → "35", 250 → "2.5" (no trailing zeros). */
export function bpPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const frac = Math.abs(bp % 100);
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, "0").replace(/0$/, "")}`;
}

export function tierRows(plan: Pick<AgentPlan, "tiers">): TierRow[] {
  return [...plan.tiers]
    .sort((a, b) => a.rate_bp - b.rate_bp || a.min_active_members - b.min_active_members)
    .map((t, i) => ({
      n: i + 1,
      minActive: t.min_active_members,
      minNet: t.min_net_revenue,
      rate: bpPercent(t.rate_bp),
      rateBp: t.rate_bp,
    }));
}

export interface WorkedExample {
  whole: TeamFigures;
  sub: TeamFigures;
  carryIn: number;
  lines: StatementLines;
}

/**
 * A week of an agent with one sub-agent: the agent's team reaches the plan's second-best tier (the best when there
 * is one tier), the sub-agent's team the lowest, and last week left a small negative balance. Amounts are whole
 * units of the plan's currency, scaled to its minor unit; null when the plan has no tiers.
 */
export function workedExample(plan: AgentPlan): WorkedExample | null {
  const rows = tierRows(plan);
  if (rows.length === 0) return null;
  const unit = 10 ** CURRENCY_MINOR_DIGITS[plan.currency];
  const target = rows[Math.max(0, rows.length - 2)] as TierRow;
  const lowest = rows[0] as TierRow;
  // Net revenue comfortably above the tier's minimum (at least 50 000 units), in whole units.
  const netGoal = Math.max(50_000 * unit, Math.ceil((target.minNet * 3) / 2 / unit) * unit);
  const deposits = Math.round(netGoal / unit) * 2 * unit;
  const withdrawals = Math.round(netGoal / unit) * unit;
  const bonuses = Math.round(netGoal / unit / 20) * unit;
  const whole: TeamFigures = {
    win_loss: netGoal + bonuses + deposits / 10,
    bonuses,
    deposits,
    withdrawals,
    active_members: Math.max(target.minActive, 5) + 3,
  };
  const subWinLoss = Math.round(netGoal / unit / 5) * unit;
  const sub: TeamFigures = {
    win_loss: subWinLoss,
    bonuses: Math.round(subWinLoss / unit / 20) * unit,
    deposits: subWinLoss,
    withdrawals: Math.round(subWinLoss / unit / 2) * unit,
    active_members: Math.max(lowest.minActive, 1),
  };
  const carryIn = -Math.round(netGoal / unit / 25) * unit;
  const lines = computeStatement({
    rules: { tiers: plan.tiers, platform_fee_bp: plan.platform_fee_bp, payment_fee_bp: plan.payment_fee_bp },
    whole,
    subs: [{ account: "subagent01", figures: sub }],
    carry_in: carryIn,
  });
  return { whole, sub, carryIn, lines };
}

/** A weekday number (0 Sunday … 6 Saturday) as the page's language names it. */
export function weekdayName(day: number, locale: string): string {
  // 2024-01-07 was a Sunday; noon UTC keeps the date in every zone.
  const date = new Date(Date.UTC(2024, 0, 7 + day, 12));
  try {
    return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date);
  } catch {
    return new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(date);
  }
}
