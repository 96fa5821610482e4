// Ships to server and browser, and is imported by the sandbox. Login, captcha, double and transfer validation (spec 001 §3-§8).
import { z } from "./zod.ts";
import { defineCall, publicCall } from "./call.ts";
import {
  DeviceInfoSchema,
  EmptyRequestSchema,
  EmptyResponseSchema,
  MemberIdentityShape,
  SiteIdSchema,
} from "./common.ts";
import { ImageUrlSchema } from "./url.ts";

export const AccountSchema = z.string().check(z.minLength(1, "account is required"), z.maxLength(50));
export const PasswordSchema = z.string().check(z.minLength(1, "password is required"), z.maxLength(64));
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,12}$/;

export const CaptchaTypeSchema = z.union([z.literal(1), z.literal(2)]);
/** Captcha (spec 001 §3): `captcha` is an image as a data: URL (SVG in the sandbox). */
export const CaptchaSchema = z.object({ token: z.string(), captcha: ImageUrlSchema, placeholder: z.string() });

/** Question data of login code 107 (spec 001 §3, §4). */
export const DoubleValidationQuestionSchema = z.object({
  member_login_id: z.string(),
  question: z.enum(["member_name", "member_email", "member_phone", "identity_id", "withdraw_password"]),
  available_questions_count: z.int().check(z.gte(0)),
});
export type DoubleValidationQuestion = z.infer<typeof DoubleValidationQuestionSchema>;

