// spec 001 §4 (registration mode, currency change, SMS countdown), §7 (calls), §8 (codes).
import { describe, expect, it } from "vitest";
import { REGISTER_CODES } from "../../../src/contract/register.ts";
import { registerCodeOutcome, smsCodeOutcome } from "../../../src/features/register/codes.ts";
import {
  applyAgentDomain,
  applyValidity,
  initialCurrency,
  introducerOf,
  modeFromCookies,
  validMessageBody,
  type ReferralCookies,
} from "../../../src/features/register/mode.ts";
import {
  changeCurrency,
  initialState,
  registerPayload,
  transition,
  uniqueCheckBody,
  type Event,
  type Form,
  type State,
} from "../../../src/features/register/register.machine.ts";
import type { RegisterMode } from "../../../src/features/register/mode.ts";
import type { RegisterValues } from "../../../src/features/register/fields.ts";
import type { Currency } from "../../../src/lib/config/constants.ts";
import { ALL_SETTINGS, NO_REFERRAL } from "./helpers.ts";

const CURRENCIES: Currency[] = ["INR", "USD", "VND", "RMB"];

function ready(currency: string = "INR", mode: RegisterMode = { kind: "manual" }, locked = false): State {
  return transition(initialState, {
    type: "loaded",
    settings: ALL_SETTINGS,
    currencies: CURRENCIES,
    currency,
    locked,
    siteId: 1,
    mode,
  });
}
const form = (s: State): Form => {
  if (s.kind !== "ready") throw new Error(`not ready: ${s.kind}`);
  return s.form;
};
const run = (s: State, ...events: Event[]) => events.reduce(transition, s);
const input = (key: keyof RegisterValues, value: string | boolean): Event => ({
  type: "input",
  key,
  value,
});

describe("code → field table (spec 001 §8 registration)", () => {
  const C = REGISTER_CODES;
  const table: [number, string, string][] = [
    [C.accountRepeat, "memberAccount", "register.err.accountRepeat"],
    [C.nameRepeat, "memberName", "register.err.nameRepeat"],
    [C.phoneRepeat, "memberPhone", "register.err.phoneRepeat"],
    [C.emailRepeat, "memberEmail", "register.err.emailRepeat"],
    [106, "introducer", "register.err.noAgent"],
    [107, "introducer", "register.err.recommendClosed"],
    [108, "introducer", "register.err.agentDisabled"],
    [109, "introducer", "register.err.recommendDisabled"],
    [110, "introducer", "register.err.codeDisabled"],
    [112, "introducer", "register.err.introducerNotFound"],
    [219, "introducer", "register.err.introducerNotFound"],
    [113, "phoneVerify", "register.err.wrongVerify"],
    [114, "identityId", "register.err.identityRepeat"],
    [223, "identityId", "register.err.identityRepeat"],
    [214, "memberName", "register.err.nameBlacklisted"],
    [206, "memberEmail", "register.err.email"],
    [209, "memberPhone", "register.err.phoneInvalid"],
    [216, "memberEmail", "register.err.emailBlacklisted"],
    [218, "form", "register.err.ip"],
    [222, "introducer", "register.err.introducerError"],
    [224, "verifyCode", "register.err.captchaFailed"],
    [227, "memberName", "register.err.nameInvalid"],
    [228, "introducer", "register.err.introducerInvalid"],
    [996, "form", "register.err.tooOften"],
    [997, "form", "register.err.ipLimit"],
  ];
  it.each(table)("%i lands on %s", (code, field, key) => {
    expect(registerCodeOutcome(code, "server says")).toEqual({ field, error: { key } });
  });

  it("215 puts the server message on the phone", () => {
    expect(registerCodeOutcome(215, "call us")).toEqual({ field: "memberPhone", error: { text: "call us" } });
  });

  it.each([
    [301, "memberQq"],
    [302, "memberTelegram"],
    [303, "memberWhatsApp"],
    [304, "memberWechat"],
    [305, "memberZalo"],
    [306, "memberSkype"],
    [307, "memberFb"],
    [308, "memberOthers"],
  ])("%i puts the server message on %s", (code, field) => {
    expect(registerCodeOutcome(code, "bad id")).toEqual({ field, error: { text: "bad id" } });
  });

  it("other codes show the server message, or 'error' when there is none", () => {
    expect(registerCodeOutcome(500, "boom")).toEqual({ field: "form", error: { text: "boom" } });
    expect(registerCodeOutcome(500, "")).toEqual({ field: "form", error: { key: "register.err.error" } });
  });
});

