// Login, captcha, double validation, transfer validation (spec 001 §3, §4, §5, §8).
import type { IncomingMessage } from "node:http";
import { sandboxNow } from "../clock.ts";
import { DOUBLE_VALIDATION_QUESTIONS } from "../../src/contract/constants.ts";
import type * as z from "zod/mini";
import type { authCalls } from "../../src/contract/index.ts";
import {
  LOGIN_CODES,
  LOGIN_HEADER_NAME,
  LOGIN_TWO_FACTOR_CODE,
  TWO_FACTOR_LOGIN_TTL_MS,
  EVENTS,
  LOGIN_LIMITS,
  RESET_SMS,
  SMS_CODES,
  TRANSFER_VERIFY_CODES,
  VERIFY_LIMITS,
  tokenFingerprint,
  type DoubleValidationQuestion,
  type LoginResult,
} from "../../src/contract/index.ts";
import {
  clearFailures,
  isKnownSource,
  limitIp,
  longestWait,
  recordFailure,
  rememberSource,
  type LimitedKey,
} from "../attempt-limits.ts";
import { checkCaptcha, issueCaptcha } from "../captcha.ts";
import { memberByAccount, memberById, type Ctx, type MemberRow } from "../context.ts";
import { DUMMY_HASH, hashSecret, randomDigits, randomToken, verifySecret } from "../crypto.ts";
import { captchaImage } from "../img/captcha.ts";
import { dataUrl } from "../img/svg.ts";
import { getMeta } from "../db/index.ts";
import { createSession, revokeOthers } from "../session.ts";
import { recordLogin, seenFrom, type SeenFrom } from "../devices.ts";
import { twoFactorOn } from "../two-factor.ts";
import { loginRefusal } from "../protection.ts";
import { checkWithdrawPin } from "../withdraw-password.ts";
import { fail, ok, type Handlers, type Reply } from "./types.ts";

const NONCE_TTL_MS = 5 * 60_000;
const PENDING_TTL_MS = 10 * 60_000;
const QUESTIONS = ["member_name", "member_email", "member_phone", "identity_id", "withdraw_password"] as const;
type Question = (typeof QUESTIONS)[number];

/** Completes a login: a new session, the login event on the member channel (spec 001 §4), the result. */

/**
 * Login refusals by IP (spec 001 §8: 106 ip_error; 201, 202, 203 ip_error followed by the code). The spec
 * doesn't say what each code means; our decision, as a platform's IP control would split them: 106 the IP is
 * blacklisted, 201 the IP's region is not served, 202 the IP is not on the member's allowed list, 203 too many
 * accounts from this IP. Test-net addresses carry one rule each by default (192.0.2.1 → 106,
 * 192.0.2.201–203 → 201–203); meta `blocked_login_ips` (comma-separated, code 106) and the admin control
 * `ip-rule` change them.
 */
export const LOGIN_IP_MESSAGES: Record<number, string> = {
  106: "login from this IP is not allowed",
  201: "login from this region is not served",
  202: "this IP is not on the account's allowed list",
  203: "too many accounts from this IP",
};
const DEFAULT_LOGIN_IP_RULES: Record<string, number> = {
  "192.0.2.201": 201,
  "192.0.2.202": 202,
  "192.0.2.203": 203,
};

/** The 201–203 rules: meta `login_ip_rules` (a JSON object ip → code) or the defaults. */
export function loginIpRules(ctx: Ctx): Record<string, number> {
  try {
    const stored = getMeta(ctx.db, "login_ip_rules");
    if (stored) return JSON.parse(stored) as Record<string, number>;
  } catch {
    // A broken meta value falls back to the defaults.
  }
  return { ...DEFAULT_LOGIN_IP_RULES };
}

function loginIpRule(ctx: Ctx, ip: string): { code: number; message: string } | undefined {
  const blocked = (getMeta(ctx.db, "blocked_login_ips") ?? "192.0.2.1").split(",");
  if (blocked.includes(ip)) return { code: LOGIN_CODES.ipError, message: LOGIN_IP_MESSAGES[106]! };
  const rules = loginIpRules(ctx);
  const code = Object.hasOwn(rules, ip) ? rules[ip] : undefined;
  return code === undefined
    ? undefined
    : { code, message: LOGIN_IP_MESSAGES[code] ?? "login from this IP is not allowed" };
}

