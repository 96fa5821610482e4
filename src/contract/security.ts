// Ships to server and browser, and is imported by the sandbox. Account security: two-factor authentication (TOTP,
// RFC 6238, with recovery codes), the login history and the member's active sessions.
//
// OUR EXTENSION, every call and code of this file: the spec has no second factor, no login history and no session
// list (spec 001 §7 names no such call). They are designed the way the platform's calls look: POST under /api, the
// envelope, snake_case, 100 for success. Why: members of peer sites (Stake, BC.Game) protect their money with them,
// and an operator needs a way to end a stolen session.
//
// Secrets: the TOTP secret travels once, in the answer of `twoFactorSetup` (for the QR code and manual entry), and
// never again; recovery codes travel once, in the answer of `twoFactorEnable`, and the platform keeps only their
// hashes. A session is named by its token's fingerprint (src/contract/token-fingerprint.ts), never its token.
import { z } from "./zod.ts";
import { memberCall, publicCall } from "./call.ts";
import { DateTimeSchema, DeviceInfoSchema, EmptyRequestSchema, FlagSchema } from "./common.ts";
import { LoginResultSchema } from "./auth.ts";

/** TOTP parameters (RFC 6238 defaults, what every authenticator app reads): SHA-1, 6 digits, 30 s steps. */
export const TOTP = {
  algorithm: "SHA1",
  digits: 6,
  periodS: 30,
  /** Steps either side of now that are accepted (clock drift between the phone and the platform). */
  window: 1,
  /** The issuer shown in the authenticator app. */
  issuer: "Lobby",
  /** Bytes of the secret (160 bits, RFC 4226's recommendation). */
  secretBytes: 20,
} as const;

/** Recovery codes: how many at a time, and their shape (10 letters and digits in two groups, e.g. `k7m2p-9xq4r`). */
export const RECOVERY_CODES = { count: 10, pattern: /^[a-z0-9]{5}-?[a-z0-9]{5}$/ } as const;
/** How long a set-up waits for its first code, and a login for its second factor. */
export const TWO_FACTOR_SETUP_TTL_MS = 10 * 60_000;
export const TWO_FACTOR_LOGIN_TTL_MS = 10 * 60_000;

/**
 * Attempt limit of the second factor, per member AND client address, shared by every call that checks a code
 * (login, withdrawal, bank accounts, turning it off): failures only, within `windowMs`; after `free` failures each
 * further one makes that address wait `baseMs`, doubling up to `maxMs` (the backoff of sandbox/attempt-limits.ts).
 * A right code clears the count. Keyed by address too, so someone who holds the password cannot keep the owner,
 * signing in from elsewhere, locked out; one address gets about a dozen tries an hour.
 */
export const TWO_FACTOR_LIMITS = { free: 5, baseMs: 60_000, maxMs: 15 * 60_000, windowMs: 60 * 60_000 } as const;
/**
 * The overall cap per member, every address together: past `free` failures in the window every address waits.
 * Higher than one address can reach within the window (TWO_FACTOR_LIMITS), so only guesses from several addresses
 * lock the owner out, and then for at most `maxMs`. Six digits are a million codes: guessing stays hopeless.
 */
export const TWO_FACTOR_MEMBER_CAP = {
  free: 20,
  baseMs: 60_000,
  maxMs: 15 * 60_000,
  windowMs: 60 * 60_000,
} as const;

/** A code as the member types it: 6 digits from the app, or a recovery code. Spaces are the site's to strip. */
export const TwoFactorCodeSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.refine((c) => /^\d{6}$/.test(c) || RECOVERY_CODES.pattern.test(c), { message: "two_factor_code" }),
);

/** A code of the authenticator app only (enabling, renewing the recovery codes): never a recovery code. */
const AppCodeRequestSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, { message: "two_factor_code" })),
});

/** A new set of recovery codes, answered once. */
const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()).check(z.length(RECOVERY_CODES.count)) });

