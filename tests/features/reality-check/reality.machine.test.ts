// When the reality check shows (features/reality-check/reality.machine.ts), by the platform's play-session answer
// and the server's now (the device's clock alone never decides).
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
const at = (iso: string) => Date.parse(iso);

describe("reality check step", () => {
  it.each([
    ["a due check shows now", { due_check_at: "2026-11-26T07:00:00.000Z" }, "07:00:00", { kind: "show" }],
    ["the next check a minute away waits a minute", {}, "07:29:00", { kind: "wait", ms: 60_250 }],
    ["a far check waits at most MAX_WAIT_MS, then asks again", {}, "07:00:00", { kind: "wait", ms: MAX_WAIT_MS }],
    ["a check already passed asks again at once", {}, "07:31:00", { kind: "wait", ms: 250 }],
    [
      "no session: asks again later",
      { started_at: null, next_check_at: null },
      "07:00:00",
      { kind: "wait", ms: MAX_WAIT_MS },
    ],
    ["no check under the profiles", { next_check_at: null }, "07:00:00", { kind: "none" }],
  ] as const)("%s", (_n, patch, now, out) => {
    expect(realityStep({ ...base, ...patch }, at(`2026-11-26T${now}.000Z`))).toEqual(out);
  });

  it("the server's time decides, not the device's: an answer from a clock an hour ahead shows by that clock", () => {
    const session = { ...base, next_check_at: "2026-11-26T08:00:00.000Z" };
    // the device thinks it is 07:00, the server (and so serverNow) says 07:59:30
    expect(realityStep(session, at("2026-11-26T07:59:30.000Z"))).toEqual({ kind: "wait", ms: 30_250 });
  });

  it("formats time played in hours and minutes", () => {
    expect(formatPlayed(65 * 60_000, "en-US")).toBe("1 hour 5 minutes");
    expect(formatPlayed(59_999, "en-US")).toBe("0 minutes");
  });
});
