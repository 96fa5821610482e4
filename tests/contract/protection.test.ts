// The player-protection rules as pure functions (src/contract/protection.ts), with a fixed clock: the night block
// in India's time, the exclusion lengths, "cannot be shortened", the age rule.
import { describe, expect, it } from "vitest";
import {
  exclusionEnd,
  inNightBlock,
  nextExclusion,
  nightBlockEnd,
  nightBlockStart,
  oldEnough,
  type Exclusion,
  type ExclusionLength,
} from "../../src/contract/protection.ts";

const at = (s: string) => Date.parse(s);

describe("night block, 00:00–05:00 India time (tn)", () => {
  it.each([
    ["2026-03-10T23:59:59+05:30", false],
    ["2026-03-11T00:00:00+05:30", true],
    ["2026-03-11T00:30:00+05:30", true],
    ["2026-03-11T04:59:59+05:30", true],
    ["2026-03-11T05:00:00+05:30", false],
    ["2026-03-11T12:00:00+05:30", false],
    // 18:30 UTC is midnight in India; 23:29 UTC still inside.
    ["2026-03-10T18:30:00Z", true],
    ["2026-03-10T23:29:59Z", true],
    ["2026-03-10T23:30:00Z", false],
    ["2026-03-10T18:29:59Z", false],
  ])("%s → %s", (when, blocked) => {
    expect(inNightBlock(at(when))).toBe(blocked);
  });

  it("knows when the block starts and ends", () => {
    expect(nightBlockStart(at("2026-03-10T12:00:00+05:30"))).toBe(at("2026-03-11T00:00:00+05:30"));
    expect(nightBlockStart(at("2026-03-11T02:00:00+05:30"))).toBe(at("2026-03-11T00:00:00+05:30"));
    expect(nightBlockEnd(at("2026-03-11T00:30:00+05:30"))).toBe(at("2026-03-11T05:00:00+05:30"));
  });
});

describe("exclusion lengths", () => {
  const start = at("2026-08-31T10:00:00Z");
  it.each<[ExclusionLength, string | null]>([
    ["24h", "2026-09-01T10:00:00Z"],
    ["7d", "2026-09-07T10:00:00Z"],
    ["30d", "2026-09-30T10:00:00Z"],
    ["6w", "2026-10-12T10:00:00Z"],
    // calendar months: 31 August + 6 months is the last day of February
    ["6m", "2027-02-28T10:00:00Z"],
    ["1y", "2027-08-31T10:00:00Z"],
    ["5y", "2031-08-31T10:00:00Z"],
    ["permanent", null],
  ])("%s ends at %s", (length, end) => {
    expect(exclusionEnd(length, start)).toBe(end === null ? null : at(end));
  });
});

describe("an exclusion cannot be lifted early", () => {
  const now = at("2026-03-10T06:30:00Z");
  const week: Exclusion = {
    kind: "time_out",
    length: "7d",
    started_at: "2026-03-09T06:30:00.000Z",
    ends_at: "2026-03-16T06:30:00.000Z",
  };
  it("starts at once when none holds, or the last one ended", () => {
    expect(nextExclusion(null, "time_out", "24h", now)).toMatchObject({ ok: true });
    expect(nextExclusion(week, "time_out", "24h", at("2026-03-17T00:00:00Z"))).toMatchObject({ ok: true });
  });
  it("refuses one that would end earlier, keeps one that ends later", () => {
    expect(nextExclusion(week, "time_out", "24h", now)).toEqual({ ok: false, current: week });
    expect(nextExclusion(week, "self_exclusion", "6m", now)).toMatchObject({
      ok: true,
      exclusion: { kind: "self_exclusion", ends_at: "2026-09-10T06:30:00.000Z" },
    });
  });
  it("never replaces a permanent one", () => {
    const forever: Exclusion = { ...week, kind: "self_exclusion", length: "permanent", ends_at: null };
    expect(nextExclusion(forever, "self_exclusion", "permanent", now)).toEqual({ ok: false, current: forever });
    expect(nextExclusion(forever, "self_exclusion", "5y", now)).toEqual({ ok: false, current: forever });
  });
});

describe("age: 18 or over, in India's calendar", () => {
  const noon = at("2026-03-10T12:00:00+05:30");
  it.each([
    ["2008-03-10", true],
    ["2008-03-11", false],
    ["1990-01-01", true],
    ["2010-12-31", false],
    ["2008-02-30", false],
    ["10/03/2008", false],
    ["", false],
  ])("born %s → %s", (birthday, ok) => {
    expect(oldEnough(birthday, noon)).toBe(ok);
  });
  it("turns 18 at midnight India time, not UTC", () => {
    // 2026-03-10 00:10 in India is still 2026-03-09 in UTC.
    expect(oldEnough("2008-03-10", at("2026-03-10T00:10:00+05:30"))).toBe(true);
  });
});
