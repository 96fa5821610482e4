// Ships to server and browser (pure). The DW record's date filter. OUR DECISION, written down:
// the member picks calendar days (YYYY-MM-DD) and they mean days in the member's own time zone, the browser's
// (Intl resolvedOptions().timeZone), the same zone the record's times are shown in. The site turns the range into
// two instants, the start of the first day and the start of the day after the last (exclusive), and sends them in
// UTC; the platform compares its UTC times with them, so it never needs to know the zone. Empty ends are open.
// The zone arithmetic is dayjs's timezone plugin (the library that also keeps the platform's America/Caracas
// times, spec 000 §9).
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { parseCalendarDay } from "../../contract/calendar-day.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

export type DayRange =
  { ok: true; start_at?: string; end_at?: string } | { ok: false; problem: "date_format" | "date_range" };

const parseDay = parseCalendarDay;

/** Milliseconds the zone is ahead of UTC at `instant` (India +5:30 → 19 800 000). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  return dayjs(instant).tz(timeZone).utcOffset() * 60_000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The instant a calendar day starts in `timeZone` (midnight, or the first moment after a DST gap). */
export function startOfDay(y: number, m: number, d: number, timeZone: string): number {
  const day = new Date(Date.UTC(y, m - 1, d)); // normalises the day after the last of a month or year
  const text = `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  return dayjs.tz(text, timeZone).valueOf();
}

/** Calendar days in the member's zone → the instants the record call takes. */
export function dayRange(start: string, end: string, timeZone: string): DayRange {
  const s = start ? parseDay(start) : undefined;
  const e = end ? parseDay(end) : undefined;
  if (s === null || e === null) return { ok: false, problem: "date_format" };
  if (s && e && Date.UTC(s.y, s.m - 1, s.d) > Date.UTC(e.y, e.m - 1, e.d)) return { ok: false, problem: "date_range" };
  const out: DayRange = { ok: true };
  if (s) out.start_at = new Date(startOfDay(s.y, s.m, s.d, timeZone)).toISOString();
  if (e) out.end_at = new Date(startOfDay(e.y, e.m, e.d + 1, timeZone)).toISOString();
  return out;
}

/** The member's zone, UTC when the browser does not say. */
export function memberTimeZone(): string {
  try {
    return dayjs.tz.guess() || "UTC";
  } catch {
    return "UTC";
  }
}
