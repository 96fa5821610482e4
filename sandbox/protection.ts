// Player protection in the sandbox (src/contract/protection.ts, src/contract/compliance.ts): the country block,
// the night block (tn), time-outs and self-exclusions, enforced on every call that logs in, pays in or plays,
// whatever the site shows. Every instant is the member's clock (sandbox/member-clock.ts) or the sandbox's.
import type { IncomingMessage } from "node:http";
import { fromTrustedProxy } from "../src/contract/client-address.ts";
import { countryBlocked, normaliseCountry, ruleOn } from "../src/contract/compliance.ts";
import type { CallName } from "../src/contract/index.ts";
import {
  NIGHT_BLOCK_WARNING_MS,
  PROTECTION_CODES,
  PROTECTION_EVENT,
  PROTECTION_WARNING_EVENT,
  exclusionActive,
  inNightBlock,
  nextExclusion,
  nightBlockEnd,
  nightBlockStart,
  type Exclusion,
  type ExclusionKind,
  type ExclusionLength,
} from "../src/contract/protection.ts";
import { sandboxNow } from "./clock.ts";
import { memberByAccount, type Ctx, type MemberRow } from "./context.ts";
import { getMeta, setMeta, transaction, type Db } from "./db/index.ts";
import { memberNow } from "./member-clock.ts";
import { closeGameSessions } from "./limits.ts";
import type { Reply } from "./routes/types.ts";
import { createSession, revokeOthers } from "./session.ts";

const iso = (ms: number) => new Date(ms).toISOString();

// ---------------------------------------------------------------------------------------------------------------
// The visitor's country

/**
 * The country of a request: the CDN's header (COUNTRY_HEADER) when the request came through a trusted proxy
 * (a client's own header counts for nothing), else the sandbox's IP rule for the client's address (admin
 * `ip-country`, which stands in for the CDN in tests); null when unknown.
 */
export function requestCountry(ctx: Ctx, req: IncomingMessage, ip: string): string | null {
  const header = ctx.opts.countryHeader;
  if (header && fromTrustedProxy(req, ctx.opts.trustedProxies)) {
    const v = req.headers[header];
    const c = normaliseCountry(typeof v === "string" ? v : undefined);
    if (c) return c;
  }
  return normaliseCountry(ipCountries(ctx.db)[ip]);
}

