// spec 001 §5 (registration rules) with the limits of §9, and the field visibility of §3/§4.
import { describe, expect, it } from "vitest";
import { emptyValues, rulesFor, type FieldKey, type RegisterValues } from "../../../src/features/register/fields.ts";
import { validateAll, validateField, type ValidateContext } from "../../../src/features/register/validate.ts";
import type { Currency } from "../../../src/lib/config/constants.ts";
import { ALL_SETTINGS } from "./helpers.ts";

const ctx = (currency: Currency): ValidateContext => ({ rules: rulesFor(ALL_SETTINGS, currency), currency, siteId: 1 });
const v = (patch: Partial<RegisterValues>): RegisterValues => ({ ...emptyValues(), ...patch });
const keyOf = (field: FieldKey, values: Partial<RegisterValues>, currency: Currency = "INR") => {
  const e = validateField(field, v(values), ctx(currency));
  return e === null ? null : "key" in e ? e.key : e.text;
};

type Case = [string, FieldKey, Partial<RegisterValues>, Currency, string | null];

// spec 001 §5
const CASES: Case[] = [
  // memberAccount: required; letters, digits, underscore or hyphen; 6-12 characters.
  ["account empty", "memberAccount", {}, "INR", "register.err.required"],
  ["account 5 chars", "memberAccount", { memberAccount: "abcde" }, "INR", "register.err.account"],
  ["account 6 chars", "memberAccount", { memberAccount: "abc_-1" }, "INR", null],
  ["account 12 chars", "memberAccount", { memberAccount: "abcdefghij12" }, "INR", null],
  ["account 13 chars", "memberAccount", { memberAccount: "abcdefghij123" }, "INR", "register.err.account"],
  ["account with a dot", "memberAccount", { memberAccount: "abc.def" }, "INR", "register.err.account"],
  ["account with a space", "memberAccount", { memberAccount: "abc def" }, "INR", "register.err.account"],
  // password: required; 6-12; letters and digits only, at least one of each.
  ["password empty", "password", {}, "INR", "register.err.required"],
  ["password letters only", "password", { password: "abcdefg" }, "INR", "register.err.password"],
  ["password digits only", "password", { password: "1234567" }, "INR", "register.err.password"],
  ["password 5 chars", "password", { password: "abc12" }, "INR", "register.err.password"],
  ["password 13 chars", "password", { password: "abcdef1234567" }, "INR", "register.err.password"],
  ["password with a symbol", "password", { password: "abc123!" }, "INR", "register.err.password"],
  ["password good", "password", { password: "abc123" }, "INR", null],
  // checkPassword: shown only if the confirm setting is displayed; required and equal.
  ["confirm empty", "checkPassword", { password: "abc123" }, "INR", "register.err.required"],
  [
    "confirm differs",
    "checkPassword",
    { password: "abc123", checkPassword: "abc124" },
    "INR",
    "register.err.checkPassword",
  ],
  ["confirm equal", "checkPassword", { password: "abc123", checkPassword: "abc123" }, "INR", null],
  ["confirm not displayed (RMB)", "checkPassword", { password: "abc123" }, "RMB", null],
  // memberName: required when displayed and required; RMB only Chinese; VND one word.
  ["name required (INR)", "memberName", {}, "INR", "register.err.required"],
  ["name optional (USD)", "memberName", {}, "USD", null],
  ["name latin for RMB is flagged", "memberName", { memberName: "Wang Li" }, "RMB", "register.err.nameChinese"],
  ["name mixed for RMB is flagged", "memberName", { memberName: "王Li" }, "RMB", "register.err.nameChinese"],
  ["name Chinese for RMB", "memberName", { memberName: "王小明" }, "RMB", null],
  ["name two words for VND", "memberName", { memberName: "Nguyen Van" }, "VND", "register.err.nameOneWord"],
  ["name one word for VND", "memberName", { memberName: "Nguyen" }, "VND", null],
  ["name two words for INR", "memberName", { memberName: "Ravi Kumar" }, "INR", null],
  // memberEmail: required if required; must look like an e-mail.
  ["email optional (INR)", "memberEmail", {}, "INR", null],
  ["email required (USD)", "memberEmail", {}, "USD", "register.err.required"],
  ["email malformed", "memberEmail", { memberEmail: "ravi@example" }, "INR", "register.err.email"],
  ["email good", "memberEmail", { memberEmail: "ravi@example.com" }, "INR", null],
  // memberPhone: required if required; digits only; VND exactly 10.
  ["phone required (INR)", "memberPhone", {}, "INR", "register.err.required"],
  ["phone optional (USD)", "memberPhone", {}, "USD", null],
  ["phone with a plus", "memberPhone", { memberPhone: "+919876543210" }, "INR", "register.err.phoneDigits"],
  ["phone INR any length", "memberPhone", { memberPhone: "98765432101" }, "INR", null],
  ["phone VND 9 digits", "memberPhone", { memberPhone: "091234567" }, "VND", "register.err.phoneLength"],
  ["phone VND 10 digits", "memberPhone", { memberPhone: "0912345678" }, "VND", null],
  // phoneVerify: when verification is on and a phone is entered; exactly 6 digits.
  ["code without phone", "phoneVerify", {}, "INR", null],
  ["code missing", "phoneVerify", { memberPhone: "9876543210" }, "INR", "register.err.required"],
  [
    "code 5 digits",
    "phoneVerify",
    { memberPhone: "9876543210", phoneVerify: "12345" },
    "INR",
    "register.err.phoneVerify",
  ],
  [
    "code letters",
    "phoneVerify",
    { memberPhone: "9876543210", phoneVerify: "12345a" },
    "INR",
    "register.err.phoneVerify",
  ],
  ["code 6 digits", "phoneVerify", { memberPhone: "9876543210", phoneVerify: "123456" }, "INR", null],
  ["code not asked (USD)", "phoneVerify", { memberPhone: "9876543210" }, "USD", null],
  // memberBirthday: all chosen when required, or all empty.
  ["birthday all empty, optional", "memberBirthday", {}, "USD", null],
  ["birthday partial", "memberBirthday", { birthYear: "1990" }, "USD", "register.err.birthday"],
  ["birthday complete", "memberBirthday", { birthYear: "1990", birthMonth: "1", birthDay: "2" }, "USD", null],
  ["birthday required, empty", "memberBirthday", {}, "RMB", "register.err.required"],
  // Contact ids: required if required; letters, digits, _ . - (telegram and skype also @); 5-50.
  ["qq required (RMB)", "memberQq", {}, "RMB", "register.err.required"],
  ["qq 4 chars", "memberQq", { memberQq: "1234" }, "RMB", "register.err.contact"],
  ["qq 5 chars", "memberQq", { memberQq: "12345" }, "RMB", null],
  ["qq 51 chars", "memberQq", { memberQq: "1".repeat(51) }, "RMB", "register.err.contact"],
  ["qq 50 chars", "memberQq", { memberQq: "1".repeat(50) }, "RMB", null],
  ["wechat with @", "memberWechat", { memberWechat: "@wang_li" }, "RMB", "register.err.contact"],
  ["wechat dots and hyphens", "memberWechat", { memberWechat: "wang.li-9_x" }, "RMB", null],
  ["telegram with @", "memberTelegram", { memberTelegram: "@ravi_k" }, "INR", null],
  ["telegram with a space", "memberTelegram", { memberTelegram: "ravi k99" }, "INR", "register.err.contactAt"],
  ["skype with @", "memberSkype", { memberSkype: "live:@wang" }, "RMB", "register.err.contactAt"],
  ["skype with @ only", "memberSkype", { memberSkype: "wang@li.cn" }, "RMB", null],
  ["whatsapp with @", "memberWhatsApp", { memberWhatsApp: "@9876543" }, "INR", "register.err.contact"],
  ["zalo good (VND)", "memberZalo", { memberZalo: "0912345678" }, "VND", null],
  ["fb with @", "memberFb", { memberFb: "wang@li" }, "RMB", "register.err.contact"],
  ["whatsapp not displayed (USD)", "memberWhatsApp", { memberWhatsApp: "x" }, "USD", null],
  // identityId: required if required.
  ["identity required (RMB)", "identityId", {}, "RMB", "register.err.required"],
  ["identity not displayed (INR)", "identityId", {}, "INR", null],
  // withdrawPassword: 4 digits.
  ["withdraw optional, empty", "withdrawPassword", {}, "INR", null],
  ["withdraw required, empty", "withdrawPassword", {}, "RMB", "register.err.required"],
  ["withdraw 3 digits", "withdrawPassword", { withdrawPassword: "123" }, "INR", "register.err.withdrawPassword"],
  ["withdraw 4 digits", "withdrawPassword", { withdrawPassword: "1234" }, "INR", null],
  // verifyCode: required when the captcha is displayed.
  ["captcha empty", "verifyCode", {}, "INR", "register.err.required"],
  ["captcha given", "verifyCode", { verifyCode: "1234" }, "INR", null],
  // a captcha answer of the wrong length is caught before it is sent (the captcha is single use).
  ["captcha 3 characters", "verifyCode", { verifyCode: "123" }, "INR", "register.err.captchaLength"],
  ["captcha 5 characters", "verifyCode", { verifyCode: "12345" }, "INR", "register.err.captchaLength"],
  ["captcha 4 characters, spaces trimmed", "verifyCode", { verifyCode: " 1234 " }, "INR", null],
  ["captcha not displayed (RMB)", "verifyCode", {}, "RMB", null],
  // Agreement box must be ticked (signup.err_agreement).
  ["agreement unticked", "agreement", {}, "INR", "signup.err_agreement"],
  ["agreement ticked", "agreement", { agreement: true }, "INR", null],
];

