// The withdraw-password attempt limit as the member reads it (brief centre2; contract funds.ts
// WITHDRAW_PASSWORD_LIMIT, our extension): tries left on a wrong password, the lock's end when locked, on the
// withdraw-password boxes of Withdrawal, BindAccount's removal and Info's change form.
import { describe, expect, it } from "vitest";
import { FUNDS_CODES, WITHDRAW_PASSWORD_CODES } from "../../../src/contract/index.ts";
import { refusalOf } from "../../../src/features/funds/validate.ts";
import { pinOutcome } from "../../../src/features/profile/profile.ts";
import { lockTimeFormatter, withdrawPinLimitMessage } from "../../../src/lib/i18n/withdraw-pin.ts";

const time = (iso: string) => `T(${iso})`;
const until = "2026-01-01T12:30:00.000Z";

describe("withdrawPinLimitMessage", () => {
  it.each([
    [{ attempts_left: 3 }, { key: "funds.err.wrong_withdraw_password_left", params: { left: 3 } }],
    [{ attempts_left: 0 }, { key: "funds.err.wrong_withdraw_password_left", params: { left: 0 } }],
    [{ locked_until: until }, { key: "funds.err.withdraw_password_locked", params: { time: `T(${until})` } }],
    [{ locked_until: "not a date" }, null],
    [null, null],
    [{}, null],
    [{ attempts_left: -1 }, null],
  ])("%j → %j", (detail, expected) => {
    expect(withdrawPinLimitMessage(detail, time)).toEqual(expected);
  });

  it("formats the lock's end as hours and minutes in the page's language", () => {
    expect(lockTimeFormatter("en-US", "UTC")(until)).toMatch(/^12:30\s?PM$/);
    expect(lockTimeFormatter("en-GB", "Asia/Kolkata")(until)).toBe("18:00");
  });
});

describe("the funds forms and Info place it on the withdraw password", () => {
  it("a wrong password on Withdrawal says how many tries are left", () => {
    expect(refusalOf(FUNDS_CODES.wrongWithdrawPassword, "wrong", {}, { attempts_left: 2 }, time)).toEqual({
      field: "withdraw_password",
      message: { key: "funds.err.wrong_withdraw_password_left", params: { left: 2 } },
    });
  });
  it("a locked password says until when; without its time, to try later", () => {
    expect(refusalOf(FUNDS_CODES.withdrawPasswordLocked, "locked", {}, { locked_until: until }, time)).toEqual({
      field: "withdraw_password",
      message: { key: "funds.err.withdraw_password_locked", params: { time: `T(${until})` } },
    });
    expect(refusalOf(FUNDS_CODES.withdrawPasswordLocked, "locked")).toEqual({
      field: "withdraw_password",
      message: { key: "funds.err.withdraw_password_locked_later", params: {} },
    });
  });
  it("a wrong old password on Info's change form, and its lock, are on the old password's boxes", () => {
    expect(pinOutcome(WITHDRAW_PASSWORD_CODES.oldWrong, "x", { attempts_left: 4 }, time)).toEqual({
      field: "old",
      message: { key: "funds.err.wrong_withdraw_password_left", params: { left: 4 } },
    });
    expect(pinOutcome(WITHDRAW_PASSWORD_CODES.locked, "x", { locked_until: until }, time)).toEqual({
      field: "old",
      message: { key: "funds.err.withdraw_password_locked", params: { time: `T(${until})` } },
    });
    expect(pinOutcome(WITHDRAW_PASSWORD_CODES.oldWrong, "x")).toEqual({
      field: "old",
      message: { key: "profile.err.pinOldWrong" },
    });
  });
});
