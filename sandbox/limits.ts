// The member's safer-gambling limits and the reality check, enforced here (src/contract/limits.ts, the rules in
// src/contract/limit-rules.ts). Every time rule reads the member's clock (memberNow). What a window has used is read from the records
// themselves (deposit orders, game rounds, game sessions), inside the caller's transaction, so a check and the write
// it guards are one BEGIN IMMEDIATE step: concurrent deposits cannot pass a limit together. "Now" is the member's
// clock (sandbox/member-clock.ts), and the records these rules read are stamped with it (deposit orders, rounds,
// game sessions), so a test that moves one member's clock moves that member's windows and nobody else's.
import { ruleOn, type ComplianceProfiles } from "../src/contract/compliance.ts";
import { memberNow } from "./member-clock.ts";
import {
  LIMIT_CODES,
  LIMIT_SLOTS,
  LIMITS_DEFAULT_ZONE,
  REALITY_DEFAULT_MIN,
  REALITY_INTERVALS_MIN,
  changeLimit,
  dueRealityCheck,
  firstBreach,
  isCurrency,
  isTimeZone,
  limitWindow,
  livePending,
  pendingExpiresAt,
  nextRealityCheck,
  parseLimitValue,
  playSessionStart,
  playedBetween,
  realityPlan,
  type Breach,
  type Currency,
  type LimitKind,
  type LimitPeriod,
  type LimitRefusal,
  type LimitSlotState,
  type LimitsState,
  type PlayInterval,
  type PlaySession,
  type RealityRules,
} from "../src/contract/index.ts";
import type { MemberRow } from "./context.ts";
import { transaction, type Db } from "./db/index.ts";

const iso = (ms: number) => new Date(ms).toISOString();
const DAY_MS = 86_400_000;

/**
 * Which profile turns on what (src/contract/compliance.ts): the limits are on under every profile (and `none`:
 * a limit the member set is always kept); the reality check at the member's interval under ukgc/mga, the fixed
 * 60/30 plan under tn; the deposit pop-up under tn.
 */
export function realityRules(profiles: ComplianceProfiles): RealityRules {
  return { member: ruleOn(profiles, "reality_check_member_interval"), fixed: ruleOn(profiles, "reality_check_fixed") };
}

const currencyOf = (m: MemberRow): Currency => (isCurrency(m.currency) ? m.currency : "INR");

// ---- stored state -----------------------------------------------------------------------------------------------

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
  pending_set: number;
  pending_value: number | null;
  requested_at: number | null;
  confirmable_at: number | null;
}

function slotOf(row: LimitRow | undefined): LimitSlotState {
  if (!row) return { value: null, pending: null };
  return {
    value: row.value,
    pending:
      row.pending_set === 1
        ? { value: row.pending_value, requested_at: row.requested_at ?? 0, confirmable_at: row.confirmable_at ?? 0 }
        : null,
  };
}

function rows(db: Db, memberId: number): LimitRow[] {
  return db.prepare("SELECT * FROM member_limits WHERE member_id = ?").all(memberId) as unknown as LimitRow[];
}

function readSlot(db: Db, memberId: number, kind: LimitKind, period: LimitPeriod): LimitSlotState {
  return slotOf(
    db
      .prepare("SELECT * FROM member_limits WHERE member_id = ? AND kind = ? AND period = ?")
      .get(memberId, kind, period) as LimitRow | undefined,
  );
}

function writeSlot(db: Db, memberId: number, kind: LimitKind, period: LimitPeriod, s: LimitSlotState): void {
  db.prepare(
    `INSERT INTO member_limits (member_id, kind, period, value, pending_set, pending_value, requested_at, confirmable_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (member_id, kind, period) DO UPDATE SET value = excluded.value, pending_set = excluded.pending_set,
       pending_value = excluded.pending_value, requested_at = excluded.requested_at,
       confirmable_at = excluded.confirmable_at`,
  ).run(
    memberId,
    kind,
    period,
    s.value,
    s.pending ? 1 : 0,
    s.pending?.value ?? null,
    s.pending?.requested_at ?? null,
    s.pending?.confirmable_at ?? null,
  );
}

interface SettingsRow {
  time_zone: string | null;
  reality_interval_min: number | null;
  reality_ack_at: number | null;
}