export function completeLogin(ctx: Ctx, m: MemberRow, from?: SeenFrom): LoginResult {
  const token = createSession(ctx.db, m.id);
  // The login history and the session's device (account security, src/contract/security.ts).
  if (from) recordLogin(ctx.db, m.id, token, from);
  // spec 001 §4: the member's other sessions hear the login; the token's fingerprint, never the token itself
  // (our extension, EVENTS.login): an older socket must not learn the new session.
  ctx.emit.toMember(m.id, EVENTS.login.name, { fingerprint: tokenFingerprint(token) });
  return {
    token,
    member_id: m.id,
    member_account: m.account,
    member_currency: m.currency as LoginResult["member_currency"],
    member_type: m.member_type,
    agent_type: m.agent_type,
  };
}

/**
 * The end of every login that proved the password (and passed double validation when asked): with two-factor on
 * nothing is logged in yet, login answers LOGIN_TWO_FACTOR_CODE and `loginTwoFactor` finishes; otherwise the
 * session starts, recorded in the login history.
 */
function finishLogin(ctx: Ctx, m: MemberRow, req: IncomingMessage): Reply {
  const from = seenFrom(req, ctx.opts.trustedProxies);
  if (!twoFactorOn(ctx.db, m.id)) return ok(completeLogin(ctx, m, from));
  const now = sandboxNow();
  const id = randomToken(16);
  ctx.db.prepare("DELETE FROM two_factor_logins WHERE created_at < ?").run(now - TWO_FACTOR_LOGIN_TTL_MS);
  ctx.db.prepare("INSERT INTO two_factor_logins (id, member_id, created_at) VALUES (?, ?, ?)").run(id, m.id, now);
  return fail(LOGIN_TWO_FACTOR_CODE, "a two-factor code is required", {
    member_login_id: id,
    expires_in: Math.ceil(TWO_FACTOR_LOGIN_TTL_MS / 1000),
  });
}

function answerable(m: MemberRow): Question[] {
  const has: Record<Question, unknown> = {
    member_name: m.name,
    member_email: m.email,
    member_phone: m.phone,
    identity_id: m.identity_id,
    withdraw_password: m.withdraw_password_hash,
  };
  return QUESTIONS.filter((q) => has[q]);
}

function questionData(id: string, question: string, remaining: number): DoubleValidationQuestion {
  return { member_login_id: id, question: question as Question, available_questions_count: remaining };
}

interface Pending {
  id: string;
  member_id: number;
  question: string;
  remaining: number;
  asked: string;
  created_at: number;
}

function pending(ctx: Ctx, id: string): Pending | undefined {
  const p = ctx.db.prepare("SELECT * FROM pending_logins WHERE id = ?").get(id) as Pending | undefined;
  if (p && sandboxNow() - p.created_at > PENDING_TTL_MS) {
    ctx.db.prepare("DELETE FROM pending_logins WHERE id = ?").run(id);
    return undefined;
  }
  return p;
}

/** Login answered 802 for this member within PENDING_TTL_MS: only then may vx/verify prove who it is. */
function transferValidationOpen(ctx: Ctx, m: MemberRow, now: number): boolean {
  if (m.login_check !== "transfer") return false;
  const row = ctx.db.prepare("SELECT created_at FROM transfer_pending WHERE member_id = ?").get(m.id) as
    { created_at: number } | undefined;
  return row !== undefined && now - row.created_at < PENDING_TTL_MS;
}

const accountName = (account: string) => account.trim().toLowerCase();
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The login limits' keys (LOGIN_LIMITS, with SANDBOX_LOGIN_LIMITS's free counts): the account, then the IP. */
function loginKeys(ctx: Ctx, account: string, ip: string): [LimitedKey, LimitedKey] {
  const free = ctx.opts.loginLimitFree;
  return [
    { key: `login:account:${accountName(account)}`, rule: { ...LOGIN_LIMITS.account, free: free.account } },
    { key: `login:ip:${ip}`, rule: { ...LOGIN_LIMITS.ip, free: free.ip } },
  ];
}

