// Browser. The agent programme's entry calls: the apply check (spec 001 §7), our apply calls
// (src/contract/agent-apply.ts) and the level names (spec 001 §6).
import { agentApplyCalls, type AgentApplyRequest } from "../../contract/agent-apply.ts";
import { memberCalls } from "../../contract/member.ts";
import { callApi } from "../../lib/api/index.ts";

export function getApplication() {
  return callApi(agentApplyCalls.applyForAgentStatus, {});
}

/** spec 001 §7 `/member/apply_for_agent/check`; apply_agent_flag 1 asks about an agent application. */
export function checkApply() {
  return callApi(memberCalls.applyForAgentCheck, { agent_id: 0, apply_agent_flag: 1 });
}

export function sendApplication(body: AgentApplyRequest) {
  return callApi(agentApplyCalls.applyForAgent, body);
}

export function getLevelNames() {
  return callApi(memberCalls.agentLevelNames, {});
}
