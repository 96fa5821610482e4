// The registration form's birthday choices (spec 001 §5 birthday).
import { describe, expect, it } from "vitest";
import { birthdayOptions } from "../../../src/features/register/gate.ts";

describe("birthdayOptions (spec 001 §5: year, month and day selects)", () => {
  it.each([
    [new Date(2026, 10, 26), "2008", "1926"],
    [new Date(2000, 0, 1), "1982", "1900"],
    [new Date(2026, 11, 31, 23, 59), "2008", "1926"],
  ])("at %s the years run from %s (18 years ago) down to %s (100 years ago)", (now, newest, oldest) => {
    const { years } = birthdayOptions(now);
    expect(years[0]).toBe(newest);
    expect(years.at(-1)).toBe(oldest);
    expect(years).toHaveLength(83);
    expect(new Set(years).size).toBe(years.length);
  });

  it("twelve months and 31 days, as the platform's date takes them", () => {
    const { months, days } = birthdayOptions(new Date(2026, 1, 1));
    expect(months).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    expect(days).toHaveLength(31);
    expect(days[0]).toBe("1");
    expect(days.at(-1)).toBe("31");
  });
});
