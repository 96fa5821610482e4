// Ships to server and browser, and is imported by the sandbox. The safer-gambling limits and the reality check as
// pure rules with the clock passed in: the sandbox enforces them, the site shows them, and one table of tests holds
// both to the same answers. No I/O, no Date.now().
//
// Decisions, written down (the market's rules name the tools, not these details):
// - Windows are calendar periods in the MEMBER'S time zone (an IANA name the browser reports the first time the
//   member saves a limit; until then the platform's zone, LIMITS_DEFAULT_ZONE). A day starts at local midnight (or
//   the first moment after a DST gap), a week on Monday (ISO 8601), a month on its 1st. The zone is kept once set:
//   a forged zone could otherwise move a window's reset and so loosen a limit without the 24-hour wait.
// - Money limits are integers of the currency's minor unit; the session-time limit is minutes per day.
// - A new limit, a lower one or an equal one takes effect at once and cancels a pending change (the latest wish
//   wins, so two tabs end in one state). A higher one, or a removal, waits LIMIT_COOLING_MS and then needs the
//   member to confirm it; until then the current limit applies. A pending change expires LIMIT_CONFIRM_WINDOW_MS (7
//   days) after it becomes confirmable, as major operators do: a raise asked for weeks ago and confirmed on a bad
//   night is not a considered decision. Expired, it is dropped and the current limit stays; asking again starts a
//   new 24-hour wait.
// - Loss = bets − wins in the window (never below 0). A bet is refused when it could take the loss past the limit
//   (the bet may be lost entirely) or the wagered total past the wager limit; play1 is refused once the loss or the
//   session-time limit is reached (used ≥ limit).
// - A play session is continuous play: the game-open intervals chained while the gap between one game closing and
//   the next opening is under PLAY_BREAK_MS. The reality check counts from its start.
import { wallClock as local, zoneOffset } from "./zone-clock.ts";

