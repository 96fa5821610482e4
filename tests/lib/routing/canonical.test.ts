// security (low): the query-string login's credentials (spec 001 §2) never reach canonical or hreflang.
import { describe, expect, it } from "vitest";
import { canonicalSearch, LOGIN_QUERY_KEYS } from "../../../src/lib/routing/page-meta.ts";

describe("canonical links leave the query-string login out", () => {
  it.each([
    ["?tk=SECRET&member_id=5&member_account=demo01&member_currency=INR&member_type=1", ""],
    ["?enc=eyJ0b2tlbiI6IngifQ", ""],
    ["?gt_id=2&tk=SECRET&house=0&gp_id=GPLL", "?gt_id=2&house=0&gp_id=GPLL"],
    ["?appPage=content", "?appPage=content"],
    ["", ""],
  ])("%j → %j", (search, expected) => {
    expect(canonicalSearch(search)).toBe(expected);
  });

  it("names every login parameter of spec 001 §2", () => {
    expect([...LOGIN_QUERY_KEYS].sort()).toEqual(
      ["enc", "member_account", "member_currency", "member_id", "member_type", "tk"].sort(),
    );
  });
});
