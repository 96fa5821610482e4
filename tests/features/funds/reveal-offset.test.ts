// The deposit order that replaces the form is brought under the sticky header (a phone had it above the screen).
import { describe, expect, it } from "vitest";
import { REVEAL_GAP_PX, revealOffset } from "../../../src/features/funds/reveal-offset.ts";

describe("revealOffset", () => {
  it("scrolls a result above the screen down to just under the header", () => {
    expect(revealOffset(-600, 150, 844)).toBe(-600 - 150 - REVEAL_GAP_PX);
  });
  it("scrolls a result hidden under the sticky header", () => {
    expect(revealOffset(100, 150, 844)).toBe(100 - 150 - REVEAL_GAP_PX);
  });
  it("leaves a result already in view near the top", () => {
    expect(revealOffset(200, 150, 844)).toBe(0);
  });
  it("brings up a result that starts low on the screen", () => {
    expect(revealOffset(700, 150, 844)).toBe(700 - 150 - REVEAL_GAP_PX);
  });
});
