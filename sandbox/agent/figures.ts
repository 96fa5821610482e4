// The report figures of a downline (contract "Figures"), computed from ledger and game-round rows of the members in
// temp.agent_scope (tree.ts fillScope) whose currency is the programme's. Nothing is counted on the side, so a
// report can only drift from the ledger if the ledger itself changes.
//
// Per-day rows group by the UTC hour ("YYYY-MM-DDTHH" of the ISO text) and then by the Caracas date of that hour:
// exact for a zone whose offset is a whole number of hours (America/Caracas is UTC−4 since 2016).
import type { AgentOperationFigures, AgentStratifiedResponse } from "../../src/contract/index.ts";
import { caracasDate, periodDays, startOfCaracasDay, type Period } from "../../src/contract/agent-periods.ts";
import type { TeamFigures } from "../../src/contract/agent-commission.ts";
import type { Db } from "../db/index.ts";

/** Ledger reasons that are bonuses paid by the house (contract "Figures"). */
export const BONUS_REASONS = ["red_envelope", "signin", "recommend_award", "recommend_bonus"] as const;
const BONUS_SQL = BONUS_REASONS.map((r) => `'${r}'`).join(", ");

export const emptyFigures = (): AgentOperationFigures => ({
  registrations: 0,
  first_deposit_count: 0,
  first_deposit_amount: 0,
  deposits: 0,
  withdrawals: 0,
  valid_bets: 0,
  payout: 0,
  win_loss: 0,
  bonuses: 0,
  net: 0,
});

function finish(f: AgentOperationFigures): AgentOperationFigures {
  f.win_loss = f.valid_bets - f.payout;
  f.net = f.win_loss - f.bonuses;
  return f;
}

const hourDate = (hour: string) => caracasDate(Date.parse(`${hour}:00:00Z`));

