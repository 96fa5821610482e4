// Pure. The home page's jackpot total (spec 000 §3 "Jackpot: jackpot_amount_total, left-padded with zeros to
// ten integer digits"; spec 000 §9 "Jackpot integer padded to 10 digits").
import { JACKPOT_INTEGER_DIGITS } from "../../lib/config/constants.ts";

/** The digits shown: the integer part of the total, padded to ten digits (more digits are all shown). */
export function jackpotDigits(total: number): string {
  const whole = Math.floor(Math.max(0, total));
  return String(whole).padStart(JACKPOT_INTEGER_DIGITS, "0");
}

/** What the jackpot region shows: dimmed zeros while the first answer is awaited, the figure, or an error with Retry. */
export type JackpotState = "loading" | "ready" | "error";

/**
 * Pure. The state after a load ends (faults): a figure makes it ready; a failure (no answer, a timeout,
 * a broken or failed envelope) keeps a figure already shown — the next refresh tries again — and otherwise says
 * so honestly instead of leaving the zeros dimmed for ever.
 */
export function jackpotAfterLoad(current: JackpotState, total: number | null): JackpotState {
  if (total !== null) return "ready";
  return current === "ready" ? "ready" : "error";
}
