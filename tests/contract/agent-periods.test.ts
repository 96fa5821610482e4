// The agent programme's periods in America/Caracas (spec 000 §9; src/contract/agent-periods.ts): presets, the
// settlement week (Monday 00:00 Caracas), the 92-day custom limit, across a week and a month boundary.
import { describe, expect, it } from "vitest";
import {
  AGENT_MAX_RANGE_DAYS,
  caracasDate,
  checkRange,
  periodDays,
  periodOf,
  settlementWeek,
  weekContaining,
} from "../../src/contract/agent-periods.ts";

// Caracas is UTC−4 (no DST): 00:00 in Caracas is 04:00 UTC.
const at = (iso: string) => Date.parse(iso);

describe("the Caracas date of an instant (spec 000 §9)", () => {
  it("03:59 UTC is still the day before in Caracas; 04:00 is the new day", () => {
    expect(caracasDate(at("2026-12-01T03:59:59Z"))).toBe("2026-11-30");
    expect(caracasDate(at("2026-12-01T04:00:00Z"))).toBe("2026-12-01");
  });
});

describe("presets at Tuesday 2026-12-01 02:00 UTC = Monday 2026-11-30 22:00 in Caracas (week and month boundary)", () => {
  const now = at("2026-12-01T02:00:00Z");
  it.each([
    ["today", "2026-11-30T04:00:00.000Z", "2026-12-01T04:00:00.000Z"],
    ["yesterday", "2026-11-29T04:00:00.000Z", "2026-11-30T04:00:00.000Z"],
    // Monday in Caracas: this week is that one day so far, last week the seven days before.
    ["this_week", "2026-11-30T04:00:00.000Z", "2026-12-01T04:00:00.000Z"],
    ["last_week", "2026-11-23T04:00:00.000Z", "2026-11-30T04:00:00.000Z"],
    // Still November in Caracas although it is December in UTC.
    ["this_month", "2026-11-01T04:00:00.000Z", "2026-12-01T04:00:00.000Z"],
    ["last_month", "2026-10-01T04:00:00.000Z", "2026-11-01T04:00:00.000Z"],
  ] as const)("%s → [%s, %s)", (preset, start, end) =>
    expect(periodOf(preset, now)).toEqual({ ok: true, start_at: start, end_at: end }),
  );

  it("four hours later it is Tuesday 1 December in Caracas: a new week and a new month", () => {
    const later = at("2026-12-01T06:00:00Z");
    expect(periodOf("this_week", later)).toMatchObject({ start_at: "2026-11-30T04:00:00.000Z" });
    expect(periodOf("this_month", later)).toMatchObject({
      start_at: "2026-12-01T04:00:00.000Z",
      end_at: "2026-12-02T04:00:00.000Z",
    });
    expect(periodOf("last_month", later)).toMatchObject({
      start_at: "2026-11-01T04:00:00.000Z",
      end_at: "2026-12-01T04:00:00.000Z",
    });
  });

  it("last month across a year boundary", () =>
    expect(periodOf("last_month", at("2027-01-15T12:00:00Z"))).toMatchObject({
      start_at: "2026-12-01T04:00:00.000Z",
      end_at: "2027-01-01T04:00:00.000Z",
    }));
});

describe("custom ranges: Caracas days, at most 92, not reversed, not in the future", () => {
  const now = at("2026-12-01T12:00:00Z");
  it("two days → from the first's midnight to the midnight after the last", () =>
    expect(periodOf("custom", now, { from: "2026-11-29", to: "2026-12-01" })).toEqual({
      ok: true,
      start_at: "2026-11-29T04:00:00.000Z",
      end_at: "2026-12-02T04:00:00.000Z",
    }));
  it("exactly 92 days is allowed, 93 is not", () => {
    expect(periodOf("custom", now, { from: "2026-09-01", to: "2026-12-01" }).ok).toBe(true);
    expect(periodOf("custom", now, { from: "2026-08-31", to: "2026-12-01" })).toEqual({
      ok: false,
      problem: "date_too_long",
    });
  });
  it.each([
    [{ from: "2026-12-01", to: "2026-11-30" }, "date_reversed"],
    [{ from: "2026-11-31", to: "2026-12-01" }, "date_format"],
    [{ from: "30/11/2026", to: "2026-12-01" }, "date_format"],
    [{ from: "2026-12-01", to: "2026-12-02" }, "date_future"],
    [{ from: "2024-01-01", to: "2024-01-02" }, "date_too_old"],
  ] as const)("%o → %s", (custom, problem) => expect(periodOf("custom", now, custom)).toEqual({ ok: false, problem }));
});

describe("the platform's range check (every report call)", () => {
  const now = at("2026-12-01T12:00:00Z");
  it("accepts a 92-day range of whole Caracas days", () => {
    const p = periodOf("custom", now, { from: "2026-09-01", to: "2026-12-01" });
    if (!p.ok) throw new Error("setup");
    expect(checkRange(p, now).ok).toBe(true);
    expect(periodDays(p)).toHaveLength(AGENT_MAX_RANGE_DAYS);
  });
  it.each([
    [{ start_at: "2026-12-01T04:00:00Z", end_at: "2026-12-01T04:00:00Z" }, "date_reversed"],
    [{ start_at: "2026-12-01T04:00:00Z", end_at: "2026-11-01T04:00:00Z" }, "date_reversed"],
    [{ start_at: "2026-08-01T04:00:00Z", end_at: "2026-12-01T04:00:00Z" }, "date_too_long"],
    [{ start_at: "2026-11-01T04:00:00Z", end_at: "2026-12-03T04:00:00Z" }, "date_future"],
    [{ start_at: "2024-11-01T04:00:00Z", end_at: "2024-11-03T04:00:00Z" }, "date_too_old"],
    [{ start_at: "yesterday", end_at: "2026-11-03T04:00:00Z" }, "date_format"],
  ])("%o → %s", (p, problem) => expect(checkRange(p, now)).toEqual({ ok: false, problem }));
});

describe("the settlement week: Monday 00:00 to Monday 00:00, America/Caracas", () => {
  it("Sunday 23:59 Caracas belongs to the week before; Monday 00:00 starts the next", () => {
    expect(weekContaining(at("2026-11-30T03:59:59Z"))).toEqual({
      week: "2026-11-23",
      start_at: "2026-11-23T04:00:00.000Z",
      end_at: "2026-11-30T04:00:00.000Z",
    });
    expect(weekContaining(at("2026-11-30T04:00:00Z")).week).toBe("2026-11-30");
  });
  it("a week across a month boundary is named by its Monday", () => {
    expect(settlementWeek("2026-12-03")).toEqual({
      week: "2026-11-30",
      start_at: "2026-11-30T04:00:00.000Z",
      end_at: "2026-12-07T04:00:00.000Z",
    });
  });
  it("the days of a period are its Caracas dates", () =>
    expect(periodDays({ start_at: "2026-11-30T04:00:00Z", end_at: "2026-12-02T04:00:00Z" })).toEqual([
      "2026-11-30",
      "2026-12-01",
    ]));
});
