// Ships to server and browser, and is imported by the sandbox. Registration (spec 001 §3, §5, §7, §8).
import { z } from "./zod.ts";
import { defineCall, publicCall } from "./call.ts";
import { CurrencySchema, DeviceInfoSchema, EmptyResponseSchema, FlagSchema, SiteIdSchema } from "./common.ts";
import { LoginResultSchema } from "./auth.ts";

/** Field names a register setting can name (spec 001 §3, §5); `check_password` is the confirm setting. */
export const REGISTER_FIELDS = [
  "member_name",
  "member_email",
  "member_phone",
  "member_birthday",
  "member_qq",
  "member_telegram",
  "member_whats_app",
  "member_skype",
  "member_fb",
  "member_zalo",
  "member_wechat",
  "member_others",
  "identity_id",
  "withdraw_password",
  "check_password",
  "captcha",
  "introducer",
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Register-setting entry per currency (spec 001 §3). */
export const RegisterSettingSchema = z.object({
  name: z.enum(REGISTER_FIELDS),
  currency: CurrencySchema,
  is_display: FlagSchema,
  is_required: FlagSchema,
  is_unique: FlagSchema,
  is_member_center: FlagSchema,
  is_verification: FlagSchema,
  /** Phone only. */
  is_member_center_verification: z.optional(FlagSchema),
});
export type RegisterSetting = z.infer<typeof RegisterSettingSchema>;

/** Registration codes (spec 001 §8). */
export const REGISTER_CODES = {
  accountRepeat: 102,
  nameRepeat: 103,
  phoneRepeat: 104,
  emailRepeat: 105,
  noAgent: 106,
  recommendClosed: 107,
  agentDisabled: 108,
  recommendDisabled: 109,
  codeDisabled: 110,
  introducerNotFound: 112,
  wrongVerify: 113,
  identityRepeat: 114,
  invalidEmail: 206,
  invalidPhone: 209,
  nameBlacklisted: 214,
  phone: 215,
  emailBlacklisted: 216,
  ipError: 218,
  introducerNotFound2: 219,
  introducerError: 222,
  identityRepeat2: 223,
  captchaFailed: 224,
  invalidName: 227,
  invalidIntroducer: 228,
  tooOften: 996,
  ipLimit: 997,
} as const;

/** SMS codes (spec 001 §8); 099 arrives as the number 99. */
export const SMS_CODES = {
  verifyError: 99,
  rateLimited: 102,
  noBalance: 103,
  contactService: 104,
  phoneBlank: 201,
} as const;

/**
 * OUR EXTENSION (spec 001 §5 says only "digits only; for VND exactly 10 digits"): an SMS can only reach a mobile
 * number, so /register/sms (and the site, before it asks) checks the number against the currency's mobile plan:
 * INR a 10-digit Indian mobile starting 6-9 (the national numbering plan), VND 10 digits starting 0 (spec 001 §5:
 * 10 digits), any other currency 6-15 digits (E.164's longest). "blank" answers SMS 201, the others 099
 * (spec 001 §8). Registration itself keeps spec 001 §5's digit rules.
 */
export type SmsPhoneProblem = "blank" | "digits" | "mobile";
export const SMS_MOBILE_PATTERNS: Readonly<Record<string, RegExp>> = {
  INR: /^[6-9]\d{9}$/,
  VND: /^0\d{9}$/,
};
const SMS_MOBILE_OTHER = /^\d{6,15}$/;

export function smsPhoneProblem(currency: string, phone: string): SmsPhoneProblem | null {
  const p = phone.trim();
  if (p === "") return "blank";
  if (!/^\d+$/.test(p)) return "digits";
  const pattern = Object.hasOwn(SMS_MOBILE_PATTERNS, currency) ? SMS_MOBILE_PATTERNS[currency]! : SMS_MOBILE_OTHER;
  return pattern.test(p) ? null : "mobile";
}

const opt = (s: z.ZodMiniString) => z.optional(s);
const text = (max: number) => z.string().check(z.maxLength(max));

/** Registration payload (spec 001 §3). Field rules that depend on the currency's settings are the server's. */
export const RegisterRequestSchema = z.extend(DeviceInfoSchema, {
  site_id: SiteIdSchema,
  member_account: z.string().check(z.minLength(1, "member_account is required"), z.maxLength(50)),
  password: z.string().check(z.minLength(1, "password is required"), z.maxLength(64)),
  member_currency: CurrencySchema,
  member_name: opt(text(100)),
  member_email: opt(text(100)),
  member_birthday: opt(text(10)),
  withdraw_password: opt(text(4)),
  member_phone: opt(text(20)),
  member_qq: opt(text(50)),
  member_telegram: opt(text(50)),
  member_whats_app: opt(text(50)),
  member_skype: opt(text(50)),
  member_fb: opt(text(50)),
  member_zalo: opt(text(50)),
  member_wechat: opt(text(50)),
  member_others: opt(text(100)),
  phone_verify: opt(text(6)),
  identity_id: opt(text(50)),
  captcha_token: opt(text(128)),
  verify_code: opt(text(16)),
  member_confirm_password: opt(text(64)),
  member_captcha: opt(text(16)),
  check_password: opt(text(64)),
  /** Agent introducer code or recommend code. */
  introducer: opt(text(50)),
  answer: opt(text(16)),
  /** Our addition: which kind of introducer (spec 001 §4 registration mode). */
  register_type: z.optional(z.enum(["member_agent", "recommend_code"])),
  /**
   * OUR EXTENSION (player protection, src/contract/protection.ts): the registrant confirms being 18 or over. A full
   * registration without it is refused (PROTECTION_CODES.ageNotConfirmed); a birthday under 18 too (underAge).
   */
  age_confirmed: z.optional(z.literal(1)),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const registerCalls = {
  registerSettings: publicCall(
    "/api/arks/web/register-settings",
    z.object({ site_id: SiteIdSchema }),
    z.object({ list: z.array(RegisterSettingSchema) }),
  ),
  serviceAgreement: defineCall({
    path: "/api/arks/web/register-settings/service-agreement",
    auth: false,
    request: z.object({ site_id: SiteIdSchema }),
    // list entries: our decision.
    response: z.object({
      list: z.array(z.object({ id: z.int(), language: z.string(), title: z.string(), content: z.string() })),
    }),
  }),
  verifyField: defineCall({
    path: "/api/register/verification",
    auth: false,
    // "per-field check with verification=1": site_id, member_currency and exactly the field being checked.
    request: z.extend(z.partial(RegisterRequestSchema), {
      site_id: SiteIdSchema,
      verification: z.literal(1),
    }),
    response: EmptyResponseSchema,
  }),
  register: defineCall({
    path: "/api/register",
    auth: false,
    request: RegisterRequestSchema,
    // Not shown: our decision, the new member is logged in.
    response: LoginResultSchema,
  }),
  sendSms: defineCall({
    path: "/api/register/sms",
    auth: false,
    request: z.object({
      member_phone: z.string().check(z.maxLength(20)),
      currency: CurrencySchema,
      type: z.literal("register_member"),
      site_id: SiteIdSchema,
    }),
    // Not shown: our decision, seconds until another SMS may be sent.
    response: z.object({ lock_seconds: z.int() }),
  }),
  validIntroducer: publicCall(
    "/api/register/valid_message",
    z.object({
      site_id: SiteIdSchema,
      recommend_code: z.optional(z.string().check(z.maxLength(50))),
      agent_id: z.optional(z.union([z.string().check(z.maxLength(50)), z.int()])),
    }),
    z.object({ is_valid: z.boolean() }),
  ),
  checkAgentDomain: publicCall(
    "/api/arks/web/check-agent-domain",
    z.object({ host: z.string().check(z.minLength(1), z.maxLength(255)), site_id: SiteIdSchema }),
    z.object({
      is_valid: z.boolean(),
      currency: z.nullable(CurrencySchema),
      agent_id: z.nullable(z.int()),
    }),
  ),
} as const;
