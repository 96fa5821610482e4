// The site's timers run by the platform's clock (player protection: "never the device's alone"): the offset kept
// from the answers' Date header, without jitter from its whole seconds.
import { afterEach, describe, expect, it } from "vitest";
import {
  noteDateHeader,
  noteServerTime,
  resetServerClock,
  serverClockOffset,
  serverNow,
} from "../../../src/lib/api/server-clock.ts";

afterEach(() => resetServerClock());

describe("server clock", () => {
  it("is the device's time until an answer says otherwise", () => {
    expect(serverNow(1_000_000)).toBe(1_000_000);
    expect(serverClockOffset().known).toBe(false);
  });

  it("keeps the offset of a Date header (the middle of its second)", () => {
    const device = Date.parse("2026-03-10T12:00:00Z");
    noteDateHeader("Tue, 10 Mar 2026 06:30:00 GMT", device);
    expect(serverNow(device)).toBe(Date.parse("2026-03-10T06:30:00.500Z"));
    expect(serverNow(device + 60_000)).toBe(Date.parse("2026-03-10T06:31:00.500Z"));
  });

  it("ignores the header's rounding but follows a clock that moved", () => {
    noteServerTime(10_000, 0);
    noteServerTime(10_900, 0);
    expect(serverClockOffset().offsetMs).toBe(10_000);
    noteServerTime(3_600_000 + 10_000, 0);
    expect(serverClockOffset().offsetMs).toBe(3_610_000);
  });

  it("ignores an absent or unreadable header", () => {
    noteDateHeader(null, 0);
    noteDateHeader("yesterday", 0);
    expect(serverClockOffset()).toEqual({ offsetMs: 0, known: false });
  });
});
