// The agent reports reconcile with the ledger (the "Every number reconciles"). Property test: random
// trees of at least 500 members over at least 4 levels, with random activity written through the live money
// functions (ledger.ts move via wallet.ts credit / transferIn / playRound / transferOut), some sub-agents switched
// off and some members in another currency. For random periods, checked against figures the test computes itself
// from the raw rows (its own tree walk in JS, its own Caracas day of each row):
//   (a) the OperationTable's days and totals = the sums of the downline's ledger and game-round rows;
//   (b) the StratifiedTable's levels add up to the OperationTable's totals;
//   (c) the statement's every line = the commission formula on those figures, to the paisa (and the weekly chain
//       carries each week's carry_out into the next).
import { afterEach, describe, expect, it } from "vitest";
import { computeStatement, levelCommissions, type TeamFigures } from "../../src/contract/agent-commission.ts";
import {
  addDays,
  caracasDate,
  periodOf,
  settlementWeek,
  weekContaining,
  type Period,
} from "../../src/contract/agent-periods.ts";
import { sandboxNow, withClockAt } from "../../sandbox/clock.ts";
import { memberByAccount, type MemberRow } from "../../sandbox/context.ts";
import { openDb, transaction, type Db } from "../../sandbox/db/index.ts";
import { BONUS_REASONS, operationDays, stratifiedLevels } from "../../sandbox/agent/figures.ts";
import { ensureAgentSeeded, growTree, prng } from "../../sandbox/agent/seed.ts";
import { DEFAULT_AGENT_SETTINGS } from "../../sandbox/agent/settings.ts";
import { linesOf, statementChain } from "../../sandbox/agent/statements.ts";
import { fillScope } from "../../sandbox/agent/tree.ts";
import { credit } from "../../sandbox/wallet.ts";

const DAY = 86_400_000;
let db: Db;
afterEach(() => {
  db?.close();
  rowsCache = null;
});

interface Tree {
  root: MemberRow;
  size: number;
  depth: number;
}

/** A random tree under agent01 with random activity; a few sub-agents off, a few USD members. */
function randomTree(seed: number): Tree {
  db = openDb(":memory:");
  const rand = prng(seed);
  const now = sandboxNow();
  // Levels of agents with 2 to 6 members each (1 or 2 of them agents) until 520 members, at least 5 levels.
  const direct = 25 + Math.floor(rand() * 20);
  const levels = [{ children: direct, agents: 6 + Math.floor(rand() * 4) }];
  let agents = levels[0]?.agents ?? 1;
  let total = direct;
  while (total < 520 || levels.length < 4) {
    const children = 2 + Math.floor(rand() * 5);
    const a = 1 + Math.floor(rand() * 2);
    levels.push({ children, agents: a });
    total += children * agents;
    agents *= a;
  }
  levels.push({ children: 2, agents: 0 });
  db.prepare("UPDATE members SET created_at = ? WHERE account = 'agent01'").run(
    new Date(now - 130 * DAY).toISOString(),
  );
  const root = memberByAccount(db, "agent01") as MemberRow;
  transaction(db, () => {
    growTree(db, root, { prefix: `p${seed % 10}`, levels }, rand, now, {
      historyDays: 120,
      activity: 0.02 + rand() * 0.02,
      passwordHash: "x",
    });
    // Some sub-agents' agency off: their teams belong to the nearest active agent above.
    db.prepare(
      "UPDATE members SET agent_active = 0 WHERE is_agent = 1 AND id <> ? AND id % 5 = ? AND introducer_id IS NOT NULL",
    ).run(root.id, seed % 5);
    // A few members in another currency: listed in the downline, left out of every report.
    const parents = db
      .prepare("SELECT id FROM members WHERE is_agent = 1 AND introducer_id IS NOT NULL LIMIT 3")
      .all() as {
      id: number;
    }[];
    for (const [i, p] of parents.entries()) {
      const id = Number(
        db
          .prepare(
            `INSERT INTO members (account, password_hash, currency, created_at, introducer_id)
             VALUES (?, 'x', 'USD', ?, ?)`,
          )
          .run(`usd${seed}x${i}`, new Date(now - 10 * DAY).toISOString(), p.id).lastInsertRowid,
      );
      withClockAt(now - 5 * DAY, () => credit(db, { id } as MemberRow, 12_345, "deposit"));
    }
  });
  const size = (db.prepare("SELECT COUNT(*) AS n FROM members WHERE introducer_id IS NOT NULL").get() as { n: number })
    .n;
  return { root, size, depth: levels.length };
}

