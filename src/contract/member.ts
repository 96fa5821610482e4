// Ships to server and browser, and is imported by the sandbox. Member centre calls (spec 001 §3, §6, §7).
import { z } from "./zod.ts";
import { defineCall, memberCall, publicCall } from "./call.ts";
import {
  CurrencySchema,
  EmptyRequestSchema,
  EmptyResponseSchema,
  FlagSchema,
  MemberIdentityShape,
  MoneySchema,
  SiteIdSchema,
} from "./common.ts";
import { LIMITS } from "./constants.ts";
import { REGISTER_CODES } from "./register.ts";

/** Member layout info (spec 001 §3). member_type 1 is a plain member; other values load agent-level names. */
export const MemberLayoutSchema = z.object({
  id: z.int(),
  member_account: z.string(),
  member_type: z.int(),
  agent_type: z.int(),
  agent_level: z.int(),
  agent_active: FlagSchema,
  is_agent: FlagSchema,
  member_currency: CurrencySchema,
  member_cash: MoneySchema,
  is_playing: FlagSchema,
  cash_back_status: FlagSchema,
  /** 1 usable, 0 frozen (our reading). */
  wallet_status: FlagSchema,
  first_login_to_change_password: FlagSchema,
  need_bank_account_deposit_verified: FlagSchema,
});
export type MemberLayout = z.infer<typeof MemberLayoutSchema>;

const nullableText = z.nullable(z.string());

/** Member profile (spec 001 §3), snake_case fields plus their camelCase twins. */
export const MemberProfileSchema = z.object({
  id: z.int(),
  member_account: z.string(),
  member_name: nullableText,
  is_withdraw_password: FlagSchema,
  member_birthday: nullableText,
  member_email: nullableText,
  member_currency: CurrencySchema,
  member_phone: nullableText,
  member_line: nullableText,
  member_others: nullableText,
  member_qq: nullableText,
  member_skype: nullableText,
  member_wechat: nullableText,
  member_fb: nullableText,
  member_zalo: nullableText,
  member_telegram: nullableText,
  member_whats_app: nullableText,
  new_identity_id: nullableText,
  identity_id: nullableText,
  /** Never the real password: "****" when one is set, null otherwise (our decision). */
  withdraw_password: nullableText,
  memberAccount: z.string(),
  memberName: nullableText,
  isWithdrawPassword: FlagSchema,
  memberBirthday: nullableText,
  memberEmail: nullableText,
  memberCurrency: CurrencySchema,
  memberPhone: nullableText,
  memberLine: nullableText,
  memberOthers: nullableText,
  memberQq: nullableText,
  memberSkype: nullableText,
  memberWechat: nullableText,
  memberFb: nullableText,
  memberZalo: nullableText,
  memberTelegram: nullableText,
  memberWhatsApp: nullableText,
  newIdentityId: nullableText,
  identityId: nullableText,
  withdrawPassword: nullableText,
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

/** The `enc` app entry answer (spec 001 §4, §7): apiResponseData is a JSON string of this shape. */
export const InfoDataSchema = z.object({ tk: z.string(), ...MemberIdentityShape });

/**
 * The profile fields a member may complete in the member centre (register-setting names, spec 001 §3), each with
 * the rule of spec 001 §5 that registration applies too. One schema for the site's form and the sandbox (
 * "Bad input"). The withdraw password has its own call.
 */
const contact = (at: boolean) =>
  z
    .string()
    .check(
      z.trim(),
      z.regex(
        new RegExp(`^[A-Za-z0-9_.\\-${at ? "@" : ""}]{${LIMITS.contactMin},${LIMITS.contactMax}}$`),
        `letters, digits, _ . -${at ? " @" : ""}; ${LIMITS.contactMin}-${LIMITS.contactMax} characters`,
      ),
    );

export const PROFILE_FIELD_SCHEMAS = {
  member_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  member_email: z.pipe(z.string().check(z.trim()), z.email().check(z.maxLength(100))),
  member_phone: z.string().check(z.trim(), z.regex(/^\d{5,20}$/, "digits only, 5-20")),
  member_birthday: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD"),
    z.refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getTime() < Date.now();
    }, "a real date in the past"),
  ),
  member_telegram: contact(true),
  member_whats_app: contact(false),
  member_wechat: contact(false),
  member_zalo: contact(false),
  member_qq: contact(false),
  member_skype: contact(true),
  member_fb: contact(false),
  member_others: contact(false),
  identity_id: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{4,30}$/, "letters, digits or -; 4-30")),
} as const;
export type ProfileField = keyof typeof PROFILE_FIELD_SCHEMAS;
export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_SCHEMAS) as ProfileField[];

export const ProfileEditRequestSchema = z
  .extend(z.partial(z.object(PROFILE_FIELD_SCHEMAS)), {
    phone_verify: z.optional(z.string().check(z.regex(/^\d{6}$/, "6 digits"))),
  })
  .check(z.refine((b) => PROFILE_FIELDS.some((f) => b[f] !== undefined), { message: "no field to save" }));
export type ProfileEditRequest = z.input<typeof ProfileEditRequestSchema>;

/**
 * /member/profile/edit refusals (our decision). 104, 105, 113 and 114 are registration's own codes for the same
 * faults (spec 001 §8); 111 and 112 are ours.
 */
export const PROFILE_EDIT_CODES = {
  phoneRepeat: REGISTER_CODES.phoneRepeat,
  emailRepeat: REGISTER_CODES.emailRepeat,
  notEditable: 111,
  alreadySet: 112,
  wrongVerify: REGISTER_CODES.wrongVerify,
  identityRepeat: REGISTER_CODES.identityRepeat,
} as const;

