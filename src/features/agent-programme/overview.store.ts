// Browser. The ProxyCenter landing's cards (agentOverview, src/contract/agent.ts), read once the member is known
// to be an active agent; a refusal or a failure is an error with Retry, never an endless skeleton.
import { atom } from "nanostores";
import { agentCalls, type AgentOverview } from "../../contract/agent.ts";
import { callApi } from "../../lib/api/index.ts";
import { IDLE, runLoad, type Load } from "../../lib/load/index.ts";

export const $overview = atom<Load<AgentOverview>>(IDLE);

export function loadOverview(): Promise<unknown> {
  return runLoad($overview, () => callApi(agentCalls.agentOverview, {}));
}
