// Two-factor authentication (src/contract/security.ts, our extension): TOTP (RFC 6238) through `otpauth`, recovery
// codes, and the one check every guarded call goes through (login's second step, withdrawal, binding and removing a
// bank account, turning it off). Time is the sandbox's clock (sandboxNow), so tests make codes for it.
//
// Replay: a code is accepted only if its step is after the last accepted step (two_factor.last_step, moved in one
// conditional UPDATE, so two requests racing with the same code cannot both pass); a recovery code is spent by a
// conditional UPDATE as well. Guessing: the attempt limits of attempt-limits.ts per member and address (TWO_FACTOR_LIMITS) and per
// member overall (TWO_FACTOR_MEMBER_CAP).
// The secret leaves the sandbox once, in the set-up's answer; recovery codes once, in enable's, and are kept hashed.
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP as Totp } from "otpauth";
import { sandboxNow } from "./clock.ts";
import {
  RECOVERY_CODES,
  TOTP,
  TWO_FACTOR_CODES,
  TWO_FACTOR_LIMITS,
  TWO_FACTOR_MEMBER_CAP,
  TWO_FACTOR_SETUP_TTL_MS,
} from "../src/contract/index.ts";
import { clearFailures, longestWait, recordFailure, type LimitedKey } from "./attempt-limits.ts";
import type { Db } from "./db/index.ts";
import { fail, type Reply } from "./routes/types.ts";

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** A new random secret, base32 (TOTP.secretBytes bytes). */
export function newSecret(): string {
  return new Secret({ size: TOTP.secretBytes }).base32;
}

function totp(secret: string, account = ""): Totp {
  return new Totp({
    issuer: TOTP.issuer,
    label: account,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.periodS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI of a secret, as the QR code carries it. */
export function otpauthUrl(secret: string, account: string): string {
  return totp(secret, account).toString();
}

/** The TOTP step (counter) of an instant. */
export function stepAt(now: number): number {
  return Math.floor(now / 1000 / TOTP.periodS);
}

/** The step of `code` if it is right at `now` within TOTP.window steps either side, else null. */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TOTP.window });
  return delta === null ? null : stepAt(now) + delta;
}

/** A right code whose step comes after `lastStep` (a code is used once: replay protection), else null. */
export function acceptableStep(secret: string, code: string, now: number, lastStep: number): number | null {
  const step = totpStep(secret, code, now);
  return step !== null && step > lastStep ? step : null;
}

// Recovery codes: 10 characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as two groups of 5.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export function newRecoveryCode(): string {
  let s = "";
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** The stored form of a recovery code: SHA-256 of its letters and digits (50 random bits: no salt or slow hash needed). */
export function recoveryHash(code: string): string {
  return createHash("sha256")
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ""), "utf8")
    .digest("hex");
}

interface TwoFactorRow {
  member_id: number;
  secret: string | null;
  enabled_at: number | null;
  last_step: number;
  pending_secret: string | null;
  pending_at: number | null;
}

function row(db: Db, memberId: number): TwoFactorRow | undefined {
  return db.prepare("SELECT * FROM two_factor WHERE member_id = ?").get(memberId) as TwoFactorRow | undefined;
}

/** Whether the member has two-factor on. */
export function twoFactorOn(db: Db, memberId: number): boolean {
  return Boolean(row(db, memberId)?.secret);
}

export function twoFactorStatus(db: Db, memberId: number, now = sandboxNow()) {
  const r = row(db, memberId);
  const left = (
    db.prepare("SELECT COUNT(*) AS n FROM recovery_codes WHERE member_id = ? AND used_at IS NULL").get(memberId) as {
      n: number;
    }
  ).n;
  const on = Boolean(r?.secret);
  return {
    enabled: on ? (1 as const) : (0 as const),
    enabled_at: on && r?.enabled_at ? new Date(r.enabled_at).toISOString() : null,
    recovery_codes_left: on ? left : 0,
    server_time: new Date(now).toISOString(),
  };
}