/** vx/verify's and forgot/verify's keys (VERIFY_LIMITS), shared by both calls: the account, then the IP. */
function verifyKeys(account: string, ip: string): [LimitedKey, LimitedKey] {
  return [
    { key: `verify:account:${accountName(account)}`, rule: VERIFY_LIMITS.account },
    { key: `verify:ip:${ip}`, rule: VERIFY_LIMITS.ip },
  ];
}

/** SMS of forgot/sms an IP may ask for in an hour, then a backoff (RESET_SMS.perIpHour). */
const resetSmsIpRule = { free: RESET_SMS.perIpHour, baseMs: 60_000, maxMs: 60 * 60_000, windowMs: 60 * 60_000 };

interface ResetSmsRow {
  account: string;
  member_id: number | null;
  code: string | null;
  sent_at: number;
  tries: number;
}

/**
 * Whether `code` is the reset SMS code sent for this account and member, fresh, with tries left. A wrong code
 * spends a try; the last try deletes the code (a new SMS is needed, RESET_SMS.lockS after the last one).
 */
function resetCodeOk(ctx: Ctx, account: string, m: MemberRow | undefined, code: string, now: number): boolean {
  const row = ctx.db.prepare("SELECT * FROM reset_sms WHERE account = ?").get(accountName(account)) as
    ResetSmsRow | undefined;
  if (!row?.code || !m || row.member_id !== m.id || now - row.sent_at > RESET_SMS.ttlMs) return false;
  if (row.code === code) return true;
  spendResetTry(ctx, account);
  return false;
}

function spendResetTry(ctx: Ctx, account: string): void {
  ctx.db
    .prepare(
      "UPDATE reset_sms SET tries = tries + 1, code = CASE WHEN tries + 1 >= ? THEN NULL ELSE code END WHERE account = ?",
    )
    .run(RESET_SMS.tries, accountName(account));
}

function checkAnswer(m: MemberRow, q: string, answer: string): boolean {
  const a = answer.trim().toLowerCase();
  switch (q) {
    case "member_name":
      return (m.name ?? "").trim().toLowerCase() === a;
    case "member_email":
      return (m.email ?? "").toLowerCase() === a;
    case "member_phone":
      return (m.phone ?? "") === a;
    case "identity_id":
      return (m.identity_id ?? "").toLowerCase() === a;
    case "withdraw_password":
      return verifySecret(answer.trim(), m.withdraw_password_hash);
    default:
      return false;
  }
}

type VerifyBody = z.output<typeof authCalls.transferVerify.request>;
type ResetBody = z.output<typeof authCalls.transferReset.request>;

/**
 * The identity check of vx/verify and our forgot/verify: the SMS code sent to the account's phone first (RESET_SMS;
 * nothing else is looked at without it, so a third party without the phone can neither probe nor lock the
 * withdraw password), then the withdraw password together with e-mail or phone. One answer for any mismatch;
 * the backoff per account and IP (VERIFY_LIMITS) is shared by both calls; the withdraw password goes through
 * checkWithdrawPin, the one counter every PIN check shares (WITHDRAW_PASSWORD_LIMIT). `transferOnly`: vx/verify
 * is open only to an account that login answered 802 for (security); forgot/verify to any active account.
 */
