// at 1366 px a signed-in member lost "Esports" from the game-type menu. Whatever does not
// fit moves into "More", so every game type stays reachable.
import { describe, expect, it } from "vitest";
import { fittingCount } from "../../../src/components/layout/types-overflow.ts";

describe("how many game types fit the bar", () => {
  const eight = [80, 70, 90, 90, 80, 90, 110, 95];
  const all = eight.reduce((a, b) => a + b, 0) + 7 * 2;
  it.each([
    ["all of them when they fit", all, 8],
    ["all of them with room to spare", all + 300, 8],
    ["one fewer, beside the More button, when all do not fit", all - 1, 7],
    ["fewer when More needs more room", all - 100, 6],
    ["as many as fit beside More", 300, 2],
    ["none when even More barely fits", 60, 0],
  ])("%s", (_name, available, expected) => {
    expect(fittingCount(eight, 2, available, 70)).toBe(expected);
  });

  it("the kept types and More never exceed the room", () => {
    for (let available = 0; available < 800; available += 7) {
      const n = fittingCount(eight, 2, available, 70);
      const used = eight.slice(0, n).reduce((a, b) => a + b, 0) + 2 * Math.max(0, n - 1);
      if (n < eight.length && n > 0) expect(used + 2 + 70).toBeLessThanOrEqual(available);
    }
  });
});