function settings(db: Db, memberId: number): SettingsRow {
  return (
    (db.prepare("SELECT * FROM limit_settings WHERE member_id = ?").get(memberId) as SettingsRow | undefined) ?? {
      time_zone: null,
      reality_interval_min: null,
      reality_ack_at: null,
    }
  );
}

function saveSettings(db: Db, memberId: number, patch: Partial<SettingsRow>): void {
  const s = { ...settings(db, memberId), ...patch };
  db.prepare(
    `INSERT INTO limit_settings (member_id, time_zone, reality_interval_min, reality_ack_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET time_zone = excluded.time_zone,
       reality_interval_min = excluded.reality_interval_min, reality_ack_at = excluded.reality_ack_at`,
  ).run(memberId, s.time_zone, s.reality_interval_min, s.reality_ack_at);
}

function zoneOf(db: Db, memberId: number): string {
  const z = settings(db, memberId).time_zone;
  return z && isTimeZone(z) ? z : LIMITS_DEFAULT_ZONE;
}

// ---- what a window has used --------------------------------------------------------------------------------------

/** The member's game-open intervals that may touch [since, now] (an open game counts until now). */
export function playIntervals(db: Db, memberId: number, since: number): PlayInterval[] {
  const list = db
    .prepare(
      `SELECT created_at, closed, closed_at FROM game_sessions
       WHERE member_id = ? AND (closed = 0 OR closed_at >= ?)`,
    )
    .all(memberId, iso(since)) as { created_at: string; closed: number; closed_at: string | null }[];
  return list.map((r) => {
    const start = Date.parse(r.created_at);
    return { start, end: r.closed === 0 ? null : r.closed_at ? Date.parse(r.closed_at) : start };
  });
}

function used(db: Db, memberId: number, kind: LimitKind, start: number, end: number, now: number): number {
  const from = iso(start);
  const to = iso(end);
  if (kind === "deposit") {
    // Pending orders count too: a limit holds for what the member has asked to pay in, not only what cleared.
    return (
      db
        .prepare(
          `SELECT COALESCE(SUM(amount), 0) AS s FROM fund_orders WHERE member_id = ? AND type = 'deposit'
           AND status IN ('pending', 'paid') AND created_at >= ? AND created_at < ?`,
        )
        .get(memberId, from, to) as { s: number }
    ).s;
  }
  if (kind === "session")
    return Math.floor(playedBetween(playIntervals(db, memberId, start), start, Math.min(end, now)) / 60_000);
  const r = db
    .prepare(
      "SELECT COALESCE(SUM(bet), 0) AS bet, COALESCE(SUM(win), 0) AS win FROM game_rounds WHERE member_id = ? AND at >= ? AND at < ?",
    )
    .get(memberId, from, to) as { bet: number; win: number };
  return kind === "wager" ? r.bet : Math.max(0, r.bet - r.win);
}

function limitsOf(db: Db, memberId: number, kind: LimitKind): Partial<Record<LimitPeriod, number | null>> {
  const out: Partial<Record<LimitPeriod, number | null>> = {};
  for (const r of rows(db, memberId)) if (r.kind === kind) out[r.period] = r.value;
  return out;
}

function usageOf(db: Db, memberId: number, kind: LimitKind, now: number, zone: string) {
  const out: Partial<Record<LimitPeriod, number>> = {};
  for (const s of LIMIT_SLOTS) {
    if (s.kind !== kind) continue;
    const w = limitWindow(s.period, now, zone);
    out[s.period] = used(db, memberId, kind, w.start, w.resets_at, now);
  }
  return out;
}

function refusal(b: Breach, currency: Currency): LimitRefusal {
  return { kind: b.kind, period: b.period, limit: b.limit, used: b.used, resets_at: iso(b.resets_at), currency };
}

export interface LimitRefused {
  code: number;
  message: string;
  detail: LimitRefusal;
}

function breachOf(db: Db, m: MemberRow, kind: LimitKind, add: number, mode: "would_pass" | "reached"): Breach | null {
  const limits = limitsOf(db, m.id, kind);
  if (Object.values(limits).every((v) => v === null || v === undefined)) return null;
  const now = memberNow(db, m.id);
  const zone = zoneOf(db, m.id);
  return firstBreach(kind, limits, usageOf(db, m.id, kind, now, zone), add, now, zone, mode);
}

