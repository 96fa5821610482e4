import { describe, expect, it, vi } from "vitest";
import { fetchJackpotWithoutClient } from "../../../src/features/jackpot/first-load.ts";
import { jackpotAfterLoad, jackpotDigits } from "../../../src/features/jackpot/jackpot.ts";

// spec 000 §3 "Jackpot: jackpot_amount_total, left-padded with zeros to ten integer digits"; §9 constants.
describe("jackpot total", () => {
  it("shows the integer part left-padded with zeros to ten digits", () => {
    expect(jackpotDigits(1244567.89)).toBe("0001244567");
    expect(jackpotDigits(0)).toBe("0000000000");
    expect(jackpotDigits(9_999_999_999.99)).toBe("9999999999");
  });
  it("keeps every digit of a total longer than ten digits and never shows a negative", () => {
    expect(jackpotDigits(12_345_678_901)).toBe("12345678901");
    expect(jackpotDigits(-5)).toBe("0000000000");
  });
  it("reads a success envelope (code 100 or 1000, spec 000 §3) through the light path and refuses anything else", async () => {
    const ok = (code: unknown, data: unknown) => ({ status: true, code, message: "", apiResponseData: data });
    const total = async (body: unknown) => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
      );
      try {
        return await fetchJackpotWithoutClient("INR", "en_US");
      } catch {
        return null;
      } finally {
        vi.unstubAllGlobals();
      }
    };
    expect(await total(ok(100, { jackpot_amount_total: 12.5 }))).toBe(12.5);
    expect(await total(ok(1000, { jackpot_amount_total: 0 }))).toBe(0);
    expect(await total(ok(101, { jackpot_amount_total: 12 }))).toBeNull();
    expect(await total(ok(100, { jackpot_amount_total: "12" }))).toBeNull();
    expect(await total(ok(100, { jackpot_amount_total: -1 }))).toBeNull();
    expect(await total(ok(100, null))).toBeNull();
    expect(await total("oops")).toBeNull();
  });
});

// faults: with the platform down the jackpot says so (with Retry) instead of dimmed zeros for ever.
describe("jackpot state after a load", () => {
  it.each([
    ["loading", 12.5, "ready"],
    ["loading", null, "error"],
    ["error", null, "error"],
    ["error", 0, "ready"],
    // a refresh that fails keeps the figure shown; the next refresh tries again
    ["ready", null, "ready"],
    ["ready", 7, "ready"],
  ] as const)("%s + %s → %s", (current, total, next) => {
    expect(jackpotAfterLoad(current, total)).toBe(next);
  });
});