/** Added to the body of every call the second factor guards (withdrawal, binding and removing a bank account). */
export const TwoFactorFieldShape = { two_factor_code: z.optional(TwoFactorCodeSchema) };

/**
 * Refusals of the calls the second factor guards, and of its own calls. `apiResponseData` of `wrong` is
 * `{ attempts_left }`, of `locked` LimitWaitSchema (`{ retry_after }`, seconds).
 */
export const TWO_FACTOR_CODES = {
  /** Two-factor is on and the call carried no code: ask the member for one and send it again. */
  required: 230,
  /** The code is not right, is an old one, or was already used in its window (replay). */
  wrong: 231,
  /** Too many wrong codes (TWO_FACTOR_LIMITS): nothing is checked until `retry_after`. */
  locked: 232,
  /** Set-up: two-factor is already on. */
  alreadyOn: 233,
  /** Enable: no set-up under way (never started, or older than TWO_FACTOR_SETUP_TTL_MS). */
  noSetup: 234,
  /** Disable: two-factor is not on. */
  notOn: 235,
} as const;

export const TwoFactorWrongSchema = z.object({ attempts_left: z.int().check(z.nonnegative()) });

/**
 * Login's answer when the password is right and two-factor is on (OUR EXTENSION of spec 001 §8's login codes, in
 * the 8xx family of the login's hand-offs, as 802): nothing is logged in yet; `apiResponseData` is
 * TwoFactorLoginSchema, and `loginTwoFactor` completes the login with a code. Double validation (107) that
 * succeeds answers the same when two-factor is on.
 */
export const LOGIN_TWO_FACTOR_CODE = 810;
export const TwoFactorLoginSchema = z.object({
  member_login_id: z.string(),
  /** Seconds the member has to give the code. */
  expires_in: z.int().check(z.positive()),
});
export type TwoFactorLogin = z.infer<typeof TwoFactorLoginSchema>;

/** `loginTwoFactor` refusals besides wrong/locked: the login is unknown or expired (start again). */
export const LOGIN_TWO_FACTOR_EXPIRED = 101;

