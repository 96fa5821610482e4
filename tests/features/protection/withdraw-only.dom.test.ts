// The withdraw-only token of a timed-out or self-excluded member (OUR EXTENSION, src/contract/protection.ts
// WithdrawOnlyLoginSchema): kept for this tab only when login answers 453 with one, and offered as a link; any other
// refusal keeps nothing; signing out forgets it.
import { beforeEach, describe, expect, it } from "vitest";
import {
  $withdrawOnlyOffer,
  clearWithdrawOnlyOffer,
  dropWithdrawOnly,
  keepWithdrawOnly,
  withdrawOnlyToken,
} from "../../../src/features/protection/withdraw-only.ts";

const exclusion = {
  kind: "time_out",
  length: "7d",
  started_at: "2026-03-10T06:30:00.000Z",
  ends_at: "2026-03-17T06:30:00.000Z",
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  dropWithdrawOnly();
});

describe("the withdraw-only token", () => {
  it("453 with a token: kept in this tab's sessionStorage (never localStorage) and offered", () => {
    expect(keepWithdrawOnly(453, { ...exclusion, withdraw_token: "tok-12345678" })).toBe(true);
    expect(withdrawOnlyToken()).toBe("tok-12345678");
    expect($withdrawOnlyOffer.get()).toBe(true);
    expect(localStorage.length).toBe(0);
    clearWithdrawOnlyOffer();
    expect($withdrawOnlyOffer.get()).toBe(false);
    expect(withdrawOnlyToken()).toBe("tok-12345678");
  });

  it("another code, or 453 without a well-formed token, keeps nothing", () => {
    expect(keepWithdrawOnly(101, { ...exclusion, withdraw_token: "tok-12345678" })).toBe(false);
    expect(keepWithdrawOnly(453, exclusion)).toBe(false);
    expect(keepWithdrawOnly(453, { ...exclusion, withdraw_token: 5 })).toBe(false);
    expect(withdrawOnlyToken()).toBeNull();
    expect($withdrawOnlyOffer.get()).toBe(false);
  });

  it("signing out forgets it", () => {
    keepWithdrawOnly(453, { ...exclusion, withdraw_token: "tok-12345678" });
    dropWithdrawOnly();
    expect(withdrawOnlyToken()).toBeNull();
    expect($withdrawOnlyOffer.get()).toBe(false);
  });
});
