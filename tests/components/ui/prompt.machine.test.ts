import { describe, expect, it } from "vitest";
import { checkPrompt, PROMPT_DEFAULT_ERROR_KEY } from "../../../src/components/ui/prompt.machine.ts";
import { formatSeconds, secondsLeft } from "../../../src/components/ui/countdown.ts";

// spec 000 §8 prompt default error 'Illegal input'
describe("prompt validation", () => {
  it("a pattern decides, with the default error", () => {
    expect(checkPrompt("12", { pattern: /^\d{4}$/ })).toEqual({ valid: false, error: PROMPT_DEFAULT_ERROR_KEY });
    expect(checkPrompt("1234", { pattern: /^\d{4}$/ })).toEqual({ valid: true });
  });
  it("a validator may return its own error", () => {
    expect(checkPrompt("x", { validator: () => "too short" })).toEqual({ valid: false, error: "too short" });
    expect(checkPrompt("x", { validator: () => false, error: "custom" })).toEqual({ valid: false, error: "custom" });
    expect(checkPrompt("x", { validator: () => true })).toEqual({ valid: true });
  });
  it("without rules an empty value is illegal", () => {
    expect(checkPrompt("  ", {})).toEqual({ valid: false, error: PROMPT_DEFAULT_ERROR_KEY });
  });
  it("a global pattern gives the same answer twice", () => {
    const pattern = /^a+$/g;
    expect(checkPrompt("aa", { pattern }).valid).toBe(true);
    expect(checkPrompt("aa", { pattern }).valid).toBe(true);
  });
});

describe("countdown", () => {
  it("counts whole seconds down to 0 and formats m:ss", () => {
    expect(secondsLeft(300_000, 0)).toBe(300);
    expect(secondsLeft(1000, 2000)).toBe(0);
    expect(formatSeconds(299)).toBe("4:59");
    expect(formatSeconds(3723)).toBe("1:02:03");
  });
});
