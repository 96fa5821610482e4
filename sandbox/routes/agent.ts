// The agent centre's calls (our extension, src/contract/agent.ts). The rules live in sandbox/agent/; this file
// checks the caller (an active agent), the range (agent-periods.ts checkRange) and maps each call to them.
import { sandboxNow } from "../clock.ts";
import {
  AGENT_CODES,
  AGENT_STATEMENTS_PAGE_SIZE,
  AGENT_TRANSFER_LOG_PAGE_SIZE,
  DATE_TIME_ZONE,
  type agentCalls,
} from "../../src/contract/index.ts";
import { caracasDate, checkRange, startOfCaracasDay, type Period } from "../../src/contract/agent-periods.ts";
import { levelCommissions } from "../../src/contract/agent-commission.ts";
import { operationDays, stratifiedLevels } from "../agent/figures.ts";
import { agentSettings, planOf, type AgentSettings } from "../agent/settings.ts";
import { linesOf, statementChain } from "../agent/statements.ts";
import { agentTransfer, transferLog, transferMembers } from "../agent/transfer.ts";
import { agentRefusal, downlineMember, fillScope, listDownline, type Refusal } from "../agent/tree.ts";
import type { MemberRow } from "../context.ts";
import { fail, need, ok, type Handlers, type Reply } from "./types.ts";

const refused = (r: Refusal): Reply => fail(r.code, r.message, r.data ?? null);

/** The caller as an active agent with the settings, or the refusal. */
function gate(
  member: MemberRow | null,
  db: Parameters<typeof agentSettings>[0],
): { agent: MemberRow; s: AgentSettings } | Reply {
  const agent = need(member);
  const r = agentRefusal(agent);
  if (r) return refused(r);
  return { agent, s: agentSettings(db) };
}

const isReply = (x: object): x is Reply => "code" in x;

function range(body: Period): Period | Reply {
  const r = checkRange(body, sandboxNow());
  if (!r.ok) return fail(AGENT_CODES.badRange, `range: ${r.problem}`, { problem: r.problem });
  return { start_at: r.start_at, end_at: r.end_at };
}

/** A report call: the caller as an active agent, its range checked, and its downline copied (tree.ts fillScope). */
function reportGate(
  member: MemberRow | null,
  db: Parameters<typeof agentSettings>[0],
  body: Period,
): { agent: MemberRow; s: AgentSettings; p: Period } | Reply {
  const g = gate(member, db);
  if (isReply(g)) return g;
  const p = range(body);
  if (isReply(p)) return p;
  fillScope(db, g.agent.id, g.s.currency);
  return { ...g, p };
}

