// Weekly statements (PerformanceSettlement) and their settlement. A week's lines are agent-commission.ts
// computeStatement on the week's figures (figures.ts) with the previous week's carry_out as carry_in. Weeks run
// from the week the agent joined (at most STATEMENT_WEEKS back) to the last ended week. Approval freezes a week's
// lines in agent_statements (later rows cannot change a settled statement); paying credits the commission from the
// house to the agent's main wallet in one ledger transaction, once: a week paid twice pays once.
import { sandboxNow, sandboxNowIso } from "../clock.ts";
import { AgentStatementLinesSchema, type AgentStatement, type AgentStatementLines } from "../../src/contract/index.ts";
import { addDays, settlementWeek, weekContaining, type Period } from "../../src/contract/agent-periods.ts";
import { computeStatement, type SubAgentInput } from "../../src/contract/agent-commission.ts";
import type { Ctx, MemberRow } from "../context.ts";
import { transaction, type Db } from "../db/index.ts";
import { HOUSE, MAIN, move } from "../ledger.ts";
import { emitCash } from "../wallet.ts";
import { memberFigures, teamOf } from "./figures.ts";
import type { AgentSettings } from "./settings.ts";
import { fillScope } from "./tree.ts";

/** How many weeks back statements (and the carry-over chain) reach. */
export const STATEMENT_WEEKS = 16;

/** The statement lines of a period for the agent whose scope is filled (tree.ts fillScope). */
export function linesOf(db: Db, s: AgentSettings, period: Period, carryIn: number): AgentStatementLines {
  const members = memberFigures(db, period);
  const byTeam = new Map<number, typeof members>();
  for (const m of members) {
    if (m.team === 0) continue;
    let t = byTeam.get(m.team);
    if (!t) byTeam.set(m.team, (t = []));
    t.push(m);
  }
  const name = db.prepare("SELECT account FROM members WHERE id = ?");
  const subs: SubAgentInput[] = [...byTeam.entries()]
    .map(([id, team]) => ({
      account: (name.get(id) as { account: string }).account,
      figures: teamOf(team, s.active_min_valid_bet),
    }))
    .sort((a, b) => (a.account < b.account ? -1 : 1));
  return computeStatement({
    rules: s,
    whole: teamOf(members, s.active_min_valid_bet),
    subs,
    carry_in: carryIn,
  });
}

interface StoredRow {
  week: string;
  lines: string;
  status: "approved" | "paid";
  approved_at: string;
  paid_at: string | null;
}

/** Every ended week's statement, oldest first, and the open week so far (its carry_in from the last ended one). */
export function statementChain(
  db: Db,
  agent: MemberRow,
  s: AgentSettings,
  now = sandboxNow(),
): { weeks: AgentStatement[]; current: AgentStatement } {
  fillScope(db, agent.id, s.currency);
  const currentWeek = weekContaining(now);
  const earliest = addDays(currentWeek.week, -7 * STATEMENT_WEEKS);
  const joined = weekContaining(Date.parse(agent.created_at) || now).week;
  const stored = new Map(
    (
      db
        .prepare("SELECT week, lines, status, approved_at, paid_at FROM agent_statements WHERE agent_id = ?")
        .all(agent.id) as unknown as StoredRow[]
    ).map((r) => [r.week, r]),
  );
  const weeks: AgentStatement[] = [];
  let carry = 0;
  for (let w = joined > earliest ? joined : earliest; w < currentWeek.week; w = addDays(w, 7)) {
    const p = settlementWeek(w);
    const kept = stored.get(w);
    const lines = kept ? AgentStatementLinesSchema.parse(JSON.parse(kept.lines)) : linesOf(db, s, p, carry);
    weeks.push({
      ...p,
      status: kept?.status ?? "pending",
      lines,
      approved_at: kept?.approved_at ?? null,
      paid_at: kept?.paid_at ?? null,
    });
    carry = lines.carry_out;
  }
  const open = {
    start_at: currentWeek.start_at,
    end_at: new Date(Math.min(now, Date.parse(currentWeek.end_at))).toISOString(),
  };
  const current: AgentStatement = {
    week: currentWeek.week,
    ...open,
    status: "pending",
    lines: linesOf(db, s, open, carry),
    approved_at: null,
    paid_at: null,
  };
  return { weeks, current };
}

export type SettleAction = "approve" | "pay";

export type SettleResult =
  { ok: true; statement: AgentStatement; paid_now: number } | { ok: false; code: number; message: string };

/**
 * The admin's settlement of one ended week: approve freezes the lines; pay approves if needed and credits the
 * commission once (BEGIN IMMEDIATE: a second pay, even a concurrent one, finds the week paid and moves nothing).
 */
export function settleWeek(
  ctx: Ctx,
  agent: MemberRow,
  s: AgentSettings,
  week: string,
  action: SettleAction,
): SettleResult {
  const chain = statementChain(ctx.db, agent, s);
  const monday = settlementWeek(week).week;
  const st = chain.weeks.find((w) => w.week === monday);
  if (!st) return { ok: false, code: 404, message: `week ${monday} is not an ended week of this agent's statements` };
  const now = sandboxNowIso();
  const r = transaction(ctx.db, () => {
    ctx.db
      .prepare(
        `INSERT OR IGNORE INTO agent_statements (agent_id, week, lines, commission, carry_out, status, approved_at)
         VALUES (?, ?, ?, ?, ?, 'approved', ?)`,
      )
      .run(agent.id, monday, JSON.stringify(st.lines), st.lines.commission, st.lines.carry_out, now);
    const row = ctx.db
      .prepare("SELECT commission, status FROM agent_statements WHERE agent_id = ? AND week = ?")
      .get(agent.id, monday) as { commission: number; status: string };
    if (action === "approve" || row.status === "paid") return 0;
    if (row.commission > 0)
      move(ctx.db, { memberId: agent.id, from: HOUSE, to: MAIN, amount: row.commission, reason: "agent_commission" });
    ctx.db
      .prepare("UPDATE agent_statements SET status = 'paid', paid_at = ? WHERE agent_id = ? AND week = ?")
      .run(now, agent.id, monday);
    return row.commission;
  });
  if (r > 0) emitCash(ctx, agent.id);
  const after = statementChain(ctx.db, agent, s).weeks.find((w) => w.week === monday);
  if (!after) return { ok: false, code: 500, message: "statement vanished" };
  return { ok: true, statement: after, paid_now: r };
}
