// Ships to server and browser (pure). The agent centre's period picker (every report page): a preset or a custom
// range of Caracas days, resolved with the contract's rules (src/contract/agent-periods.ts: America/Caracas,
// spec 000 §9; at most 92 days, not reversed, not after today, not before the history) BEFORE any call, so a bad
// range is a translated message and no request. "Now" is the platform's (agentPlan.now), not the browser's clock.
import {
  addDays,
  caracasDate,
  periodOf,
  type Period,
  type PeriodPreset,
  type PeriodResult,
} from "../../contract/agent-periods.ts";

export type PeriodProblem = Extract<PeriodResult, { ok: false }>["problem"];
export type PeriodErrorKey = `agentCentre.period.err.${PeriodProblem}`;

/** A period the pages ask for: the instants and the Caracas days they cover (shown beside the zone). */
export interface AppliedPeriod extends Period {
  preset: PeriodPreset;
  /** First and last Caracas day (inclusive). */
  from: string;
  to: string;
}

export interface PeriodState {
  preset: PeriodPreset;
  /** The custom range's days as typed (YYYY-MM-DD). */
  from: string;
  to: string;
  error: PeriodErrorKey | null;
  /** The period the page shows (the last good one). */
  applied: AppliedPeriod;
}

export type PeriodEvent =
  | { type: "preset"; preset: PeriodPreset; now: number }
  | { type: "edit"; bound: "from" | "to"; value: string }
  | { type: "apply"; now: number };

/** The last Caracas day of a half-open period. */
function daysOf(p: Period): { from: string; to: string } {
  const from = caracasDate(Date.parse(p.start_at));
  return { from, to: caracasDate(Date.parse(p.end_at) - 1) };
}

/** Resolves a preset (or the custom days) at `now`: the period, or the error key the picker shows. */
export function resolvePeriod(
  preset: PeriodPreset,
  now: number,
  custom: { from: string; to: string },
): { ok: true; period: AppliedPeriod } | { ok: false; error: PeriodErrorKey } {
  const r = periodOf(preset, now, preset === "custom" ? custom : undefined);
  if (!r.ok) return { ok: false, error: `agentCentre.period.err.${r.problem}` };
  const p = { start_at: r.start_at, end_at: r.end_at };
  return { ok: true, period: { preset, ...p, ...daysOf(p) } };
}

/** The picker at first: the preset given (the current settlement week's days as the custom range). */
export function initialPeriod(preset: Exclude<PeriodPreset, "custom">, now: number): PeriodState {
  const r = resolvePeriod(preset, now, { from: "", to: "" });
  if (!r.ok) throw new Error(`preset ${preset} cannot fail`);
  return { preset, from: r.period.from, to: r.period.to, error: null, applied: r.period };
}

/**
 * A preset applies at once; "custom" shows the two dates (filled with the shown period's days) and applies on
 * "apply". A bad custom range keeps the shown period and says why.
 */
export function periodTransition(s: PeriodState, e: PeriodEvent): PeriodState {
  switch (e.type) {
    case "preset": {
      if (e.preset === "custom") return { ...s, preset: "custom", from: s.applied.from, to: s.applied.to, error: null };
      const r = resolvePeriod(e.preset, e.now, s);
      return r.ok ? { ...s, preset: e.preset, error: null, applied: r.period } : { ...s, error: r.error };
    }
    case "edit":
      return { ...s, [e.bound]: e.value, error: null };
    case "apply": {
      const r = resolvePeriod(s.preset, e.now, s);
      return r.ok ? { ...s, error: null, applied: r.period } : { ...s, error: r.error };
    }
  }
}

/** Whether two periods ask for the same data. */
export function samePeriod(a: Period, b: Period): boolean {
  return a.start_at === b.start_at && a.end_at === b.end_at;
}

/** The earliest and latest day the date inputs offer (min/max attributes; the rules still check). */
export function customBounds(now: number, historyDays: number): { min: string; max: string } {
  const today = caracasDate(now);
  return { min: addDays(today, -historyDays), max: today };
}
