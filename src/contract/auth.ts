// Ships to server and browser, and is imported by the sandbox. Login, captcha, double and transfer validation (spec 001 §3-§8).
import { z } from "./zod.ts";
import { defineCall } from "./call.ts";
import { CurrencySchema, DeviceInfoSchema, EmptyRequestSchema, EmptyResponseSchema, SiteIdSchema } from "./common.ts";
import { ImageUrlSchema } from "./url.ts";

export const AccountSchema = z.string().min(1, "account is required").max(50);
export const PasswordSchema = z.string().min(1, "password is required").max(64);
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,12}$/;

export const CaptchaTypeSchema = z.union([z.literal(1), z.literal(2)]);
/** Captcha (spec 001 §3): `captcha` is an image as a data: URL (SVG in the sandbox). */
export const CaptchaSchema = z.object({ token: z.string(), captcha: ImageUrlSchema, placeholder: z.string() });

/** Question data of login code 107 (spec 001 §3, §4). */
export const DoubleValidationQuestionSchema = z.object({
  member_login_id: z.string(),
  question: z.enum(["member_name", "member_email", "member_phone", "identity_id", "withdraw_password"]),
  available_questions_count: z.number().int().min(0),
});
export type DoubleValidationQuestion = z.infer<typeof DoubleValidationQuestionSchema>;

/** A successful login, double validation or registration: our decision (the spec stores token, member info, currency). */
export const LoginResultSchema = z.object({
  token: z.string(),
  member_id: z.number().int(),
  member_account: z.string(),
  member_currency: CurrencySchema,
  member_type: z.number().int(),
  agent_type: z.number().int(),
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** Login codes (spec 001 §8). */
export const LOGIN_CODES = {
  accountError: 101,
  accountDisabled: 102,
  accountFrozen: 103,
  verifyFailed: 105,
  ipError: 106,
  differentDevice: 107,
  transferValidation: 802,
  ipErrors: [201, 202, 203],
} as const;

/**
 * /arks/web/vx/verify failures (spec 001 §8: 101, 102, 201-204 all show 'please re-verify'). Our decision
 * (issue 7, security): one answer, 201, for any mismatch (unknown account, an account login has not put
 * into transfer validation, wrong withdraw password, wrong e-mail or phone), so nothing is learnt piece by
 * piece; 102 once an account or IP has failed too often (VX_ATTEMPTS); 204 when neither e-mail nor phone is sent.
 */
export const TRANSFER_VERIFY_CODES = { locked: 102, mismatch: 201, contactMissing: 204 } as const;
/** Failed vx/verify attempts allowed per account and per IP within the window, then TRANSFER_VERIFY_CODES.locked. */
export const VX_ATTEMPTS = { max: 5, windowMs: 15 * 60_000 } as const;

export const LoginRequestSchema = DeviceInfoSchema.extend({
  account: AccountSchema,
  password: PasswordSchema,
  site_id: SiteIdSchema,
  answer: z.string().min(1, "answer (captcha) is required").max(16),
  captcha_token: z.string().min(1, "captcha_token is required").max(128),
});

/** The header /get_login_header returns and /login must carry (our decision: one single-use nonce header). */
export const LOGIN_HEADER_NAME = "x-login-nonce";

/** vx/verify and forgot/verify: the withdraw password with the e-mail or the phone (spec 001 §5 transfer verification). */
const IdentityCheckSchema = z.object({
  account: AccountSchema,
  withdraw_password: z.string().regex(/^\d{4}$/, "withdraw_password must be 4 digits"),
  member_email: z.string().max(100).optional(),
  member_phone: z.string().max(20).optional(),
});

/** vx/reset and forgot/reset: the new password with the token the identity check returned. */
const NewPasswordWithTokenSchema = z.object({
  account: AccountSchema,
  password: z.string().regex(PASSWORD_PATTERN, "password must be 6-12 letters and digits with at least one of each"),
  token: z.string().min(1).max(128),
});

export const authCalls = {
  captcha: defineCall({
    path: "/api/captcha",
    auth: false,
    request: z.object({ type: CaptchaTypeSchema, site_id: SiteIdSchema }),
    response: CaptchaSchema,
  }),
  clientCaptcha: defineCall({
    path: "/api/clientCaptcha",
    auth: false,
    request: z.object({ site_id: SiteIdSchema.optional() }), // not shown: our decision
    // "encrypted text and data": our decision. `text` is the answer sealed by the server (opaque to the
    // client, sent back as captcha_token), `data` the image as a data: URL.
    response: z.object({ text: z.string(), data: ImageUrlSchema }),
  }),
  loginHeader: defineCall({
    path: "/api/get_login_header",
    auth: false,
    request: EmptyRequestSchema,
    // "header used by /login": our decision, header name to value, sent as request headers with /login.
    response: z.object({ header: z.record(z.string(), z.string()) }),
  }),
  login: defineCall({
    path: "/api/login",
    auth: false,
    request: LoginRequestSchema,
    // Code 107 answers DoubleValidationQuestionSchema; 802 answers { member_account }.
    response: LoginResultSchema,
  }),
  doubleValidationSkip: defineCall({
    path: "/api/login/double_validation/skip",
    auth: false,
    request: z.object({ member_login_id: z.string().min(1).max(128) }),
    response: DoubleValidationQuestionSchema,
  }),
  doubleValidation: defineCall({
    path: "/api/login/double_validation",
    auth: false,
    request: DeviceInfoSchema.extend({
      member_login_id: z.string().min(1).max(128),
      answer: z.string().min(1, "answer is required").max(100),
      captcha_answer: z.string().min(1, "captcha_answer is required").max(16),
      captcha_token: z.string().min(1).max(128),
    }),
    response: LoginResultSchema,
  }),
  transferVerify: defineCall({
    path: "/api/arks/web/vx/verify",
    auth: false,
    request: IdentityCheckSchema,
    response: z.object({ token: z.string() }),
  }),
  transferReset: defineCall({
    path: "/api/arks/web/vx/reset",
    auth: false,
    request: NewPasswordWithTokenSchema,
    response: EmptyResponseSchema,
  }),
  // Our extension (spec 001 §7 lists no call for the forgotten password): the same identity check as vx/verify
  // (withdraw password together with e-mail or phone, one answer for any mismatch, the same attempt limits per
  // account and IP), but open to any active account, where vx/verify is open only to an account that login
  // put into transfer validation (code 802). The reset takes the token forgotVerify returned.
  forgotVerify: defineCall({
    path: "/api/arks/web/forgot/verify",
    auth: false,
    request: IdentityCheckSchema,
    response: z.object({ token: z.string() }),
  }),
  forgotReset: defineCall({
    path: "/api/arks/web/forgot/reset",
    auth: false,
    request: NewPasswordWithTokenSchema,
    response: EmptyResponseSchema,
  }),
} as const;
