// The downline tree (src/contract/agent.ts "The tree"): members.introducer_id is the agent a member registered
// under (routes/register.ts member_agent); an agent's downline is every member reachable down those links. A
// request's tree is copied once into the connection's temp table agent_scope, and every report joins it; handlers
// are synchronous, so no other request refills the table between the copy and the queries.
import {
  AGENT_CODES,
  AGENT_DOWNLINE_PAGE_SIZE,
  LIMITS,
  type AgentDownlineRequest,
  type AgentDownlineResponse,
  type AgentDownlineRow,
  type Currency,
} from "../../src/contract/index.ts";
import { memberByAccount, type MemberRow } from "../context.ts";
import type { Db } from "../db/index.ts";

/** Deeper links than this are ignored (a guard against a cycle written by hand into the database). */
const MAX_DEPTH = 64;

export type Refusal = { code: number; message: string; data?: unknown };

/** notAgent / agentInactive, or null for an active agent (contract "Who may call"). */
export function agentRefusal(m: MemberRow): Refusal | null {
  if (!m.is_agent) return { code: AGENT_CODES.notAgent, message: "not an agent" };
  if (!m.agent_active || m.status !== "active")
    return { code: AGENT_CODES.agentInactive, message: "the agency is not active" };
  return null;
}

/**
 * Fills temp.agent_scope with the downline of `rootId`: id, level (1 = direct), team (the nearest active agent
 * below the root that the member sits under, 0 = the root's own team), cur (1 when the member is in the programme's
 * currency: only those count in reports). Returns the number of members.
 */