/** The sandbox's IP → country rules (meta `ip_countries`, a JSON object). */
export function ipCountries(db: Db): Record<string, string> {
  try {
    const v = JSON.parse(getMeta(db, "ip_countries") ?? "{}") as unknown;
    return v && typeof v === "object" ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Sets (or with null removes) the country of an address (admin `ip-country`). */
export function setIpCountry(db: Db, ip: string, country: string | null): Record<string, string> {
  const map = ipCountries(db);
  delete map[ip];
  if (country) map[ip] = country.toUpperCase();
  setMeta(db, "ip_countries", JSON.stringify(map));
  return map;
}

// ---------------------------------------------------------------------------------------------------------------
// Time-out and self-exclusion

interface ExclusionRow {
  kind: ExclusionKind;
  length: ExclusionLength;
  started_at: string;
  ends_at: string | null;
}

/** The time-out or self-exclusion in force for a member at `now` (the member's clock by default), or null. */
export function exclusionOf(db: Db, memberId: number, now = memberNow(db, memberId)): Exclusion | null {
  const row = db
    .prepare(
      `SELECT kind, length, started_at, ends_at FROM exclusions WHERE member_id = ?
       ORDER BY (ends_at IS NULL) DESC, ends_at DESC LIMIT 1`,
    )
    .get(memberId) as ExclusionRow | undefined;
  return row && exclusionActive(row, now) ? { ...row } : null;
}

/**
 * Whether promotions stop for a member now: a time-out or self-exclusion holds (issue text "While timed out or
 * self-excluded": promotion pop-ups, letters of promotions and the red envelope stop). Service letters still go.
 */
export function promotionsStopped(db: Db, memberId: number): boolean {
  return exclusionOf(db, memberId) !== null;
}

export type ExclusionOutcome = { ok: true; exclusion: Exclusion } | { ok: false; code: number; current: Exclusion };

/**
 * Starts a time-out or self-exclusion for `m` now: it takes effect at once (every session of the member ends,
 * told through the member channel) and cannot be lifted early: one that would end before the exclusion in force
 * is refused (PROTECTION_CODES.wouldShorten) and changes nothing.
 */
export function startExclusion(ctx: Ctx, m: MemberRow, kind: ExclusionKind, length: ExclusionLength): ExclusionOutcome {
  const now = memberNow(ctx.db, m.id);
  const outcome = transaction(ctx.db, () => {
    const next = nextExclusion(exclusionOf(ctx.db, m.id, now), kind, length, now);
    if (!next.ok) return next;
    ctx.db
      .prepare("INSERT INTO exclusions (member_id, kind, length, started_at, ends_at) VALUES (?, ?, ?, ?, ?)")
      .run(m.id, kind, length, next.exclusion.started_at, next.exclusion.ends_at);
    return next;
  });
  if (!outcome.ok) return { ok: false, code: PROTECTION_CODES.wouldShorten, current: outcome.current };
  // Open sessions end now, through the real-time channel (as a login elsewhere does).
  revokeOthers(ctx, m.id, null, {
    event: PROTECTION_EVENT,
    data: { reason: kind, ends_at: outcome.exclusion.ends_at },
  });
  ctx.db.prepare("UPDATE members SET playing_gp_id = NULL WHERE id = ?").run(m.id);
  closeGameSessions(ctx.db, m.id); // noting when, for play time (sandbox/limits.ts)
  return outcome;
}

/** A time-out ("Take a break"): the reality check's button calls it through the contract's timeOut call. */
export function startTimeOut(ctx: Ctx, m: MemberRow, length: "24h" | "7d" | "30d" | "6w"): ExclusionOutcome {
  return startExclusion(ctx, m, "time_out", length);
}

/** The calls a withdraw-only session (an excluded member's login) may make: the balance and taking it out. */
const WITHDRAW_ONLY_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  "layout",
  "myCash",
  "withdrawInfo",
  "withdrawStore",
  "bankAccountList",
  "dwRecord",
  "transferAllBack",
  "balanceGetBack",
  "protectionStatus",
  "logout",
] as CallName[]);

/** Whether a token is withdraw-only (given to an excluded member at login). */
function tokenScope(db: Db, token: string | null): string | null {
  if (!token) return null;
  return (
    (db.prepare("SELECT scope FROM sessions WHERE token = ?").get(token) as { scope: string | null } | undefined)
      ?.scope ?? null
  );
}

const excludedReply = (e: Exclusion, extra: Record<string, unknown> = {}): Reply => ({
  code: PROTECTION_CODES.excluded,
  message:
    e.ends_at === null
      ? `${e.kind === "time_out" ? "timed out" : "self-excluded"} permanently`
      : `${e.kind === "time_out" ? "timed out" : "self-excluded"} until ${e.ends_at}`,
  data: { ...e, ...extra },
});

/**
 * Login of a member whose password was right: refused while an exclusion holds, with its end date. The answer
 * carries a withdraw-only token (`withdraw_token`): withdrawals stay possible, nothing else (WITHDRAW_ONLY_CALLS).
 */
export function loginRefusal(ctx: Ctx, m: MemberRow): Reply | null {
  const e = exclusionOf(ctx.db, m.id);
  if (!e) return null;
  const token = createSession(ctx.db, m.id);
  ctx.db.prepare("UPDATE sessions SET scope = 'withdraw' WHERE token = ?").run(token);
  return excludedReply(e, { withdraw_token: token });
}

// ---------------------------------------------------------------------------------------------------------------
// The gate every call passes (sandbox/router.ts)

/** Calls refused to a blocked country. */
const COUNTRY_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  "register",
  "sendSms",
  "login",
  "doubleValidation",
  "doubleValidationSkip",
  "depositStore",
  "playGame",
  "demoPlay",
]);
/** Calls refused during the night block (tn). */
const NIGHT_CALLS: ReadonlySet<CallName> = new Set<CallName>(["login", "doubleValidation", "playGame"]);
/** Calls refused to a timed-out or self-excluded member (a session that outlived it: a race, a withdraw token). */
const EXCLUDED_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  "depositStore",
  "playGame",
  "claimRedEnvelope",
  "signin",
]);
/** Promotions an excluded member no longer receives: answered empty rather than refused. */
const QUIET_CALLS: Partial<Record<CallName, unknown>> = {
  memberBulletin: { list: [], setting: { display_frequency: 0 } },
  redEnvelopePromotion: [],
};

