// Ships to server and browser. The platform's clock as this device sees it: the offset between the platform's
// time (the Date header of its answers) and the device's, so the site's timers (reality check, countdowns) run by
// the server's time, never the device's alone (a phone set an hour wrong, or a sandbox started at SANDBOX_NOW).
// Every answer through the API client (client.ts, light.ts) notes its Date header here.

/** Offset in ms: server time minus device time. */
let offsetMs = 0;
let known = false;

/** A Date header has whole seconds: the server's instant lies within the second after it. */
const HALF_SECOND = 500;
/** A new reading within this of the kept offset is the header's rounding, not a moved clock. */
const JITTER_MS = 1500;

/** Notes the server's time `serverMs` as read at device time `deviceMs`. */
export function noteServerTime(serverMs: number, deviceMs: number = Date.now()): void {
  if (!Number.isFinite(serverMs) || !Number.isFinite(deviceMs)) return;
  const next = serverMs - deviceMs;
  if (known && Math.abs(next - offsetMs) < JITTER_MS) return;
  offsetMs = next;
  known = true;
}

/** Notes an answer's Date header (RFC 9110 IMF-fixdate); an absent or unreadable one changes nothing. */
export function noteDateHeader(value: string | null | undefined, deviceMs: number = Date.now()): void {
  if (!value) return;
  const at = Date.parse(value);
  if (Number.isFinite(at)) noteServerTime(at + HALF_SECOND, deviceMs);
}

/** The server's now, in ms since the epoch, by the last reading (the device's own time before any). */
export function serverNow(deviceMs: number = Date.now()): number {
  return deviceMs + offsetMs;
}

/** The kept offset (server minus device, ms) and whether any answer gave one. */
export function serverClockOffset(): { offsetMs: number; known: boolean } {
  return { offsetMs, known };
}

/** Forgets the reading (tests). */
export function resetServerClock(): void {
  offsetMs = 0;
  known = false;
}
