// Browser. DownlineInfo: the filters (search, direct/all levels, agents/players), the drill-down root and the page,
// and the answer as a Load. A keystroke waits SEARCH_PAUSE_MS and then asks; runLoad numbers the requests and
// aborts the superseded one, so a late answer never paints over a newer search. A search the account rules
// refuse is a message under the box and no request.
import { atom } from "nanostores";
import type { AgentDownlineResponse } from "../../contract/agent.ts";
import { LOADING, type Load } from "../../lib/load/index.ts";
import { agentCalls, callApi } from "./api.ts";
import { SEARCH_PAUSE_MS, searchProblem, type SearchProblem } from "./downline-search.ts";
import { onPeriod, runPeriodLoad, startReports } from "./period.store.ts";

export interface DownlineFilters {
  search: string;
  scope: "direct" | "all";
  kind: "all" | "agent" | "player";
  /** The drill-down root: a sub-agent's account, or null for the agent's own downline. */
  under: string | null;
  page: number;
}

export const $downlineFilters = atom<DownlineFilters>({
  search: "",
  scope: "direct",
  kind: "all",
  under: null,
  page: 1,
});
export const $searchProblem = atom<SearchProblem | null>(null);
export const $downline = atom<Load<AgentDownlineResponse>>(LOADING);

let timer: ReturnType<typeof setTimeout> | undefined;

export async function loadDownline(): Promise<void> {
  clearTimeout(timer);
  const f = $downlineFilters.get();
  if (searchProblem(f.search)) return;
  const search = f.search.trim();
  await runPeriodLoad($downline, ({ start_at, end_at }, signal) =>
    callApi(
      agentCalls.agentDownline,
      {
        ...(f.under ? { under_account: f.under } : {}),
        ...(search ? { search } : {}),
        scope: f.scope,
        kind: f.kind,
        start_at,
        end_at,
        page: f.page,
      },
      { signal },
    ),
  );
}

function change(patch: Partial<DownlineFilters>, pause = 0): void {
  $downlineFilters.set({ ...$downlineFilters.get(), page: 1, ...patch });
  clearTimeout(timer);
  if (pause > 0) timer = setTimeout(() => void loadDownline(), pause);
  else void loadDownline();
}

/** A keystroke in the search box: checked now, asked after the pause. */
export function typeSearch(text: string): void {
  const problem = searchProblem(text);
  $searchProblem.set(problem);
  if (problem) {
    clearTimeout(timer);
    $downlineFilters.set({ ...$downlineFilters.get(), search: text });
    return;
  }
  change({ search: text }, SEARCH_PAUSE_MS);
}

export const setScope = (scope: DownlineFilters["scope"]) => change({ scope });
export const setKind = (kind: DownlineFilters["kind"]) => change({ kind });
/** Into a sub-agent's team (its whole downline), or back up the breadcrumb (null: the agent's own). */
export const drillTo = (under: string | null) => change({ under, search: "" });
export const goToDownlinePage = (page: number) => change({ page: Math.max(1, page) });

export function startDownline(): () => void {
  startReports("this_month", () => void loadDownline());
  const off = onPeriod(() => change({}));
  return () => {
    off();
    clearTimeout(timer);
  };
}