/** OperationTable: a row per Caracas day of the period (days without activity included) and the totals (Σ days). */
export function operationDays(
  db: Db,
  period: Period,
  gameType?: number,
): { days: (AgentOperationFigures & { date: string })[]; totals: AgentOperationFigures } {
  const byDay = new Map<string, AgentOperationFigures>();
  const dates = periodDays(period);
  for (const d of dates) byDay.set(d, emptyFigures());
  // Each day's first instant, once (the zone arithmetic is the slow part): an hour belongs to the last day that
  // starts at or before it.
  const starts = dates.map((d) => startOfCaracasDay(d));
  const dateOfHour = new Map<string, string>();
  const day = (hour: string) => {
    let date = dateOfHour.get(hour);
    if (date === undefined) {
      const t = Date.parse(`${hour}:00:00Z`);
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] ?? 0) <= t) lo = mid;
        else hi = mid - 1;
      }
      date = dates[lo] ?? hourDate(hour);
      dateOfHour.set(hour, date);
    }
    let f = byDay.get(date);
    if (!f) byDay.set(date, (f = emptyFigures()));
    return f;
  };
  const range = { s: period.start_at, e: period.end_at };
  for (const r of db
    .prepare(
      `SELECT substr(m.created_at, 1, 13) AS h, COUNT(*) AS n FROM temp.agent_scope s JOIN members m ON m.id = s.id
       WHERE s.cur = 1 AND m.created_at >= :s AND m.created_at < :e GROUP BY h`,
    )
    .all(range) as { h: string; n: number }[])
    day(r.h).registrations += r.n;
  for (const r of db
    .prepare(
      `SELECT substr(l.at, 1, 13) AS h,
         COALESCE(SUM(CASE WHEN l.reason = 'deposit' THEN l.delta END), 0) AS dep,
         COALESCE(SUM(CASE WHEN l.reason = 'withdraw_paid' THEN -l.delta END), 0) AS wd,
         COALESCE(SUM(CASE WHEN l.reason IN (${BONUS_SQL}) THEN l.delta END), 0) AS bon
       FROM temp.agent_scope s JOIN ledger l ON l.member_id = s.id
       WHERE s.cur = 1 AND l.at >= :s AND l.at < :e AND l.reason IN ('deposit', 'withdraw_paid', ${BONUS_SQL})
       GROUP BY h`,
    )
    .all(range) as { h: string; dep: number; wd: number; bon: number }[]) {
    const f = day(r.h);
    f.deposits += r.dep;
    f.withdrawals += r.wd;
    f.bonuses += r.bon;
  }
  // A member's first deposit ever (the lowest ledger id of reason deposit), when it falls in the period.
  for (const r of db
    .prepare(
      `SELECT substr(l.at, 1, 13) AS h, COUNT(*) AS n, SUM(l.delta) AS amount
       FROM (SELECT (SELECT MIN(id) FROM ledger WHERE member_id = s.id AND reason = 'deposit') AS id
             FROM temp.agent_scope s WHERE s.cur = 1) f
       JOIN ledger l ON l.id = f.id WHERE l.at >= :s AND l.at < :e GROUP BY h`,
    )
    .all(range) as { h: string; n: number; amount: number }[]) {
    const f = day(r.h);
    f.first_deposit_count += r.n;
    f.first_deposit_amount += r.amount;
  }
  for (const r of db
    .prepare(
      `SELECT substr(g.at, 1, 13) AS h, COALESCE(SUM(g.bet), 0) AS bet, COALESCE(SUM(g.win), 0) AS win
       FROM temp.agent_scope s JOIN game_rounds g ON g.member_id = s.id
       WHERE s.cur = 1 AND g.at >= :s AND g.at < :e ${gameType === undefined ? "" : "AND g.game_type = :t"}
       GROUP BY h`,
    )
    .all(gameType === undefined ? range : { ...range, t: gameType }) as { h: string; bet: number; win: number }[]) {
    const f = day(r.h);
    f.valid_bets += r.bet;
    f.payout += r.win;
  }
  const days = [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, f]) => ({ date, ...finish(f) }));
  const totals = emptyFigures();
  for (const d of days) for (const k of Object.keys(totals) as (keyof AgentOperationFigures)[]) totals[k] += d[k];
  return { days, totals };
}

/** One member's figures over a period (programme currency only). */
export interface MemberFigures {
  id: number;
  level: number;
  team: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
  valid_bets: number;
  payout: number;
}

/** Every scope member with any money activity in the period, with level and team (tree.ts fillScope). */
export function memberFigures(db: Db, period: Period): MemberFigures[] {
  const out = new Map<number, MemberFigures>();
  const get = (id: number, level: number, team: number) => {
    let f = out.get(id);
    if (!f) out.set(id, (f = { id, level, team, deposits: 0, withdrawals: 0, bonuses: 0, valid_bets: 0, payout: 0 }));
    return f;
  };
  const range = { s: period.start_at, e: period.end_at };
  for (const r of db
    .prepare(
      `SELECT s.id, s.level, s.team,
         COALESCE(SUM(CASE WHEN l.reason = 'deposit' THEN l.delta END), 0) AS dep,
         COALESCE(SUM(CASE WHEN l.reason = 'withdraw_paid' THEN -l.delta END), 0) AS wd,
         COALESCE(SUM(CASE WHEN l.reason IN (${BONUS_SQL}) THEN l.delta END), 0) AS bon
       FROM temp.agent_scope s JOIN ledger l ON l.member_id = s.id
       WHERE s.cur = 1 AND l.at >= :s AND l.at < :e AND l.reason IN ('deposit', 'withdraw_paid', ${BONUS_SQL})
       GROUP BY s.id`,
    )
    .all(range) as { id: number; level: number; team: number; dep: number; wd: number; bon: number }[]) {
    const f = get(r.id, r.level, r.team);
    f.deposits = r.dep;
    f.withdrawals = r.wd;
    f.bonuses = r.bon;
  }
  for (const r of db
    .prepare(
      `SELECT s.id, s.level, s.team, COALESCE(SUM(g.bet), 0) AS bet, COALESCE(SUM(g.win), 0) AS win
       FROM temp.agent_scope s JOIN game_rounds g ON g.member_id = s.id
       WHERE s.cur = 1 AND g.at >= :s AND g.at < :e GROUP BY s.id`,
    )
    .all(range) as { id: number; level: number; team: number; bet: number; win: number }[]) {
    const f = get(r.id, r.level, r.team);
    f.valid_bets = r.bet;
    f.payout = r.win;
  }
  return [...out.values()];
}

