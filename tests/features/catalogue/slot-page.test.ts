// What /slotgame shows for one provider (spec 000 §2; §8 code 102 for a provider that is not available): the
// games, a skeleton that fills while they came late, "not available" (an answer: no Retry), or Retry.
import { describe, expect, it } from "vitest";
import { slotPageView } from "../../../src/features/catalogue/slot-page.ts";

describe("slotPageView", () => {
  it.each([
    [{ valid: true, games: "ok", listed: true }, "ready"],
    // An inactive provider (the sandbox's GPEA): the platform refuses it, and the hall does not list it.
    [{ valid: true, games: "refused", listed: false }, "unavailable"],
    [{ valid: true, games: "refused", listed: null }, "unavailable"],
    [{ valid: true, games: "failed", listed: false }, "unavailable"],
    [{ valid: false, games: "failed", listed: null }, "unavailable"],
    // The platform could not be reached: Retry.
    [{ valid: true, games: "failed", listed: null }, "failed"],
    [{ valid: true, games: "failed", listed: true }, "failed"],
    // Slower than the render's budget: a skeleton that a second render fills.
    [{ valid: true, games: "late", listed: null }, "pending"],
    [{ valid: true, games: "late", listed: true }, "pending"],
  ] as const)("%o → %s", (input, view) => {
    expect(slotPageView(input)).toBe(view);
  });
});
