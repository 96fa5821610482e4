// When the reality check shows (features/reality-check/reality.machine.ts), by the platform's play-session answer
// and the platform's now in that answer (the device's clock alone never decides).
import { describe, expect, it } from "vitest";
import { MAX_WAIT_MS, formatPlayed, realityStep } from "../../../src/features/reality-check/reality.machine.ts";
import type { PlaySession } from "../../../src/contract/limits.ts";

const base: PlaySession = {
  now: "2026-11-26T07:00:00.000Z",
  currency: "INR",
  started_at: "2026-11-26T06:00:00.000Z",
  played_ms: 3_600_000,
  bet: 1000,
  win: 400,
  net: -600,
  next_check_at: "2026-11-26T07:30:00.000Z",
  due_check_at: null,
};

describe("reality check step", () => {
  it.each([
    ["a due check shows now", { due_check_at: "2026-11-26T07:00:00.000Z" }, 0, { kind: "show" }],
    [
      "the next check half a minute away waits that",
      { now: "2026-11-26T07:29:30.000Z" },
      0,
      { kind: "wait", ms: 30_250 },
    ],
    ["time since the answer counts", { now: "2026-11-26T07:28:30.000Z" }, 60_000, { kind: "wait", ms: 30_250 }],
    ["a far check waits at most MAX_WAIT_MS, then asks again", {}, 0, { kind: "wait", ms: MAX_WAIT_MS }],
    ["a check already passed asks again at once", { now: "2026-11-26T07:31:00.000Z" }, 0, { kind: "wait", ms: 250 }],
    ["no session: asks again later", { started_at: null, next_check_at: null }, 0, { kind: "wait", ms: MAX_WAIT_MS }],
    ["no check under the profiles", { next_check_at: null }, 0, { kind: "none" }],
  ] as const)("%s", (_n, patch, elapsed, out) => {
    expect(realityStep({ ...base, ...patch }, elapsed)).toEqual(out);
  });

  it("the platform's clock decides, not the device's: the answer's own now, whatever the device says", () => {
    // a member clock a day ahead of the device: only the answer's now and next check count
    const session = { ...base, now: "2026-11-27T07:59:30.000Z", next_check_at: "2026-11-27T08:00:00.000Z" };
    expect(realityStep(session, 0)).toEqual({ kind: "wait", ms: 30_250 });
  });

  it("formats time played in hours and minutes", () => {
    expect(formatPlayed(65 * 60_000, "en-US")).toBe("1 hour 5 minutes");
    expect(formatPlayed(59_999, "en-US")).toBe("0 minutes");
  });
});