interface Node {
  id: number;
  level: number;
  team: number;
  inCurrency: boolean;
  created_at: string;
}

/** The test's own tree walk: level, team (nearest active agent below the root), currency. */
function walk(rootId: number): Map<number, Node> {
  const rows = db
    .prepare("SELECT id, introducer_id, currency, is_agent, agent_active, status, created_at FROM members")
    .all() as {
    id: number;
    introducer_id: number | null;
    currency: string;
    is_agent: number;
    agent_active: number;
    status: string;
    created_at: string;
  }[];
  const children = new Map<number, typeof rows>();
  for (const r of rows) {
    if (r.introducer_id === null) continue;
    const list = children.get(r.introducer_id) ?? [];
    list.push(r);
    children.set(r.introducer_id, list);
  }
  const out = new Map<number, Node>();
  const visit = (parentId: number, level: number, team: number) => {
    for (const c of children.get(parentId) ?? []) {
      out.set(c.id, { id: c.id, level, team, inCurrency: c.currency === "INR", created_at: c.created_at });
      const active = c.is_agent === 1 && c.agent_active === 1 && c.status === "active";
      visit(c.id, level + 1, team !== 0 ? team : active ? c.id : 0);
    }
  };
  visit(rootId, 1, 0);
  return out;
}

interface Sums {
  deposits: number;
  withdrawals: number;
  bonuses: number;
  valid_bets: number;
  payout: number;
  /** −Σ of the game_round ledger rows: the ledger's own view of win/loss. */
  ledger_win_loss: number;
}

const zero = (): Sums => ({ deposits: 0, withdrawals: 0, bonuses: 0, valid_bets: 0, payout: 0, ledger_win_loss: 0 });

/** Per member and per Caracas day, from the raw rows. */
let rowsCache: { ledger: LedgerRow[]; rounds: RoundRow[] } | null = null;
interface LedgerRow {
  member_id: number;
  delta: number;
  reason: string;
  at: string;
}
interface RoundRow {
  member_id: number;
  bet: number;
  win: number;
  at: string;
}

function rawSums(nodes: Map<number, Node>, p: Period) {
  rowsCache ??= {
    ledger: db.prepare("SELECT member_id, delta, reason, at FROM ledger ORDER BY id").all() as unknown as LedgerRow[],
    rounds: db.prepare("SELECT member_id, bet, win, at FROM game_rounds").all() as unknown as RoundRow[],
  };
  const inRange = (at: string) => at >= p.start_at && at < p.end_at;
  const perMember = new Map<number, Sums>();
  const perDay = new Map<string, Sums & { registrations: number; first_count: number; first_amount: number }>();
  const day = (at: string) => {
    const d = caracasDate(Date.parse(at));
    let s = perDay.get(d);
    if (!s) perDay.set(d, (s = { ...zero(), registrations: 0, first_count: 0, first_amount: 0 }));
    return s;
  };
  const member = (id: number) => {
    let s = perMember.get(id);
    if (!s) perMember.set(id, (s = zero()));
    return s;
  };
  const bonus = new Set<string>(BONUS_REASONS);
  const firstDeposit = new Set<number>();
  for (const l of rowsCache.ledger) {
    const n = nodes.get(l.member_id);
    if (!n?.inCurrency) continue;
    const first = l.reason === "deposit" && !firstDeposit.has(l.member_id);
    if (first) firstDeposit.add(l.member_id);
    if (!inRange(l.at)) continue;
    const counted = l.reason === "deposit" || l.reason === "withdraw_paid" || bonus.has(l.reason);
    // Only the reports' reasons make a member "active in money" (figures.ts); a round's row counts via its round.
    const targets = counted ? [member(l.member_id), day(l.at)] : [day(l.at)];
    for (const s of targets) {
      if (l.reason === "deposit") s.deposits += l.delta;
      else if (l.reason === "withdraw_paid") s.withdrawals -= l.delta;
      else if (bonus.has(l.reason)) s.bonuses += l.delta;
      else if (l.reason === "game_round") s.ledger_win_loss -= l.delta;
    }
    if (first) {
      day(l.at).first_count += 1;
      day(l.at).first_amount += l.delta;
    }
  }
  for (const g of rowsCache.rounds) {
    if (!nodes.get(g.member_id)?.inCurrency || !inRange(g.at)) continue;
    for (const s of [member(g.member_id), day(g.at)]) {
      s.valid_bets += g.bet;
      s.payout += g.win;
    }
    member(g.member_id).ledger_win_loss += g.bet - g.win;
  }
  for (const n of nodes.values()) if (n.inCurrency && inRange(n.created_at)) day(n.created_at).registrations += 1;
  return { perMember, perDay };
}