export const agentHandlers = {
  agentPlan: ({ ctx }) => ok(planOf(agentSettings(ctx.db))),

  agentOverview: ({ ctx, member }) => {
    const g = gate(member, ctx.db);
    if (isReply(g)) return g;
    const { agent, s } = g;
    const chain = statementChain(ctx.db, agent, s); // fills the scope
    const now = sandboxNow();
    const today = new Date(startOfCaracasDay(caracasDate(now))).toISOString();
    const counts = ctx.db
      .prepare(
        `SELECT COUNT(*) AS total, COALESCE(SUM(s.level = 1), 0) AS direct,
           COALESCE(SUM(m.created_at >= ?), 0) AS new_today
         FROM temp.agent_scope s JOIN members m ON m.id = s.id`,
      )
      .get(today) as { total: number; direct: number; new_today: number };
    const last = chain.weeks.at(-1);
    return ok({
      currency: s.currency,
      time_zone: DATE_TIME_ZONE,
      direct_count: counts.direct,
      total_count: counts.total,
      new_today: counts.new_today,
      period: { start_at: chain.current.start_at, end_at: chain.current.end_at },
      active_this_period: chain.current.lines.active_members,
      net_revenue: chain.current.lines.net,
      estimated_commission: chain.current.lines.commission,
      last_settlement: last ? { week: last.week, commission: last.lines.commission, status: last.status } : null,
    });
  },

  agentDownline: ({ ctx, member, body }) => {
    const g = reportGate(member, ctx.db, body);
    if (isReply(g)) return g;
    const { p } = g;
    const out = listDownline(ctx.db, g.agent, body, p);
    return out.ok ? ok(out.data) : refused(out.refusal);
  },

  agentOperation: ({ ctx, member, body }) => {
    const g = reportGate(member, ctx.db, body);
    if (isReply(g)) return g;
    const { p } = g;
    const { days, totals } = operationDays(ctx.db, p, body.game_type);
    return ok({ currency: g.s.currency, time_zone: DATE_TIME_ZONE, period: p, days, totals });
  },

  agentStratified: ({ ctx, member, body }) => {
    const g = reportGate(member, ctx.db, body);
    if (isReply(g)) return g;
    const { p } = g;
    const { levels, totals, parts } = stratifiedLevels(ctx.db, p, g.s.active_min_valid_bet);
    const commission = linesOf(ctx.db, g.s, p, 0);
    const name = ctx.db.prepare("SELECT account FROM members WHERE id = ?");
    const perLevel = levelCommissions(
      commission,
      parts.map((x) => ({
        level: x.level,
        team: x.team === 0 ? null : (name.get(x.team) as { account: string }).account,
        net: x.net,
      })),
    );
    const byLevel = new Map(perLevel.map((l) => [l.level, l]));
    return ok({
      currency: g.s.currency,
      time_zone: DATE_TIME_ZONE,
      period: p,
      levels: levels.map((l) => ({
        ...l,
        rates_bp: byLevel.get(l.level)?.rates_bp ?? [],
        commission: byLevel.get(l.level)?.commission ?? 0,
      })),
      totals,
      commission,
    });
  },

  agentTransfer: ({ ctx, member, body }) => {
    const g = gate(member, ctx.db);
    if (isReply(g)) return g;
    const r = agentTransfer(ctx, g.agent, g.s, body);
    return r.ok ? ok(r.data) : refused(r.refusal);
  },

  agentTransferMembers: ({ ctx, member, body }) => {
    const g = gate(member, ctx.db);
    if (isReply(g)) return g;
    const out = transferMembers(ctx.db, g.agent, g.s.currency, body.search);
    return out.ok ? ok(out.data) : refused(out.refusal);
  },

  agentTransferLog: ({ ctx, member, body }) => {
    const g = gate(member, ctx.db);
    if (isReply(g)) return g;
    const p = range(body);
    if (isReply(p)) return p;
    let memberId: number | undefined;
    if (body.account !== undefined) {
      const d = downlineMember(ctx.db, g.agent, body.account);
      if (!d.ok) return refused(d.refusal);
      memberId = d.member.id;
    }
    const log = transferLog(ctx.db, g.agent.id, {
      ...p,
      direction: body.direction,
      memberId,
      page: body.page,
      pageSize: AGENT_TRANSFER_LOG_PAGE_SIZE,
    });
    return ok({ currency: g.s.currency, ...log, page: body.page, page_size: AGENT_TRANSFER_LOG_PAGE_SIZE });
  },

  agentStatements: ({ ctx, member, body }) => {
    const g = gate(member, ctx.db);
    if (isReply(g)) return g;
    const newest = [...statementChain(ctx.db, g.agent, g.s).weeks].reverse();
    const from = (body.page - 1) * AGENT_STATEMENTS_PAGE_SIZE;
    return ok({
      currency: g.s.currency,
      time_zone: DATE_TIME_ZONE,
      list: newest.slice(from, from + AGENT_STATEMENTS_PAGE_SIZE),
      total_count: newest.length,
      page: body.page,
      page_size: AGENT_STATEMENTS_PAGE_SIZE,
    });
  },
} satisfies Pick<Handlers, keyof typeof agentCalls>;