describe("SMS codes (spec 001 §8)", () => {
  it.each([
    [99, "register.sms.verifyError", false],
    [102, "register.sms.rateLimited", true],
    [103, "register.sms.noBalance", false],
    [104, "register.sms.contactService", false],
    [201, "register.sms.phoneBlank", false],
  ])("%i → %s, countdown %s", (code, key, countdown) => {
    expect(smsCodeOutcome(code, "x")).toEqual({ kind: "failed", error: { key }, startCountdown: countdown });
  });

  it("102 still starts the 300 s countdown; 103 does not", () => {
    const s = run(ready(), input("memberPhone", "9876543210"), { type: "smsRequested" });
    expect(form(s).sms.kind).toBe("sending");
    const limited = transition(s, { type: "smsFailed", code: 102, message: "", now: 1000, platform: true });
    expect(form(limited).sms).toEqual({ kind: "counting", until: 1000 + 300_000, phone: "9876543210" });
    expect(form(limited).errors.phoneVerify).toEqual({ key: "register.sms.rateLimited" });
    const noBalance = transition(s, { type: "smsFailed", code: 103, message: "", now: 1000, platform: true });
    expect(form(noBalance).sms).toEqual({ kind: "idle" });
  });

  /** The form ready, 9876543210 typed, an SMS asked for and sent at 5 s. */
  const smsSentAt5s = () =>
    run(ready(), input("memberPhone", "9876543210"), { type: "smsRequested" }, { type: "smsSent", now: 5000 });

  it("a sent SMS counts down 300 s, then the button is back (spec 001 §4)", () => {
    const s = smsSentAt5s();
    expect(form(s).sms).toEqual({ kind: "counting", until: 305_000, phone: "9876543210" });
    expect(form(transition(s, { type: "smsRequested" })).sms.kind).toBe("counting");
    expect(form(transition(s, { type: "smsCountdownEnded" })).sms.kind).toBe("idle");
  });

  it("no SMS without a valid phone", () => {
    const s = run(ready(), { type: "smsRequested" });
    expect(form(s).sms.kind).toBe("idle");
    expect(form(s).errors.memberPhone).toEqual({ key: "register.sms.phoneBlank" });
  });

  // spec 001 §5 phone rules, then the currency's mobile plan (contract smsPhoneProblem, our extension): nothing is
  // sent to a number that cannot receive an SMS, and the error lands on the phone field.
  it.each([
    ["INR", "12345", "register.err.phoneMobile"],
    ["INR", "5123456789", "register.err.phoneMobile"],
    ["INR", "98765-43210", "register.err.phoneDigits"],
    ["INR", "9876543210", null],
    ["INR", "6000000000", null],
    ["VND", "091234567", "register.err.phoneLength"],
    ["VND", "9123456789", "register.err.phoneMobile"],
    ["VND", "0912345678", null],
  ])("%s %s → %s", (currency, phone, key) => {
    const s = run(ready(currency), input("memberPhone", phone), { type: "smsRequested" });
    if (key === null) expect(form(s).sms.kind).toBe("sending");
    else {
      expect(form(s).sms.kind).toBe("idle");
      expect(form(s).errors.memberPhone).toMatchObject({ key });
    }
  });

  it("the countdown belongs to the number (spec 001 §4 300 s; the platform locks per number too)", () => {
    const sent = smsSentAt5s();
    // A corrected number may be sent at once…
    const other = run(sent, input("memberPhone", "9876543211"));
    expect(form(other).sms).toEqual({ kind: "idle" });
    const second = run(other, { type: "smsRequested" }, { type: "smsSent", now: 9000 });
    expect(form(second).sms).toEqual({ kind: "counting", until: 309_000, phone: "9876543211" });
    // …and going back to the first number shows its own countdown again.
    const back = run(second, input("memberPhone", "9876543210 "));
    expect(form(back).sms).toEqual({ kind: "counting", until: 305_000, phone: "9876543210" });
    // Its end frees that number only.
    const ended = run(back, { type: "smsCountdownEnded" }, input("memberPhone", "9876543211"));
    expect(form(ended).sms).toEqual({ kind: "counting", until: 309_000, phone: "9876543211" });
  });

  it("the number typed while an SMS was being sent does not take its countdown", () => {
    const s = run(
      ready(),
      input("memberPhone", "9876543210"),
      { type: "smsRequested" },
      input("memberPhone", "9876543219"),
      { type: "smsSent", now: 1000 },
    );
    expect(form(s).sms).toEqual({ kind: "idle" });
    expect(form(run(s, input("memberPhone", "9876543210"))).sms).toMatchObject({ phone: "9876543210" });
  });

  it("099 from the platform lands on the phone field", () => {
    const s = run(ready(), input("memberPhone", "9876543210"), { type: "smsRequested" });
    const refused = transition(s, { type: "smsFailed", code: 99, message: "", now: 1, platform: true });
    expect(form(refused).errors.memberPhone).toEqual({ key: "register.sms.verifyError" });
    expect(form(refused).sms).toEqual({ kind: "idle" });
  });
});