function team(nodes: Map<number, Node>, perMember: Map<number, Sums>, pick: (n: Node) => boolean): TeamFigures {
  const t: TeamFigures = { win_loss: 0, bonuses: 0, deposits: 0, withdrawals: 0, active_members: 0 };
  for (const [id, s] of perMember) {
    const n = nodes.get(id);
    if (!n || !pick(n)) continue;
    t.win_loss += s.valid_bets - s.payout;
    t.bonuses += s.bonuses;
    t.deposits += s.deposits;
    t.withdrawals += s.withdrawals;
    if (s.valid_bets > 0 && s.valid_bets >= DEFAULT_AGENT_SETTINGS.active_min_valid_bet) t.active_members += 1;
  }
  return t;
}

function check(nodes: Map<number, Node>, p: Period, carryIn = 0) {
  const s = DEFAULT_AGENT_SETTINGS;
  fillScope(db, (memberByAccount(db, "agent01") as MemberRow).id, s.currency);
  const { perMember, perDay } = rawSums(nodes, p);
  const op = operationDays(db, p);
  // (a) every day and the totals equal the raw rows.
  for (const d of op.days) {
    const raw = perDay.get(d.date) ?? { ...zero(), registrations: 0, first_count: 0, first_amount: 0 };
    expect(d, d.date).toMatchObject({
      registrations: raw.registrations,
      first_deposit_count: raw.first_count,
      first_deposit_amount: raw.first_amount,
      deposits: raw.deposits,
      withdrawals: raw.withdrawals,
      valid_bets: raw.valid_bets,
      payout: raw.payout,
      win_loss: raw.ledger_win_loss,
      bonuses: raw.bonuses,
      net: raw.ledger_win_loss - raw.bonuses,
    });
  }
  for (const d of perDay.keys())
    expect(
      op.days.some((x) => x.date === d),
      d,
    ).toBe(true);
  const all = [...perMember.values()].reduce((a, m) => {
    for (const k of Object.keys(a) as (keyof Sums)[]) a[k] += m[k];
    return a;
  }, zero());
  expect(op.totals).toMatchObject({
    deposits: all.deposits,
    withdrawals: all.withdrawals,
    valid_bets: all.valid_bets,
    payout: all.payout,
    win_loss: all.ledger_win_loss,
    bonuses: all.bonuses,
  });
  // (b) the levels add up to the OperationTable, and count the members of each level.
  const st = stratifiedLevels(db, p, s.active_min_valid_bet);
  for (const k of ["valid_bets", "win_loss", "bonuses", "deposits", "withdrawals", "net"] as const) {
    expect(
      st.levels.reduce((a, l) => a + l[k], 0),
      k,
    ).toBe(op.totals[k]);
    expect(st.totals[k], k).toBe(op.totals[k]);
  }
  for (const l of st.levels)
    expect(l.members, `level ${l.level}`).toBe(
      [...nodes.values()].filter((n) => n.inCurrency && n.level === l.level && n.created_at < p.end_at).length,
    );
  // (c) the statement is the formula on the raw figures, line by line.
  const subIds = [...new Set([...nodes.values()].map((n) => n.team).filter((t) => t !== 0))];
  const account = (id: number) =>
    (db.prepare("SELECT account FROM members WHERE id = ?").get(id) as { account: string }).account;
  const subs = subIds
    // a team without money activity in the period has no line
    .filter((id) => [...perMember.keys()].some((m) => nodes.get(m)?.team === id))
    .map((id) => ({ account: account(id), figures: team(nodes, perMember, (n) => n.team === id) }))
    .sort((a, b) => (a.account < b.account ? -1 : 1));
  const expected = computeStatement({ rules: s, whole: team(nodes, perMember, () => true), subs, carry_in: carryIn });
  expect(linesOf(db, s, p, carryIn)).toEqual(expected);
  // (d) the commission per level (StratifiedTable) adds up to the statement's commission, to the paisa.
  const perLevel = levelCommissions(
    expected,
    st.parts.map((x) => ({ level: x.level, team: x.team === 0 ? null : account(x.team), net: x.net })),
  );
  expect(perLevel.reduce((a, l) => a + l.commission, 0)).toBe(expected.commission);
  for (const k of [1, 2])
    expect(st.parts.filter((x) => x.level === k).reduce((a, x) => a + x.net, 0)).toBe(
      st.levels.find((l) => l.level === k)?.net ?? 0,
    );
  return { op, expected };
}

