// The DW record's date filter (features/funds/date-range.ts): calendar days in the member's time zone
// become the instants [start of the first day, start of the day after the last) in UTC.
import { describe, expect, it } from "vitest";
import { dayRange, startOfDay, zoneOffsetMs } from "../../../src/features/funds/date-range.ts";

describe("date range in the member's time zone", () => {
  it.each([
    ["Asia/Kolkata", "2026-03-01", "2026-03-31", "2026-02-28T18:30:00.000Z", "2026-03-31T18:30:00.000Z"],
    ["UTC", "2026-03-01", "2026-03-01", "2026-03-01T00:00:00.000Z", "2026-03-02T00:00:00.000Z"],
    ["America/Caracas", "2026-01-15", "2026-01-16", "2026-01-15T04:00:00.000Z", "2026-01-17T04:00:00.000Z"],
    // the day New York moves to summer time is 23 hours long
    ["America/New_York", "2026-03-08", "2026-03-08", "2026-03-08T05:00:00.000Z", "2026-03-09T04:00:00.000Z"],
    // the last day of a month and of a year roll over
    ["Asia/Tokyo", "2026-12-31", "2026-12-31", "2026-12-30T15:00:00.000Z", "2026-12-31T15:00:00.000Z"],
  ])("%s: %s to %s", (zone, start, end, startAt, endAt) => {
    expect(dayRange(start, end, zone)).toEqual({ ok: true, start_at: startAt, end_at: endAt });
  });

  it("open ends send nothing for that end", () => {
    expect(dayRange("", "", "Asia/Kolkata")).toEqual({ ok: true });
    expect(dayRange("2026-03-01", "", "UTC")).toEqual({ ok: true, start_at: "2026-03-01T00:00:00.000Z" });
  });

  it("refuses an end before the start and dates that do not exist", () => {
    expect(dayRange("2026-03-02", "2026-03-01", "UTC")).toEqual({ ok: false, problem: "date_range" });
    expect(dayRange("2026-02-30", "", "UTC")).toEqual({ ok: false, problem: "date_format" });
    expect(dayRange("01/03/2026", "", "UTC")).toEqual({ ok: false, problem: "date_format" });
  });

  it("knows India's offset and a day's start across the zone", () => {
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), "Asia/Kolkata")).toBe(5.5 * 3600_000);
    expect(new Date(startOfDay(2026, 1, 1, "Asia/Kolkata")).toISOString()).toBe("2025-12-31T18:30:00.000Z");
  });
});

describe("days that start at an unusual moment (dayjs timezone)", () => {
  it("a zone whose clocks skip midnight starts the day at the first moment after the gap", () => {
    // Santiago moves to summer time at 00:00 on 2026-09-06: the day starts at 01:00 local (-03:00).
    expect(new Date(startOfDay(2026, 9, 6, "America/Santiago")).toISOString()).toBe("2026-09-06T04:00:00.000Z");
  });
  it("the platform's zone (spec 000 §9, America/Caracas, -04:00) and a half-hour zone across a year end", () => {
    expect(zoneOffsetMs(Date.UTC(2026, 5, 1), "America/Caracas")).toBe(-4 * 3600_000);
    expect(dayRange("2026-12-31", "2026-12-31", "Asia/Kathmandu")).toEqual({
      ok: true,
      start_at: "2026-12-30T18:15:00.000Z",
      end_at: "2026-12-31T18:15:00.000Z",
    });
  });
});
