// When the account machinery must start before any interaction (DESIGN JS budget; spec 001 §2 query-string
// login, §4 enc app entry and the first-time register cookie, §4 a stored session joins its channels).
import { describe, expect, it } from "vitest";
import { neededAtOnce } from "../../../src/lib/session/session-start.ts";

describe("account machinery at once or on first interaction", () => {
  it.each<[string, string, boolean, string | null, boolean]>([
    ["an anonymous visitor waits for an interaction", "", false, null, false],
    ["other query parameters change nothing", "?id=12&invite=ABC", false, null, false],
    ["a stored member starts at once (balance, channels)", "", true, null, true],
    ["a query-string login (tk) starts at once", "?tk=abcdefgh&member_id=5&member_currency=INR", false, null, true],
    ["the enc app entry starts at once", "?enc=eyJ0b2tlbiI6IngifQ", false, null, true],
    ["the first-time register cookie starts at once", "", false, "true", true],
  ])("%s", (_name, search, stored, cookie, expected) => {
    expect(neededAtOnce(search, stored, cookie)).toBe(expected);
  });
});
