// Bearer tokens: one row per login. Tokens are not rotated, so the refreshed Authorization header echoes the same one.
// Lifetimes (our decision, sandbox/README.md): a token dies after SESSION_IDLE_MS without a request, and
// SESSION_MAX_MS after its login whatever the use; at logout; when the member logs in elsewhere (admin
// login-elsewhere: every other token); when the member changes the password (every other token: the one that
// changed it proved the old password and stays); and when transfer validation resets it (every token).
// A revoked token also loses its real-time subscriptions (Emitter.dropTokens), so its sockets stop hearing
// the member's events (a revoked token keeps its sockets).
import { sandboxNow } from "./clock.ts";
import type { Emitter } from "./context.ts";
import type { Db } from "./db/index.ts";
import { randomToken } from "./crypto.ts";
import { memberById, type MemberRow } from "./context.ts";

const DAY_MS = 24 * 60 * 60_000;
/** A token unused this long is dead. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** A token this old is dead, however often it is used. */
export const SESSION_MAX_MS = 30 * DAY_MS;
/** last_seen_at is written at most this often per token, so busy members do not write on every request. */
const TOUCH_EVERY_MS = 60_000;

/** What revoking needs: the database, and the real-time side to drop the token's sockets. */
export interface SessionCtx {
  db: Db;
  emit: Pick<Emitter, "dropTokens">;
}

/** An event the revoked sockets hear on their member channel before they are removed. */
export interface Farewell {
  event: string;
  data: unknown;
}

export function createSession(db: Db, memberId: number, now = sandboxNow()): string {
  const token = randomToken();
  db.prepare("INSERT INTO sessions (token, member_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)").run(
    token,
    memberId,
    new Date(now).toISOString(),
    now,
  );
  return token;
}

/** The active member of a live token, or null (unknown, revoked, idle too long, too old, member not active). */
export function memberForToken(db: Db, token: string | null, now = sandboxNow()): MemberRow | null {
  if (!token || token.length > 200) return null;
  const row = db
    .prepare("SELECT member_id, created_at, last_seen_at FROM sessions WHERE token = ? AND revoked = 0")
    .get(token) as { member_id: number; created_at: string; last_seen_at: number | null } | undefined;
  if (!row) return null;
  const created = Date.parse(row.created_at);
  const seen = row.last_seen_at ?? created;
  if (!(now - created < SESSION_MAX_MS) || !(now - seen < SESSION_IDLE_MS)) return null;
  if (now - seen >= TOUCH_EVERY_MS) db.prepare("UPDATE sessions SET last_seen_at = ? WHERE token = ?").run(now, token);
  const m = memberById(db, row.member_id);
  return m && m.status === "active" ? m : null;
}

function revoke(ctx: SessionCtx, tokens: string[], farewell?: Farewell): void {
  if (tokens.length === 0) return;
  const stmt = ctx.db.prepare("UPDATE sessions SET revoked = 1 WHERE token = ?");
  for (const t of tokens) stmt.run(t);
  ctx.emit.dropTokens(tokens, farewell);
}

function liveTokens(db: Db, memberId: number): string[] {
  return (
    db.prepare("SELECT token FROM sessions WHERE member_id = ? AND revoked = 0").all(memberId) as { token: string }[]
  ).map((r) => r.token);
}

/**
 * Ends these sessions, each hearing its own farewell (the member's session list, sandbox/devices.ts: the farewell
 * names the ended session, so a page ends only its own).
 */
export function revokeSessions(
  ctx: SessionCtx,
  tokens: readonly string[],
  farewellOf: (token: string) => Farewell,
): void {
  for (const t of tokens) revoke(ctx, [t], farewellOf(t));
}

/** Logout. */
export function revokeToken(ctx: SessionCtx, token: string): void {
  revoke(ctx, [token]);
}

/** Revokes every session of a member but `keep` (a login elsewhere, a password change). */
export function revokeOthers(ctx: SessionCtx, memberId: number, keep: string | null, farewell?: Farewell): void {
  revoke(
    ctx,
    liveTokens(ctx.db, memberId).filter((t) => t !== keep),
    farewell,
  );
}
