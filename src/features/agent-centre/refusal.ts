// Ships to server and browser (pure). A refusal of an agent call (src/contract/agent.ts AGENT_CODES) → what the
// agent reads, in its language, and on which field: the transfer's account, amount or withdraw password, the
// search box, the period, or the whole page. Amount problems reuse the member centre's words (funds.err.*), the
// withdraw-password tries and lock the member centre's too (spec 001 §5 withdrawPassword).
import { AGENT_CODES, AGENT_RANGE_PROBLEMS, AgentRefusalSchema } from "../../contract/agent.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { withdrawPinLimitMessage } from "../../lib/i18n/withdraw-pin.ts";

export type RefusalField = "account" | "amount" | "withdraw_password" | "search" | "period" | null;

const AMOUNT_PROBLEMS = [
  "amount_zero",
  "amount_negative",
  "amount_decimals",
  "amount_format",
  "amount_required",
  "amount_below_min",
  "amount_above_max",
] as const;

const BY_CODE: Record<number, { field: RefusalField; key: string }> = {
  [AGENT_CODES.notAgent]: { field: null, key: "agentCentre.err.not_agent" },
  [AGENT_CODES.agentInactive]: { field: null, key: "agentCentre.err.agent_inactive" },
  [AGENT_CODES.notInDownline]: { field: "account", key: "agentCentre.err.not_in_downline" },
  [AGENT_CODES.unknownAccount]: { field: "account", key: "agentCentre.err.unknown_account" },
  [AGENT_CODES.searchTooLong]: { field: "search", key: "agentCentre.downline.err.searchLong" },
  [AGENT_CODES.transfersOff]: { field: null, key: "agentCentre.err.transfers_off" },
  [AGENT_CODES.invalidAmount]: { field: "amount", key: "funds.err.amount_format" },
  [AGENT_CODES.insufficient]: { field: "amount", key: "agentCentre.err.insufficient" },
  [AGENT_CODES.wrongWithdrawPassword]: { field: "withdraw_password", key: "funds.err.wrong_withdraw_password" },
  [AGENT_CODES.noWithdrawPassword]: { field: "withdraw_password", key: "funds.err.no_withdraw_password" },
  [AGENT_CODES.withdrawPasswordLocked]: {
    field: "withdraw_password",
    key: "funds.err.withdraw_password_locked_later",
  },
  [AGENT_CODES.currencyMismatch]: { field: "account", key: "agentCentre.err.currency_mismatch" },
  [AGENT_CODES.requestIdReused]: { field: null, key: "agentCentre.err.request_reused" },
  [AGENT_CODES.badRange]: { field: "period", key: "agentCentre.period.err.date_format" },
};

/**
 * `code`, `message` and `data` of a refused call (code null: no answer, the network). `params` fill the amount
 * messages ({{min}}, {{max}}); `formatTime` shows a lock's end.
 */
export function agentRefusal(
  code: number | null,
  message: string,
  data: unknown,
  params: Record<string, string> = {},
  formatTime: (iso: string) => string = (iso) => iso,
): { field: RefusalField; message: Message } {
  if (code === null) return { field: null, message: { key: "funds.err.network" } };
  const known = BY_CODE[code];
  if (!known) return { field: null, message: message ? { text: message } : { key: "api.error.unhandled" } };
  const detail = AgentRefusalSchema.safeParse(data);
  const problem = detail.success ? detail.data.problem : undefined;
  if (code === AGENT_CODES.badRange && problem && (AGENT_RANGE_PROBLEMS as readonly string[]).includes(problem))
    return { field: "period", message: { key: runtimeKey(`agentCentre.period.err.${problem}`) } };
  if (code === AGENT_CODES.invalidAmount && problem && (AMOUNT_PROBLEMS as readonly string[]).includes(problem))
    return { field: "amount", message: { key: runtimeKey(`funds.err.${problem}`), params } };
  if (code === AGENT_CODES.wrongWithdrawPassword || code === AGENT_CODES.withdrawPasswordLocked) {
    const pin = withdrawPinLimitMessage(data, formatTime);
    if (pin) return { field: "withdraw_password", message: pin };
  }
  return { field: known.field, message: { key: runtimeKey(known.key), params } };
}
