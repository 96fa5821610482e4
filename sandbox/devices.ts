// The login history and the member's active sessions (src/contract/security.ts, our extension). Each login records
// where it came from: the client's address (the socket's, or a trusted proxy's X-Forwarded-For), the country the
// operator's CDN names (CF-IPCountry, believed only from a trusted proxy), and the User-Agent (the site summarises
// it: src/lib/device/user-agent.ts). A session is named by its token's fingerprint, never by its token.
import type { IncomingMessage } from "node:http";
import { sandboxNow } from "./clock.ts";
import {
  EVENTS,
  SESSION_CODES,
  tokenFingerprint,
  type ActiveSession,
  type LoginHistory,
} from "../src/contract/index.ts";
import { clientIp, fromTrustedProxy, type TrustedProxies } from "../src/contract/client-address.ts";
import type { Db } from "./db/index.ts";
import { SESSION_IDLE_MS, SESSION_MAX_MS, revokeSessions, type SessionCtx } from "./session.ts";
import { fail, ok, type Reply } from "./routes/types.ts";

export interface SeenFrom {
  ip: string;
  country: string | null;
  userAgent: string;
}

/** The CDN's country header (Cloudflare's name; the operator's CDN sets it, the client cannot). */
export const COUNTRY_HEADER = "cf-ipcountry";
/** Login history rows kept per member (the oldest go). */
const HISTORY_KEPT = 200;
/** Sessions listed at most (the most recently used). */
const SESSIONS_LISTED = 50;

/** Where a request comes from. Control characters are dropped from the User-Agent, which is cut to 256. */
export function seenFrom(req: IncomingMessage, trusted: TrustedProxies): SeenFrom {
  const ua = req.headers["user-agent"];
  const country = req.headers[COUNTRY_HEADER];
  const cc = typeof country === "string" ? country.trim().toUpperCase() : "";
  return {
    ip: clientIp(req, trusted).slice(0, 64),
    // XX and T1 are Cloudflare's "unknown" and Tor: no country.
    country: fromTrustedProxy(req, trusted) && /^[A-Z]{2}$/.test(cc) && cc !== "XX" && cc !== "T1" ? cc : null,
    userAgent: (typeof ua === "string" ? ua : "").replace(/\p{Cc}/gu, "").slice(0, 256),
  };
}

/** A login happened: one row of history, and the device of its session. */
export function recordLogin(db: Db, memberId: number, token: string, from: SeenFrom, now = sandboxNow()): void {
  db.prepare("INSERT INTO login_history (member_id, at, ip, country, user_agent) VALUES (?, ?, ?, ?, ?)").run(
    memberId,
    now,
    from.ip,
    from.country,
    from.userAgent,
  );
  db.prepare(
    `DELETE FROM login_history WHERE member_id = ? AND id NOT IN
      (SELECT id FROM login_history WHERE member_id = ? ORDER BY at DESC, id DESC LIMIT ?)`,
  ).run(memberId, memberId, HISTORY_KEPT);
  db.prepare("INSERT OR REPLACE INTO session_devices (token, ip, country, user_agent) VALUES (?, ?, ?, ?)").run(
    token,
    from.ip,
    from.country,
    from.userAgent,
  );
}

interface HistoryRow {
  at: number;
  ip: string;
  country: string | null;
  user_agent: string;
}

export function loginHistory(db: Db, memberId: number, page: number, pageSize: number): LoginHistory {
  const total = (
    db.prepare("SELECT COUNT(*) AS n FROM login_history WHERE member_id = ?").get(memberId) as { n: number }
  ).n;
  const rows = db
    .prepare(
      "SELECT at, ip, country, user_agent FROM login_history WHERE member_id = ? ORDER BY at DESC, id DESC LIMIT ? OFFSET ?",
    )
    .all(memberId, pageSize, (page - 1) * pageSize) as unknown as HistoryRow[];
  return {
    list: rows.map((r) => ({
      at: new Date(r.at).toISOString(),
      ip: r.ip,
      country: r.country,
      user_agent: r.user_agent,
    })),
    total_count: total,
    page,
    page_size: pageSize,
  };
}

interface SessionRow {
  token: string;
  created_at: string;
  last_seen_at: number | null;
  ip: string | null;
  country: string | null;
  user_agent: string | null;
}

/** The member's live sessions (not revoked, not idle or old past the token rules of session.ts). */
function liveSessions(db: Db, memberId: number, now: number): SessionRow[] {
  const rows = db
    .prepare(
      `SELECT s.token, s.created_at, s.last_seen_at, d.ip, d.country, d.user_agent FROM sessions s
      LEFT JOIN session_devices d ON d.token = s.token WHERE s.member_id = ? AND s.revoked = 0`,
    )
    .all(memberId) as unknown as SessionRow[];
  return rows.filter((r) => {
    const created = Date.parse(r.created_at);
    const seen = r.last_seen_at ?? created;
    return now - created < SESSION_MAX_MS && now - seen < SESSION_IDLE_MS;
  });
}

export function listSessions(db: Db, memberId: number, current: string | null, now = sandboxNow()): ActiveSession[] {
  const seen = (r: SessionRow) => r.last_seen_at ?? Date.parse(r.created_at);
  return liveSessions(db, memberId, now)
    .sort((a, b) => Number(b.token === current) - Number(a.token === current) || seen(b) - seen(a))
    .slice(0, SESSIONS_LISTED)
    .map((r) => ({
      session_id: tokenFingerprint(r.token),
      created_at: new Date(Date.parse(r.created_at)).toISOString(),
      last_seen_at: new Date(seen(r)).toISOString(),
      current: r.token === current ? 1 : 0,
      ip: r.ip ?? "",
      country: r.country,
      user_agent: r.user_agent ?? "",
    }));
}

/** The farewell an ended session's sockets hear before they leave (EVENTS.sessionEnded). */
const farewell = (token: string) => ({
  event: EVENTS.sessionEnded.name,
  data: { fingerprint: tokenFingerprint(token), reason: "revoked" },
});

/** Ends one other session of the member ("log out there"). */
export function revokeSession(ctx: SessionCtx, memberId: number, sessionId: string, current: string | null): Reply {
  const target = liveSessions(ctx.db, memberId, sandboxNow()).find((r) => tokenFingerprint(r.token) === sessionId);
  if (!target) return fail(SESSION_CODES.notFound, "no such session");
  if (target.token === current) return fail(SESSION_CODES.isCurrent, "this is the session asking: log out instead");
  revokeSessions(ctx, [target.token], farewell);
  return ok({});
}

/** Ends every session of the member but the asking one ("log out everywhere else"). */
export function revokeOtherSessions(ctx: SessionCtx, memberId: number, current: string | null): Reply {
  const others = liveSessions(ctx.db, memberId, sandboxNow())
    .map((r) => r.token)
    .filter((t) => t !== current);
  revokeSessions(ctx, others, farewell);
  return ok({ revoked: others.length });
}