export const LIMIT_KINDS = ["deposit", "loss", "wager", "session"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ["day", "week", "month"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The slots a member may set: every money kind in each period, the session time per day only. */
export const LIMIT_SLOTS: readonly { kind: LimitKind; period: LimitPeriod }[] = [
  ...(["deposit", "loss", "wager"] as const).flatMap((kind) => LIMIT_PERIODS.map((period) => ({ kind, period }))),
  { kind: "session", period: "day" },
];
export function isLimitSlot(kind: string, period: string): boolean {
  return LIMIT_SLOTS.some((s) => s.kind === kind && s.period === period);
}

export const LIMIT_COOLING_MS = 24 * 60 * 60_000;
/** How long a pending raise or removal may be confirmed once it is confirmable; then it expires. */
export const LIMIT_CONFIRM_WINDOW_MS = 7 * 24 * 60 * 60_000;
export const PLAY_BREAK_MS = 10 * 60_000;
/** The platform's zone, used until the member's own is known (our decision: the market the site serves). */
export const LIMITS_DEFAULT_ZONE = "Asia/Kolkata";
/** The most a money limit may be (minor units), and the session limit (minutes in a day). */
export const LIMIT_MAX_MINOR = 1_000_000_000_000;
export const SESSION_LIMIT_MAX_MIN = 24 * 60;

// ---- time zones ------------------------------------------------------------------------------------------------

// The wall clock and the offset of a zone are zone-clock.ts's (shared with the red envelope's times).
export { isTimeZone, zoneOffset } from "./zone-clock.ts";

/** The first instant of the calendar day y-m-d in `zone` (day overflow normalises: d = 32 is next month's 1st). */
export function startOfLocalDay(y: number, m: number, d: number, zone: string): number {
  const norm = new Date(Date.UTC(y, m - 1, d));
  const ty = norm.getUTCFullYear();
  const tm = norm.getUTCMonth() + 1;
  const td = norm.getUTCDate();
  const guess = Date.UTC(ty, tm - 1, td);
  const first = guess - zoneOffset(guess, zone);
  const second = guess - zoneOffset(first, zone);
  // Midnight may fall in a DST gap: the day starts at the first candidate that is on that day.
  const onDay = [first, second]
    .filter((t) => {
      const l = local(t, zone);
      return l.y === ty && l.m === tm && l.d === td;
    })
    .sort((a, b) => a - b);
  return onDay[0] ?? Math.min(first, second);
}

export interface LimitWindowSpan {
  start: number;
  /** The first instant of the next window (when the limit resets). */
  resets_at: number;
}

/** The calendar window of `period` holding `now`, in `zone`. */
export function limitWindow(period: LimitPeriod, now: number, zone: string): LimitWindowSpan {
  const l = local(now, zone);
  if (period === "day")
    return { start: startOfLocalDay(l.y, l.m, l.d, zone), resets_at: startOfLocalDay(l.y, l.m, l.d + 1, zone) };
  if (period === "week") {
    const weekday = (new Date(Date.UTC(l.y, l.m - 1, l.d)).getUTCDay() + 6) % 7; // Monday 0
    return {
      start: startOfLocalDay(l.y, l.m, l.d - weekday, zone),
      resets_at: startOfLocalDay(l.y, l.m, l.d - weekday + 7, zone),
    };
  }
  return { start: startOfLocalDay(l.y, l.m, 1, zone), resets_at: startOfLocalDay(l.y, l.m + 1, 1, zone) };
}

// ---- changing a limit ------------------------------------------------------------------------------------------

export interface PendingChange {
  /** The value asked for; null removes the limit. */
  value: number | null;
  requested_at: number;
  /** From this instant the member may confirm it (requested_at + LIMIT_COOLING_MS). */
  confirmable_at: number;
}
export interface LimitSlotState {
  value: number | null;
  pending: PendingChange | null;
}
export const NO_LIMIT: LimitSlotState = { value: null, pending: null };

export type LimitEvent =
  { type: "request"; value: number | null; now: number } | { type: "confirm"; now: number } | { type: "cancel" };

export type LimitOutcome =
  | { ok: true; state: LimitSlotState; applied: "now" | "pending" | "cancelled" }
  | { ok: false; problem: "nothing_pending" }
  | { ok: false; problem: "not_yet"; confirmable_at: number }
  /** The pending change expired unconfirmed: `state` is the slot without it (the caller stores it). */
  | { ok: false; problem: "expired"; expired_at: number; state: LimitSlotState };

/** The instant a pending change expires unconfirmed (LIMIT_CONFIRM_WINDOW_MS after it becomes confirmable). */
export function pendingExpiresAt(p: PendingChange): number {
  return p.confirmable_at + LIMIT_CONFIRM_WINDOW_MS;
}

/** The slot as it stands at `now`: a pending change past its expiry is gone. */
export function livePending(state: LimitSlotState, now: number): LimitSlotState {
  return state.pending && now >= pendingExpiresAt(state.pending) ? { value: state.value, pending: null } : state;
}

/** One change of one limit slot. */
export function changeLimit(stored: LimitSlotState, event: LimitEvent): LimitOutcome {
  const state = event.type === "cancel" ? stored : livePending(stored, event.now);
  switch (event.type) {
    case "request": {
      const loosens = state.value !== null && (event.value === null || event.value > state.value);
      if (!loosens) {
        // A first limit, a lower or an equal one: at once (a removal of no limit is a no-op).
        return { ok: true, state: { value: event.value, pending: null }, applied: "now" };
      }
      // Asking again for what is already pending keeps its clock (a resend must not restart or skip the wait).
      if (state.pending && state.pending.value === event.value) return { ok: true, state, applied: "pending" };
      return {
        ok: true,
        state: {
          value: state.value,
          pending: { value: event.value, requested_at: event.now, confirmable_at: event.now + LIMIT_COOLING_MS },
        },
        applied: "pending",
      };
    }
    case "confirm": {
      if (stored.pending && !state.pending)
        return { ok: false, problem: "expired", expired_at: pendingExpiresAt(stored.pending), state };
      if (!state.pending) return { ok: false, problem: "nothing_pending" };
      if (event.now < state.pending.confirmable_at)
        return { ok: false, problem: "not_yet", confirmable_at: state.pending.confirmable_at };
      return { ok: true, state: { value: state.pending.value, pending: null }, applied: "now" };
    }
    case "cancel":
      if (!state.pending) return { ok: false, problem: "nothing_pending" };
      return { ok: true, state: { value: state.value, pending: null }, applied: "cancelled" };
  }
}

// ---- checking against a limit ----------------------------------------------------------------------------------

export interface Breach {
  kind: LimitKind;
  period: LimitPeriod;
  limit: number;
  used: number;
  resets_at: number;
}

export type KindLimits = Partial<Record<LimitPeriod, number | null>>;
export type KindUsage = Partial<Record<LimitPeriod, number>>;

/**
 * The first period whose limit `add` more would pass (used + add > limit), or, with `add` 0 and `reached`, the
 * first whose limit is already used up (used ≥ limit). Periods in day, week, month order.
 */
export function firstBreach(
  kind: LimitKind,
  limits: KindLimits,
  used: KindUsage,
  add: number,
  now: number,
  zone: string,
  mode: "would_pass" | "reached" = "would_pass",
): Breach | null {
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period];
    if (limit === null || limit === undefined) continue;
    const u = used[period] ?? 0;
    const over = mode === "reached" ? u >= limit : u + add > limit;
    if (over) return { kind, period, limit, used: u, resets_at: limitWindow(period, now, zone).resets_at };
  }
  return null;
}

