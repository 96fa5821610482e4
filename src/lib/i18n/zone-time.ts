// Ships to server and browser (pure). A wall time in a named time zone (the platform's, America/Caracas: spec 000
// §9) without a date library: Intl knows the zone's history, so the red envelope on every signed-in page does
// not ship dayjs and its zone plugins (DESIGN JS budget). tests/lib/i18n/zone-time.test.ts holds it to dayjs.tz. The zone's wall clock
// and offset are the contract's zone-clock.ts (the limits' windows read them too).
import { wallClock, zoneOffset } from "../../contract/zone-clock.ts";

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/**
 * The instant of a wall time written without a zone ("2026-11-24 00:00:05", "2026-11-24T00:00", "2026-11-24")
 * read in `timeZone`, or NaN for any other text.
 */
export function instantOfWallTime(text: string, timeZone: string): number {
  const m = WALL_TIME.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = "0", mi = "0", s = "0", ms = "0"] = m;
  const asUtc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    Number(ms.padEnd(3, "0")),
  );
  // The offset at the guess, then at the corrected instant (they differ only next to a change of the zone's rule).
  const guess = zoneOffset(asUtc, timeZone);
  const first = asUtc - guess;
  const corrected = zoneOffset(first, timeZone);
  if (corrected === guess) return first;
  const second = asUtc - corrected;
  if (zoneOffset(second, timeZone) === corrected) return second;
  // A wall time the clocks skipped (a spring gap): read with the offset before the change, as dayjs.tz does.
  return asUtc - Math.min(guess, corrected);
}

/** "YYYY-MM-DD HH:mm:ss": an instant on the zone's wall clock, or "" for an invalid instant. */
export function formatWallTime(instant: number, timeZone: string): string {
  if (!Number.isFinite(instant)) return "";
  const { y, m, d, h, min, s } = wallClock(instant, timeZone);
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${p(y, 4)}-${p(m)}-${p(d)} ${p(h)}:${p(min)}:${p(s)}`;
}
