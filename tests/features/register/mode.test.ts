import { describe, expect, it } from "vitest";
import { modeFromCookies } from "../../../src/features/register/mode.ts";
import { NO_REFERRAL } from "./helpers.ts";

const none = NO_REFERRAL;

// security: referral cookie values are checked as the link's were (spec 000 §2, spec 001 §4).
describe("a malformed referral cookie falls back to manual entry", () => {
  it.each([
    ["an agent id with letters", { registerType: "member_agent", memberAgent: "abc" }],
    ["an oversized agent id", { registerType: "member_agent", memberAgent: "9".repeat(21) }],
    ["an oversized recommend code", { registerType: "recommend_code", recommendCode: "A".repeat(33) }],
    ["a recommend code with a space", { registerType: "recommend_code", recommendCode: "A B" }],
    ["an agent-domain id with letters", { agentDomainId: "x1" }],
  ])("%s", (_name, cookies) => expect(modeFromCookies({ ...none, ...cookies })).toEqual({ kind: "manual" }));

  it("well-formed values still name the introducer", () => {
    expect(modeFromCookies({ ...none, registerType: "member_agent", memberAgent: "80001" })).toEqual({
      kind: "member_agent",
      agentId: "80001",
      source: "link",
    });
    expect(modeFromCookies({ ...none, registerType: "recommend_code", recommendCode: "FRIEND_7" })).toEqual({
      kind: "recommend_code",
      code: "FRIEND_7",
    });
  });
});