export const TwoFactorStatusSchema = z.object({
  enabled: FlagSchema,
  /** When it was turned on (ISO 8601), null when off. */
  enabled_at: z.nullable(DateTimeSchema),
  /** Recovery codes not used yet. */
  recovery_codes_left: z.int().check(z.nonnegative()),
  /**
   * The platform's clock (ISO 8601 with ms): codes are checked against it, so the site can tell a member whose
   * phone's clock is far off, and tests can make codes for the sandbox's (movable) clock.
   */
  server_time: DateTimeSchema,
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z.object({
  /** Base32 (RFC 4648), for manual entry. */
  secret: z.string().check(z.regex(/^[A-Z2-7]{16,64}$/)),
  /** The otpauth:// URI the QR code carries. */
  otpauth_url: z.string().check(z.startsWith("otpauth://totp/"), z.maxLength(512)),
  /** Seconds the set-up waits for its first code. */
  expires_in: z.int().check(z.positive()),
  /** The platform's clock, as in TwoFactorStatusSchema. */
  server_time: DateTimeSchema,
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** Login history and sessions: what was recorded of the device (the site summarises `user_agent`). */
const DeviceSeenShape = {
  /** The client's address as the platform saw it. */
  ip: z.string().check(z.maxLength(64)),
  /** ISO 3166-1 alpha-2, from the operator's CDN header when there is one; null otherwise. */
  country: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
  /** The browser's User-Agent, at most 256 characters; "" when none was sent. */
  user_agent: z.string().check(z.maxLength(256)),
};

export const LOGIN_HISTORY_PAGE_SIZE = 10;

export const LoginHistoryEntrySchema = z.object({ at: DateTimeSchema, ...DeviceSeenShape });
export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntrySchema>;

export const LoginHistorySchema = z.object({
  list: z.array(LoginHistoryEntrySchema),
  total_count: z.int().check(z.nonnegative()),
  page: z.int().check(z.gte(1)),
  page_size: z.int().check(z.gte(1)),
});
export type LoginHistory = z.infer<typeof LoginHistorySchema>;

/** A session is named by its token's fingerprint (16 hex digits), never by the token. */
export const SessionIdSchema = z.string().check(z.regex(/^[0-9a-f]{16}$/, { message: "session_id" }));

export const ActiveSessionSchema = z.object({
  session_id: SessionIdSchema,
  created_at: DateTimeSchema,
  last_seen_at: DateTimeSchema,
  /** 1 for the session that asked. */
  current: FlagSchema,
  ...DeviceSeenShape,
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;

/** `sessionRevoke` refusals: no live session of this member with that id; the asking session itself (use logout). */
export const SESSION_CODES = { notFound: 240, isCurrent: 241 } as const;

export const securityCalls = {
  /** Whether two-factor is on, and the recovery codes left. */
  securityStatus: memberCall("/api/member/security/status", EmptyRequestSchema, TwoFactorStatusSchema),
  /** Starts a set-up: a new secret, shown once; nothing is on until `twoFactorEnable` gets a code of it. */
  twoFactorSetup: memberCall("/api/member/security/two_factor/setup", EmptyRequestSchema, TwoFactorSetupSchema),
  /** Turns two-factor on with a first code of the set-up's secret; answers the recovery codes, shown once. */
  twoFactorEnable: memberCall("/api/member/security/two_factor/enable", AppCodeRequestSchema, RecoveryCodesSchema),
  /** Turns two-factor off: a current code (or a recovery code) is required. */
  twoFactorDisable: memberCall(
    "/api/member/security/two_factor/disable",
    z.object({ code: TwoFactorCodeSchema }),
    z.object({}),
  ),
  /**
   * New recovery codes (OUR EXTENSION, like every call here): a member who used some, or fears the sheet was seen,
   * replaces the whole set. Needs a current code of the authenticator app (never a recovery code: a stolen sheet
   * must not renew itself), checked and counted like every second factor (TWO_FACTOR_LIMITS); the old codes stop
   * working at once; the new ones are answered once and kept hashed. Refused with notOn while two-factor is off.
   */
  twoFactorRecoveryCodes: memberCall(
    "/api/member/security/two_factor/recovery_codes",
    AppCodeRequestSchema,
    RecoveryCodesSchema,
  ),
  /** The second step of a login that answered LOGIN_TWO_FACTOR_CODE: a code (or a recovery code) completes it. */
  loginTwoFactor: publicCall(
    "/api/login/two_factor",
    z.extend(DeviceInfoSchema, {
      member_login_id: z.string().check(z.minLength(1), z.maxLength(128)),
      code: TwoFactorCodeSchema,
    }),
    LoginResultSchema,
  ),
  /** The member's logins, newest first. */
  loginHistory: memberCall(
    "/api/member/security/login_history",
    z.object({
      page: z._default(z.int().check(z.gte(1), z.lte(100_000)), 1),
      page_size: z._default(z.int().check(z.gte(1), z.lte(50)), LOGIN_HISTORY_PAGE_SIZE),
    }),
    LoginHistorySchema,
  ),
  /** The member's live sessions, the asking one first, then by last use. */
  sessions: memberCall(
    "/api/member/security/sessions",
    EmptyRequestSchema,
    z.object({ list: z.array(ActiveSessionSchema) }),
  ),
  /** Ends one other session: its token dies and its sockets hear EVENTS.sessionEnded, then leave. */
  sessionRevoke: memberCall(
    "/api/member/security/sessions/revoke",
    z.object({ session_id: SessionIdSchema }),
    z.object({}),
  ),
  /** Ends every session but the asking one. */
  sessionRevokeOthers: memberCall(
    "/api/member/security/sessions/revoke_others",
    EmptyRequestSchema,
    z.object({ revoked: z.int().check(z.nonnegative()) }),
  ),
} as const;
