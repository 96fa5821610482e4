// Ships to server and browser (pure). The rules of /user/Transaction: the date range in the member's
// time zone and its UTC instants, and the page count (money is shown by lib/money formatMinorMoney).
//
// Time zone (our decision, written down in src/contract/records.ts): the member's zone is the browser's. A range
// "from D1 to D2" covers D1 00:00 up to (not including) the day after D2 00:00, local time, each day's own
// offset (so a DST change inside the range is right).
import { RECORDS_MAX_RANGE_DAYS } from "../../contract/records.ts";

/** Minutes east of UTC at local midnight of a date (+330 for India); the browser's answer in production. */
export type ZoneOffset = (year: number, month: number, day: number) => number;

export const browserZoneOffset: ZoneOffset = (y, m, d) => -new Date(y, m - 1, d).getTimezoneOffset();

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return [y, mo, d];
}

/** The UTC instant of local midnight starting `date` (YYYY-MM-DD); null for an impossible date. */
export function localMidnight(date: string, offset: ZoneOffset): Date | null {
  const p = parts(date);
  if (!p) return null;
  const [y, m, d] = p;
  return new Date(Date.UTC(y, m - 1, d) - offset(y, m, d) * 60_000);
}

/** The calendar date after `date`. */
export function nextDate(date: string): string {
  const p = parts(date);
  if (!p) return date;
  return new Date(Date.UTC(p[0], p[1] - 1, p[2] + 1)).toISOString().slice(0, 10);
}

/** A local calendar date (YYYY-MM-DD) `daysBack` days before `now`, in the zone of `offset`. */
export function localDate(now: Date, offsetMinutes: number, daysBack = 0): string {
  return new Date(now.getTime() + offsetMinutes * 60_000 - daysBack * 86_400_000).toISOString().slice(0, 10);
}

export type DateRangeError = "records.err.date" | "records.err.order" | "records.err.tooLong";

export type RangeResult = { ok: true; start_at: string; end_at: string } | { ok: false; error: DateRangeError };

/** The instants to ask for (start included, end excluded), or why the dates cannot be asked for. */
export function dayRange(from: string, to: string, offset: ZoneOffset): RangeResult {
  const start = localMidnight(from, offset);
  const last = localMidnight(to, offset);
  if (!start || !last) return { ok: false, error: "records.err.date" };
  if (last.getTime() < start.getTime()) return { ok: false, error: "records.err.order" };
  const end = localMidnight(nextDate(to), offset);
  if (!end) return { ok: false, error: "records.err.date" };
  const days = Math.round((Date.UTC(...ymd(to)) - Date.UTC(...ymd(from))) / 86_400_000) + 1;
  if (days > RECORDS_MAX_RANGE_DAYS) return { ok: false, error: "records.err.tooLong" };
  return { ok: true, start_at: start.toISOString(), end_at: end.toISOString() };
}

function ymd(date: string): [number, number, number] {
  const p = parts(date) ?? [1970, 1, 1];
  return [p[0], p[1] - 1, p[2]];
}

/** Pages needed for `total` rows (at least 1, so "page 1 of 1" reads right when empty). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The member's net result over the rounds: wins less bets, in minor units (integers: exact). */
export function netResult(totals: { bet: number; win: number }): number {
  return totals.win - totals.bet;
}