const CODE_OF: Record<LimitKind, number> = {
  deposit: LIMIT_CODES.depositLimit,
  loss: LIMIT_CODES.lossLimit,
  wager: LIMIT_CODES.wagerLimit,
  session: LIMIT_CODES.sessionLimit,
};

function refused(b: Breach | null, m: MemberRow): LimitRefused | null {
  if (!b) return null;
  return {
    code: CODE_OF[b.kind],
    message: `${b.period} ${b.kind} limit ${b.limit} reached (used ${b.used})`,
    detail: refusal(b, currencyOf(m)),
  };
}

/** A deposit of `amount` (minor units) over a deposit limit: call inside the transaction that writes the order. */
export function depositRefusal(db: Db, m: MemberRow, amount: number): LimitRefused | null {
  return refused(breachOf(db, m, "deposit", amount, "would_pass"), m);
}

/** play1 once the day's session time or a loss limit is reached. */
export function playRefusal(db: Db, m: MemberRow): LimitRefused | null {
  return refused(breachOf(db, m, "session", 0, "reached") ?? breachOf(db, m, "loss", 0, "reached"), m);
}

/** A bet over the wager limit, or one that could take the loss past the loss limit (inside the round's transaction). */
export function betRefusal(db: Db, m: MemberRow, bet: number): LimitRefused | null {
  return refused(breachOf(db, m, "wager", bet, "would_pass") ?? breachOf(db, m, "loss", bet, "would_pass"), m);
}

/** Closes the member's open games, noting when (play time counts until then). */
export function closeGameSessions(db: Db, memberId: number): void {
  db.prepare("UPDATE game_sessions SET closed = 1, closed_at = ? WHERE member_id = ? AND closed = 0").run(
    iso(memberNow(db, memberId)),
    memberId,
  );
}

// ---- the calls ----------------------------------------------------------------------------------------------------

export function limitsState(db: Db, m: MemberRow, profiles: ComplianceProfiles): LimitsState {
  const now = memberNow(db, m.id);
  const zone = zoneOf(db, m.id);
  const p = realityRules(profiles);
  const s = settings(db, m.id);
  const plan = realityPlan(p, s.reality_interval_min);
  const stored = new Map(rows(db, m.id).map((r) => [`${r.kind}:${r.period}`, r]));
  return {
    currency: currencyOf(m),
    time_zone: zone,
    now: iso(now),
    limits: LIMIT_SLOTS.map(({ kind, period }) => {
      // A pending change past its expiry is not shown (limit-rules.ts livePending); confirm drops it.
      const slot = livePending(slotOf(stored.get(`${kind}:${period}`)), now);
      const w = limitWindow(period, now, zone);
      return {
        kind,
        period,
        value: slot.value,
        pending: slot.pending
          ? {
              value: slot.pending.value,
              requested_at: iso(slot.pending.requested_at),
              confirmable_at: iso(slot.pending.confirmable_at),
              expires_at: iso(pendingExpiresAt(slot.pending)),
            }
          : null,
        used: used(db, m.id, kind, w.start, w.resets_at, now),
        resets_at: iso(w.resets_at),
      };
    }),
    reality_check: {
      mode: p.fixed && p.member ? "both" : p.fixed ? "tn" : p.member ? "member" : "off",
      interval_min: s.reality_interval_min ?? REALITY_DEFAULT_MIN,
      choices: [...REALITY_INTERVALS_MIN],
      first_min: plan?.first_min ?? null,
      every_min: plan?.every_min ?? null,
    },
    deposit_prompt: ruleOn(profiles, "deposit_popup"),
  };
}

export type LimitAnswer = { code: 100; data: LimitsState } | { code: number; message: string; detail?: unknown };

export interface SetLimitBody {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | null;
  time_zone?: string | undefined;
}

