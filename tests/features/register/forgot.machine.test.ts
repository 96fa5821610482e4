// Forgot password (spec 001 §4 "an SMS lock lasts 300 seconds", §5 transfer-verification rules, §8 verify and
// reset codes 'please re-verify').
import { describe, expect, it } from "vitest";
import {
  emptyForgot,
  forgotTransition,
  phoneLocked,
  validateReset,
  validateVerify,
  type ForgotEvent,
  type ForgotState,
  type ForgotValues,
} from "../../../src/features/register/forgot.machine.ts";

const NOW = 1_000_000;
const run = (state: ForgotState, ...events: ForgotEvent[]) => events.reduce(forgotTransition, state);
const filled = (values: Partial<ForgotValues>): ForgotState =>
  run(
    emptyForgot(),
    ...Object.entries({
      account: "demo01",
      withdrawPassword: "1234",
      email: "demo01@example.com",
      sms: "123456",
      ...values,
    }).map(([key, value]) => ({ type: "input", key: key as keyof ForgotValues, value }) as const),
  );
const errorKeys = (e: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(e).map(([k, v]) => [k, (v as { key?: string }).key]));

describe("verify step rules (spec 001 §5 transfer verification)", () => {
  const base: ForgotValues = {
    account: "demo01",
    withdrawPassword: "1234",
    method: "email",
    email: "demo01@example.com",
    phone: "",
    password: "",
    confirm: "",
    sms: "123456",
  };
  it.each<[string, Partial<ForgotValues>, Record<string, string>]>([
    ["all good with e-mail", {}, {}],
    // Our extension (contract RESET_SMS): the SMS code sent to the account's phone, 6 digits.
    ["SMS code required", { sms: "" }, { sms: "auth.err.sms_code_required" }],
    ["SMS code is 6 digits", { sms: "12345" }, { sms: "register.err.phoneVerify" }],
    ["SMS code digits only", { sms: "12a456" }, { sms: "register.err.phoneVerify" }],
    ["account required", { account: " " }, { account: "register.err.required" }],
    ["withdraw password required", { withdrawPassword: "" }, { withdrawPassword: "register.err.required" }],
    [
      "withdraw password is 4 digits",
      { withdrawPassword: "12a4" },
      { withdrawPassword: "register.err.withdrawPassword" },
    ],
    ["e-mail must be well formed", { email: "nope" }, { email: "register.err.email" }],
    ["phone chosen: phone required", { method: "phone", email: "" }, { phone: "register.err.required" }],
    ["phone chosen: digits only", { method: "phone", phone: "98-76" }, { phone: "register.err.phoneDigits" }],
    ["phone chosen: e-mail not needed", { method: "phone", email: "", phone: "9876543210" }, {}],
  ])("%s", (_name, change, expected) => {
    expect(errorKeys(validateVerify({ ...base, ...change }))).toEqual(expected);
  });
});

describe("new password rules (spec 001 §5: 6-12, confirmation matches)", () => {
  const v = (password: string, confirm: string): ForgotValues => ({
    account: "a",
    withdrawPassword: "",
    method: "email",
    email: "",
    phone: "",
    password,
    confirm,
    sms: "",
  });
  it.each<[string, string, string, Record<string, string>]>([
    ["valid", "abc123", "abc123", {}],
    ["too short", "abc12", "abc12", { password: "register.err.password" }],
    ["too long", "abc1234567890", "abc1234567890", { password: "register.err.password" }],
    ["confirmation differs", "abc123", "abc124", { confirm: "register.err.checkPassword" }],
    ["both required", "", "", { password: "register.err.required", confirm: "register.err.required" }],
  ])("%s", (_name, password, confirm, expected) => {
    expect(errorKeys(validateReset(v(password, confirm)))).toEqual(expected);
  });
});

describe("the 300 s SMS lock (spec 001 §4, §9)", () => {
  it("a phone check locks another for 300 s; the e-mail choice is not locked", () => {
    const phone = filled({ method: "phone", phone: "9876543210" });
    const sent = run(phone, { type: "verifyRequested", now: NOW });
    expect(sent).toMatchObject({ pending: true, phoneLockUntil: NOW + 300_000 });
    const failed = run(sent, { type: "verifyFailed", code: 101, message: "x", platform: true, now: NOW });
    expect(phoneLocked(failed, NOW + 299_999)).toBe(true);
    expect(phoneLocked(failed, NOW + 300_000)).toBe(false);
    const again = run(failed, { type: "verifyRequested", now: NOW + 10_000 });
    expect(again).toMatchObject({ pending: false, errors: { form: { key: "forgot.err.smsLocked" } } });
    const viaEmail = run(
      failed,
      { type: "input", key: "method", value: "email" },
      { type: "verifyRequested", now: NOW + 10_000 },
    );
    expect(viaEmail).toMatchObject({ pending: true });
  });

  it("a network failure sent no SMS, so no lock", () => {
    const s = run(
      filled({ method: "phone", phone: "9876543210" }),
      { type: "verifyRequested", now: NOW },
      { type: "verifyFailed", code: 0, message: "", platform: false, now: NOW },
    );
    expect(phoneLocked(s, NOW + 1)).toBe(false);
    expect(s).toMatchObject({ errors: { form: { key: "register.err.network" } } });
  });

  it("the lock survives a restart of the form", () => {
    const s = run(filled({ method: "phone", phone: "9876543210" }), { type: "verifyRequested", now: NOW });
    expect(phoneLocked(run(s, { type: "restart" }), NOW + 1)).toBe(true);
  });
});

describe("codes (spec 001 §8)", () => {
  it.each([101, 102, 201, 202, 203, 204])("verify %i says 'please re-verify'", (code) => {
    const s = run(
      filled({}),
      { type: "verifyRequested", now: NOW },
      { type: "verifyFailed", code, message: "server text", platform: true, now: NOW },
    );
    expect(s).toMatchObject({ step: "verify", errors: { form: { key: "forgot.err.reverify" } } });
  });

  it("another verify code shows the server message", () => {
    const s = run(
      filled({}),
      { type: "verifyRequested", now: NOW },
      { type: "verifyFailed", code: 999, message: "server text", platform: true, now: NOW },
    );
    expect(s).toMatchObject({ errors: { form: { text: "server text" } } });
  });

  const atReset = (): ForgotState =>
    run(
      filled({}),
      { type: "verifyRequested", now: NOW },
      { type: "verified", token: "t1" },
      { type: "input", key: "password", value: "new123" },
      { type: "input", key: "confirm", value: "new123" },
      { type: "resetRequested" },
    );

  it.each([101, 102, 201, 202, 203])("reset %i says 'please re-verify' and goes back to the first step", (code) => {
    const s = run(atReset(), { type: "resetFailed", code, message: "x", platform: true });
    expect(s).toMatchObject({ step: "verify", errors: { form: { key: "forgot.err.reverify" } } });
    expect("token" in s).toBe(false);
  });

  it("reset 204 is not a re-verify code: the server message, still on the reset step", () => {
    const s = run(atReset(), { type: "resetFailed", code: 204, message: "server text", platform: true });
    expect(s).toMatchObject({ step: "reset", errors: { form: { text: "server text" } } });
  });

  it("verify then reset completes", () => {
    expect(run(atReset(), { type: "resetDone" })).toEqual({ step: "done", account: "demo01", phoneLockUntil: 0 });
  });
});