function verifyIdentity(ctx: Ctx, body: VerifyBody, ip: string, transferOnly: boolean) {
  const now = sandboxNow();
  const account = body.account.trim();
  const email = body.member_email?.trim();
  const phone = body.member_phone?.trim();
  if (!email && !phone)
    return fail(TRANSFER_VERIFY_CODES.contactMissing, "please re-verify: member_email or member_phone is required");
  const keys = verifyKeys(account, ip);
  // The account's own usual address skips the account's backoff (attempt-limits.ts): only its IP limit applies.
  const known = isKnownSource(ctx.db, accountName(account), ip, now);
  const wait = longestWait(ctx.db, known ? [keys[1]] : keys, now);
  if (wait > 0)
    return fail(
      TRANSFER_VERIFY_CODES.locked,
      `please re-verify: too many attempts, try again in ${Math.ceil(wait / 60_000)} min`,
      { retry_after: seconds(wait) },
    );
  const mismatch = () => {
    recordFailure(ctx.db, keys, now, ip);
    return fail(TRANSFER_VERIFY_CODES.mismatch, "please re-verify");
  };
  const m = memberByAccount(ctx.db, account);
  if (!resetCodeOk(ctx, account, m, body.sms_code, now) || !m) return mismatch();
  const contactOk = email
    ? (m.email ?? "").toLowerCase() === email.toLowerCase()
    : (m.phone ?? "") === phone && phone !== "";
  if (!contactOk || m.status !== "active" || (transferOnly && !transferValidationOpen(ctx, m, now))) {
    spendResetTry(ctx, account);
    return mismatch();
  }
  const pin = checkWithdrawPin(ctx.db, m, body.withdraw_password, now);
  if (!pin.ok) {
    if (pin.problem === "locked") {
      return fail(TRANSFER_VERIFY_CODES.locked, "please re-verify: the withdraw password is locked", {
        retry_after: seconds(Date.parse(pin.locked_until) - now),
      });
    }
    spendResetTry(ctx, account);
    return mismatch();
  }
  ctx.db.prepare("DELETE FROM reset_sms WHERE account = ?").run(accountName(account));
  clearFailures(ctx.db, keys[0].key);
  const token = randomToken(16);
  ctx.db.prepare("INSERT INTO vx_tokens (token, member_id, created_at) VALUES (?, ?, ?)").run(token, m.id, now);
  return ok({ token });
}

/**
 * forgot/sms: the reset code to the phone the account has on file. The answer is the same whether or not the
 * account exists, is active or has a phone (nothing to enumerate); an account waits RESET_SMS.lockS between SMS
 * (spec 001 §4, §9: the forgot-password SMS lock) and an IP gets RESET_SMS.perIpHour an hour before a backoff.
 */
function sendResetSms(ctx: Ctx, account: string, ip: string) {
  const now = sandboxNow();
  const name = accountName(account);
  const prev = ctx.db.prepare("SELECT sent_at FROM reset_sms WHERE account = ?").get(name) as
    { sent_at: number } | undefined;
  const lockLeft = prev ? prev.sent_at + RESET_SMS.lockS * 1000 - now : 0;
  if (lockLeft > 0)
    return fail(SMS_CODES.rateLimited, "an SMS was sent less than five minutes ago", {
      lock_seconds: seconds(lockLeft),
    });
  const ipKey: LimitedKey = { key: `reset-sms:ip:${ip}`, rule: resetSmsIpRule };
  const ipWait = longestWait(ctx.db, [ipKey], now);
  if (ipWait > 0)
    return fail(SMS_CODES.rateLimited, "too many SMS from this address, try again later", {
      lock_seconds: seconds(ipWait),
    });
  recordFailure(ctx.db, [ipKey], now, ip);
  const m = memberByAccount(ctx.db, account.trim());
  const to = m && m.status === "active" && m.phone ? m.phone : null;
  const code = to ? (ctx.opts.smsCode ?? randomDigits(RESET_SMS.digits)) : null;
  ctx.db
    .prepare(
      `INSERT INTO reset_sms (account, member_id, code, sent_at, tries) VALUES (?, ?, ?, ?, 0)
      ON CONFLICT(account) DO UPDATE SET member_id = excluded.member_id, code = excluded.code,
        sent_at = excluded.sent_at, tries = 0`,
    )
    .run(name, m?.id ?? null, code, now);
  if (to) ctx.opts.log(`SMS to ${to}: your password reset code is ${code}`);
  return ok({ lock_seconds: RESET_SMS.lockS });
}

