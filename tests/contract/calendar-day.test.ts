// A calendar day as forms and calls write it: a real date in "YYYY-MM-DD", nothing else.
import { describe, expect, it } from "vitest";
import { parseCalendarDay } from "../../src/contract/calendar-day.ts";

describe("parseCalendarDay", () => {
  it.each([
    ["2026-11-26", { y: 2026, m: 11, d: 26 }],
    ["2024-02-29", { y: 2024, m: 2, d: 29 }],
    ["2026-02-29", null],
    ["2026-13-01", null],
    ["2026-1-01", null],
    ["26-11-2026", null],
    ["", null],
  ] as const)("%s → %j", (text, expected) => {
    expect(parseCalendarDay(text)).toEqual(expected);
  });
});
