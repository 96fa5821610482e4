// Bearer tokens: one row per login. Tokens are not rotated, so the refreshed Authorization header echoes the same one.
import type { Db } from "./db/index.ts";
import { randomToken } from "./crypto.ts";
import { memberById, type MemberRow } from "./context.ts";

export function createSession(db: Db, memberId: number): string {
  const token = randomToken();
  db.prepare("INSERT INTO sessions (token, member_id, created_at) VALUES (?, ?, ?)").run(
    token,
    memberId,
    new Date().toISOString(),
  );
  return token;
}

export function memberForToken(db: Db, token: string | null): MemberRow | null {
  if (!token || token.length > 200) return null;
  const row = db.prepare("SELECT member_id FROM sessions WHERE token = ? AND revoked = 0").get(token) as
    { member_id: number } | undefined;
  if (!row) return null;
  const m = memberById(db, row.member_id);
  return m && m.status === "active" ? m : null;
}

export function revokeToken(db: Db, token: string): void {
  db.prepare("UPDATE sessions SET revoked = 1 WHERE token = ?").run(token);
}

/** Revokes every session of a member but `keep` (a login elsewhere). */
export function revokeOthers(db: Db, memberId: number, keep: string): void {
  db.prepare("UPDATE sessions SET revoked = 1 WHERE member_id = ? AND token <> ?").run(memberId, keep);
}