/** The new password after either identity check (vx/reset and our forgot/reset). */
function resetWithToken(ctx: Ctx, body: ResetBody) {
  const m = memberByAccount(ctx.db, body.account.trim());
  if (!m) return fail(101, "please re-verify");
  if (m.status !== "active") return fail(102, "please re-verify");
  const t = ctx.db.prepare("SELECT member_id, created_at FROM vx_tokens WHERE token = ?").get(body.token) as
    { member_id: number; created_at: number } | undefined;
  if (!t || sandboxNow() - t.created_at > PENDING_TTL_MS) return fail(201, "please re-verify");
  if (t.member_id !== m.id) return fail(202, "please re-verify");
  ctx.db.prepare("DELETE FROM vx_tokens WHERE member_id = ?").run(m.id);
  ctx.db.prepare("DELETE FROM transfer_pending WHERE member_id = ?").run(m.id);
  ctx.db
    .prepare("UPDATE members SET password_hash = ?, login_check = 'none' WHERE id = ?")
    .run(hashSecret(body.password), m.id);
  // A new password: every session of the old one dies.
  revokeOthers(ctx, m.id, null);
  return ok({});
}

export const authHandlers = {
  captcha: ({ body, ctx }) => {
    const { token, answer } = issueCaptcha(ctx, body.type);
    return ok({ token, captcha: dataUrl(captchaImage(answer)), placeholder: "Enter the 4 characters" });
  },
  clientCaptcha: ({ ctx }) => {
    const { token, answer } = issueCaptcha(ctx, 1);
    return ok({ text: token, data: dataUrl(captchaImage(answer)) });
  },
  loginHeader: ({ ctx }) => {
    const nonce = randomToken(16);
    ctx.db.prepare("DELETE FROM login_nonces WHERE created_at < ?").run(sandboxNow() - NONCE_TTL_MS);
    ctx.db.prepare("INSERT INTO login_nonces (nonce, created_at) VALUES (?, ?)").run(nonce, sandboxNow());
    return ok({ header: { [LOGIN_HEADER_NAME]: nonce } });
  },
  login: ({ body, ctx, req, ip }) => {
    const ipRule = loginIpRule(ctx, ip);
    if (ipRule) return fail(ipRule.code, ipRule.message);
    const nonce = req.headers[LOGIN_HEADER_NAME];
    const n = typeof nonce === "string" ? nonce : "";
    const row = ctx.db.prepare("SELECT created_at FROM login_nonces WHERE nonce = ?").get(n) as
      { created_at: number } | undefined;
    ctx.db.prepare("DELETE FROM login_nonces WHERE nonce = ?").run(n);
    if (!row || sandboxNow() - row.created_at > NONCE_TTL_MS) {
      return fail(
        LOGIN_CODES.verifyFailed,
        `missing or expired ${LOGIN_HEADER_NAME} header (call /api/get_login_header first)`,
      );
    }
    // The attempt limits (our extension, LOGIN_LIMITS; how a wait ends: sandbox/attempt-limits.ts). While a key
    // waits nothing is checked or counted; a wrong captcha counts on the IP, a wrong password on both keys.
    const now = sandboxNow();
    const from = limitIp(req, ctx.opts.trustedProxies);
    const keys = loginKeys(ctx, body.account, from);
    // An address this account signed in from before skips the account's backoff: only its IP limit applies there.
    const known = isKnownSource(ctx.db, accountName(body.account), from, now);
    const wait = longestWait(ctx.db, known ? [keys[1]] : keys, now);
    if (wait > 0) {
      const s = seconds(wait);
      return fail(LOGIN_CODES.tooManyAttempts, `too many failed attempts, try again in ${s} s`, { retry_after: s });
    }
    if (!checkCaptcha(ctx, body.captcha_token, body.answer)) {
      recordFailure(ctx.db, [keys[1]], now, from);
      return fail(LOGIN_CODES.verifyFailed, "captcha verification failed");
    }
    const m = memberByAccount(ctx.db, body.account.trim());
    // An unknown account is checked against DUMMY_HASH: the same scrypt time as a wrong password.
    const passwordOk = verifySecret(body.password, m?.password_hash ?? DUMMY_HASH);
    if (!m || !passwordOk) {
      recordFailure(ctx.db, keys, now, from);
      return fail(LOGIN_CODES.accountError, "account or password is wrong");
    }
    // The password is right: the account's backoff is forgotten (never the IP's), and this address is known.
    clearFailures(ctx.db, keys[0].key);
    rememberSource(ctx.db, accountName(m.account), from, now);
    if (m.status === "disabled") return fail(LOGIN_CODES.accountDisabled, "account is disabled");
    if (m.status === "frozen") return fail(LOGIN_CODES.accountFrozen, "account is frozen");
    // A time-out or self-exclusion: refused with its end date, after the password (no one else learns it).
    const excluded = loginRefusal(ctx, m);
    if (excluded) return excluded;
    if (m.login_check === "transfer") {
      // Opens transfer validation for this member (vx/verify accepts only such a member).
      ctx.db
        .prepare("INSERT OR REPLACE INTO transfer_pending (member_id, created_at) VALUES (?, ?)")
        .run(m.id, sandboxNow());
      return fail(LOGIN_CODES.transferValidation, "identity must be verified and the password reset", {
        member_account: m.account,
      });
    }
    if (m.login_check === "device") {
      const qs = answerable(m);
      const id = randomToken(16);
      const first = qs[0] ?? "member_name";
      ctx.db
        .prepare(
          "INSERT INTO pending_logins (id, member_id, question, remaining, asked, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(id, m.id, first, DOUBLE_VALIDATION_QUESTIONS, JSON.stringify([first]), sandboxNow());
      return fail(
        LOGIN_CODES.differentDevice,
        "login from a different device",
        questionData(id, first, DOUBLE_VALIDATION_QUESTIONS),
      );
    }
    // Two-factor, when on, is asked last (LOGIN_TWO_FACTOR_CODE, src/contract/security.ts).
    return finishLogin(ctx, m, req);
  },
  doubleValidationSkip: ({ body, ctx }) => {
    const p = pending(ctx, body.member_login_id);
    const m = p && memberById(ctx.db, p.member_id);
    if (!p || !m) return fail(101, "unknown or expired login");
    const asked = JSON.parse(p.asked) as string[];
    const next = answerable(m).find((q) => !asked.includes(q));
    if (p.remaining <= 1 || !next) return fail(102, "no other question is available");
    ctx.db
      .prepare("UPDATE pending_logins SET question = ?, remaining = ?, asked = ? WHERE id = ?")
      .run(next, p.remaining - 1, JSON.stringify([...asked, next]), p.id);
    return ok(questionData(p.id, next, p.remaining - 1));
  },
  doubleValidation: ({ body, ctx, req }) => {
    const p = pending(ctx, body.member_login_id);
    const m = p && memberById(ctx.db, p.member_id);
    if (!p || !m) return fail(101, "unknown or expired login");
    if (m.status !== "active") return fail(102, "account is not active");
    if (!checkCaptcha(ctx, body.captcha_token, body.captcha_answer)) return fail(105, "captcha verification failed");
    if (!checkAnswer(m, p.question, body.answer)) {
      const wrong = ctx.db
        .prepare("UPDATE pending_logins SET remaining = remaining - 1 WHERE id = ? RETURNING remaining")
        .get(p.id) as {
        remaining: number;
      };
      if (wrong.remaining <= 0) {
        ctx.db.prepare("DELETE FROM pending_logins WHERE id = ?").run(p.id);
        return fail(998, "double validation failed");
      }
      return fail(104, "the answer is not correct", questionData(p.id, p.question, wrong.remaining));
    }
    ctx.db.prepare("DELETE FROM pending_logins WHERE id = ?").run(p.id);
    const excluded = loginRefusal(ctx, m);
    if (excluded) return excluded;
    return finishLogin(ctx, m, req);
  },
  // Security: the SMS code first, then the withdraw password, e-mail or phone together, any mismatch answering
  // the same; only a member that login put into transfer validation (802) may verify; failures back off per
  // account and per IP (VERIFY_LIMITS), and while a key waits even the right answers get the lock code.
  transferVerify: ({ body, ctx, req }) => verifyIdentity(ctx, body, limitIp(req, ctx.opts.trustedProxies), true),
  transferReset: ({ body, ctx }) => resetWithToken(ctx, body),
  forgotVerify: ({ body, ctx, req }) => verifyIdentity(ctx, body, limitIp(req, ctx.opts.trustedProxies), false),
  resetSms: ({ body, ctx, req }) => sendResetSms(ctx, body.account, limitIp(req, ctx.opts.trustedProxies)),
  forgotReset: ({ body, ctx }) => resetWithToken(ctx, body),
} satisfies Partial<Handlers>;
