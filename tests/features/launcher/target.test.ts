import { describe, expect, it } from "vitest";
import { isGameRunning } from "../../../src/features/launcher/target.ts";

describe("isGameRunning: what the logout guard, the member links and quick game ask (spec 000 §4, spec 001 §2)", () => {
  it.each([
    [{ starting: false, quitting: false, open: false }, false],
    [{ starting: true, quitting: false, open: false }, true],
    [{ starting: false, quitting: false, open: true }, true],
    // A game on its way out asks no confirmation: the quit is already under way.
    [{ starting: false, quitting: true, open: false }, false],
  ])("%j → %s", (activity, running) => {
    expect(isGameRunning(activity)).toBe(running);
  });
});