describe("registration mode (spec 001 §4)", () => {
  const none = NO_REFERRAL;
  it.each<[string, Partial<ReferralCookies>, RegisterMode]>([
    ["no cookies: manual", {}, { kind: "manual" }],
    [
      "agent link",
      { registerType: "member_agent", memberAgent: "2" },
      { kind: "member_agent", agentId: "2", source: "link" },
    ],
    [
      "recommend link",
      { registerType: "recommend_code", recommendCode: "DEMO2024" },
      { kind: "recommend_code", code: "DEMO2024" },
    ],
    ["type without its value: manual", { registerType: "recommend_code" }, { kind: "manual" }],
    ["garbage value: manual", { registerType: "member_agent", memberAgent: "<script>" }, { kind: "manual" }],
    ["agent domain cookie", { agentDomainId: "2" }, { kind: "member_agent", agentId: "2", source: "domain" }],
  ])("%s", (_n, cookies, mode) => {
    expect(modeFromCookies({ ...none, ...cookies })).toEqual(mode);
  });

  it("checks link modes with /register/valid_message, falling back to manual when invalid", () => {
    const m: RegisterMode = { kind: "recommend_code", code: "X1" };
    expect(validMessageBody(m, 7)).toEqual({ site_id: 7, recommend_code: "X1" });
    expect(validMessageBody({ kind: "member_agent", agentId: "2", source: "link" }, 7)).toEqual({
      site_id: 7,
      agent_id: "2",
    });
    expect(validMessageBody({ kind: "manual" }, 7)).toBeNull();
    expect(applyValidity(m, false)).toEqual({ kind: "manual" });
    expect(applyValidity(m, true)).toBe(m);
  });

  it("an agent domain locks its currency and names its agent", () => {
    const domain = { is_valid: true, currency: "USD", agent_id: 2 };
    expect(initialCurrency({ pageCurrency: "INR", linkCurrency: "VND", domain })).toEqual({
      currency: "USD",
      locked: true,
    });
    expect(initialCurrency({ pageCurrency: "INR", linkCurrency: "vnd", domain: null })).toEqual({
      currency: "VND",
      locked: false,
    });
    expect(initialCurrency({ pageCurrency: "INR", linkCurrency: null, domain: null })).toEqual({
      currency: "INR",
      locked: false,
    });
    expect(applyAgentDomain({ kind: "manual" }, domain)).toEqual({
      kind: "member_agent",
      agentId: "2",
      source: "domain",
    });
    const link: RegisterMode = { kind: "member_agent", agentId: "9", source: "link" };
    expect(applyAgentDomain(link, domain)).toBe(link);
  });

  it("a locked currency cannot be changed", () => {
    const s = run(ready("USD", { kind: "manual" }, true), { type: "currencyChanged", currency: "INR" });
    expect(form(s).currency).toBe("USD");
  });

  it("the introducer is sent with its register_type", () => {
    expect(introducerOf({ kind: "recommend_code", code: "A" }, "typed")).toEqual({
      introducer: "A",
      register_type: "recommend_code",
    });
    expect(introducerOf({ kind: "manual" }, " B ")).toEqual({ introducer: "B" });
    expect(introducerOf({ kind: "manual" }, "")).toEqual({});
  });

  it("a link introducer shows read-only and cannot be typed over", () => {
    const s = ready("INR", { kind: "recommend_code", code: "DEMO2024" });
    expect(form(s).values.introducer).toBe("DEMO2024");
    expect(form(transition(s, input("introducer", "x"))).values.introducer).toBe("DEMO2024");
  });
});

