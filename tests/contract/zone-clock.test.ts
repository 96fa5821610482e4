// The one wall-clock reader the limits' windows (limit-rules.ts) and the red envelope's Caracas times
// (lib/i18n/zone-time.ts) share: the zone's clock and its offset at an instant, from Intl alone.
import { describe, expect, it } from "vitest";
import { isTimeZone, wallClock, zoneOffset } from "../../src/contract/zone-clock.ts";

describe("zone clock", () => {
  const instant = Date.UTC(2026, 10, 24, 20, 15, 7, 900); // 2026-11-24T20:15:07.900Z

  it("reads the wall clock of a zone at an instant, to the second", () => {
    expect(wallClock(instant, "Asia/Kolkata")).toEqual({ y: 2026, m: 11, d: 25, h: 1, min: 45, s: 7 });
    expect(wallClock(instant, "America/Caracas")).toEqual({ y: 2026, m: 11, d: 24, h: 16, min: 15, s: 7 });
  });

  it("gives the zone's offset from UTC, following its rules over the year", () => {
    expect(zoneOffset(instant, "Asia/Kolkata")).toBe(5.5 * 3_600_000);
    expect(zoneOffset(instant, "America/Caracas")).toBe(-4 * 3_600_000);
    expect(zoneOffset(Date.UTC(2026, 6, 1), "Europe/London")).toBe(3_600_000);
    expect(zoneOffset(Date.UTC(2026, 0, 1), "Europe/London")).toBe(0);
  });

  it("knows which zone names this runtime has", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});
