// Who may see the registration form, and the birthday choices (spec 001 §5 birthday, §6 member_type).
import { describe, expect, it } from "vitest";
import { birthdayOptions, registerGate, type RegisterGate } from "../../../src/features/register/gate.ts";

describe("registerGate (spec 001 §6: the agent page needs member_type other than 1)", () => {
  const agent = { memberType: 2 };
  const plain = { memberType: 1 };
  it.each<[string, "member" | "agent", boolean, { memberType: number } | null, RegisterGate]>([
    ["the sign-up modal is open to a visitor", "member", true, null, "form"],
    ["the sign-up modal does not wait for the session", "member", false, null, "form"],
    ["the sign-up modal is open to a member too", "member", true, plain, "form"],
    ["an agent sees the agent form", "agent", true, agent, "form"],
    ["a stored agent sees it before the session is read", "agent", false, agent, "form"],
    ["nothing is decided before the session is read", "agent", false, null, "wait"],
    ["a plain member's stored session is not trusted early", "agent", false, plain, "wait"],
    ["a visitor is asked to log in", "agent", true, null, "login"],
    ["a plain member is told the page is for agents", "agent", true, plain, "notAgent"],
  ])("%s", (_, variant, ready, member, want) => {
    expect(registerGate(variant, { ready, member })).toBe(want);
  });
});

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
