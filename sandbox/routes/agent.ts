// The agent centre's calls (our extension, src/contract/agent.ts). The rules live in sandbox/agent/; this file
// maps each call to them.
import type { agentCalls } from "../../src/contract/index.ts";
import { AGENT_CODES } from "../../src/contract/index.ts";
import { agentSettings, planOf } from "../agent/settings.ts";
import type { MemberRow } from "../context.ts";
import { fail, need, ok, type Handlers, type Reply } from "./types.ts";

/** notAgent / agentInactive, or null for an active agent. */
function refusal(m: MemberRow): Reply | null {
  if (!m.is_agent) return fail(AGENT_CODES.notAgent, "not an agent");
  if (!m.agent_active || m.status !== "active") return fail(AGENT_CODES.agentInactive, "the agency is not active");
  return null;
}

const notYet = (member: MemberRow | null): Reply => refusal(need(member)) ?? fail(501, "not implemented yet");

export const agentHandlers = {
  agentPlan: ({ ctx }) => ok(planOf(agentSettings(ctx.db))),
  agentOverview: ({ member }) => notYet(member),
  agentDownline: ({ member }) => notYet(member),
  agentOperation: ({ member }) => notYet(member),
  agentStratified: ({ member }) => notYet(member),
  agentTransfer: ({ member }) => notYet(member),
  agentTransferLog: ({ member }) => notYet(member),
  agentStatements: ({ member }) => notYet(member),
} satisfies Pick<Handlers, keyof typeof agentCalls>;