// ---- play sessions and the reality check ----------------------------------------------------------------------

export interface PlayInterval {
  start: number;
  /** null: the game is still open (counts until now). */
  end: number | null;
}

/** The start of the current continuous play session at `now`, or null when the member is not in one. */
export function playSessionStart(intervals: readonly PlayInterval[], now: number): number | null {
  const sorted = [...intervals].filter((i) => i.start <= now).sort((a, b) => a.start - b.start);
  let start: number | null = null;
  let end = -Infinity;
  for (const i of sorted) {
    const e = i.end ?? now;
    if (start === null || i.start - end >= PLAY_BREAK_MS) start = i.start;
    end = Math.max(end, e);
  }
  if (start === null) return null;
  return now - end >= PLAY_BREAK_MS ? null : start;
}

/** Milliseconds of play between `from` and `to` (overlapping intervals counted once). */
export function playedBetween(intervals: readonly PlayInterval[], from: number, to: number): number {
  const clipped = intervals
    .map((i) => ({ s: Math.max(i.start, from), e: Math.min(i.end ?? to, to) }))
    .filter((i) => i.e > i.s)
    .sort((a, b) => a.s - b.s);
  let total = 0;
  let curS = -Infinity;
  let curE = -Infinity;
  for (const i of clipped) {
    if (i.s > curE) {
      if (curE > curS) total += curE - curS;
      curS = i.s;
      curE = i.e;
    } else curE = Math.max(curE, i.e);
  }
  if (curE > curS) total += curE - curS;
  return total;
}

/**
 * Which reality-check rules are on (src/contract/compliance.ts): `member` the member's interval (ukgc, mga), `fixed`
 * 60 minutes of continuous play then every 30 (tn).
 */
export interface RealityRules {
  member: boolean;
  fixed: boolean;
}
export const REALITY_INTERVALS_MIN = [15, 30, 45, 60, 90, 120] as const;
export const REALITY_DEFAULT_MIN = 60;
export const TN_FIRST_MIN = 60;
export const TN_EVERY_MIN = 30;

export interface RealityPlan {
  /** Minutes from the session's start to the first check. */
  first_min: number;
  /** Minutes between the later checks. */
  every_min: number;
}

/**
 * When the reality check comes. ukgc/mga: every `interval` minutes the member picked (default 60). tn: after 60
 * minutes of continuous play, then every 30. Both on (our decision, the strictest of the two): the earlier of each.
 */
export function realityPlan(p: RealityRules, memberIntervalMin: number | null): RealityPlan | null {
  const member = p.member ? (memberIntervalMin ?? REALITY_DEFAULT_MIN) : null;
  if (member === null && !p.fixed) return null;
  if (member === null) return { first_min: TN_FIRST_MIN, every_min: TN_EVERY_MIN };
  if (!p.fixed) return { first_min: member, every_min: member };
  return { first_min: Math.min(member, TN_FIRST_MIN), every_min: Math.min(member, TN_EVERY_MIN) };
}

/** The first check strictly after `after` for a session that started at `sessionStart`. */
export function nextRealityCheck(plan: RealityPlan, sessionStart: number, after: number): number {
  const first = sessionStart + plan.first_min * 60_000;
  if (after < first) return first;
  const every = plan.every_min * 60_000;
  return first + (Math.floor((after - first) / every) + 1) * every;
}

/** The check due at `now` (the latest scheduled one at or before it), or null before the first. */
export function dueRealityCheck(plan: RealityPlan, sessionStart: number, now: number): number | null {
  const first = sessionStart + plan.first_min * 60_000;
  if (now < first) return null;
  const every = plan.every_min * 60_000;
  return first + Math.floor((now - first) / every) * every;
}
