// Which player-protection rule each jurisdiction profile turns on (src/contract/compliance.ts), and the country
// block's parsing: the operator's switches, as table tests.
import { describe, expect, it } from "vitest";
import {
  COMPLIANCE_RULES,
  countryBlocked,
  normaliseCountry,
  parseBlockedCountries,
  parseComplianceProfile,
  ruleOn,
  rulesOn,
  type ComplianceProfile,
  type ComplianceRule,
} from "../../src/contract/compliance.ts";

const ALL = ["ukgc", "mga", "tn"] as const;

describe("profile switches", () => {
  const table: [ComplianceProfile[], ComplianceRule[]][] = [
    [[], []],
    [["ukgc"], ["reality_check_member_interval"]],
    [["mga"], ["reality_check_member_interval"]],
    [["tn"], ["night_block", "addiction_warning", "deposit_popup", "reality_check_fixed"]],
    [["ukgc", "mga"], ["reality_check_member_interval"]],
    [[...ALL], [...COMPLIANCE_RULES]],
  ];
  it.each(table)("%j turns on %j", (profiles, rules) => {
    expect(rulesOn(profiles)).toEqual(rules);
    for (const r of COMPLIANCE_RULES) expect(ruleOn(profiles, r)).toBe(rules.includes(r));
  });
});

describe("COMPLIANCE_PROFILE", () => {
  it.each([
    [undefined, [...ALL]],
    ["", [...ALL]],
    ["none", []],
    [" NONE ", []],
    ["tn", ["tn"]],
    ["tn,ukgc,tn", ["ukgc", "tn"]],
    ["MGA , tn", ["mga", "tn"]],
  ])("%j → %j", (text, profiles) => {
    expect(parseComplianceProfile(text)).toEqual({ ok: true, value: profiles });
  });
  it.each(["ny", "tn,none", "none,none", ",", "uk gc"])("refuses %j", (text) => {
    expect(parseComplianceProfile(text).ok).toBe(false);
  });
});

describe("BLOCKED_COUNTRIES", () => {
  it.each([
    [undefined, []],
    [" ", []],
    ["IN", ["IN"]],
    ["in,us, IN", ["IN", "US"]],
  ])("%j → %j", (text, codes) => {
    expect(parseBlockedCountries(text)).toEqual({ ok: true, value: codes });
  });
  it.each(["India", "IND", "I", "1N"])("refuses %j", (text) => {
    expect(parseBlockedCountries(text).ok).toBe(false);
  });
  it("blocks a listed country only; an unknown or unreadable country is never blocked", () => {
    expect(countryBlocked(["IN"], "in")).toBe(true);
    expect(countryBlocked(["IN"], "US")).toBe(false);
    expect(countryBlocked(["IN"], null)).toBe(false);
    expect(countryBlocked(["IN"], "IN; evil")).toBe(false);
    expect(normaliseCountry(" gb ")).toBe("GB");
    expect(normaliseCountry("")).toBeNull();
  });
});
