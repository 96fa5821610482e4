// Ships to server and browser, and is imported by the sandbox. The member's safer-gambling limits, the reality
// check and the play-session summary. OUR EXTENSION, every call and code of this file: the spec is silent on player
// protection; the market's rules (UKGC RTS, MGA, Tamil Nadu 2025) ask for these tools. They are designed the way
// the platform's calls look: POST under /api, the envelope, snake_case, code 100 for success. The rules themselves
// (windows, the 24-hour wait, the reality-check plan) are in limit-rules.ts, shared by both halves.
//
// Amounts: a form sends the text the member typed (`amount`), checked with parseAmount against the member's currency
// as the deposit form is; a session-time limit is whole minutes as text. Answers carry integers of the currency's
// minor unit (money) or minutes (session), and instants as ISO 8601 UTC.
import { z } from "./zod.ts";
import { memberCall } from "./call.ts";
import { CurrencySchema, EmptyRequestSchema } from "./common.ts";
import { parseAmount, type AmountProblem } from "./funds.ts";
import type { Currency } from "./constants.ts";
import {
  LIMIT_KINDS,
  LIMIT_MAX_MINOR,
  LIMIT_PERIODS,
  REALITY_INTERVALS_MIN,
  SESSION_LIMIT_MAX_MIN,
  type LimitKind,
} from "./limit-rules.ts";

export * from "./limit-rules.ts";

export const LimitKindSchema = z.enum(LIMIT_KINDS);
export const LimitPeriodSchema = z.enum(LIMIT_PERIODS);
const InstantSchema = z.string().check(z.minLength(20), z.maxLength(40));

/**
 * Refusals (our extension; codes no platform call uses). Each limit refusal's apiResponseData is
 * LimitRefusalSchema: which limit, how much of it is used and when it resets.
 */
export const LIMIT_CODES = {
  /** A deposit would pass a deposit limit. */
  depositLimit: 761,
  /** The loss limit is reached (play1) or a bet could pass it (the sandbox game). */
  lossLimit: 762,
  /** A bet would pass the wager limit. */
  wagerLimit: 763,
  /** The day's session-time limit is reached (play1). */
  sessionLimit: 764,
  /** A pending change asked to be confirmed before its 24 hours have passed; data: { confirmable_at }. */
  notYetConfirmable: 765,
  /** Confirm or cancel with nothing pending. */
  nothingPending: 766,
  /** The amount is not a valid limit; data: { field: "amount", problem }. */
  invalidLimit: 767,
  /**
   * The pending change expired unconfirmed (LIMIT_CONFIRM_WINDOW_MS, 7 days, after it became confirmable) and is
   * gone; the current limit stays; data: { expired_at }.
   */
  pendingExpired: 768,
} as const;

/** Which limit refused, with its value, what is used of it and when it resets. */
export const LimitRefusalSchema = z.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  /** Minor units (money) or minutes (session). */
  limit: z.int(),
  used: z.int(),
  resets_at: InstantSchema,
  currency: CurrencySchema,
});
export type LimitRefusal = z.infer<typeof LimitRefusalSchema>;

export type LimitValueProblem = AmountProblem | "too_large";
export const LimitInvalidSchema = z.object({
  field: z.literal("amount"),
  problem: z.enum(["required", "negative", "format", "decimals", "zero", "too_large"]),
});

/** The member's text → the limit's value (minor units, or minutes for a session limit). */
export function parseLimitValue(
  kind: LimitKind,
  text: string,
  currency: Currency,
): { ok: true; value: number } | { ok: false; problem: LimitValueProblem } {
  if (kind === "session") {
    const s = text.trim();
    if (s === "") return { ok: false, problem: "required" };
    if (s.startsWith("-")) return { ok: false, problem: "negative" };
    if (/^\d+\.\d*$/.test(s)) return { ok: false, problem: "decimals" };
    if (!/^\d{1,6}$/.test(s)) return { ok: false, problem: "format" };
    const minutes = Number(s);
    if (minutes === 0) return { ok: false, problem: "zero" };
    if (minutes > SESSION_LIMIT_MAX_MIN) return { ok: false, problem: "too_large" };
    return { ok: true, value: minutes };
  }
  const r = parseAmount(text, currency);
  if (!r.ok) return r;
  if (r.minor > LIMIT_MAX_MINOR) return { ok: false, problem: "too_large" };
  return { ok: true, value: r.minor };
}

