// Bench, click → game page: the sandbox's simulated wait between play1's answer and game.url is
// configurable (SANDBOX_GAME_URL_DELAY_MS; the bench sets 20 ms) but never zero or absurd: the URL still comes
// after the answer, over the member's channel (spec 000 §4).
import { describe, expect, it } from "vitest";
import { gameUrlDelay } from "../../sandbox/index.ts";

describe("gameUrlDelay", () => {
  it.each([
    ["unset keeps the default (100 ms)", undefined, undefined],
    ["a whole number of ms from the environment", "20", 20],
    ["spaces around it", " 250 ", 250],
    ["a number from the options", 5, 5],
    ["zero would skip the wait: default", "0", undefined],
    ["negative: default", "-5", undefined],
    ["not a number: default", "fast", undefined],
    ["a fraction: default", "2.5", undefined],
    ["over 5 s: default", "60000", undefined],
  ])("%s", (_label, value, expected) => {
    expect(gameUrlDelay(value)).toBe(expected);
  });
});
