// Two-factor's rules as pure functions with an injected time (src/contract/security.ts, our extension; RFC 6238):
// the verify window, replay, recovery codes.
import { Secret, TOTP as Totp } from "otpauth";
import { describe, expect, it } from "vitest";
import { RECOVERY_CODES, TOTP } from "../../src/contract/index.ts";
import {
  acceptableStep,
  newRecoveryCode,
  newSecret,
  otpauthUrl,
  recoveryHash,
  stepAt,
  totpStep,
} from "../../sandbox/two-factor.ts";

const secret = newSecret();
const T0 = Date.parse("2026-11-26T06:30:10Z"); // 10 s into a step
const codeAt = (at: number, s = secret) =>
  new Totp({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(s) }).generate({ timestamp: at });

describe("TOTP verify window (RFC 6238: 30 s steps, one step of drift either side)", () => {
  it.each([
    ["the current step", 0, 0],
    ["the step before (a phone a little slow)", -30_000, -1],
    ["the step after (a phone a little fast)", 30_000, 1],
  ])("accepts a code of %s", (_, offset, delta) => {
    expect(totpStep(secret, codeAt(T0 + offset), T0)).toBe(stepAt(T0) + delta);
  });

  it.each([
    ["two steps old", -60_000],
    ["two steps ahead", 60_000],
    ["an hour old", -3_600_000],
  ])("refuses a code %s", (_, offset) => {
    expect(totpStep(secret, codeAt(T0 + offset), T0)).toBeNull();
  });

  it("refuses another secret's code, and anything but 6 digits", () => {
    expect(totpStep(secret, codeAt(T0, newSecret()), T0)).toBeNull();
    for (const bad of ["", "12345", "1234567", "abcdef", " 123456"]) expect(totpStep(secret, bad, T0)).toBeNull();
  });

  it("reads time from its argument, never from the machine's clock", () => {
    const far = Date.parse("2031-01-01T00:00:00Z");
    expect(totpStep(secret, codeAt(far), far)).toBe(stepAt(far));
    expect(totpStep(secret, codeAt(far), T0)).toBeNull();
  });
});

describe("replay: a code is used once in its window", () => {
  it("accepts a step only after the last used one", () => {
    const now = stepAt(T0);
    expect(acceptableStep(secret, codeAt(T0), T0, now - 1)).toBe(now);
    expect(acceptableStep(secret, codeAt(T0), T0, now)).toBeNull(); // the same code again
    expect(acceptableStep(secret, codeAt(T0 - 30_000), T0, now)).toBeNull(); // an older one after a newer
    expect(acceptableStep(secret, codeAt(T0 + 30_000), T0, now)).toBe(now + 1); // the next one is fine
  });
});

describe("recovery codes", () => {
  it("are 10 letters and digits in two groups, without look-alikes, all different", () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const c of codes) {
      expect(c).toMatch(RECOVERY_CODES.pattern);
      expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(c).not.toMatch(/[01ilo]/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("hash the same typed with or without the dash, in any case, and never keep the code", () => {
    const c = newRecoveryCode();
    expect(recoveryHash(c.toUpperCase().replace("-", ""))).toBe(recoveryHash(c));
    expect(recoveryHash(c)).not.toContain(c.replace("-", ""));
    expect(recoveryHash(c)).toMatch(/^[0-9a-f]{64}$/);
  });
});

it("the otpauth URI carries the issuer, the account and RFC 6238's parameters", () => {
  const url = new URL(otpauthUrl(secret, "demo01"));
  expect(url.protocol).toBe("otpauth:");
  expect(url.searchParams.get("secret")).toBe(secret);
  expect(url.searchParams.get("issuer")).toBe(TOTP.issuer);
  expect(url.searchParams.get("digits")).toBe("6");
  expect(url.searchParams.get("period")).toBe("30");
  expect(decodeURIComponent(url.pathname)).toContain("demo01");
});
