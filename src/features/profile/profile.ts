// Ships to server and browser (pure). The rules of /user/Info (spec 001 §3, §5, §8): which profile
// fields the member may complete (register setting is_member_center, field empty), reading a field through its
// camelCase twin too, each field's rule (the contract's schema, the same one the platform applies) as a
// translated message, and what the platform's refusals mean.
import {
  PROFILE_EDIT_CODES,
  PROFILE_FIELD_SCHEMAS,
  WITHDRAW_PASSWORD_CODES,
  type MemberProfile,
  type ProfileField,
} from "../../contract/member.ts";
import type { RegisterSetting } from "../../contract/register.ts";
import { SMS_CODES } from "../../contract/register.ts";
import { LIMITS } from "../../lib/config/constants.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { withdrawPinLimitMessage } from "../../lib/i18n/withdraw-pin.ts";
import { runtimeKey, type LocaleKey } from "../../lib/i18n/keys.ts";

/** member_whats_app → memberWhatsApp, identity_id → identityId (spec 001 §3 camelCase twins). */
export function camelOf(field: string): string {
  return field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A profile field's value, from its snake_case name or its camelCase twin; "" when neither holds text. */
export function profileValue(profile: MemberProfile, field: ProfileField): string {
  const record = profile as unknown as Record<string, unknown>;
  for (const name of [field, camelOf(field)]) {
    const v = record[name];
    if (typeof v === "string" && v.trim() !== "") return v;
  }
  return "";
}

/** The locale key of a field's label (registration's own labels). */
export function fieldLabelKey(field: ProfileField): LocaleKey {
  return runtimeKey(`register.field.${camelOf(field)}`);
}

export interface CompletableField {
  field: ProfileField;
  /** The phone needs an SMS code (is_member_center_verification 1). */
  verification: boolean;
}

/**
 * The fields the member may complete here: shown for the member's currency, is_member_center 1, and still empty
 * in the profile. In the order of the register settings.
 */
export function completableFields(profile: MemberProfile, settings: readonly RegisterSetting[]): CompletableField[] {
  const out: CompletableField[] = [];
  for (const s of settings) {
    if (s.currency !== profile.member_currency || s.is_display !== 1 || s.is_member_center !== 1) continue;
    if (!(s.name in PROFILE_FIELD_SCHEMAS)) continue;
    const field = s.name as ProfileField;
    if (profileValue(profile, field) !== "") continue;
    out.push({ field, verification: field === "member_phone" && s.is_member_center_verification === 1 });
  }
  return out;
}

/** The fields shown read-only: every profile field with a value, in a fixed order. */
export const SHOWN_FIELDS: readonly ProfileField[] = [
  "member_name",
  "member_phone",
  "member_email",
  "member_birthday",
  "identity_id",
  "member_telegram",
  "member_whats_app",
  "member_wechat",
  "member_zalo",
  "member_qq",
  "member_skype",
  "member_fb",
  "member_others",
];

const CONTACT_AT: readonly ProfileField[] = ["member_telegram", "member_skype"];

/** The field's rule (the contract's schema) as the member reads it; null when the value passes. */
export function fieldError(field: ProfileField, value: string): Message | null {
  if (value.trim() === "") return { key: "register.err.required" };
  if (PROFILE_FIELD_SCHEMAS[field].safeParse(value).success) return null;
  switch (field) {
    case "member_email":
      return { key: "register.err.email" };
    case "member_phone":
      return { key: "register.err.phoneDigits" };
    case "member_birthday":
      return { key: "profile.err.birthday" };
    case "member_name":
      return { key: "register.err.nameInvalid" };
    case "identity_id":
      return { key: "profile.err.identity" };
    default:
      return {
        key: CONTACT_AT.includes(field) ? "register.err.contactAt" : "register.err.contact",
        params: { min: LIMITS.contactMin, max: LIMITS.contactMax },
      };
  }
}

/** The SMS code's rule (spec 001 §5 phoneVerify: digits only, exactly 6). */
export function smsCodeError(code: string): Message | null {
  return new RegExp(`^\\d{${LIMITS.phoneVerifyDigits}}$`).test(code)
    ? null
    : { key: "register.err.phoneVerify", params: { n: LIMITS.phoneVerifyDigits } };
}

/** A refusal of /member/profile/edit: the field it sits on (null: above the button) and its message. */
export function profileEditOutcome(
  code: number,
  message: string,
): { field: ProfileField | "phone_verify" | null; message: Message } {
  switch (code) {
    case PROFILE_EDIT_CODES.phoneRepeat:
      return { field: "member_phone", message: { key: "register.err.phoneRepeat" } };
    case PROFILE_EDIT_CODES.emailRepeat:
      return { field: "member_email", message: { key: "register.err.emailRepeat" } };
    case PROFILE_EDIT_CODES.identityRepeat:
      return { field: "identity_id", message: { key: "register.err.identityRepeat" } };
    case PROFILE_EDIT_CODES.wrongVerify:
      return { field: "phone_verify", message: { key: "register.err.wrongVerify" } };
    case PROFILE_EDIT_CODES.alreadySet:
      return { field: null, message: { key: "profile.err.alreadySet" } };
    case PROFILE_EDIT_CODES.notEditable:
      return { field: null, message: { key: "profile.err.notEditable" } };
    default:
      return { field: null, message: message ? { text: message } : { key: "api.error.unhandled" } };
  }
}

/** spec 001 §8 SMS codes; 102 still starts the countdown. */
export function smsOutcome(code: number, message: string): { message: Message; countdown: boolean } {
  switch (code) {
    case SMS_CODES.verifyError:
      return { message: { key: "register.sms.verifyError" }, countdown: false };
    case SMS_CODES.rateLimited:
      return { message: { key: "register.sms.rateLimited" }, countdown: true };
    case SMS_CODES.noBalance:
      return { message: { key: "register.sms.noBalance" }, countdown: false };
    case SMS_CODES.contactService:
      return { message: { key: "register.sms.contactService" }, countdown: false };
    case SMS_CODES.phoneBlank:
      return { message: { key: "register.sms.phoneBlank" }, countdown: false };
    default:
      return { message: message ? { text: message } : { key: "api.error.unhandled" }, countdown: false };
  }
}

export type PinField = "old" | "pin" | "confirm";

/** The withdraw-password form's rules (spec 001 §5: 4 digits in four boxes); the old one only when one is set. */
export function pinErrors(values: Record<PinField, string>, hasPassword: boolean): Partial<Record<PinField, Message>> {
  const digits = new RegExp(`^\\d{${LIMITS.withdrawPasswordDigits}}$`);
  const n = { n: LIMITS.withdrawPasswordDigits };
  const errors: Partial<Record<PinField, Message>> = {};
  if (hasPassword && !digits.test(values.old)) errors.old = { key: "register.err.withdrawPassword", params: n };
  if (!digits.test(values.pin)) errors.pin = { key: "register.err.withdrawPassword", params: n };
  else if (values.confirm !== values.pin) errors.confirm = { key: "profile.err.pinMismatch" };
  return errors;
}

/**
 * A refusal of /member/profile/withdraw_password: on which box group, with which message. The old password counts
 * toward the withdraw-password limit: `detail` (apiResponseData) gives the tries left or the lock's end.
 */
export function pinOutcome(
  code: number,
  message: string,
  detail: unknown = null,
  formatTime: (iso: string) => string = (iso) => iso,
): { field: PinField | null; message: Message } {
  switch (code) {
    case WITHDRAW_PASSWORD_CODES.oldWrong:
    case WITHDRAW_PASSWORD_CODES.locked:
      return {
        field: "old",
        message: withdrawPinLimitMessage(detail, formatTime) ?? {
          key:
            code === WITHDRAW_PASSWORD_CODES.locked
              ? "funds.err.withdraw_password_locked_later"
              : "profile.err.pinOldWrong",
        },
      };
    case WITHDRAW_PASSWORD_CODES.oldRequired:
      return { field: "old", message: { key: "register.err.required" } };
    case WITHDRAW_PASSWORD_CODES.sameAsOld:
      return { field: "pin", message: { key: "profile.err.pinSame" } };
    default:
      return { field: null, message: message ? { text: message } : { key: "api.error.unhandled" } };
  }
}
