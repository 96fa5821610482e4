// Attempt limits with backoff (our extension; contract LOGIN_LIMITS and VERIFY_LIMITS in src/contract/auth.ts).
//
// Every limit counts FAILURES only, per key ("login:ip:203.0.113.5", "login:account:demo01", …), within a sliding
// window. The first `free` failures cost nothing; from then on each failure makes the key wait
// `baseMs * 2^(failures - free)` after the last failure, never more than `maxMs`. An account's key counts each
// client IP once (`distinctSources`). How a lock ends:
//   - by time, always: the wait runs out at most `maxMs` after the key's last failure, and failures older than
//     `windowMs` drop out of the count, so the backoff starts again from nothing;
//   - a success clears the account's count (the owner proved the password); it never clears an IP's count, since
//     an attacker could log into an account of its own to wipe it;
//   - attempts refused while a key waits are not checked and not counted, so hammering a waiting key does not
//     lengthen its wait.
// Why a third party cannot keep someone else's account locked: the per-IP limit is what stops an attacker (its
// own IP waits longer and longer, up to an hour), while the per-account limit is only a short backoff (at most
// `maxMs`, minutes) that ends by itself. One address, however often it fails, counts once on the account and
// cannot renew the account's wait, so it can never make the owner wait; it takes `free` addresses to start the
// backoff at all, and a NEW address (or one whose failure left the window) for every renewal, each wait ending at
// most `maxMs` after it. And the owner's own addresses skip the account's wait altogether: an address the account
// logged in from with the right password within KNOWN_SOURCE_MS is a known source (rememberSource), for which
// only the IP's own limit applies. So even many addresses taking turns cannot lock the owner out of the places
// they usually sign in from.
import type { IncomingMessage } from "node:http";
import type { Db } from "./db/index.ts";
import { clientIp, type TrustedProxies } from "../src/contract/client-address.ts";

export interface Backoff {
  /** Failures within the window that cost nothing. 0 turns the limit off. */
  free: number;
  /** The wait after the first failure past `free`; it doubles with each further failure. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /** Failures older than this no longer count. */
  windowMs: number;
  /**
   * Count each source (client IP) once per window: only its first failure there is kept, so one address failing
   * again and again neither adds to the count nor renews the wait. The per-account keys use it: only the per-IP
   * keys can stop one address.
   */
  distinctSources?: boolean;
}

export interface LimitedKey {
  key: string;
  rule: Backoff;
}

/**
 * The client address the per-IP limits use: the socket's peer address, or the address a configured proxy
 * (TRUSTED_PROXIES) names in X-Forwarded-For. A header from anyone else is never believed, so a client cannot
 * rotate its way past the limits; behind a trusted proxy the members are not all counted as the proxy.
 */
export function limitIp(req: IncomingMessage, trusted: TrustedProxies): string {
  return clientIp(req, trusted);
}

/** The wait (ms) a key's failures impose at `now`; 0 when it may try. */
export function waitMs(db: Db, { key, rule }: LimitedKey, now: number): number {
  if (rule.free <= 0) return 0;
  const row = db
    .prepare("SELECT COUNT(*) AS n, MAX(at) AS last FROM attempt_failures WHERE key = ? AND at > ?")
    .get(key, now - rule.windowMs) as { n: number; last: number | null };
  if (row.n < rule.free || row.last === null) return 0;
  const wait = Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(30, row.n - rule.free));
  return Math.max(0, row.last + wait - now);
}

/** The longest wait among the keys (ms), 0 when every key may try. */
export function longestWait(db: Db, keys: readonly LimitedKey[], now: number): number {
  return Math.max(0, ...keys.map((k) => waitMs(db, k, now)));
}

/** Counts one failure on each key, from `src` (the client IP). */
export function recordFailure(db: Db, keys: readonly LimitedKey[], now: number, src: string): void {
  const longest = Math.max(0, ...keys.map((k) => k.rule.windowMs));
  db.prepare("DELETE FROM attempt_failures WHERE at <= ?").run(now - Math.max(longest, 24 * 3_600_000));
  const add = db.prepare("INSERT INTO attempt_failures (key, at, src) VALUES (?, ?, ?)");
  // A distinct-sources key keeps one row per source and window: its first failure there.
  const addFirst = db.prepare(
    `INSERT INTO attempt_failures (key, at, src) SELECT ?, ?, ?
      WHERE NOT EXISTS (SELECT 1 FROM attempt_failures WHERE key = ? AND src = ? AND at > ?)`,
  );
  for (const { key, rule } of keys) {
    if (rule.distinctSources) addFirst.run(key, now, src, key, src, now - rule.windowMs);
    else add.run(key, now, src);
  }
}

/** How long an address stays known for an account after a right password there. */
export const KNOWN_SOURCE_MS = 30 * 86_400_000;

/** The account proved its password from `src`: the account's backoff no longer applies there. */
export function rememberSource(db: Db, account: string, src: string, now: number): void {
  db.prepare("DELETE FROM known_sources WHERE at <= ?").run(now - KNOWN_SOURCE_MS);
  db.prepare(
    "INSERT INTO known_sources (account, src, at) VALUES (?, ?, ?) ON CONFLICT(account, src) DO UPDATE SET at = excluded.at",
  ).run(account, src, now);
}

export function isKnownSource(db: Db, account: string, src: string, now: number): boolean {
  return Boolean(
    db
      .prepare("SELECT 1 FROM known_sources WHERE account = ? AND src = ? AND at > ?")
      .get(account, src, now - KNOWN_SOURCE_MS),
  );
}

/** Forgets a key's failures (a success on an account). */
export function clearFailures(db: Db, key: string): void {
  db.prepare("DELETE FROM attempt_failures WHERE key = ?").run(key);
}

/**
 * Reads SANDBOX_LOGIN_LIMITS: `account=N,ip=N` (either part may be left out), the failures free before the
 * backoff starts for each key kind; 0 turns that limit off. Anything unreadable keeps the defaults. The e2e
 * server raises both, since its many browser projects log in (and fail on purpose) from 127.0.0.1 at once.
 */
export function parseLimitFree(
  value: string | undefined,
  defaults: { account: number; ip: number },
): { account: number; ip: number } {
  const out = { ...defaults };
  if (!value) return out;
  for (const part of value.split(",")) {
    const m = /^\s*(account|ip)\s*=\s*(\d{1,7})\s*$/.exec(part);
    if (m) out[m[1] as "account" | "ip"] = Number(m[2]);
  }
  return out;
}
