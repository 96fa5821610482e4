// /user?page=… (spec 001 §2 member centre): the page asked for, in any case, or an alias a link in the wild
// uses; Info for anything else.
import { describe, expect, it } from "vitest";
import { MEMBER_PAGES, memberPageFor } from "../../../src/lib/routing/member-menu.ts";

describe("the member page a ?page= value asks for (spec 001 §2)", () => {
  it.each([
    ["Recommend", "RecommendProject"],
    ["recommend", "RecommendProject"],
    ["recommend_award", "RecommendProject"],
    ["recommendproject", "RecommendProject"],
    ["Deposit", "Deposit"],
    ["deposit", "Deposit"],
    ["wallet", "MyWallet"],
    ["", "Info"],
    [null, "Info"],
    ["Nope", "Info"],
    ["__proto__", "Info"],
    ["constructor", "Info"],
  ] as const)("%s → %s", (requested, page) => {
    expect(memberPageFor(requested)).toBe(page);
  });
  it("every page of the menu is its own answer", () => {
    for (const p of MEMBER_PAGES) expect(memberPageFor(p)).toBe(p);
  });
});