/** Set, lower, raise or remove one limit: the rule decides at once or pending (limit-rules.ts changeLimit). */
export function setLimit(db: Db, m: MemberRow, body: SetLimitBody, profiles: ComplianceProfiles): LimitAnswer {
  const slot = LIMIT_SLOTS.find((s) => s.kind === body.kind && s.period === body.period);
  if (!slot) return { code: LIMIT_CODES.invalidLimit, message: `period: ${body.kind} has no ${body.period} limit` };
  let value: number | null = null;
  if (body.amount !== null) {
    const parsed = parseLimitValue(body.kind, body.amount, currencyOf(m));
    if (!parsed.ok)
      return {
        code: LIMIT_CODES.invalidLimit,
        message: `amount: ${parsed.problem}`,
        detail: { field: "amount", problem: parsed.problem },
      };
    value = parsed.value;
  }
  return transaction(db, () => {
    const s = settings(db, m.id);
    if (s.time_zone === null && body.time_zone && isTimeZone(body.time_zone))
      saveSettings(db, m.id, { time_zone: body.time_zone });
    const r = changeLimit(readSlot(db, m.id, body.kind, body.period), {
      type: "request",
      value,
      now: memberNow(db, m.id),
    });
    if (r.ok) writeSlot(db, m.id, body.kind, body.period, r.state);
    return { code: 100, data: limitsState(db, m, profiles) };
  });
}

/** Confirm (after the wait) or cancel a pending change. The wait is read from the stored row, never the request. */
export function settleLimit(
  db: Db,
  m: MemberRow,
  kind: LimitKind,
  period: LimitPeriod,
  how: "confirm" | "cancel",
  profiles: ComplianceProfiles,
): LimitAnswer {
  return transaction(db, (): LimitAnswer => {
    const r = changeLimit(
      readSlot(db, m.id, kind, period),
      how === "confirm" ? { type: "confirm", now: memberNow(db, m.id) } : { type: "cancel" },
    );
    if (!r.ok) {
      if (r.problem === "not_yet")
        return {
          code: LIMIT_CODES.notYetConfirmable,
          message: "the change can be confirmed only 24 hours after it was asked for",
          detail: { confirmable_at: iso(r.confirmable_at) },
        };
      if (r.problem === "expired") {
        // The stale change is dropped for good, so the state and the answers agree from now on.
        writeSlot(db, m.id, kind, period, r.state);
        return {
          code: LIMIT_CODES.pendingExpired,
          message: "the change was not confirmed within 7 days of becoming confirmable and has expired",
          detail: { expired_at: iso(r.expired_at) },
        };
      }
      return { code: LIMIT_CODES.nothingPending, message: "no change is pending for this limit" };
    }
    writeSlot(db, m.id, kind, period, r.state);
    return { code: 100, data: limitsState(db, m, profiles) };
  });
}

export function setRealityInterval(db: Db, m: MemberRow, minutes: number, profiles: ComplianceProfiles): LimitsState {
  return transaction(db, () => {
    saveSettings(db, m.id, { reality_interval_min: minutes });
    return limitsState(db, m, profiles);
  });
}

/** Time played this session, the net position and the reality check's next and due instants. */
export function playSession(db: Db, m: MemberRow, profiles: ComplianceProfiles): PlaySession {
  const now = memberNow(db, m.id);
  const intervals = playIntervals(db, m.id, now - 2 * DAY_MS);
  const start = playSessionStart(intervals, now);
  const s = settings(db, m.id);
  const plan = realityPlan(realityRules(profiles), s.reality_interval_min);
  const totals =
    start === null
      ? { bet: 0, win: 0 }
      : (db
          .prepare(
            "SELECT COALESCE(SUM(bet), 0) AS bet, COALESCE(SUM(win), 0) AS win FROM game_rounds WHERE member_id = ? AND at >= ?",
          )
          .get(m.id, iso(start)) as { bet: number; win: number });
  const due = start !== null && plan ? dueRealityCheck(plan, start, now) : null;
  return {
    now: iso(now),
    currency: currencyOf(m),
    started_at: start === null ? null : iso(start),
    played_ms: start === null ? 0 : playedBetween(intervals, start, now),
    bet: totals.bet,
    win: totals.win,
    net: totals.win - totals.bet,
    next_check_at: start !== null && plan ? iso(nextRealityCheck(plan, start, now)) : null,
    due_check_at: due !== null && due > (s.reality_ack_at ?? 0) ? iso(due) : null,
  };
}

/** "Keep playing": the check due now is acknowledged. */
export function ackRealityCheck(db: Db, m: MemberRow, profiles: ComplianceProfiles): PlaySession {
  transaction(db, () => saveSettings(db, m.id, { reality_ack_at: memberNow(db, m.id) }));
  return playSession(db, m, profiles);
}