describe("agent reports reconcile with the ledger (property: random trees ≥ 500 members, ≥ 4 levels)", () => {
  for (const seed of [11, 29, 47]) {
    it(`tree seed ${seed}: operation = ledger, levels = operation, statement = formula`, () => {
      const t = randomTree(seed);
      expect(t.size).toBeGreaterThanOrEqual(500);
      const nodes = walk(t.root.id);
      expect(Math.max(...[...nodes.values()].map((n) => n.level))).toBeGreaterThanOrEqual(4);
      const rand = prng(seed * 7);
      const now = sandboxNow();
      const periods: Period[] = [];
      for (const preset of ["today", "this_week", "last_week", "this_month", "last_month"] as const) {
        const p = periodOf(preset, now);
        if (p.ok) periods.push(p);
      }
      const today = caracasDate(now);
      const from = addDays(today, -91);
      periods.push(periodOf("custom", now, { from, to: today }) as Period);
      for (let i = 0; i < 3; i++) {
        const a = addDays(today, -Math.floor(rand() * 91));
        const b = addDays(a, Math.floor(rand() * 20));
        const p = periodOf("custom", now, { from: a, to: b > today ? today : b });
        if (p.ok) periods.push(p);
      }
      let sawActivity = false;
      for (const p of periods) {
        const { op } = check(nodes, p);
        if (op.totals.valid_bets > 0) sawActivity = true;
      }
      expect(sawActivity).toBe(true);
      // The weekly chain: each week's statement is the formula with the previous week's carry_out.
      const chain = statementChain(db, t.root, DEFAULT_AGENT_SETTINGS, now);
      expect(chain.weeks.length).toBeGreaterThan(4);
      let carry = 0;
      for (const w of chain.weeks) {
        expect(w.lines.carry_in).toBe(Math.min(0, carry));
        const { expected } = check(nodes, settlementWeek(w.week), carry);
        expect(w.lines).toEqual(expected);
        carry = w.lines.carry_out;
      }
      expect(chain.current.week).toBe(weekContaining(now).week);
    }, 60_000);
  }

  it("the sandbox's seed: agent01 has ≥ 60 members over ≥ 4 levels, 90 days of activity, and it reconciles", () => {
    db = openDb(":memory:");
    const ms = ensureAgentSeeded(db);
    expect(ms).not.toBeNull();
    expect(ensureAgentSeeded(db)).toBeNull(); // once per database
    const root = memberByAccount(db, "agent01") as MemberRow;
    const nodes = walk(root.id);
    expect(nodes.size).toBeGreaterThanOrEqual(60);
    expect(Math.max(...[...nodes.values()].map((n) => n.level))).toBeGreaterThanOrEqual(4);
    const now = sandboxNow();
    const oldest = (db.prepare("SELECT MIN(at) AS at FROM ledger").get() as { at: string }).at;
    expect(now - Date.parse(oldest)).toBeGreaterThan(85 * DAY);
    for (const r of ["deposit", "withdraw_paid", "game_round", "signin", "red_envelope"])
      expect(
        (db.prepare("SELECT COUNT(*) AS n FROM ledger WHERE reason = ?").get(r) as { n: number }).n,
        r,
      ).toBeGreaterThan(0);
    const today = caracasDate(now);
    check(nodes, periodOf("custom", now, { from: addDays(today, -91), to: today }) as Period);
    let carry = 0;
    for (const w of statementChain(db, root, DEFAULT_AGENT_SETTINGS, now).weeks) {
      const { expected } = check(nodes, settlementWeek(w.week), carry);
      expect(w.lines).toEqual(expected);
      carry = w.lines.carry_out;
    }
  });
});
