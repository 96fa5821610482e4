// Ships to server and browser, and is imported by the sandbox. Player protection: time-out, self-exclusion, the
// night block, the country block and the age rule. OUR EXTENSION: the spec is silent on player protection; the
// calls are designed like the platform's others (POST under /api, the envelope, snake_case) and the codes are new
// (451–456, used by no spec call). The rules are pure functions here, so the site and the sandbox agree and the
// tests prove them with a fixed clock.
import { z } from "./zod.ts";
import { memberCall } from "./call.ts";

/** India's time zone has no daylight saving: a fixed +05:30 (the night block counts in it). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The night block (tn): from 00:00 to 05:00 India time, no login and no play1. */
export const NIGHT_BLOCK = { startHour: 0, endHour: 5 } as const;

/** Whether `nowMs` falls in the night block (00:00 ≤ IST < 05:00). */
export function inNightBlock(nowMs: number): boolean {
  const hour = Math.floor(((((nowMs + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
  return hour >= NIGHT_BLOCK.startHour && hour < NIGHT_BLOCK.endHour;
}

/** The instant the current or next night block starts (00:00 IST on or after `nowMs`, or today's if inside it). */
export function nightBlockStart(nowMs: number): number {
  const istMidnight = Math.floor((nowMs + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return inNightBlock(nowMs) ? istMidnight : istMidnight + DAY_MS;
}

/** The instant the night block around `nowMs` ends (05:00 IST); only meaningful inside it. */
export function nightBlockEnd(nowMs: number): number {
  return nightBlockStart(nowMs) + NIGHT_BLOCK.endHour * HOUR_MS;
}

/** The time-out's lengths (a break): 24 hours, 7 days, 30 days, 6 weeks. */
export const TIME_OUT_LENGTHS = ["24h", "7d", "30d", "6w"] as const;
export type TimeOutLength = (typeof TIME_OUT_LENGTHS)[number];
/** Self-exclusion's lengths: 6 months, 1 year, 5 years, permanent. */
export const SELF_EXCLUSION_LENGTHS = ["6m", "1y", "5y", "permanent"] as const;
export type SelfExclusionLength = (typeof SELF_EXCLUSION_LENGTHS)[number];
export type ExclusionKind = "time_out" | "self_exclusion";
export type ExclusionLength = TimeOutLength | SelfExclusionLength;

/** Adds whole calendar months in UTC (6 months from 31 August is the last day of February, not 3 March). */
function addMonthsUtc(ms: number, months: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** When an exclusion of `length` started at `startMs` ends; null for permanent. */
export function exclusionEnd(length: ExclusionLength, startMs: number): number | null {
  switch (length) {
    case "24h":
      return startMs + DAY_MS;
    case "7d":
      return startMs + 7 * DAY_MS;
    case "30d":
      return startMs + 30 * DAY_MS;
    case "6w":
      return startMs + 42 * DAY_MS;
    case "6m":
      return addMonthsUtc(startMs, 6);
    case "1y":
      return addMonthsUtc(startMs, 12);
    case "5y":
      return addMonthsUtc(startMs, 60);
    case "permanent":
      return null;
  }
}

/** An exclusion as the sandbox keeps it and the calls answer it. */
export interface Exclusion {
  kind: ExclusionKind;
  length: ExclusionLength;
  /** ISO instant. */
  started_at: string;
  /** ISO instant; null: permanent. */
  ends_at: string | null;
}

/** Whether `e` still holds at `nowMs`. */
export function exclusionActive(e: Exclusion | null | undefined, nowMs: number): e is Exclusion {
  return !!e && (e.ends_at === null || Date.parse(e.ends_at) > nowMs);
}

/**
 * The exclusion after a member asks for `next` while `current` may hold (it takes effect at once and cannot be
 * lifted early): the request stands only if it ends no earlier than the one in force (a permanent one is never
 * replaced); otherwise it is refused and the current one stays.
 */
export function nextExclusion(
  current: Exclusion | null | undefined,
  kind: ExclusionKind,
  length: ExclusionLength,
  nowMs: number,
): { ok: true; exclusion: Exclusion } | { ok: false; current: Exclusion } {
  const end = exclusionEnd(length, nowMs);
  const exclusion: Exclusion = {
    kind,
    length,
    started_at: new Date(nowMs).toISOString(),
    ends_at: end === null ? null : new Date(end).toISOString(),
  };
  if (!exclusionActive(current, nowMs)) return { ok: true, exclusion };
  if (current.ends_at === null) return { ok: false, current };
  if (end !== null && end < Date.parse(current.ends_at)) return { ok: false, current };
  return { ok: true, exclusion };
}

/** Members must be 18 or over (every profile). */
export const MIN_AGE = 18;

/**
 * Whether a birthday (YYYY-MM-DD) is at least MIN_AGE years before `nowMs`, counted in India's calendar (the
 * birthday itself counts: 18 on the day). An unreadable date is not old enough.
 */
export function oldEnough(birthday: string, nowMs: number, minAge = MIN_AGE): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(Date.UTC(y, mo - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== mo - 1 || born.getUTCDate() !== d) return false;
  const today = new Date(nowMs + IST_OFFSET_MS);
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0);
  return age >= minAge;
}

/** The codes of refusals (new, OUR EXTENSION). */
export const PROTECTION_CODES = {
  /** The visitor's country is in BLOCKED_COUNTRIES; data: { country }. 451 as HTTP's "Unavailable For Legal Reasons". */
  countryBlocked: 451,
  /** The night block (tn) holds: no login, no play1; data: { ends_at }. */
  nightBlock: 452,
  /** The member is timed out or self-excluded: no login, deposit or play; data: ExclusionSchema. */
  excluded: 453,
  /** Registration or profile: the birthday makes the member under 18; data: { field: "member_birthday" }. */
  underAge: 454,
  /** Registration without the confirmation of being 18 or over; data: { field: "age_confirmed" }. */
  ageNotConfirmed: 455,
  /** A time-out or self-exclusion that would end before the one in force; data: ExclusionSchema (the current). */
  wouldShorten: 456,
} as const;

export const ExclusionSchema = z.object({
  kind: z.enum(["time_out", "self_exclusion"]),
  length: z.enum([...TIME_OUT_LENGTHS, ...SELF_EXCLUSION_LENGTHS]),
  started_at: z.iso.datetime({ offset: true }),
  ends_at: z.nullable(z.iso.datetime({ offset: true })),
});

/**
 * Login's refusal data for PROTECTION_CODES.excluded (OUR EXTENSION): the exclusion and a withdraw-only token.
 * The token may make only the calls that show the balance and take it out (sandbox/protection.ts
 * WITHDRAW_ONLY_CALLS: layout, my_cash, bringing money back from provider wallets, the withdrawal form and its
 * records, the protection status, logout); every other call is refused with 453. Why: a member who is timed out
 * or self-excluded must still be able to withdraw (UKGC RTS, MGA), and nothing else.
 */
export const WithdrawOnlyLoginSchema = z.extend(ExclusionSchema, {
  withdraw_token: z.string().check(z.minLength(8), z.maxLength(256)),
});

/** The refusal data of PROTECTION_CODES.nightBlock. */
export const NightBlockDataSchema = z.object({ ends_at: z.iso.datetime({ offset: true }) });
/** The refusal data of PROTECTION_CODES.countryBlocked. */
export const CountryBlockedDataSchema = z.object({ country: z.string() });

/** The member's protection state. */
export const ProtectionStatusSchema = z.object({
  /** The time-out or self-exclusion in force, or null. */
  exclusion: z.nullable(ExclusionSchema),
  /** The platform's now (ISO), so the site's countdowns run by the server's clock. */
  server_time: z.iso.datetime({ offset: true }),
});
export type ProtectionStatus = z.output<typeof ProtectionStatusSchema>;

export const TimeOutRequestSchema = z.strictObject({ length: z.enum(TIME_OUT_LENGTHS) });
export const SelfExclusionRequestSchema = z.strictObject({ length: z.enum(SELF_EXCLUSION_LENGTHS) });

export const protectionCalls = {
  /** The member's protection state (the pages, and the "Take a break" button of the reality check). */
  protectionStatus: memberCall("/api/member/protection", z.object({}), ProtectionStatusSchema),
  /**
   * Starts a time-out now (24h, 7d, 30d, 6w): the member's sessions end through the real-time channel
   * (`protection.ended`), and login, deposits and play are refused until it ends. Refused with wouldShorten if
   * it would end before the exclusion in force.
   */
  protectionTimeOut: memberCall("/api/member/protection/time_out", TimeOutRequestSchema, ProtectionStatusSchema),
  /** Starts a self-exclusion now (6m, 1y, 5y, permanent); as timeOut. */
  protectionSelfExclusion: memberCall(
    "/api/member/protection/self_exclusion",
    SelfExclusionRequestSchema,
    ProtectionStatusSchema,
  ),
} as const;

/**
 * The real-time event on the member's channel when protection ends a session (a time-out or self-exclusion
 * started in another tab, the night block at midnight): the site shows why and logs out. `warning` comes a few
 * minutes before the night block so a member mid-game is told the game will stop.
 */
export const ProtectionEventSchema = z.object({
  reason: z.enum(["time_out", "self_exclusion", "night_block", "night_block_warning"]),
  /** When the block ends (ISO), null for permanent. */
  ends_at: z.nullable(z.iso.datetime({ offset: true })),
});
export const PROTECTION_EVENT = "protection.ended";
export const PROTECTION_WARNING_EVENT = "protection.warning";
/** How long before 00:00 IST a playing member is warned (the game will stop). */
export const NIGHT_BLOCK_WARNING_MS = 5 * 60_000;
