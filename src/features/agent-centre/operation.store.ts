// Browser. OperationTable: the period and the optional game type, the answer as a Load, and the CSV download.
import { atom } from "nanostores";
import type { AgentOperationResponse } from "../../contract/agent.ts";
import { LOADING, type Load } from "../../lib/load/index.ts";
import { agentCalls, callApi } from "./api.ts";
import { onPeriod, runPeriodLoad, startReports } from "./period.store.ts";

/** "" for every game type, else the gt_id as text (a <select> value). */
export const $gameType = atom("");
export const $operation = atom<Load<AgentOperationResponse>>(LOADING);

export function loadOperation(): Promise<void> {
  const gameType = $gameType.get();
  return runPeriodLoad($operation, ({ start_at, end_at }, signal) =>
    callApi(
      agentCalls.agentOperation,
      { start_at, end_at, ...(gameType ? { game_type: Number(gameType) } : {}) },
      { signal },
    ),
  );
}

export function chooseGameType(value: string): void {
  $gameType.set(value);
  void loadOperation();
}

export function startOperation(): () => void {
  startReports("this_month", () => void loadOperation());
  return onPeriod(() => void loadOperation());
}

/** Saves a text as a file (the CSV export). */
export function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
