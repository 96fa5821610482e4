// spec 000 §8, §9: a failed chunk load reloads the page once, throttled to a 10 s window.
import { describe, expect, it } from "vitest";
import { isChunkLoadError, shouldReloadForChunk } from "../../../src/lib/boot/chunk-reload.ts";

describe("failed-chunk reload", () => {
  it.each([
    [null, 0, true],
    [1_000, 5_000, false],
    [1_000, 10_999, false],
    [1_000, 11_000, true],
    [50_000, 1_000, true], // a clock that went back does not block forever
  ])("last reload %s, now %s → reload %s", (last, now, out) => expect(shouldReloadForChunk(last, now)).toBe(out));
  it("recognises a failed dynamic import, not other errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_astro/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("network fail"))).toBe(false);
  });
});
