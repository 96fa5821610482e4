// Ships to server and browser, and is imported by the sandbox (pure). An instant on a named time zone's wall clock,
// and the zone's offset from UTC, without a date library: Intl knows each zone's history. The limits' calendar
// windows (limit-rules.ts) and the red envelope's Caracas times (lib/i18n/zone-time.ts) both read it, so neither
// ships dayjs and its zone plugins (DESIGN JS budget).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== "string" || zone.length === 0 || zone.length > 64) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** A wall-clock reading: year, month (1-12), day, hour (0-23), minute, second. */
export interface WallClock {
  y: number;
  m: number;
  d: number;
  h: number;
  min: number;
  s: number;
}

/** The zone's wall clock at an instant (whole seconds). */
export function wallClock(instant: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(instant))) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    y: parts.year ?? 1970,
    m: parts.month ?? 1,
    d: parts.day ?? 1,
    h: parts.hour ?? 0,
    min: parts.minute ?? 0,
    s: parts.second ?? 0,
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant` (Caracas today: -4 h). */
export function zoneOffset(instant: number, zone: string): number {
  const l = wallClock(instant, zone);
  const asUtc = Date.UTC(l.y, l.m - 1, l.d, l.h, l.min, l.s);
  return asUtc - Math.floor(instant / 1000) * 1000;
}
