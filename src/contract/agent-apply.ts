// Ships to server and browser, and is imported by the sandbox. Applying to become an agent (spec 000 §2, §6;
// spec 001 §2 Register, §6). OUR EXTENSION: the spec shows only `/member/apply_for_agent/check` (agent_id,
// apply_agent_flag), not how a member applies nor how the site learns the answer, so these calls are designed like
// the platform's others (POST under /api, the envelope, snake_case).
//
// The model (our decisions):
// - An application belongs to a signed-in member. A visitor first creates a member account with the ordinary
//   registration (`/register`, the member_agent mode when a sub-agent link `?id=AGENT` brought them), then applies:
//   one account, one identity, no second sign-up form for agents.
// - `/member/apply_for_agent/check` with apply_agent_flag 1 asks "may this member apply now?": 101 is already an
//   agent (active or not), 102 an application is pending. With apply_agent_flag 0 it keeps its recommend meaning
//   (101 agent, 104 brought by an agent; spec 001 §6).
// - The parent agent of the new agent is the member's introducer agent (`member_agent` at registration), so a
//   registration through an agent's sub-agent link builds that agent's tree; with none, a top-level agent.
// - An operator approves or rejects (the sandbox's admin controls `agent-apply/approve`, `agent-apply/reject`).
//   Approval makes the member an active agent (is_agent 1, agent_active 1, member_type 2) and sends the member's
//   private channel `agent_apply.status` (src/contract/realtime.ts): the site reads the layout again, so the
//   member's pages show the centre without a new login. A rejected member may apply again.
import { z } from "./zod.ts";
import { memberCall } from "./call.ts";
import { AGENT_CODES } from "./agent.ts";
import { CurrencySchema, DateTimeSchema, EmptyRequestSchema } from "./common.ts";

/** The states of a member's latest application. */
export const AGENT_APPLICATION_STATES = ["none", "pending", "approved", "rejected"] as const;
export const AgentApplicationStateSchema = z.enum(AGENT_APPLICATION_STATES);
export type AgentApplicationState = z.infer<typeof AgentApplicationStateSchema>;

/** How the applicant means to bring members (our decision: a short choice the operator can judge). */
export const AGENT_CHANNELS = ["social", "messaging", "website", "offline", "other"] as const;
export const AgentChannelSchema = z.enum(AGENT_CHANNELS);
export type AgentChannel = z.infer<typeof AgentChannelSchema>;

/** The longest free-text note an applicant may add. */
export const AGENT_APPLY_NOTE_MAX = 300;

/** Refusals of the apply calls (and of apply_for_agent/check with apply_agent_flag 1). */
export const AGENT_APPLY_CODES = {
  /** The member is already an agent (active or not). Same number as the check's (spec 001 §6). */
  alreadyAgent: 101,
  /** An application is waiting for the operator. */
  pending: 102,
  /** The agreement was not accepted. */
  agreementRequired: 103,
  /** The account is frozen or disabled. */
  accountBlocked: 105,
} as const;

export const AgentApplyRequestSchema = z.object({
  channel: AgentChannelSchema,
  /** Members the applicant expects to bring in the first month (a rough size, 0–100000). */
  expected_members: z.int().check(z.gte(0), z.lte(100_000)),
  note: z._default(z.string().check(z.trim(), z.maxLength(AGENT_APPLY_NOTE_MAX)), ""),
  /** 1: the applicant accepted the agent agreement (/proxy/Agreement). */
  agreement: z.literal(1),
});
export type AgentApplyRequest = z.input<typeof AgentApplyRequestSchema>;

export const AgentApplicationSchema = z.object({
  status: AgentApplicationStateSchema,
  /** When the latest application was sent (ISO 8601, UTC); null with status none. */
  applied_at: z.nullable(DateTimeSchema),
  /** When the operator decided; null while pending or none. */
  decided_at: z.nullable(DateTimeSchema),
  /** The operator's reason for a rejection, shown to the member as written (plain text). */
  reason: z.nullable(z.string().check(z.maxLength(300))),
  /** The agent the new agent will sit under (the member's introducer agent's account), or null for top level. */
  parent_account: z.nullable(z.string()),
});
export type AgentApplication = z.infer<typeof AgentApplicationSchema>;

/**
 * The Promotion page's own data (OUR EXTENSION: the spec's check-agent-domain answers "whose is this host?", not
 * "which hosts are mine?"). Only an active agent gets an answer: a plain member or applicant is refused with
 * AGENT_PROMOTION_CODES.notAgent, an agent switched off with agentInactive (src/contract/agent.ts AGENT_CODES). The site still checks every domain with check-agent-domain before it shows it as a link.
 */
export const AGENT_PROMOTION_CODES = {
  notAgent: AGENT_CODES.notAgent,
  agentInactive: AGENT_CODES.agentInactive,
} as const;

export const AgentPromotionSchema = z.object({
  /** The value of the player link's `id` (spec 000 §2 referral links): the agent's member id. */
  agent_id: z.int().check(z.positive()),
  /** The member's recommend code (spec 001 §3 recommend_code), or null when it has none. */
  recommend_code: z.nullable(z.string().check(z.maxLength(50))),
  /** The agent's own domains (spec 001 §4 agent domains), each a bare host name. */
  domains: z
    .array(
      z.object({
        host: z
          .string()
          .check(z.maxLength(253), z.regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i)),
        currency: CurrencySchema,
      }),
    )
    .check(z.maxLength(20)),
});
export type AgentPromotion = z.infer<typeof AgentPromotionSchema>;

export const agentApplyCalls = {
  /** OUR EXTENSION: sends the signed-in member's application. Codes in AGENT_APPLY_CODES. */
  applyForAgent: memberCall("/api/member/apply_for_agent", AgentApplyRequestSchema, AgentApplicationSchema),
  /** OUR EXTENSION: the signed-in member's latest application ("none" when there is none). */
  applyForAgentStatus: memberCall("/api/member/apply_for_agent/status", EmptyRequestSchema, AgentApplicationSchema),
  /** OUR EXTENSION: the Promotion page's links (AgentPromotionSchema). */
  agentPromotion: memberCall("/api/agent/promotion", EmptyRequestSchema, AgentPromotionSchema),
} as const;
