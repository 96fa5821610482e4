// Browser. The programme's rules (agentPlan: currency, limits, the platform's now) and the page's period picker.
// "Now" is the platform's: the offset between agentPlan.now and this browser's clock is kept, so "today" is the
// platform's day even when the computer's clock is wrong. Pages listen with onPeriod and reload on a change.
import { atom, type WritableAtom } from "nanostores";
import type { AgentPlan } from "../../contract/agent.ts";
import type { PeriodPreset } from "../../contract/agent-periods.ts";
import { LOADING, runLoad, type Load } from "../../lib/load/index.ts";
import { agentCalls, callApi, loadMessage } from "./api.ts";
import { initialPeriod, periodTransition, samePeriod, type AppliedPeriod, type PeriodState } from "./period.ts";

export const $plan = atom<Load<AgentPlan>>(LOADING);
let skew = 0;

/** The platform's now (ms). */
export function platformNow(): number {
  return Date.now() + skew;
}

export const $period = atom<PeriodState>(initialPeriod("today", platformNow()));

/** True while the page's first period is set (startPeriod), so onPeriod's listeners do not load it twice. */
let quiet = false;
/** The agent has picked a period on this page. */
let chosen = false;
let planOnce: Promise<AgentPlan | null> | null = null;

/** The plan, asked once per page (the pages need its currency, limits and now before their first call). */
export function loadPlan(): Promise<AgentPlan | null> {
  planOnce ??= runLoad($plan, (signal) => callApi(agentCalls.agentPlan, {}, { signal }), {
    message: loadMessage,
  }).then((out) => {
    if (out.status !== "ready") {
      planOnce = null; // a retry asks again
      return null;
    }
    skew = Date.parse(out.data.now) - Date.now();
    return out.data;
  });
  return planOnce;
}

/**
 * A report's load: runLoad into `target` once the plan is known, with the page's applied period (each report page
 * asked the same way: wait for the plan, read the range, call, the refusal in the agent's words).
 */
export async function runPeriodLoad<T>(
  target: WritableAtom<Load<T>>,
  call: (period: AppliedPeriod, signal: AbortSignal) => Promise<T>,
): Promise<void> {
  await runLoad(
    target,
    async (signal) => {
      await planReady();
      return call($period.get().applied, signal);
    },
    { message: loadMessage },
  );
}

/** The plan, or a throw (inside a runLoad call: the page shows the failure with its retry). */
export async function planReady(): Promise<AgentPlan> {
  const plan = await loadPlan();
  if (!plan) throw new Error("the agent plan did not load");
  return plan;
}

let started = false;

/**
 * A report page starts: its preset once the platform's now is known (the plan), then its first load. A plan that
 * fails still lets `load` run, so the page shows the failure and its retry rather than a skeleton for ever.
 */
export function startReports(preset: Exclude<PeriodPreset, "custom">, load: () => void): void {
  void loadPlan().then((plan) => {
    if (plan && !started) {
      started = true;
      startPeriod(preset);
    }
    load();
  });
}

/** The page's first period (its preset at the platform's now), once the plan is known. */
export function startPeriod(preset: Exclude<PeriodPreset, "custom">): void {
  if (chosen) return; // the agent picked a period before the plan came: theirs stands
  quiet = true; // the page's first load follows; the listeners need not load it too
  $period.set(initialPeriod(preset, platformNow()));
  quiet = false;
}

export function choosePreset(preset: PeriodPreset): void {
  chosen = true;
  $period.set(periodTransition($period.get(), { type: "preset", preset, now: platformNow() }));
}

export function editCustom(bound: "from" | "to", value: string): void {
  $period.set(periodTransition($period.get(), { type: "edit", bound, value }));
}

export function applyCustom(): void {
  chosen = true;
  $period.set(periodTransition($period.get(), { type: "apply", now: platformNow() }));
}

/** Calls `fn` with every newly applied period (not for edits, errors, or the same range again). */
export function onPeriod(fn: (p: AppliedPeriod) => void): () => void {
  let last = $period.get().applied;
  return $period.listen((s) => {
    if (samePeriod(s.applied, last)) return;
    last = s.applied;
    if (!quiet) fn(s.applied);
  });
}