/**
 * The limits a code check counts on: the member from this address (so a password holder elsewhere cannot lock the
 * owner out) and the member overall (the cap across addresses). The address is the one the sandbox already derives
 * (sandbox/http.ts clientIp: X-Forwarded-For only from a trusted proxy).
 */
const limitKeys = (memberId: number, ip: string): [LimitedKey, LimitedKey] => [
  { key: `two-factor:member:${memberId}:ip:${ip}`, rule: TWO_FACTOR_LIMITS },
  { key: `two-factor:member:${memberId}`, rule: TWO_FACTOR_MEMBER_CAP },
];

function failuresIn(db: Db, { key, rule }: LimitedKey, now: number): number {
  return (
    db.prepare("SELECT COUNT(*) AS n FROM attempt_failures WHERE key = ? AND at > ?").get(key, now - rule.windowMs) as {
      n: number;
    }
  ).n;
}

function lockedReply(wait: number): Reply {
  return fail(
    TWO_FACTOR_CODES.locked,
    `too many wrong two-factor codes, try again in ${Math.ceil(wait / 60_000)} min`,
    { retry_after: seconds(wait) },
  );
}

/** Counts a wrong code on both limits and answers `wrong` with the tries left before a wait starts. */
function wrongReply(db: Db, memberId: number, ip: string, now: number): Reply {
  const keys = limitKeys(memberId, ip);
  recordFailure(db, keys, now, ip);
  const left = Math.max(0, Math.min(...keys.map((k) => k.rule.free - failuresIn(db, k, now))));
  return fail(TWO_FACTOR_CODES.wrong, "the two-factor code is not right", { attempts_left: left });
}

/** A right code: this address's count and the member's overall count start again (the owner proved the code). */
function clearAll(db: Db, memberId: number, ip: string): void {
  for (const k of limitKeys(memberId, ip)) clearFailures(db, k.key);
}

/** Spends `code` for the member: a TOTP code of a step after the last used one, or an unused recovery code. */
function spend(db: Db, r: TwoFactorRow, code: string, now: number): boolean {
  const c = code.trim().toLowerCase();
  if (/^\d{6}$/.test(c)) {
    const step = r.secret ? acceptableStep(r.secret, c, now, r.last_step) : null;
    if (step === null) return false;
    // One conditional statement: of two requests with the same code, one moves last_step and the other finds it moved.
    return (
      db
        .prepare("UPDATE two_factor SET last_step = ? WHERE member_id = ? AND last_step < ?")
        .run(step, r.member_id, step).changes === 1
    );
  }
  if (!RECOVERY_CODES.pattern.test(c)) return false;
  return (
    db
      .prepare("UPDATE recovery_codes SET used_at = ? WHERE member_id = ? AND code_hash = ? AND used_at IS NULL")
      .run(now, r.member_id, recoveryHash(c)).changes === 1
  );
}

/**
 * The second factor of a guarded call: null when it may go on (two-factor is off, or `code` is right and now
 * spent), else the refusal (required, wrong with attempts_left, locked with retry_after).
 */
export function checkSecondFactor(
  db: Db,
  memberId: number,
  code: string | undefined,
  ip: string,
  now = sandboxNow(),
): Reply | null {
  const r = row(db, memberId);
  if (!r?.secret) return null;
  if (!code) return fail(TWO_FACTOR_CODES.required, "a two-factor code is required");
  const wait = longestWait(db, limitKeys(memberId, ip), now);
  if (wait > 0) return lockedReply(wait);
  if (!spend(db, r, code, now)) return wrongReply(db, memberId, ip, now);
  clearAll(db, memberId, ip);
  return null;
}

