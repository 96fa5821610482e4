// Ships to server and browser, and is imported by the sandbox. Member centre calls (spec 001 §3, §6, §7).
import { z } from "./zod.ts";
import { defineCall } from "./call.ts";
import {
  CurrencySchema,
  EmptyRequestSchema,
  EmptyResponseSchema,
  FlagSchema,
  MoneySchema,
  SiteIdSchema,
} from "./common.ts";

/** Member layout info (spec 001 §3). member_type 1 is a plain member; other values load agent-level names. */
export const MemberLayoutSchema = z.object({
  id: z.number().int(),
  member_account: z.string(),
  member_type: z.number().int(),
  agent_type: z.number().int(),
  agent_level: z.number().int(),
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

const nullableText = z.string().nullable();

/** Member profile (spec 001 §3), snake_case fields plus their camelCase twins. */
export const MemberProfileSchema = z.object({
  id: z.number().int(),
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
export const InfoDataSchema = z.object({
  tk: z.string(),
  member_id: z.number().int(),
  member_account: z.string(),
  member_currency: CurrencySchema,
});

/**
 * /member/profile/edit_password failures (our decision; spec 001 §7 "not shown"). 103: the new password equals
 * the old one, refused so the forced first-login change (spec 001 §6) really changes it (issue 7).
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
    request: z.object({ site_id: SiteIdSchema.optional() }), // not shown: our decision
    response: z.object({ detail: z.array(z.object({ agent_level: z.number().int(), name: z.string() })) }),
  }),
  profile: defineCall({
    path: "/api/member/profile",
    auth: true,
    request: EmptyRequestSchema,
    response: z.object({ member_profile: MemberProfileSchema }),
  }),
  /** Profile edit (spec 001 §4 profile.updated); not in the §7 table, our decision for /user/Info. */
  editProfile: defineCall({
    path: "/api/member/profile/edit",
    auth: true,
    request: z.object({
      member_name: z.string().min(1).max(50).optional(),
      member_email: z.email().max(100).optional(),
      member_phone: z
        .string()
        .regex(/^\d{5,20}$/)
        .optional(),
      member_birthday: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      member_telegram: z.string().min(5).max(50).optional(),
      member_whats_app: z.string().min(5).max(50).optional(),
    }),
    response: z.object({ member_profile: MemberProfileSchema }),
  }),
  editPassword: defineCall({
    path: "/api/member/profile/edit_password",
    auth: true,
    // "password form": our decision; codes in EDIT_PASSWORD_CODES.
    request: z.object({
      old_password: z.string().min(1).max(64),
      password: z
        .string()
        .min(6)
        .max(12)
        .regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/, "password: letters and digits"),
      password_confirmation: z.string().min(1).max(64),
    }),
    response: EmptyResponseSchema,
  }),
  bonusSettingCheck: defineCall({
    path: "/api/bonus_setting/check",
    auth: true,
    request: z.object({ site_id: SiteIdSchema, member_currency: CurrencySchema }),
    response: z.object({ is_friend: FlagSchema }),
  }),
  applyForAgentCheck: defineCall({
    path: "/api/member/apply_for_agent/check",
    auth: true,
    // Codes 101 and 104 block the recommend programme (spec 001 §6); the answer's shape is our decision.
    request: z.object({ agent_id: z.number().int().nonnegative(), apply_agent_flag: z.number().int().min(0).max(9) }),
    response: z.object({ can_apply: z.boolean() }),
  }),
  cashSurplusCheck: defineCall({
    path: "/api/arks/web/cash_surplus/check",
    auth: true,
    request: z.object({ site_id: SiteIdSchema, currency: CurrencySchema }),
    response: z.object({ active: FlagSchema }),
  }),
  memberInfo: defineCall({
    path: "/api/member_info",
    auth: false,
    request: z.object({ id: z.number().int().positive() }),
    response: z.object({ currency: CurrencySchema }),
  }),
  getInfoData: defineCall({
    path: "/api/get_info_data",
    auth: false,
    request: z.object({ enc: z.string().min(1).max(4096) }),
    response: z.string(), // JSON text of InfoDataSchema
  }),
  logout: defineCall({
    path: "/api/logout",
    auth: true,
    request: EmptyRequestSchema,
    response: EmptyResponseSchema,
  }),
} as const;
