// Ships to server and browser (pure). The registration form's model: its values, its field keys and which
// fields apply to a currency (spec 001 §3 register-setting entry, §4 "Field rules depend on the chosen
// currency", §5). camelCase inside the site; the settings' wire names stay snake_case.
import type { RegisterField, RegisterSetting } from "../../contract/register.ts";
import type { Currency } from "../../lib/config/constants.ts";
import type { Message } from "../../lib/i18n/message.ts";

/** Every value the form holds; the birthday is three selects (spec 001 §5 "year, month and day"). */
export interface RegisterValues {
  memberAccount: string;
  password: string;
  checkPassword: string;
  memberName: string;
  memberEmail: string;
  memberPhone: string;
  phoneVerify: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  memberQq: string;
  memberTelegram: string;
  memberWhatsApp: string;
  memberWechat: string;
  memberZalo: string;
  memberSkype: string;
  memberFb: string;
  memberOthers: string;
  identityId: string;
  withdrawPassword: string;
  verifyCode: string;
  introducer: string;
  agreement: boolean;
}

export type TextValueKey = Exclude<keyof RegisterValues, "agreement">;

/** Keys a field error can sit on; the three birthday selects share `memberBirthday`. */
export type FieldKey = Exclude<keyof RegisterValues, "birthYear" | "birthMonth" | "birthDay"> | "memberBirthday";

/** Errors as the member sees them (one Message per field, lib/i18n/message.ts). */
export type FieldErrors = Partial<Record<FieldKey | "form", Message>>;

export function emptyValues(): RegisterValues {
  return {
    memberAccount: "",
    password: "",
    checkPassword: "",
    memberName: "",
    memberEmail: "",
    memberPhone: "",
    phoneVerify: "",
    birthYear: "",
    birthMonth: "",
    birthDay: "",
    memberQq: "",
    memberTelegram: "",
    memberWhatsApp: "",
    memberWechat: "",
    memberZalo: "",
    memberSkype: "",
    memberFb: "",
    memberOthers: "",
    identityId: "",
    withdrawPassword: "",
    verifyCode: "",
    introducer: "",
    agreement: false,
  };
}

/** Contact-id fields (spec 001 §5) with their wire names; telegram and skype also allow "@". */
export const CONTACT_FIELDS = [
  { key: "memberQq", wire: "member_qq", at: false },
  { key: "memberTelegram", wire: "member_telegram", at: true },
  { key: "memberWhatsApp", wire: "member_whats_app", at: false },
  { key: "memberWechat", wire: "member_wechat", at: false },
  { key: "memberZalo", wire: "member_zalo", at: false },
  { key: "memberSkype", wire: "member_skype", at: true },
  { key: "memberFb", wire: "member_fb", at: false },
] as const satisfies readonly { key: FieldKey; wire: RegisterField; at: boolean }[];
export type ContactKey = (typeof CONTACT_FIELDS)[number]["key"];

/** The form field each setting governs. */
export const SETTING_FIELD: Readonly<Record<RegisterField, FieldKey>> = {
  member_name: "memberName",
  member_email: "memberEmail",
  member_phone: "memberPhone",
  member_birthday: "memberBirthday",
  member_qq: "memberQq",
  member_telegram: "memberTelegram",
  member_whats_app: "memberWhatsApp",
  member_skype: "memberSkype",
  member_fb: "memberFb",
  member_zalo: "memberZalo",
  member_wechat: "memberWechat",
  member_others: "memberOthers",
  identity_id: "identityId",
  withdraw_password: "withdrawPassword",
  check_password: "checkPassword",
  captcha: "verifyCode",
  introducer: "introducer",
};

/** Wire names of the fields that /register/verification can check one by one (spec 001 §7). */
export const UNIQUE_WIRE: Partial<Record<FieldKey, string>> = {
  memberAccount: "member_account",
  memberName: "member_name",
  memberEmail: "member_email",
  memberPhone: "member_phone",
  identityId: "identity_id",
};

export interface FieldRule {
  display: boolean;
  required: boolean;
  unique: boolean;
  verification: boolean;
}

export type FieldRules = Readonly<Record<FieldKey, FieldRule>>;

const ALL_KEYS: readonly FieldKey[] = [
  "memberAccount",
  "password",
  "checkPassword",
  "memberName",
  "memberEmail",
  "memberPhone",
  "phoneVerify",
  "memberBirthday",
  "memberQq",
  "memberTelegram",
  "memberWhatsApp",
  "memberWechat",
  "memberZalo",
  "memberSkype",
  "memberFb",
  "memberOthers",
  "identityId",
  "withdrawPassword",
  "verifyCode",
  "introducer",
  "agreement",
];

/** The order the form shows its fields in. */
export const FIELD_ORDER = ALL_KEYS;

const OFF: FieldRule = { display: false, required: false, unique: false, verification: false };

/** True when the settings list has any entry for this currency ("currency not yet open" otherwise, spec 001 §8). */
export function currencyIsOpen(settings: readonly RegisterSetting[], currency: Currency): boolean {
  return settings.some((s) => s.currency === currency);
}

/**
 * Which fields show and which are required for one currency (spec 001 §3, §5). Account, password and the
 * agreement always show and are required; the phone code shows when the phone shows with is_verification.
 */
export function rulesFor(settings: readonly RegisterSetting[], currency: Currency): FieldRules {
  const rules = Object.fromEntries(ALL_KEYS.map((k) => [k, OFF])) as Record<FieldKey, FieldRule>;
  for (const s of settings) {
    if (s.currency !== currency) continue;
    const display = s.is_display === 1;
    rules[SETTING_FIELD[s.name]] = {
      display,
      required: display && s.is_required === 1,
      unique: display && s.is_unique === 1,
      verification: display && s.is_verification === 1,
    };
  }
  const always: FieldRule = { display: true, required: true, unique: false, verification: false };
  rules.memberAccount = { ...always, unique: true };
  rules.password = always;
  rules.agreement = always;
  // The confirmation is required whenever it is displayed (spec 001 §5).
  if (rules.checkPassword.display) rules.checkPassword = { ...rules.checkPassword, required: true };
  // The captcha answer is required whenever the captcha is displayed (spec 001 §5).
  if (rules.verifyCode.display) rules.verifyCode = { ...rules.verifyCode, required: true };
  rules.phoneVerify = rules.memberPhone.verification
    ? { display: true, required: false, unique: false, verification: false }
    : OFF;
  return rules;
}