export function fillScope(db: Db, rootId: number, currency: string): number {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS agent_scope (
    id INTEGER PRIMARY KEY, level INTEGER NOT NULL, team INTEGER NOT NULL, cur INTEGER NOT NULL)`);
  db.exec("DELETE FROM temp.agent_scope");
  db.prepare(
    `INSERT INTO temp.agent_scope (id, level, team, cur)
     WITH RECURSIVE d(id, level, team, act) AS (
       SELECT id, 1, 0, (is_agent = 1 AND agent_active = 1 AND status = 'active') FROM members WHERE introducer_id = :root
       UNION ALL
       SELECT m.id, d.level + 1, CASE WHEN d.team <> 0 THEN d.team WHEN d.act THEN d.id ELSE 0 END,
         (m.is_agent = 1 AND m.agent_active = 1 AND m.status = 'active')
       FROM members m JOIN d ON m.introducer_id = d.id WHERE d.level < :max AND m.id <> :root
     )
     SELECT d.id, MIN(d.level), MIN(d.team), m.currency = :cur FROM d JOIN members m ON m.id = d.id GROUP BY d.id`,
  ).run({ root: rootId, max: MAX_DEPTH, cur: currency });
  return (db.prepare("SELECT COUNT(*) AS n FROM temp.agent_scope").get() as { n: number }).n;
}

/** The chain of introducers from `memberId` up to (not including) `rootId`, nearest first; null if not below it. */
export function pathUp(db: Db, rootId: number, memberId: number): number[] | null {
  const chain: number[] = [];
  let id: number | null = memberId;
  for (let i = 0; i < MAX_DEPTH && id !== null; i++) {
    if (id === rootId) return chain;
    chain.push(id);
    const row = db.prepare("SELECT introducer_id FROM members WHERE id = ?").get(id) as
      { introducer_id: number | null } | undefined;
    id = row?.introducer_id ?? null;
  }
  return null;
}

/** A named account in the caller's downline, or the refusal (unknownAccount, notInDownline). */
export function downlineMember(
  db: Db,
  agent: MemberRow,
  account: string,
): { ok: true; member: MemberRow; level: number; path: number[] } | { ok: false; refusal: Refusal } {
  const m = account.length <= LIMITS.accountMax ? memberByAccount(db, account) : undefined;
  if (!m) return { ok: false, refusal: { code: AGENT_CODES.unknownAccount, message: "no such account" } };
  const path = m.id === agent.id ? null : pathUp(db, agent.id, m.id);
  if (!path) return { ok: false, refusal: { code: AGENT_CODES.notInDownline, message: "not in your downline" } };
  return { ok: true, member: m, level: path.length, path };
}

interface DownlineDbRow {
  id: number;
  account: string;
  level: number;
  agent_level: number;
  is_agent: number;
  created_at: string;
  last_login_at: string | null;
  currency: string;
  status: string;
  deposits: number;
  valid_bets: number;
  downline_count: number;
}

const STATUSES = new Set(["active", "frozen", "disabled"]);

/** A member's status as the contract names it (an unknown one shows as disabled). */
export function memberStatus(status: string): AgentDownlineRow["status"] {
  return (STATUSES.has(status) ? status : "disabled") as AgentDownlineRow["status"];
}

/**
 * A LIKE pattern (with ESCAPE '\\') for "contains `text`", the text's own %, _ and \\ escaped: a search is a
 * substring, case-insensitive (SQLite's LIKE on ASCII).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** DownlineInfo (agentDownline): the caller's scope must already be filled (fillScope). */
export function listDownline(
  db: Db,
  agent: MemberRow,
  body: AgentDownlineRequest,
  range: { start_at: string; end_at: string },
): { ok: true; data: AgentDownlineResponse } | { ok: false; refusal: Refusal } {
  if (body.search !== undefined && body.search.length > LIMITS.accountMax)
    return { ok: false, refusal: { code: AGENT_CODES.searchTooLong, message: "search: longer than an account" } };
  let rootLevel = 0;
  let rootId = agent.id;
  const breadcrumb = [{ account: agent.account, level: 0 }];
  if (body.under_account !== undefined && body.under_account.toLowerCase() !== agent.account.toLowerCase()) {
    const r = downlineMember(db, agent, body.under_account);
    if (!r.ok) return r;
    rootLevel = r.level;
    rootId = r.member.id;
    const names = db.prepare("SELECT account FROM members WHERE id = ?");
    // path is nearest first: the root's chain from the caller down.
    [...r.path].reverse().forEach((id, i) => {
      breadcrumb.push({ account: (names.get(id) as { account: string }).account, level: i + 1 });
    });
  }
  // Members under the drill-down root: for the caller's own view the whole scope, else the root's subtree.
  const where: string[] = [];
  const args: Record<string, string | number> = {};
  if (rootId !== agent.id) {
    db.exec("CREATE TEMP TABLE IF NOT EXISTS agent_sub (id INTEGER PRIMARY KEY)");
    db.exec("DELETE FROM temp.agent_sub");
    db.prepare(
      `INSERT INTO temp.agent_sub (id) WITH RECURSIVE d(id, depth) AS (
         SELECT id, 1 FROM members WHERE introducer_id = :root
         UNION ALL SELECT m.id, d.depth + 1 FROM members m JOIN d ON m.introducer_id = d.id WHERE d.depth < 64
       ) SELECT DISTINCT id FROM d`,
    ).run({ root: rootId });
    where.push("s.id IN (SELECT id FROM temp.agent_sub)");
  }
  if (body.scope === "direct") {
    where.push("s.level = :direct");
    args["direct"] = rootLevel + 1;
  }
  if (body.kind === "agent") where.push("m.is_agent = 1");
  if (body.kind === "player") where.push("m.is_agent = 0");
  if (body.search) {
    where.push("m.account LIKE :search ESCAPE '\\'");
    args["search"] = containsPattern(body.search);
  }
  const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const total = (
    db.prepare(`SELECT COUNT(*) AS n FROM temp.agent_scope s JOIN members m ON m.id = s.id ${clause}`).get(args) as {
      n: number;
    }
  ).n;
  const page = db
    .prepare(
      `SELECT m.id, m.account, s.level, m.agent_level, m.is_agent, m.created_at, m.currency, m.status,
         (SELECT MAX(created_at) FROM sessions WHERE member_id = m.id) AS last_login_at
       FROM temp.agent_scope s JOIN members m ON m.id = s.id ${clause}
       ORDER BY m.created_at DESC, m.id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({
      ...args,
      limit: AGENT_DOWNLINE_PAGE_SIZE,
      offset: (body.page - 1) * AGENT_DOWNLINE_PAGE_SIZE,
    }) as unknown as Omit<DownlineDbRow, "deposits" | "valid_bets" | "downline_count">[];
  const ids = page.map((r) => r.id);
  const money = new Map<number, { deposits: number; valid_bets: number }>();
  const below = new Map<number, number>();
  if (ids.length) {
    const marks = ids.map(() => "?").join(",");
    for (const r of db
      .prepare(
        `SELECT s.id, COALESCE((SELECT SUM(delta) FROM ledger WHERE member_id = s.id AND reason = 'deposit'
           AND at >= ? AND at < ?), 0) AS deposits,
           COALESCE((SELECT SUM(bet) FROM game_rounds WHERE member_id = s.id AND at >= ? AND at < ?), 0) AS valid_bets
         FROM temp.agent_scope s WHERE s.cur = 1 AND s.id IN (${marks})`,
      )
      .all(range.start_at, range.end_at, range.start_at, range.end_at, ...ids) as {
      id: number;
      deposits: number;
      valid_bets: number;
    }[])
      money.set(r.id, r);
    // Members under each listed one (the drill-down is offered when there are some).
    for (const r of db
      .prepare(
        `WITH RECURSIVE d(top, id, depth) AS (
           SELECT introducer_id, id, 1 FROM members WHERE introducer_id IN (${marks})
           UNION ALL SELECT d.top, m.id, d.depth + 1 FROM members m JOIN d ON m.introducer_id = d.id WHERE d.depth < 64
         ) SELECT top, COUNT(DISTINCT id) AS n FROM d GROUP BY top`,
      )
      .all(...ids) as { top: number; n: number }[])
      below.set(r.top, r.n);
  }
  const rows: AgentDownlineRow[] = page.map((r) => ({
    account: r.account,
    level: r.level,
    agent_level: r.is_agent ? Math.max(0, r.agent_level) : 0,
    is_agent: r.is_agent ? 1 : 0,
    registered_at: r.created_at,
    last_login_at: r.last_login_at,
    currency: r.currency as Currency,
    deposits: money.get(r.id)?.deposits ?? 0,
    valid_bets: money.get(r.id)?.valid_bets ?? 0,
    status: memberStatus(r.status),
    downline_count: below.get(r.id) ?? 0,
  }));
  return {
    ok: true,
    data: { rows, total_count: total, page: body.page, page_size: AGENT_DOWNLINE_PAGE_SIZE, breadcrumb },
  };
}