describe("currency (spec 001 §4, §8)", () => {
  it("an unsupported currency is 'not yet open' and cannot submit", () => {
    const s = ready("BRL");
    expect(form(s).open).toBe(false);
    const after = transition(s, { type: "submitRequested" });
    expect(form(after).submit.kind).toBe("idle");
    expect(form(after).errors.form).toEqual({ key: "register.err.currencyClosed" });
    expect(form(ready("XYZ")).open).toBe(false);
  });

  it("changing the currency resets fields whose visibility changed and keeps the others", () => {
    const s = run(
      ready("INR"),
      input("memberAccount", "ravi_01"),
      input("memberWhatsApp", "98765432"),
      input("memberPhone", "9876543210"),
      input("phoneVerify", "123456"),
      input("memberEmail", "ravi@example.com"),
    );
    const { form: usd, recheck } = changeCurrency(form(s), "USD");
    // WhatsApp and the phone code are not shown for USD: reset.
    expect(usd.values.memberWhatsApp).toBe("");
    expect(usd.values.phoneVerify).toBe("");
    // Shown in both: kept.
    expect(usd.values.memberAccount).toBe("ravi_01");
    expect(usd.values.memberPhone).toBe("9876543210");
    // The unique ones with a value are checked again.
    expect(recheck.sort()).toEqual(["memberAccount", "memberEmail", "memberPhone"]);
  });

  it("errors of fields that disappear go with them; kept errors are judged by the new rules", () => {
    const s = run(ready("USD"), { type: "blur", field: "memberEmail" }, input("memberName", "Nguyen Van"), {
      type: "blur",
      field: "memberName",
    });
    expect(form(s).errors.memberEmail).toEqual({ key: "register.err.required" });
    const vnd = form(transition(s, { type: "currencyChanged", currency: "VND" }));
    expect(vnd.errors.memberEmail).toBeUndefined();
    expect(vnd.values.memberName).toBe("Nguyen Van");
    // Still shown; its error appears on the next blur or submit under VND's one-word rule.
    expect(
      form(transition({ kind: "ready", form: vnd }, { type: "blur", field: "memberName" })).errors.memberName,
    ).toEqual({
      key: "register.err.nameOneWord",
    });
  });
});

