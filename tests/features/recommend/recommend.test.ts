import { describe, expect, it } from "vitest";
import { recommendVisible } from "../../../src/features/recommend/recommend.ts";

// spec 001 §6 recommend programme
describe("recommend flag", () => {
  it("shows only for is_friend 1 and no blocking apply-for-agent code", () => {
    expect(recommendVisible(1, null)).toBe(true);
    expect(recommendVisible(1, 101)).toBe(false);
    expect(recommendVisible(1, 104)).toBe(false);
    expect(recommendVisible(1, 102)).toBe(true);
    expect(recommendVisible(0, null)).toBe(false);
  });
});
