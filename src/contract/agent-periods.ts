// Ships to server and browser, and is imported by the sandbox (pure). The agent programme's periods: the report
// presets and the settlement week, in the platform's time zone America/Caracas (spec 000 §9). OUR DECISIONS:
// - a period is a half-open range of UTC instants [start_at, end_at): the start of its first Caracas day and the
//   start of the Caracas day after its last; the site sends those instants and the platform never needs a zone
//   database to compare its UTC times with them;
// - "this week" and "this month" end at the end of today (the start of tomorrow), not at the end of the week or
//   month: a report never covers days that have not happened;
// - a custom range is two Caracas calendar days, first ≤ last, at most AGENT_MAX_RANGE_DAYS days counted
//   inclusively;
// - the settlement week runs Monday 00:00 to the next Monday 00:00, America/Caracas (ISO weeks); a week is named
//   by the date of its Monday ("2026-11-23").
// Kept out of src/contract/index.ts on purpose: dayjs and its zone plugin load only where a page needs periods.
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { parseCalendarDay } from "./calendar-day.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The platform's time zone (spec 000 §9); the same value as constants.ts DATE_TIME_ZONE. */
export const AGENT_TIME_ZONE = "America/Caracas";
/** The longest report range, in days (issue: "a custom range of at most 92 days"). */
export const AGENT_MAX_RANGE_DAYS = 92;
/** How far back a report may start, in days before today (the sandbox keeps this much history). */
export const AGENT_HISTORY_DAYS = 400;
/** The settlement week starts on this weekday (0 Sunday … 6 Saturday): Monday. */
export const SETTLEMENT_WEEK_START_DAY = 1;

export const PERIOD_PRESETS = [
  "today",
  "yesterday",
  "this_week",
  "last_week",
  "this_month",
  "last_month",
  "custom",
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A half-open range of instants, ISO 8601 UTC ("…Z"). */
export interface Period {
  start_at: string;
  end_at: string;
}

export type PeriodResult =
  | ({ ok: true } & Period)
  | { ok: false; problem: "date_format" | "date_reversed" | "date_too_long" | "date_too_old" | "date_future" };

/** "YYYY-MM-DD" that is a real calendar date, or null. */
function validDay(text: string): string | null {
  return parseCalendarDay(text) ? text : null;
}

/** Adds `days` to a calendar date (no zone involved). */
export function addDays(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Calendar days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The Caracas calendar date ("YYYY-MM-DD") of an instant (ms). */
export function caracasDate(instant: number, timeZone = AGENT_TIME_ZONE): string {
  return dayjs(instant).tz(timeZone).format("YYYY-MM-DD");
}

/** The instant (ms) a Caracas calendar day starts. */
export function startOfCaracasDay(day: string, timeZone = AGENT_TIME_ZONE): number {
  return dayjs.tz(day, timeZone).valueOf();
}

const isoOf = (ms: number) => new Date(ms).toISOString();

/** [first day, day after the last) → instants. */
function daysToPeriod(first: string, afterLast: string, timeZone: string): Period {
  return { start_at: isoOf(startOfCaracasDay(first, timeZone)), end_at: isoOf(startOfCaracasDay(afterLast, timeZone)) };
}

/** The Monday ("YYYY-MM-DD") of the settlement week holding a calendar day. */
export function weekStartOfDay(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday - SETTLEMENT_WEEK_START_DAY + 7) % 7));
}

/** A settlement week: its name (the Monday) and its instants. */
export interface SettlementWeek extends Period {
  week: string;
}

/** The settlement week named by its Monday. */
export function settlementWeek(week: string, timeZone = AGENT_TIME_ZONE): SettlementWeek {
  const monday = weekStartOfDay(week);
  return { week: monday, ...daysToPeriod(monday, addDays(monday, 7), timeZone) };
}

/** The settlement week that holds an instant (ms). */
export function weekContaining(instant: number, timeZone = AGENT_TIME_ZONE): SettlementWeek {
  return settlementWeek(weekStartOfDay(caracasDate(instant, timeZone)), timeZone);
}

/** The Caracas calendar days a period touches, in order (for the per-day rows of a report). */
export function periodDays(p: Period, timeZone = AGENT_TIME_ZONE): string[] {
  const start = Date.parse(p.start_at);
  const end = Date.parse(p.end_at);
  if (!(start < end)) return [];
  const first = caracasDate(start, timeZone);
  const last = caracasDate(end - 1, timeZone);
  const out: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * A preset → its period, at `now` (ms; the platform's now: the sandbox's clock, or agentPlan's `now` on the site).
 * `custom` takes two calendar days (`from` ≤ `to`, at most AGENT_MAX_RANGE_DAYS days, not before the history, not
 * after today).
 */
export function periodOf(
  preset: PeriodPreset,
  now: number,
  custom?: { from: string; to: string },
  timeZone = AGENT_TIME_ZONE,
): PeriodResult {
  const today = caracasDate(now, timeZone);
  const tomorrow = addDays(today, 1);
  const ok = (first: string, afterLast: string): PeriodResult => ({
    ok: true,
    ...daysToPeriod(first, afterLast, timeZone),
  });
  switch (preset) {
    case "today":
      return ok(today, tomorrow);
    case "yesterday":
      return ok(addDays(today, -1), today);
    case "this_week":
      return ok(weekStartOfDay(today), tomorrow);
    case "last_week": {
      const monday = weekStartOfDay(today);
      return ok(addDays(monday, -7), monday);
    }
    case "this_month":
      return ok(`${today.slice(0, 8)}01`, tomorrow);
    case "last_month": {
      const first = `${today.slice(0, 8)}01`;
      const prev = addDays(first, -1);
      return ok(`${prev.slice(0, 8)}01`, first);
    }
    case "custom": {
      const from = custom ? validDay(custom.from) : null;
      const to = custom ? validDay(custom.to) : null;
      if (!from || !to) return { ok: false, problem: "date_format" };
      if (from > to) return { ok: false, problem: "date_reversed" };
      if (daysBetween(from, to) + 1 > AGENT_MAX_RANGE_DAYS) return { ok: false, problem: "date_too_long" };
      if (to > today) return { ok: false, problem: "date_future" };
      if (daysBetween(from, today) > AGENT_HISTORY_DAYS) return { ok: false, problem: "date_too_old" };
      return ok(from, addDays(to, 1));
    }
  }
}

/**
 * The rule the platform applies to a range it receives (the sandbox runs it on every report call): both instants
 * parse, start < end, at most AGENT_MAX_RANGE_DAYS days (a range of whole Caracas days, so 92 days plus an hour of
 * slack for a zone change), not ending after the end of today, not starting more than AGENT_HISTORY_DAYS days ago.
 */
export function checkRange(p: Period, now: number, timeZone = AGENT_TIME_ZONE): PeriodResult {
  const start = Date.parse(p.start_at);
  const end = Date.parse(p.end_at);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return { ok: false, problem: "date_format" };
  if (!(start < end)) return { ok: false, problem: "date_reversed" };
  if (end - start > AGENT_MAX_RANGE_DAYS * 86_400_000 + 3_600_000) return { ok: false, problem: "date_too_long" };
  const today = caracasDate(now, timeZone);
  if (end > startOfCaracasDay(addDays(today, 1), timeZone)) return { ok: false, problem: "date_future" };
  if (start < startOfCaracasDay(addDays(today, -AGENT_HISTORY_DAYS), timeZone))
    return { ok: false, problem: "date_too_old" };
  return { ok: true, start_at: isoOf(start), end_at: isoOf(end) };
}