/**
 * Refuses a call that player protection forbids, before its handler runs: a blocked country, the night block,
 * an exclusion, a withdraw-only token. Null lets the call through.
 */
export function protectionGate(
  ctx: Ctx,
  name: CallName,
  member: MemberRow | null,
  token: string | null,
  req: IncomingMessage,
  ip: string,
  body: unknown,
): Reply | null {
  const { compliance } = ctx.opts;
  if (COUNTRY_CALLS.has(name) && compliance.blockedCountries.length > 0) {
    const country = requestCountry(ctx, req, ip);
    if (countryBlocked(compliance.blockedCountries, country))
      return {
        code: PROTECTION_CODES.countryBlocked,
        message: `not available in ${country}`,
        data: { country },
      };
  }
  // A login names its member: the night block reads that member's clock (sandbox/member-clock.ts).
  const named =
    member ??
    (name === "login" && body && typeof (body as { account?: unknown }).account === "string"
      ? memberByAccount(ctx.db, (body as { account: string }).account.trim())
      : undefined);
  const now = named ? memberNow(ctx.db, named.id) : sandboxNow();
  if (NIGHT_CALLS.has(name) && ruleOn(compliance.profiles, "night_block") && inNightBlock(now))
    return {
      code: PROTECTION_CODES.nightBlock,
      message: "closed from 00:00 to 05:00 India time",
      data: { ends_at: iso(nightBlockEnd(now)) },
    };
  if (!member) return null;
  if (tokenScope(ctx.db, token) === "withdraw" && !WITHDRAW_ONLY_CALLS.has(name)) {
    const e = exclusionOf(ctx.db, member.id, now);
    if (e) return excludedReply(e);
  }
  if (EXCLUDED_CALLS.has(name) || Object.hasOwn(QUIET_CALLS, name)) {
    const e = exclusionOf(ctx.db, member.id, now);
    if (e && Object.hasOwn(QUIET_CALLS, name)) return { code: 100, data: QUIET_CALLS[name] };
    if (e) return excludedReply(e);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// The night block at midnight: warn the members at play, then end every session

/** How often the sweep runs (real time). */
const SWEEP_MS = 15_000;

/**
 * The timed rules' sweep: under tn, a member at play within NIGHT_BLOCK_WARNING_MS of 00:00 IST is told the game
 * will stop (protection.warning, once a night); at 00:00 every session of a member ends (protection.ended).
 */
export function sweep(ctx: Ctx): void {
  if (!ruleOn(ctx.opts.compliance.profiles, "night_block")) return;
  const members = ctx.db
    .prepare(
      "SELECT DISTINCT s.member_id AS id, m.playing_gp_id FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.revoked = 0",
    )
    .all() as { id: number; playing_gp_id: string | null }[];
  for (const { id, playing_gp_id } of members) {
    const now = memberNow(ctx.db, id);
    if (inNightBlock(now)) {
      revokeOthers(ctx, id, null, {
        event: PROTECTION_EVENT,
        data: { reason: "night_block", ends_at: iso(nightBlockEnd(now)) },
      });
      continue;
    }
    const start = nightBlockStart(now);
    const key = `night_warned:${id}`;
    if (playing_gp_id && start - now <= NIGHT_BLOCK_WARNING_MS && getMeta(ctx.db, key) !== String(start)) {
      setMeta(ctx.db, key, String(start));
      ctx.emit.toMember(id, PROTECTION_WARNING_EVENT, {
        reason: "night_block_warning",
        ends_at: iso(start + 5 * 3_600_000),
      });
    }
  }
}

/** Starts the sweep's timer (sandbox/index.ts); the sandbox's close stops it. */
export function startSweeps(ctx: Ctx): void {
  const tick = () => {
    sweep(ctx);
    ctx.later(SWEEP_MS, tick);
  };
  ctx.later(SWEEP_MS, tick);
}

/**
 * After the admin `clock` control moved time: the rules that act on their own at an instant (the night block's
 * midnight logout) run now rather than at their next timer.
 */
export function clockMoved(ctx: Ctx): void {
  sweep(ctx);
}