/** A successful login, double validation or registration: our decision (the spec stores token, member info, currency). */
export const LoginResultSchema = z.object({
  token: z.string(),
  ...MemberIdentityShape,
  member_type: z.int(),
  agent_type: z.int(),
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
  /**
   * OUR EXTENSION (not in spec 001 §8; security: without it a password could be guessed without end): too many
   * failed logins for this account or from this IP (LOGIN_LIMITS). Nothing was checked; apiResponseData is
   * LimitWaitSchema, the seconds until another try. 429 as HTTP's "Too Many Requests", a code no spec call uses.
   */
  tooManyAttempts: 429,
} as const;

/** apiResponseData of an attempt-limit refusal (our extension): whole seconds until another try may be made. */
export const LimitWaitSchema = z.object({ retry_after: z.int().check(z.positive()) });
export type LimitWait = z.infer<typeof LimitWaitSchema>;

/**
 * OUR EXTENSION: attempt limits with backoff (sandbox/attempt-limits.ts). Failures only are counted, per account
 * and per client IP, within `windowMs`; after `free` failures each further one makes the key wait `baseMs`,
 * doubling per failure up to `maxMs`. Every wait ends by time. The per-IP limit is what stops an attacker; the
 * per-account limit is a short backoff that counts each IP once (`distinctSources`), so one address can never
 * make the owner wait, and it does not apply at all from an address the account signed in from before, so nobody
 * can keep someone else's account locked. A success clears the account's count, never the IP's.
 */
export const LOGIN_LIMITS = {
  account: { free: 5, baseMs: 30_000, maxMs: 15 * 60_000, windowMs: 60 * 60_000, distinctSources: true },
  ip: { free: 20, baseMs: 60_000, maxMs: 60 * 60_000, windowMs: 60 * 60_000 },
} as const;

/**
 * /arks/web/vx/verify failures (spec 001 §8: 101, 102, 201-204 all show 'please re-verify'). Our decision
 * (security): one answer, 201, for any mismatch (unknown account, an account login has not put
 * into transfer validation, wrong withdraw password, wrong e-mail or phone), so nothing is learnt piece by
 * piece; 102 while the account or IP waits after too many failures (VERIFY_LIMITS; apiResponseData LimitWaitSchema)
 * or while the withdraw password is locked (funds.ts WITHDRAW_PASSWORD_LIMIT, the one counter every PIN check
 * shares); 204 when neither e-mail nor phone is sent. A wrong or missing SMS code (RESET_SMS) is a mismatch too.
 */
export const TRANSFER_VERIFY_CODES = { locked: 102, mismatch: 201, contactMissing: 204 } as const;
/**
 * OUR EXTENSION: the backoff of vx/verify and forgot/verify failures (same rules as LOGIN_LIMITS), shared by both
 * calls. The withdraw password itself is only checked once the SMS code is right, so a third party without the
 * member's phone cannot use these calls to lock the member's withdraw password.
 */
export const VERIFY_LIMITS = {
  account: { free: 5, baseMs: 60_000, maxMs: 15 * 60_000, windowMs: 60 * 60_000, distinctSources: true },
  ip: { free: 10, baseMs: 60_000, maxMs: 60 * 60_000, windowMs: 60 * 60_000 },
} as const;

/**
 * OUR EXTENSION: the password reset's second factor. /arks/web/forgot/sms sends a 6-digit code to the phone the
 * account has on file (answering the same whether or not the account exists or has a phone); vx/verify and
 * forgot/verify take it as `sms_code`. A code lasts `ttlMs` and survives `tries` wrong verifications; another SMS
 * for the same account waits `lockS` (spec 001 §4, §9: the forgot-password SMS lock, 300 s, code 102 with
 * `lock_seconds` as /register/sms); one IP may ask `perIpHour` SMS an hour.
 */
export const RESET_SMS = { ttlMs: 10 * 60_000, tries: 5, lockS: 300, perIpHour: 10, digits: 6 } as const;

export const LoginRequestSchema = z.extend(DeviceInfoSchema, {
  account: AccountSchema,
  password: PasswordSchema,
  site_id: SiteIdSchema,
  answer: z.string().check(z.minLength(1, "answer (captcha) is required"), z.maxLength(16)),
  captcha_token: z.string().check(z.minLength(1, "captcha_token is required"), z.maxLength(128)),
});

/** The header /get_login_header returns and /login must carry (our decision: one single-use nonce header). */
export const LOGIN_HEADER_NAME = "x-login-nonce";

/** vx/verify and forgot/verify: the withdraw password with the e-mail or the phone (spec 001 §5 transfer verification). */
const IdentityCheckSchema = z.object({
  account: AccountSchema,
  withdraw_password: z.string().check(z.regex(/^\d{4}$/, "withdraw_password must be 4 digits")),
  member_email: z.optional(z.string().check(z.maxLength(100))),
  member_phone: z.optional(z.string().check(z.maxLength(20))),
  /** OUR EXTENSION: the code /arks/web/forgot/sms sent to the account's phone (RESET_SMS). */
  sms_code: z.string().check(z.regex(/^\d{6}$/, "sms_code must be 6 digits")),
});

/** vx/reset and forgot/reset: the new password with the token the identity check returned. */
const NewPasswordWithTokenSchema = z.object({
  account: AccountSchema,
  password: z
    .string()
    .check(z.regex(PASSWORD_PATTERN, "password must be 6-12 letters and digits with at least one of each")),
  token: z.string().check(z.minLength(1), z.maxLength(128)),
});

export const authCalls = {
  captcha: publicCall("/api/captcha", z.object({ type: CaptchaTypeSchema, site_id: SiteIdSchema }), CaptchaSchema),
  clientCaptcha: defineCall({
    path: "/api/clientCaptcha",
    auth: false,
    request: z.object({ site_id: z.optional(SiteIdSchema) }), // not shown: our decision
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
  doubleValidationSkip: publicCall(
    "/api/login/double_validation/skip",
    z.object({ member_login_id: z.string().check(z.minLength(1), z.maxLength(128)) }),
    DoubleValidationQuestionSchema,
  ),
  doubleValidation: publicCall(
    "/api/login/double_validation",
    z.extend(DeviceInfoSchema, {
      member_login_id: z.string().check(z.minLength(1), z.maxLength(128)),
      answer: z.string().check(z.minLength(1, "answer is required"), z.maxLength(100)),
      captcha_answer: z.string().check(z.minLength(1, "captcha_answer is required"), z.maxLength(16)),
      captcha_token: z.string().check(z.minLength(1), z.maxLength(128)),
    }),
    LoginResultSchema,
  ),
  transferVerify: publicCall("/api/arks/web/vx/verify", IdentityCheckSchema, z.object({ token: z.string() })),
  transferReset: publicCall("/api/arks/web/vx/reset", NewPasswordWithTokenSchema, EmptyResponseSchema),
  // Our extension (spec 001 §7 lists no call for the forgotten password): the same identity check as vx/verify
  // (withdraw password together with e-mail or phone, one answer for any mismatch, the same attempt limits per
  // account and IP), but open to any active account, where vx/verify is open only to an account that login
  // put into transfer validation (code 802). The reset takes the token forgotVerify returned.
  forgotVerify: publicCall("/api/arks/web/forgot/verify", IdentityCheckSchema, z.object({ token: z.string() })),
  /** OUR EXTENSION (RESET_SMS): the SMS code of vx/verify and forgot/verify, sent to the account's phone on file. */
  resetSms: defineCall({
    path: "/api/arks/web/forgot/sms",
    auth: false,
    request: z.object({ account: AccountSchema, site_id: z.optional(SiteIdSchema) }),
    // Seconds until another SMS may be sent for this account (as /register/sms).
    response: z.object({ lock_seconds: z.int() }),
  }),
  forgotReset: publicCall("/api/arks/web/forgot/reset", NewPasswordWithTokenSchema, EmptyResponseSchema),
} as const;
