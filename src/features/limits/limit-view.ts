// Ships to server and browser (pure). What the member reads about a limit: a slot's label key, a value in the
// member's money or minutes, a refusal (deposit, play1, a bet) with the limit, what is used of it and when it
// resets, and the field errors of the limits form. The rules themselves are in src/contract/limit-rules.ts.
import {
  LIMIT_CODES,
  LimitInvalidSchema,
  LimitRefusalSchema,
  type LimitKind,
  type LimitPeriod,
  type LimitValueProblem,
} from "../../contract/limits.ts";
import type { Currency } from "../../contract/constants.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { runtimeKey, type LocaleKey } from "../../lib/i18n/keys.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";

/** The label of one limit ("Daily deposit limit"). */
export function slotLabelKey(kind: LimitKind, period: LimitPeriod): LocaleKey {
  return runtimeKey(`limits.slot.${kind}.${period}`);
}

/** A limit's value as the member reads it: money of the currency, or minutes (Intl's own words per language). */
export function formatLimitValue(kind: LimitKind, value: number, currency: Currency, locale: string): string {
  if (kind !== "session") return formatMinorMoney(currency, value, locale);
  try {
    return new Intl.NumberFormat(locale, { style: "unit", unit: "minute", unitDisplay: "long" }).format(value);
  } catch {
    return `${value} min`;
  }
}

const LIMIT_REFUSAL_CODES: ReadonlySet<number> = new Set([
  LIMIT_CODES.depositLimit,
  LIMIT_CODES.lossLimit,
  LIMIT_CODES.wagerLimit,
  LIMIT_CODES.sessionLimit,
]);

/** Whether a platform code is one of the limit refusals (deposit, loss, wager, session time). */
export function isLimitRefusalCode(code: number): boolean {
  return LIMIT_REFUSAL_CODES.has(code);
}

/**
 * A limit refusal's apiResponseData → its message: which limit, its value, what is used and when it resets (in the
 * page's language and the browser's zone). Null when the data is not a refusal.
 */
export function limitRefusalMessage(data: unknown, locale: string, timeZone?: string): Message | null {
  const d = LimitRefusalSchema.safeParse(data);
  if (!d.success) return null;
  const r = d.data;
  return {
    key: runtimeKey(`limits.refused.${r.kind}.${r.period}`),
    params: {
      limit: formatLimitValue(r.kind, r.limit, r.currency, locale),
      used: formatLimitValue(r.kind, r.used, r.currency, locale),
      resets: formatDateTime(r.resets_at, locale, "minute", timeZone),
    },
  };
}

/** Whether a message is a limit refusal's (the page then links the Safer gambling page beside it). */
export function isLimitMessage(m: Message | null | undefined): boolean {
  return !!m && "key" in m && m.key.startsWith("limits.refused.");
}

/** A problem with the typed value → the field's message. */
export function limitProblemMessage(problem: LimitValueProblem): Message {
  return { key: runtimeKey(`limits.err.${problem}`) };
}

/** A refused limits call → the message for the slot's form. */
export function limitCallRefusal(code: number, data: unknown, message: string, locale: string): Message {
  if (code === LIMIT_CODES.invalidLimit) {
    const d = LimitInvalidSchema.safeParse(data);
    if (d.success) return limitProblemMessage(d.data.problem);
  }
  if (code === LIMIT_CODES.notYetConfirmable) {
    const at = data && typeof data === "object" && "confirmable_at" in data ? String(data.confirmable_at) : "";
    return { key: "limits.err.notYet", params: { time: formatDateTime(at, locale) } };
  }
  if (code === LIMIT_CODES.nothingPending) return { key: "limits.err.nothingPending" };
  if (code === LIMIT_CODES.pendingExpired) return { key: "limits.err.expired" };
  return message ? { text: message } : { key: "api.error.unhandled" };
}