describe("unique checks and submit (spec 001 §7)", () => {
  it("a unique field with a valid value is checked with verification=1", () => {
    const s = run(ready("INR"), input("memberAccount", "ravi_01"), { type: "blur", field: "memberAccount" });
    expect(uniqueCheckBody(form(s), "memberAccount")).toEqual({
      site_id: 1,
      member_currency: "INR",
      verification: 1,
      member_account: "ravi_01",
    });
    expect(uniqueCheckBody(form(s), "memberName")).toBeNull();
  });

  it("a locally invalid value is not sent for checking", () => {
    const s = run(ready("INR"), input("memberAccount", "ab"), { type: "blur", field: "memberAccount" });
    expect(uniqueCheckBody(form(s), "memberAccount")).toBeNull();
  });

  it("a duplicate found on blur stays on its field at submit", () => {
    const s = run(
      ready("INR"),
      input("memberAccount", "demo01x"),
      { type: "uniqueChecking", field: "memberAccount" },
      { type: "uniqueChecked", field: "memberAccount", error: { key: "register.err.accountRepeat" } },
      { type: "submitRequested" },
    );
    expect(form(s).errors.memberAccount).toEqual({ key: "register.err.accountRepeat" });
    expect(form(s).checking).toEqual([]);
  });

  const good = [
    input("memberAccount", "ravi_01"),
    input("password", "abc123"),
    input("checkPassword", "abc123"),
    input("memberName", "Ravi Kumar"),
    input("memberPhone", "9876543210"),
    input("phoneVerify", "123456"),
    input("verifyCode", "1234"),
    input("agreement", true),
  ];

  it("a valid form submits once and builds the snake_case payload of spec 001 §3", () => {
    const s = run(ready("INR", { kind: "recommend_code", code: "DEMO2024" }), ...good, { type: "submitRequested" });
    expect(form(s).submit.kind).toBe("submitting");
    expect(form(transition(s, { type: "submitRequested" })).submit.kind).toBe("submitting");
    const body = registerPayload(form(s), { captchaToken: "tok", device: { device: 2, browser: "Chrome" } });
    expect(body).toEqual({
      device: 2,
      browser: "Chrome",
      site_id: 1,
      member_account: "ravi_01",
      password: "abc123",
      member_currency: "INR",
      member_name: "Ravi Kumar",
      member_phone: "9876543210",
      phone_verify: "123456",
      check_password: "abc123",
      member_confirm_password: "abc123",
      captcha_token: "tok",
      verify_code: "1234",
      member_captcha: "1234",
      introducer: "DEMO2024",
      register_type: "recommend_code",
      // the agreement box says "I am 18 or older": the platform is told (player protection)
      age_confirmed: 1,
    });
  });

  it("a failed submit puts the code on its field, clears the captcha answer and asks for a new captcha", () => {
    const s = run(
      ready("INR"),
      ...good,
      { type: "submitRequested" },
      {
        type: "submitFailed",
        outcome: registerCodeOutcome(102, "member_account already exists"),
      },
    );
    expect(form(s).submit.kind).toBe("idle");
    expect(form(s).errors.memberAccount).toEqual({ key: "register.err.accountRepeat" });
    expect(form(s).values.verifyCode).toBe("");
    expect(form(s).captchaRound).toBe(1);
  });

  it("the agreement error clears as soon as the box is ticked", () => {
    const s = run(ready("INR"), { type: "submitRequested" });
    expect(form(s).errors.agreement).toEqual({ key: "signup.err_agreement" });
    expect(form(transition(s, input("agreement", true))).errors.agreement).toBeUndefined();
  });

  // after a refused submit the member is taken to the first field in error.
  const focusCases: [string, Event[], string | null][] = [
    ["an empty submit: the account, first in the form", [], "memberAccount"],
    [
      "account and passwords good: the name, next in the form",
      [input("memberAccount", "ravi_01"), input("password", "abc123"), input("checkPassword", "abc123")],
      "memberName",
    ],
    ["everything but the agreement: the agreement box", good.slice(0, -1), "agreement"],
    ["a 3-character captcha answer: the captcha", [...good, input("verifyCode", "123")], "verifyCode"],
    ["a valid form: nothing to focus", good, null],
  ];
  it.each(focusCases)("submit focus — %s", (_name, events, field) => {
    const s = run(ready("INR"), ...events, { type: "submitRequested" });
    expect(form(s).focus?.field ?? null).toBe(field);
  });

  it("each refused submit asks for the focus again, also for a platform answer and a closed currency", () => {
    const once = run(ready("INR"), { type: "submitRequested" });
    const twice = transition(once, { type: "submitRequested" });
    expect(form(twice).focus).toEqual({ field: "memberAccount", round: (form(once).focus?.round ?? 0) + 1 });
    const failed = run(
      ready("INR"),
      ...good,
      { type: "submitRequested" },
      {
        type: "submitFailed",
        outcome: registerCodeOutcome(224, "captcha failed"),
      },
    );
    expect(form(failed).focus?.field).toBe("verifyCode");
    expect(form(transition(ready("BRL"), { type: "submitRequested" })).focus?.field).toBe("form");
  });

  it("demo mode blocks registration (spec 001 §5)", () => {
    expect(transition(initialState, { type: "demo" })).toEqual({ kind: "demo" });
  });
});