describe("registration field rules (spec 001 §5)", () => {
  it.each(CASES)("%s", (_name, field, values, currency, expected) => {
    expect(keyOf(field, values, currency)).toBe(expected);
  });

  it("a complete INR registration passes every rule", () => {
    const values = v({
      memberAccount: "ravi_01",
      password: "abc123",
      checkPassword: "abc123",
      memberName: "Ravi Kumar",
      memberPhone: "9876543210",
      phoneVerify: "123456",
      verifyCode: "1234",
      agreement: true,
    });
    expect(validateAll(values, ctx("INR"))).toEqual({});
  });

  it("an empty INR form names every required field and the agreement", () => {
    expect(Object.keys(validateAll(v({}), ctx("INR"))).sort()).toEqual(
      ["agreement", "checkPassword", "memberAccount", "memberName", "memberPhone", "password", "verifyCode"].sort(),
    );
  });
});

describe("field visibility per currency (spec 001 §3, §4)", () => {
  it("follows is_display and is_required; phone code only with is_verification", () => {
    const inr = rulesFor(ALL_SETTINGS, "INR");
    expect(inr.memberWhatsApp.display).toBe(true);
    expect(inr.phoneVerify.display).toBe(true);
    expect(inr.memberBirthday.display).toBe(false);
    const usd = rulesFor(ALL_SETTINGS, "USD");
    expect(usd.memberWhatsApp.display).toBe(false);
    expect(usd.phoneVerify.display).toBe(false);
    expect(usd.memberEmail).toMatchObject({ display: true, required: true, unique: true });
  });

  it("account, password and the agreement always show", () => {
    const none = rulesFor([], "INR");
    expect(none.memberAccount.display && none.password.display && none.agreement.display).toBe(true);
    expect(none.memberName.display).toBe(false);
  });
});
