// Browser. StratifiedTable and PerformanceSettlement: each a Load run by runLoad. The statements follow the money:
// a week paid moves the agent's balance (member.cash), and the list is read again then, so "paid" shows live.
import { atom } from "nanostores";
import type * as z from "zod/mini";
import type { AgentStatementsResponseSchema, AgentStratifiedResponse } from "../../contract/agent.ts";
import { LOADING, runLoad, type Load } from "../../lib/load/index.ts";
import { agentCalls, callApi, loadMessage } from "./api.ts";
import { onPeriod, planReady, runPeriodLoad, startReports } from "./period.store.ts";
import { onBalanceChange } from "../../lib/session/index.ts";

export type AgentStatements = z.infer<typeof AgentStatementsResponseSchema>;

export const $stratified = atom<Load<AgentStratifiedResponse>>(LOADING);

export function loadStratified(): Promise<void> {
  return runPeriodLoad($stratified, ({ start_at, end_at }, signal) =>
    callApi(agentCalls.agentStratified, { start_at, end_at }, { signal }),
  );
}

export function startStratified(): () => void {
  startReports("last_week", () => void loadStratified());
  return onPeriod(() => void loadStratified());
}

export const $statements = atom<Load<AgentStatements>>(LOADING);
export const $statementsPage = atom(1);

export async function loadStatements(page = $statementsPage.get()): Promise<void> {
  $statementsPage.set(page);
  await runLoad(
    $statements,
    async (signal) => {
      await planReady();
      return callApi(agentCalls.agentStatements, { page }, { signal });
    },
    { message: loadMessage },
  );
}

export function startStatements(): () => void {
  void loadStatements(1);
  // A week paid credits the agent's main wallet (member.cash): the list again, so "paid" shows live.
  return onBalanceChange(() => void loadStatements());
}
