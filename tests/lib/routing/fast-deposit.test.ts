// /fastDeposit (spec 000 §4): the cookie it leaves makes the home page open fast payment in the page's locale.
import { describe, expect, it } from "vitest";
import { fastDepositTarget, mayHoldFastDeposit } from "../../../src/lib/routing/fast-deposit.ts";

describe("fast deposit from the home page", () => {
  it.each([
    ["true", "/", "/fastPayment"],
    ["true", "/hi_IN/", "/hi_IN/fastPayment"],
    ["true", "/ta_IN", "/ta_IN/fastPayment"],
    [null, "/", null],
    ["false", "/", null],
  ])("cookie %s on %s opens %s", (cookie, path, target) => {
    expect(fastDepositTarget(cookie, path)).toBe(target);
  });
});

describe("the home page's cookie test before loading the cookie library", () => {
  it.each([
    ["isFastDeposit=true", true],
    ["a=1; isFastDeposit=true; b=2", true],
    ["a=1; b=2", false],
    ["", false],
  ])("%s → %s", (cookies, may) => {
    expect(mayHoldFastDeposit(cookies)).toBe(may);
  });
});