/** Starts a set-up: a new pending secret (an older pending one is replaced). */
export function startSetup(db: Db, memberId: number, account: string, now = sandboxNow()): Reply {
  const r = row(db, memberId);
  if (r?.secret) return fail(TWO_FACTOR_CODES.alreadyOn, "two-factor authentication is already on");
  const secret = newSecret();
  db.prepare(
    `INSERT INTO two_factor (member_id, pending_secret, pending_at) VALUES (?, ?, ?)
    ON CONFLICT(member_id) DO UPDATE SET pending_secret = excluded.pending_secret, pending_at = excluded.pending_at`,
  ).run(memberId, secret, now);
  return {
    code: 100,
    data: {
      secret,
      otpauth_url: otpauthUrl(secret, account),
      expires_in: seconds(TWO_FACTOR_SETUP_TTL_MS),
      server_time: new Date(now).toISOString(),
    },
  };
}

/** Turns two-factor on with a first code of the pending secret; answers the recovery codes (shown once). */
export function enable(db: Db, memberId: number, code: string, ip: string, now = sandboxNow()): Reply {
  const r = row(db, memberId);
  if (r?.secret) return fail(TWO_FACTOR_CODES.alreadyOn, "two-factor authentication is already on");
  if (!r?.pending_secret || r.pending_at === null || now - r.pending_at > TWO_FACTOR_SETUP_TTL_MS)
    return fail(TWO_FACTOR_CODES.noSetup, "no two-factor set-up is under way: start again");
  const wait = longestWait(db, limitKeys(memberId, ip), now);
  if (wait > 0) return lockedReply(wait);
  const step = acceptableStep(r.pending_secret, code.trim(), now, 0);
  if (step === null) return wrongReply(db, memberId, ip, now);
  clearAll(db, memberId, ip);
  db.prepare(
    "UPDATE two_factor SET secret = pending_secret, enabled_at = ?, last_step = ?, pending_secret = NULL, pending_at = NULL WHERE member_id = ?",
  ).run(now, step, memberId);
  return { code: 100, data: { recovery_codes: replaceRecoveryCodes(db, memberId) } };
}

/**
 * Writes a new set of recovery codes and answers them, shown once. The old ones are gone in the same synchronous
 * step (node:sqlite runs it whole: no other request sees the old codes after it, or a half-written set).
 */
function replaceRecoveryCodes(db: Db, memberId: number): string[] {
  const codes = Array.from({ length: RECOVERY_CODES.count }, newRecoveryCode);
  db.prepare("DELETE FROM recovery_codes WHERE member_id = ?").run(memberId);
  const add = db.prepare("INSERT INTO recovery_codes (member_id, code_hash) VALUES (?, ?)");
  for (const c of codes) add.run(memberId, recoveryHash(c));
  return codes;
}

/**
 * New recovery codes: a current app code is required (the request schema takes 6 digits only, never a recovery
 * code), checked like every second factor (replay, attempt limits); the old codes stop working at once.
 */
export function regenerateRecoveryCodes(db: Db, memberId: number, code: string, ip: string, now = sandboxNow()): Reply {
  if (!twoFactorOn(db, memberId)) return fail(TWO_FACTOR_CODES.notOn, "two-factor authentication is not on");
  if (!/^\d{6}$/.test(code.trim())) return fail(TWO_FACTOR_CODES.wrong, "a code of the authenticator app is required");
  const refusal = checkSecondFactor(db, memberId, code, ip, now);
  if (refusal) return refusal;
  return { code: 100, data: { recovery_codes: replaceRecoveryCodes(db, memberId) } };
}

/** Turns two-factor off: a current code (or a recovery code) is required. */
export function disable(db: Db, memberId: number, code: string, ip: string, now = sandboxNow()): Reply {
  if (!twoFactorOn(db, memberId)) return fail(TWO_FACTOR_CODES.notOn, "two-factor authentication is not on");
  const refusal = checkSecondFactor(db, memberId, code, ip, now);
  if (refusal) return refusal;
  db.prepare("DELETE FROM two_factor WHERE member_id = ?").run(memberId);
  db.prepare("DELETE FROM recovery_codes WHERE member_id = ?").run(memberId);
  return { code: 100, data: {} };
}