/** Σ of members' figures as one team (agent-commission.ts TeamFigures). */
export function teamOf(members: readonly MemberFigures[], activeMinValidBet: number): TeamFigures {
  const t: TeamFigures = { win_loss: 0, bonuses: 0, deposits: 0, withdrawals: 0, active_members: 0 };
  for (const m of members) {
    t.win_loss += m.valid_bets - m.payout;
    t.bonuses += m.bonuses;
    t.deposits += m.deposits;
    t.withdrawals += m.withdrawals;
    if (m.valid_bets > 0 && m.valid_bets >= activeMinValidBet) t.active_members++;
  }
  return t;
}

/** Members per level of the scope (programme currency) registered before `before`. */
export function membersPerLevel(db: Db, before: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const r of db
    .prepare(
      `SELECT s.level, COUNT(*) AS n FROM temp.agent_scope s JOIN members m ON m.id = s.id
       WHERE s.cur = 1 AND m.created_at < ? GROUP BY s.level`,
    )
    .all(before) as { level: number; n: number }[])
    out.set(r.level, r.n);
  return out;
}

type LevelRow = AgentStratifiedResponse["totals"] & { level: number };

/** StratifiedTable: a row per level (members registered before the period's end, figures in it) and Σ levels. */
export function stratifiedLevels(
  db: Db,
  period: Period,
  activeMinValidBet: number,
): {
  levels: LevelRow[];
  totals: Omit<LevelRow, "level">;
  /** Each level's net per team (0: the agent's own team), for the commission per level (agent-commission.ts). */
  parts: { level: number; team: number; net: number }[];
} {
  const counts = membersPerLevel(db, period.end_at);
  const parts = new Map<string, { level: number; team: number; net: number }>();
  const byLevel = new Map<number, LevelRow>();
  const levelRow = (level: number): LevelRow => ({
    level,
    members: counts.get(level) ?? 0,
    active_members: 0,
    valid_bets: 0,
    win_loss: 0,
    bonuses: 0,
    deposits: 0,
    withdrawals: 0,
    net: 0,
  });
  for (const level of counts.keys()) byLevel.set(level, levelRow(level));
  for (const f of memberFigures(db, period)) {
    let row = byLevel.get(f.level);
    if (!row) byLevel.set(f.level, (row = levelRow(f.level)));
    row.valid_bets += f.valid_bets;
    row.win_loss += f.valid_bets - f.payout;
    row.bonuses += f.bonuses;
    row.deposits += f.deposits;
    row.withdrawals += f.withdrawals;
    row.net += f.valid_bets - f.payout - f.bonuses;
    if (f.valid_bets > 0 && f.valid_bets >= activeMinValidBet) row.active_members++;
    const key = `${f.level}:${f.team}`;
    let part = parts.get(key);
    if (!part) parts.set(key, (part = { level: f.level, team: f.team, net: 0 }));
    part.net += f.valid_bets - f.payout - f.bonuses;
  }
  const levels = [...byLevel.values()].sort((a, b) => a.level - b.level);
  const { level: _level, ...totals } = levelRow(0);
  totals.members = 0;
  for (const l of levels) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += l[k];
  return { levels, totals, parts: [...parts.values()] };
}
