// The sandbox's one clock. Every time rule of the platform (sessions, captchas, limits, periods, night block,
// settlement weeks) reads `sandboxNow()`, never `Date.now()`, so tests can move time (the admin `clock` control)
// and e2e runs can start at a fixed hour (SANDBOX_NOW) without depending on when they run.
//
// The clock is an offset from real time: it keeps running from where it was set, and it only moves forward
// (a clock moved back would let a forged request shorten an exclusion or a 24-hour wait).

let offsetMs = 0;
/** Set while withClockAt runs: the clock reads exactly this instant. */
let frozenAt: number | null = null;

/** Milliseconds since the epoch, by the sandbox's clock. */
export function sandboxNow(): number {
  return frozenAt ?? Date.now() + offsetMs;
}

/** The sandbox's now as an ISO 8601 instant (UTC). */
export function sandboxNowIso(): string {
  return new Date(sandboxNow()).toISOString();
}

/**
 * Starts the clock at `iso` (SANDBOX_NOW); it runs on from there. An unparsable value throws, so a wrong
 * setting stops the start instead of running on the wrong day.
 */
export function startClockAt(iso: string): void {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) throw new Error(`SANDBOX_NOW is not an ISO date-time: ${iso}`);
  offsetMs = at - Date.now();
}

/** Moves the clock forward by `ms` (the admin `clock` control). Negative or non-finite moves are refused. */
export function advanceClock(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError("the clock only moves forward");
  offsetMs += ms;
}

/** Back to real time (tests). */
export function resetClock(): void {
  offsetMs = 0;
}

/**
 * Runs `fn` with the clock reading exactly `at` (ms), then lets it run on from where it was. Only for writing history
 * through the live functions (the agent seed's 90 days): they stamp their rows with the clock, as live play does.
 * Synchronous, so no request sees the clock moved.
 */
export function withClockAt<T>(at: number, fn: () => T): T {
  const saved = frozenAt;
  frozenAt = at;
  try {
    return fn();
  } finally {
    frozenAt = saved;
  }
}
