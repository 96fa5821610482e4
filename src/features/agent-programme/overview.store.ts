// Browser. The ProxyCenter landing's cards (agentOverview, src/contract/agent.ts), read once the member is known
// to be an active agent; a refusal or a failure is an error with Retry, never an endless skeleton.
import { atom } from "nanostores";
import { AGENT_CODES, agentCalls, type AgentOverview } from "../../contract/agent.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { IDLE, errorMessage, runLoad, type Load } from "../../lib/load/index.ts";

export const $overview = atom<Load<AgentOverview>>(IDLE);

/** The agent calls' refusals a person can act on, in the page's language; anything else as errorMessage says. */
export function agentErrorMessage(error: unknown): Message {
  if (isApiError(error) && error.kind === "platform") {
    if (error.code === AGENT_CODES.notAgent) return { key: "agentProgramme.notAgent.title" };
    if (error.code === AGENT_CODES.agentInactive) return { key: "agentProgramme.inactive.title" };
  }
  return errorMessage(error);
}

export function loadOverview(): Promise<unknown> {
  return runLoad($overview, () => callApi(agentCalls.agentOverview, {}), { message: agentErrorMessage });
}