const withdrawPin = z.string().check(z.regex(new RegExp(`^\\d{${LIMITS.withdrawPasswordDigits}}$`), "4 digits"));
export const WithdrawPasswordRequestSchema = z
  .object({
    old_withdraw_password: z.optional(withdrawPin),
    withdraw_password: withdrawPin,
    withdraw_password_confirmation: withdrawPin,
  })
  .check(
    z.refine((b) => b.withdraw_password === b.withdraw_password_confirmation, {
      message: "withdraw_password_confirmation does not match",
      path: ["withdraw_password_confirmation"],
    }),
  );
export type WithdrawPasswordRequest = z.input<typeof WithdrawPasswordRequestSchema>;

/**
 * /member/profile/withdraw_password refusals (our decision). The old password counts toward the withdraw-password
 * limit (funds.ts WITHDRAW_PASSWORD_LIMIT): oldWrong carries attempts_left, locked (the funds code, 216) locked_until.
 */
export const WITHDRAW_PASSWORD_CODES = { oldWrong: 101, oldRequired: 103, sameAsOld: 104, locked: 216 } as const;

/**
 * /member/profile/edit_password failures (our decision; spec 001 §7 "not shown"). 103: the new password equals
 * the old one, refused so the forced first-login change (spec 001 §6) really changes it.
 */
export const EDIT_PASSWORD_CODES = { oldPasswordWrong: 101, confirmationDiffers: 102, sameAsOld: 103 } as const;

export const memberCalls = {
  layout: defineCall({
    path: "/api/member/profile/common/layout",
    auth: true,
    request: EmptyRequestSchema, // not shown: our decision, empty
    response: MemberLayoutSchema,
  }),
  agentLevelNames: defineCall({
    path: "/api/arks/web/agent-level-rename",
    auth: true,
    request: z.object({ site_id: z.optional(SiteIdSchema) }), // not shown: our decision
    response: z.object({ detail: z.array(z.object({ agent_level: z.int(), name: z.string() })) }),
  }),
  profile: memberCall("/api/member/profile", EmptyRequestSchema, z.object({ member_profile: MemberProfileSchema })),
  /**
   * Completing the profile on /user/Info. OUR EXTENSION: spec 001 §7 shows no edit call. A field may be
   * sent only when its register setting for the member's currency has is_member_center and the profile has it
   * empty; a phone needs phone_verify (the /member/profile/sms code) when is_member_center_verification is 1.
   * Codes in PROFILE_EDIT_CODES; success emits profile.updated (spec 001 §4).
   */
  editProfile: memberCall(
    "/api/member/profile/edit",
    ProfileEditRequestSchema,
    z.object({ member_profile: MemberProfileSchema }),
  ),
  /** OUR EXTENSION: the SMS for a phone completed in the member centre; codes as /register/sms (SMS_CODES). */
  profileSms: memberCall(
    "/api/member/profile/sms",
    z.object({ member_phone: z.string().check(z.maxLength(20)) }),
    z.object({ lock_seconds: z.int() }),
  ),
  /**
   * OUR EXTENSION: set (none yet) or change (old one required) the 4-digit withdraw password (spec 001 §5, §9;
   *). Codes in WITHDRAW_PASSWORD_CODES; success emits profile.updated.
   */
  withdrawPassword: memberCall(
    "/api/member/profile/withdraw_password",
    WithdrawPasswordRequestSchema,
    EmptyResponseSchema,
  ),
  editPassword: defineCall({
    path: "/api/member/profile/edit_password",
    auth: true,
    // "password form": our decision; codes in EDIT_PASSWORD_CODES.
    request: z.object({
      old_password: z.string().check(z.minLength(1), z.maxLength(64)),
      password: z
        .string()
        .check(
          z.minLength(6),
          z.maxLength(12),
          z.regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/, "password: letters and digits"),
        ),
      password_confirmation: z.string().check(z.minLength(1), z.maxLength(64)),
    }),
    response: EmptyResponseSchema,
  }),
  bonusSettingCheck: memberCall(
    "/api/bonus_setting/check",
    z.object({ site_id: SiteIdSchema, member_currency: CurrencySchema }),
    z.object({ is_friend: FlagSchema }),
  ),
  applyForAgentCheck: defineCall({
    path: "/api/member/apply_for_agent/check",
    auth: true,
    // Codes 101 and 104 block the recommend programme (spec 001 §6); the answer's shape is our decision.
    request: z.object({
      agent_id: z.int().check(z.nonnegative()),
      apply_agent_flag: z.int().check(z.gte(0), z.lte(9)),
    }),
    response: z.object({ can_apply: z.boolean() }),
  }),
  cashSurplusCheck: memberCall(
    "/api/arks/web/cash_surplus/check",
    z.object({ site_id: SiteIdSchema, currency: CurrencySchema }),
    z.object({ active: FlagSchema }),
  ),
  memberInfo: publicCall(
    "/api/member_info",
    z.object({ id: z.int().check(z.positive()) }),
    z.object({ currency: CurrencySchema }),
  ),
  getInfoData: defineCall({
    path: "/api/get_info_data",
    auth: false,
    request: z.object({ enc: z.string().check(z.minLength(1), z.maxLength(4096)) }),
    response: z.string(), // JSON text of InfoDataSchema
  }),
  logout: memberCall("/api/logout", EmptyRequestSchema, EmptyResponseSchema),
} as const;