export const LimitSlotSchema = z.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  /** null: no limit. */
  value: z.nullable(z.int()),
  pending: z.nullable(
    z.object({
      /** null: the change removes the limit. */
      value: z.nullable(z.int()),
      requested_at: InstantSchema,
      /** From then the member may confirm it. */
      confirmable_at: InstantSchema,
      /** Until then (LIMIT_CONFIRM_WINDOW_MS after confirmable_at); unconfirmed, it then expires. */
      expires_at: InstantSchema,
    }),
  ),
  /** Used in the current window (minor units or minutes). */
  used: z.int(),
  resets_at: InstantSchema,
});
export type LimitSlot = z.infer<typeof LimitSlotSchema>;

export const RealityCheckSettingsSchema = z.object({
  /** Which rule plans the check: the member's interval (ukgc/mga), the fixed tn plan, both, or none. */
  mode: z.enum(["member", "tn", "both", "off"]),
  /** The member's interval (ukgc/mga), default 60. */
  interval_min: z.int(),
  choices: z.array(z.int()),
  first_min: z.nullable(z.int()),
  every_min: z.nullable(z.int()),
});

export const LimitsStateSchema = z.object({
  currency: CurrencySchema,
  /** The zone the windows are counted in. */
  time_zone: z.string(),
  /** The sandbox's now (the site's countdowns read the server's time, not the device's alone). */
  now: InstantSchema,
  limits: z.array(LimitSlotSchema),
  reality_check: RealityCheckSettingsSchema,
  /** tn: the deposit form shows the limits and what is spent against them before each deposit. */
  deposit_prompt: z.boolean(),
});
export type LimitsState = z.infer<typeof LimitsStateSchema>;

export const SetLimitRequestSchema = z.object({
  kind: LimitKindSchema,
  period: LimitPeriodSchema,
  /** The member's text; null removes the limit. */
  amount: z.nullable(z.string().check(z.maxLength(32))),
  /** The browser's IANA zone; kept the first time only (limit-rules.ts). */
  time_zone: z.optional(z.string().check(z.maxLength(64))),
});
export const LimitSlotRequestSchema = z.object({ kind: LimitKindSchema, period: LimitPeriodSchema });

export const PlaySessionSchema = z.object({
  now: InstantSchema,
  currency: CurrencySchema,
  /** The start of the continuous play session, or null when the member is not playing. */
  started_at: z.nullable(InstantSchema),
  played_ms: z.int().check(z.nonnegative()),
  /** Minor units over the session's rounds. */
  bet: z.int(),
  win: z.int(),
  /** wins − bets */
  net: z.int(),
  /** The next reality check after now (null: no session or no check). */
  next_check_at: z.nullable(InstantSchema),
  /** The check that is due now and not yet acknowledged, if any. */
  due_check_at: z.nullable(InstantSchema),
});
export type PlaySession = z.infer<typeof PlaySessionSchema>;

export const limitsCalls = {
  limits: memberCall("/api/member/responsible/limits", EmptyRequestSchema, LimitsStateSchema),
  setLimit: memberCall("/api/member/responsible/limits/set", SetLimitRequestSchema, LimitsStateSchema),
  confirmLimit: memberCall("/api/member/responsible/limits/confirm", LimitSlotRequestSchema, LimitsStateSchema),
  cancelLimit: memberCall("/api/member/responsible/limits/cancel", LimitSlotRequestSchema, LimitsStateSchema),
  setRealityCheck: memberCall(
    "/api/member/responsible/reality_check",
    z.object({ interval_min: z.union(REALITY_INTERVALS_MIN.map((m) => z.literal(m))) }),
    LimitsStateSchema,
  ),
  playSession: memberCall("/api/member/responsible/play_session", EmptyRequestSchema, PlaySessionSchema),
  /** "Keep playing": the due check is acknowledged; the next comes at the plan's next instant. */
  ackRealityCheck: memberCall("/api/member/responsible/reality_check/ack", EmptyRequestSchema, PlaySessionSchema),
} as const;
