import { describe, expect, it } from "vitest";
import { parseAgentId, parseRecommendCode } from "../../../src/lib/routing/referral.ts";

// security: referral link values (spec 000 §2; spec 001 §4 registration modes) before they become cookies.
describe("an agent introducer id from a link (parseAgentId)", () => {
  it.each([
    ["80001", "80001"],
    [" 2 ", "2"],
    ["1".repeat(20), "1".repeat(20)],
    ["1".repeat(21), null],
    ["", null],
    ["  ", null],
    ["12a", null],
    ["-1", null],
    ["1.5", null],
    ["<script>", null],
    ["1;path=/", null],
    ["1%3Bx", null],
    ["１２", null], // full-width digits
    [null, null],
    [7, null],
  ])("%j → %j", (value, out) => expect(parseAgentId(value)).toBe(out));
});

describe("a recommend code from a link (parseRecommendCode)", () => {
  it.each([
    ["DEMO2024", "DEMO2024"],
    ["friend_7-x", "friend_7-x"],
    [" FRIEND7 ", "FRIEND7"],
    ["A".repeat(32), "A".repeat(32)],
    ["A".repeat(33), null],
    ["", null],
    ["FRIEND 7", null],
    ["<img src=x>", null],
    ["code;domain=evil", null],
    ["códe", null],
    ["a\nb", null],
    [undefined, null],
  ])("%j → %j", (value, out) => expect(parseRecommendCode(value)).toBe(out));
});
