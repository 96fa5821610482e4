// The agent centre's period picker (spec 000 §9: America/Caracas, UTC−4): presets resolve to Caracas days,
// a custom range is refused before any call when reversed, over 92 days, after today or too old, and a refused
// range keeps the period shown.
import { describe, expect, it } from "vitest";
import { initialPeriod, periodTransition, resolvePeriod } from "../../../src/features/agent-centre/period.ts";

// Thursday 2026-11-26 10:00 in Caracas (14:00 UTC); the settlement week began Monday 2026-11-23.
const NOW = Date.parse("2026-11-26T14:00:00Z");
// 01:00 UTC on Tuesday 2026-12-01 is still Monday 2026-11-30 in Caracas (a month boundary in UTC only).
const LATE = Date.parse("2026-12-01T01:00:00Z");

describe("presets are Caracas days", () => {
  it.each([
    ["today", NOW, "2026-11-26", "2026-11-26", "2026-11-26T04:00:00.000Z", "2026-11-27T04:00:00.000Z"],
    ["yesterday", NOW, "2026-11-25", "2026-11-25", "2026-11-25T04:00:00.000Z", "2026-11-26T04:00:00.000Z"],
    ["this_week", NOW, "2026-11-23", "2026-11-26", "2026-11-23T04:00:00.000Z", "2026-11-27T04:00:00.000Z"],
    ["last_week", NOW, "2026-11-16", "2026-11-22", "2026-11-16T04:00:00.000Z", "2026-11-23T04:00:00.000Z"],
    ["this_month", NOW, "2026-11-01", "2026-11-26", "2026-11-01T04:00:00.000Z", "2026-11-27T04:00:00.000Z"],
    ["last_month", NOW, "2026-10-01", "2026-10-31", "2026-10-01T04:00:00.000Z", "2026-11-01T04:00:00.000Z"],
    // the UTC month has turned, Caracas has not: still November
    ["this_month", LATE, "2026-11-01", "2026-11-30", "2026-11-01T04:00:00.000Z", "2026-12-01T04:00:00.000Z"],
    ["today", LATE, "2026-11-30", "2026-11-30", "2026-11-30T04:00:00.000Z", "2026-12-01T04:00:00.000Z"],
  ] as const)("%s at %s", (preset, now, from, to, start, end) => {
    const r = resolvePeriod(preset, now, { from: "", to: "" });
    expect(r).toEqual({ ok: true, period: { preset, from, to, start_at: start, end_at: end } });
  });
});

describe("a custom range is checked before any call", () => {
  it.each([
    ["reversed", "2026-11-20", "2026-11-10", "agentCentre.period.err.date_reversed"],
    ["over 92 days", "2026-08-01", "2026-11-01", "agentCentre.period.err.date_too_long"],
    ["after today", "2026-11-20", "2026-11-27", "agentCentre.period.err.date_future"],
    ["too old", "2025-01-01", "2025-01-31", "agentCentre.period.err.date_too_old"],
    ["not a date", "2026-02-30", "2026-03-01", "agentCentre.period.err.date_format"],
    ["empty", "", "2026-03-01", "agentCentre.period.err.date_format"],
  ] as const)("%s is refused", (_, from, to, error) => {
    expect(resolvePeriod("custom", NOW, { from, to })).toEqual({ ok: false, error });
  });

  it("92 days counted inclusively are allowed", () => {
    const r = resolvePeriod("custom", NOW, { from: "2026-08-27", to: "2026-11-26" });
    expect(r.ok && r.period).toMatchObject({ from: "2026-08-27", to: "2026-11-26" });
  });
});

describe("the picker", () => {
  it("a preset applies at once", () => {
    const s = periodTransition(initialPeriod("today", NOW), { type: "preset", preset: "last_week", now: NOW });
    expect(s.applied).toMatchObject({ preset: "last_week", from: "2026-11-16", to: "2026-11-22" });
  });

  it("custom starts from the shown days and applies only on apply", () => {
    let s = periodTransition(initialPeriod("this_week", NOW), { type: "preset", preset: "custom", now: NOW });
    expect(s).toMatchObject({ preset: "custom", from: "2026-11-23", to: "2026-11-26" });
    s = periodTransition(s, { type: "edit", bound: "from", value: "2026-11-01" });
    expect(s.applied.from).toBe("2026-11-23");
    s = periodTransition(s, { type: "apply", now: NOW });
    expect(s.error).toBeNull();
    expect(s.applied).toMatchObject({ preset: "custom", from: "2026-11-01", to: "2026-11-26" });
  });

  it("a refused range says why and keeps the period shown", () => {
    const start = initialPeriod("this_week", NOW);
    let s = periodTransition(start, { type: "preset", preset: "custom", now: NOW });
    s = periodTransition(s, { type: "edit", bound: "to", value: "2026-11-01" });
    s = periodTransition(s, { type: "edit", bound: "from", value: "2026-11-20" });
    s = periodTransition(s, { type: "apply", now: NOW });
    expect(s.error).toBe("agentCentre.period.err.date_reversed");
    expect(s.applied).toEqual(start.applied);
    s = periodTransition(s, { type: "edit", bound: "from", value: "2026-10-20" });
    expect(s.error).toBeNull();
  });
});
