import { describe, expect, it } from "vitest";
import { CAPTCHA_EMPTY, canFetchCaptcha, captchaTransition } from "../../../src/components/ui/captcha.machine.ts";

// spec 001 §4 captcha: fetched only when none is pending and no wait is active; code 101 starts a 1 s wait
describe("captcha", () => {
  it("is not fetched while one is loading", () => {
    const loading = captchaTransition(CAPTCHA_EMPTY, { type: "request" });
    expect(canFetchCaptcha(loading, 0)).toBe(false);
    expect(canFetchCaptcha(CAPTCHA_EMPTY, 0)).toBe(true);
  });
  it("code 101 holds fetching for one second", () => {
    const waiting = captchaTransition(CAPTCHA_EMPTY, { type: "wait", now: 10_000 });
    expect(canFetchCaptcha(waiting, 10_500)).toBe(false);
    expect(canFetchCaptcha(waiting, 11_000)).toBe(true);
  });
  it("a used captcha is gone", () => {
    const ready = captchaTransition(CAPTCHA_EMPTY, { type: "loaded", token: "t", image: "i", placeholder: "p" });
    expect(captchaTransition(ready, { type: "used" })).toEqual(CAPTCHA_EMPTY);
  });
});
