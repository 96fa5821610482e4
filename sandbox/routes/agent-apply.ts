// Applying to become an agent (our extension, src/contract/agent-apply.ts): the member's calls and the operator's
// admin controls `agent-apply/approve` and `agent-apply/reject` (mounted in sandbox/admin/index.ts, behind the
// same x-sandbox-key). Every answer is about the token's member only; the member's introducer agent, read from the
// database and never from the request, becomes the new agent's parent.
import * as z from "zod/mini";
import { sandboxNowIso } from "../clock.ts";
import {
  AGENT_APPLY_CODES,
  AGENT_PROMOTION_CODES,
  EVENTS,
  type AgentApplication,
  type CallName,
} from "../../src/contract/index.ts";
import { memberByAccount, memberById, type Ctx, type MemberRow } from "../context.ts";
import { transaction } from "../db/index.ts";
import { HttpError } from "../http.ts";
import { fail, need, ok, type Handlers, type Reply } from "./types.ts";

interface ApplicationRow {
  id: number;
  member_id: number;
  status: "pending" | "approved" | "rejected";
  reason: string | null;
  created_at: string;
  decided_at: string | null;
}

function latest(ctx: Ctx, memberId: number): ApplicationRow | undefined {
  return ctx.db
    .prepare("SELECT * FROM agent_applications WHERE member_id = ? ORDER BY id DESC LIMIT 1")
    .get(memberId) as ApplicationRow | undefined;
}

/** The member's parent agent: the introducer, when it is an agent (members brought by a recommend code have none). */
function parentAccount(ctx: Ctx, m: MemberRow): string | null {
  if (!m.introducer_id) return null;
  const p = memberById(ctx.db, m.introducer_id);
  return p && p.is_agent ? p.account : null;
}

export function applicationOf(ctx: Ctx, m: MemberRow): AgentApplication {
  const row = latest(ctx, m.id);
  // A member made an agent some other way (seeded, an operator) reads as approved.
  const status = row ? row.status : m.is_agent ? "approved" : "none";
  return {
    status,
    applied_at: row?.created_at ?? null,
    decided_at: row?.decided_at ?? null,
    reason: row?.status === "rejected" ? row.reason : null,
    parent_account: parentAccount(ctx, m),
  };
}

/**
 * Why this member may not apply now (apply_for_agent/check with apply_agent_flag 1, and the apply call), or null.
 * A member brought by an agent may apply: it becomes that agent's sub-agent.
 */
export function applyRefusal(ctx: Ctx, m: MemberRow): Reply | null {
  if (m.is_agent) return fail(AGENT_APPLY_CODES.alreadyAgent, "the member is already an agent", { can_apply: false });
  if (m.status !== "active") return fail(AGENT_APPLY_CODES.accountBlocked, "the account is not active");
  if (latest(ctx, m.id)?.status === "pending")
    return fail(AGENT_APPLY_CODES.pending, "an application is already pending", { can_apply: false });
  return null;
}

export const agentApplyHandlers = {
  applyForAgent: ({ body, ctx, member }) => {
    const m = need(member);
    return transaction(ctx.db, () => {
      const refusal = applyRefusal(ctx, m);
      if (refusal) return refusal;
      ctx.db
        .prepare(
          `INSERT INTO agent_applications (member_id, channel, expected_members, note, status, created_at)
           VALUES (?, ?, ?, ?, 'pending', ?)`,
        )
        .run(m.id, body.channel, body.expected_members, body.note, sandboxNowIso());
      return ok(applicationOf(ctx, m));
    });
  },
  applyForAgentStatus: ({ ctx, member }) => ok(applicationOf(ctx, need(member))),
  agentPromotion: ({ ctx, member }) => {
    const m = need(member);
    if (!m.is_agent) return fail(AGENT_PROMOTION_CODES.notAgent, "the member is not an agent");
    if (!m.agent_active || m.status !== "active")
      return fail(AGENT_PROMOTION_CODES.agentInactive, "the agent is not active");
    const domains = ctx.db
      .prepare("SELECT host, currency FROM agent_domains WHERE agent_id = ? ORDER BY host")
      .all(m.id) as { host: string; currency: string }[];
    return ok({ agent_id: m.id, recommend_code: m.recommend_code ?? null, domains });
  },
} satisfies Pick<Handlers, Extract<CallName, "applyForAgent" | "applyForAgentStatus" | "agentPromotion">>;

const Decision = z.object({
  account: z.string().check(z.minLength(1), z.maxLength(50)),
  reason: z.optional(z.string().check(z.maxLength(300))),
});

function pendingOf(ctx: Ctx, account: string): { m: MemberRow; row: ApplicationRow } {
  const m = memberByAccount(ctx.db, account);
  if (!m) throw new HttpError(404, 404, `no member ${account}`);
  const row = latest(ctx, m.id);
  if (!row || row.status !== "pending") throw new HttpError(200, 409, `no pending application for ${account}`);
  return { m, row };
}

/**
 * The operator's decisions. Approval: an active agent one level below its parent (level 1 at the top), member_type
 * 2 (spec 001 §6: not 1, so the site loads the level names), then agent_apply.status to the member's channel.
 */
export const AGENT_APPLY_ADMIN_ACTIONS = {
  "agent-apply/approve": {
    schema: Decision,
    run: (ctx: Ctx, b: z.output<typeof Decision>) => {
      const { m, row } = pendingOf(ctx, b.account);
      const at = sandboxNowIso();
      transaction(ctx.db, () => {
        const parent = m.introducer_id ? memberById(ctx.db, m.introducer_id) : undefined;
        const level = parent?.is_agent ? Math.max(1, parent.agent_level) + 1 : 1;
        ctx.db
          .prepare("UPDATE agent_applications SET status = 'approved', decided_at = ? WHERE id = ?")
          .run(at, row.id);
        ctx.db
          .prepare(
            "UPDATE members SET is_agent = 1, agent_active = 1, member_type = 2, agent_type = 1, agent_level = ? WHERE id = ?",
          )
          .run(level, m.id);
      });
      ctx.emit.toMember(m.id, EVENTS.agentApplyStatus.name, { status: "approved" });
      return { data: { account: m.account, status: "approved" } };
    },
  },
  "agent-apply/reject": {
    schema: Decision,
    run: (ctx: Ctx, b: z.output<typeof Decision>) => {
      const { m, row } = pendingOf(ctx, b.account);
      ctx.db
        .prepare("UPDATE agent_applications SET status = 'rejected', reason = ?, decided_at = ? WHERE id = ?")
        .run(b.reason ?? null, sandboxNowIso(), row.id);
      ctx.emit.toMember(m.id, EVENTS.agentApplyStatus.name, { status: "rejected" });
      return { data: { account: m.account, status: "rejected" } };
    },
  },
} as const;
