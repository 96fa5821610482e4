// Ships to server and browser (pure). Every registration field rule of spec 001 §5 with the limits of §9.
// No React, no stores, no fetch: the store and the tests call these directly.
import type { Currency } from "../../lib/config/constants.ts";
import { LIMITS } from "../../lib/config/constants.ts";
import { MIN_AGE, oldEnough } from "../../contract/protection.ts";
import {
  CONTACT_FIELDS,
  FIELD_ORDER,
  type FieldErrors,
  type FieldKey,
  type FieldRules,
  type RegisterValues,
} from "./fields.ts";
import type { Message } from "../../lib/i18n/message.ts";
import type { LocaleKey } from "../../lib/i18n/keys.ts";

export interface ValidateContext {
  rules: FieldRules;
  currency: Currency;
  /**
   * spec 001 §5 "for VND or one site exactly 10 digits": which site is not shown, so the site decides
   * through TEN_DIGIT_PHONE_SITE_IDS below.
   */
  siteId: number;
}

/** Sites whose phones are exactly 10 digits whatever the currency (spec 001 §5 "one site"; not shown, none yet). */
export const TEN_DIGIT_PHONE_SITE_IDS: readonly number[] = [];

export const ACCOUNT_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${LIMITS.accountMin},${LIMITS.accountMax}}$`);
export const PASSWORD_RULE = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`,
);
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** CJK ideographs plus the middle dot used in transliterated names. */
const CHINESE_ONLY = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff·•]+$/u;

const required: Message = { key: "register.err.required" };
const err = (key: LocaleKey, params?: Record<string, string | number>): Message => (params ? { key, params } : { key });

const blank = (v: string) => v.trim() === "";

export function needsTenDigitPhone(ctx: Pick<ValidateContext, "currency" | "siteId">): boolean {
  return ctx.currency === "VND" || TEN_DIGIT_PHONE_SITE_IDS.includes(ctx.siteId);
}

function contactPattern(at: boolean): RegExp {
  return new RegExp(`^[A-Za-z0-9_.\\-${at ? "@" : ""}]{${LIMITS.contactMin},${LIMITS.contactMax}}$`);
}

/** One field's rule (spec 001 §5); null when it passes or does not apply. */
export function validateField(field: FieldKey, values: RegisterValues, ctx: ValidateContext): Message | null {
  const rule = ctx.rules[field];
  if (!rule.display) return null;
  switch (field) {
    case "memberAccount": {
      const v = values.memberAccount.trim();
      if (v === "") return required;
      return ACCOUNT_PATTERN.test(v) ? null : err("register.err.account");
    }
    case "password": {
      if (values.password === "") return required;
      return PASSWORD_RULE.test(values.password) ? null : err("register.err.password");
    }
    case "checkPassword": {
      if (values.checkPassword === "") return required;
      return values.checkPassword === values.password ? null : err("register.err.checkPassword");
    }
    case "memberName": {
      const v = values.memberName.trim();
      if (v === "") return rule.required ? required : null;
      // spec 001 §5: for RMB a name that is not only Chinese characters is flagged.
      if (ctx.currency === "RMB" && !CHINESE_ONLY.test(v)) return err("register.err.nameChinese");
      // spec 001 §5: for VND a single word without spaces.
      if (ctx.currency === "VND" && /\s/.test(v)) return err("register.err.nameOneWord");
      return null;
    }
    case "memberEmail": {
      const v = values.memberEmail.trim();
      if (v === "") return rule.required ? required : null;
      return EMAIL_PATTERN.test(v) ? null : err("register.err.email");
    }
    case "memberPhone": {
      const v = values.memberPhone.trim();
      if (v === "") return rule.required ? required : null;
      if (!/^\d+$/.test(v)) return err("register.err.phoneDigits");
      if (needsTenDigitPhone(ctx) && v.length !== LIMITS.vndPhoneDigits)
        return err("register.err.phoneLength", { n: LIMITS.vndPhoneDigits });
      return v.length > 20 ? err("register.err.phoneDigits") : null;
    }
    case "phoneVerify": {
      // spec 001 §5: needed when phone verification is on and a phone is entered.
      if (!ctx.rules.memberPhone.verification || blank(values.memberPhone)) return null;
      const v = values.phoneVerify.trim();
      if (v === "") return required;
      return new RegExp(`^\\d{${LIMITS.phoneVerifyDigits}}$`).test(v)
        ? null
        : err("register.err.phoneVerify", { n: LIMITS.phoneVerifyDigits });
    }
    case "memberBirthday": {
      // spec 001 §5: year, month and day all chosen when required, or all empty.
      const parts = [values.birthYear, values.birthMonth, values.birthDay];
      const chosen = parts.filter((p) => p !== "").length;
      if (chosen === 0) return rule.required ? required : null;
      if (chosen !== 3) return err("register.err.birthday");
      // Player protection: 18 or over (the sandbox checks the same by its clock; src/contract/protection.ts).
      const date = `${values.birthYear}-${values.birthMonth.padStart(2, "0")}-${values.birthDay.padStart(2, "0")}`;
      return oldEnough(date, Date.now()) ? null : err("protection.err.underAge", { n: MIN_AGE });
    }
    case "memberQq":
    case "memberTelegram":
    case "memberWhatsApp":
    case "memberWechat":
    case "memberZalo":
    case "memberSkype":
    case "memberFb": {
      const c = CONTACT_FIELDS.find((f) => f.key === field);
      const v = values[field].trim();
      if (v === "") return rule.required ? required : null;
      return contactPattern(c?.at ?? false).test(v)
        ? null
        : err(c?.at ? "register.err.contactAt" : "register.err.contact", {
            min: LIMITS.contactMin,
            max: LIMITS.contactMax,
          });
    }
    case "memberOthers":
    case "identityId":
    case "introducer": {
      const v = values[field].trim();
      return v === "" && rule.required ? required : null;
    }
    case "withdrawPassword": {
      const v = values.withdrawPassword;
      if (v === "") return rule.required ? required : null;
      return new RegExp(`^\\d{${LIMITS.withdrawPasswordDigits}}$`).test(v)
        ? null
        : err("register.err.withdrawPassword", { n: LIMITS.withdrawPasswordDigits });
    }
    case "verifyCode": {
      // spec 001 §5: required when the captcha is displayed; a wrong length is caught before the captcha,
      // which is single use, is spent on a submit (LIMITS.captchaLength).
      const v = values.verifyCode.trim();
      if (v === "") return required;
      return v.length === LIMITS.captchaLength ? null : err("register.err.captchaLength", { n: LIMITS.captchaLength });
    }
    case "agreement":
      return values.agreement ? null : err("signup.err_agreement");
  }
}

/** Every displayed field's rule, in form order. */
export function validateAll(values: RegisterValues, ctx: ValidateContext): FieldErrors {
  const out: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const e = validateField(field, values, ctx);
    if (e) out[field] = e;
  }
  return out;
}

/** Which field a value key belongs to (the three birthday selects are one field). */
export function fieldOfValue(key: keyof RegisterValues): FieldKey {
  return key === "birthYear" || key === "birthMonth" || key === "birthDay" ? "memberBirthday" : key;
}
