// Ships to server and browser (pure). The funds forms checked with the contract's own schemas (the sandbox runs
// the same ones, "Bad input"), their issues turned into translated field messages, and the platform's
// refusal codes placed on the field they concern.
import {
  BindAccountSchema,
  FUNDS_CODES,
  depositFormSchema,
  fieldOfFundsCode,
  withdrawFormSchema,
  type AmountLimits,
  type BindKind,
} from "../../contract/funds.ts";
import type { Currency } from "../../lib/config/constants.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { withdrawPinLimitMessage } from "../../lib/i18n/withdraw-pin.ts";
import type { FieldErrors } from "./form.machine.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";

/** Every message key the schemas use (`funds.err.<key>`); anything else (a type error) is `invalid`. */
export const FIELD_ERROR_KEYS = [
  "holder_name",
  "account_number",
  "account_confirm",
  "ifsc",
  "upi_id",
  "bank_name",
  "withdraw_password",
  "bank_account",
  "amount_required",
  "amount_negative",
  "amount_format",
  "amount_decimals",
  "amount_zero",
  "amount_below_min",
  "amount_above_max",
  "amount_insufficient",
  "method",
  "date_format",
  "date_range",
  "invalid",
] as const;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first issue of each field → its message; limits fill {{min}}/{{max}} of the amount messages. */
export function issuesToErrors(issues: readonly Issue[], params: Record<string, string> = {}): FieldErrors {
  const out: Record<string, Message> = {};
  for (const i of issues) {
    const field = String(i.path[0] ?? "form");
    if (out[field]) continue;
    const key = (FIELD_ERROR_KEYS as readonly string[]).includes(i.message) ? i.message : "invalid";
    out[field] = { key: runtimeKey(`funds.err.${key}`), params };
  }
  return out;
}

export type BindValues = {
  kind: BindKind;
  holder_name: string;
  account_number: string;
  account_number_confirm: string;
  ifsc: string;
  bank_name: string;
  upi_id: string;
  withdraw_password: string;
};

/** The body the store sends for the chosen kind (only that kind's fields). */
/** A new, empty bind form of this kind. */
export const emptyBind = (kind: BindKind = "upi"): BindValues => ({
  kind,
  holder_name: "",
  account_number: "",
  account_number_confirm: "",
  ifsc: "",
  bank_name: "",
  upi_id: "",
  withdraw_password: "",
});

export function bindBody(v: BindValues) {
  const common = { holder_name: v.holder_name, withdraw_password: v.withdraw_password };
  switch (v.kind) {
    case "upi":
      return { kind: "upi" as const, ...common, upi_id: v.upi_id };
    case "bank_in":
      return {
        kind: "bank_in" as const,
        ...common,
        account_number: v.account_number,
        account_number_confirm: v.account_number_confirm,
        ifsc: v.ifsc,
      };
    case "bank":
      return {
        kind: "bank" as const,
        ...common,
        bank_name: v.bank_name,
        account_number: v.account_number,
        account_number_confirm: v.account_number_confirm,
      };
  }
}

export function validateBind(v: BindValues): FieldErrors {
  const r = BindAccountSchema.safeParse(bindBody(v));
  return r.success ? {} : issuesToErrors(r.error.issues);
}

export type DepositValues = { method: string; amount: string; promotion_id: string };

export interface ShownLimits {
  /** Formatted for the messages: "₹100.00". */
  min: string;
  max: string;
}

export function validateDeposit(
  v: DepositValues,
  requestId: string,
  limits: AmountLimits | null,
  shown: ShownLimits,
): FieldErrors {
  if (!limits) return { method: { key: "funds.err.method" } };
  const r = depositFormSchema(limits).safeParse({
    method: v.method,
    amount: v.amount,
    promotion_id: v.promotion_id || null,
    request_id: requestId,
  });
  return r.success ? {} : issuesToErrors(r.error.issues, { min: shown.min, max: shown.max });
}

export type WithdrawValues = { bank_account_id: string; amount: string; withdraw_password: string };

export function validateWithdraw(
  v: WithdrawValues,
  requestId: string,
  limits: AmountLimits & { available: number },
  shown: ShownLimits,
): FieldErrors {
  const r = withdrawFormSchema(limits).safeParse({
    bank_account_id: Number(v.bank_account_id) || 0,
    amount: v.amount,
    withdraw_password: v.withdraw_password,
    request_id: requestId,
  });
  return r.success ? {} : issuesToErrors(r.error.issues, { min: shown.min, max: shown.max });
}

const CODE_KEYS: Record<number, string> = {
  [FUNDS_CODES.invalidAmount]: "amount_format",
  [FUNDS_CODES.belowMin]: "amount_below_min",
  [FUNDS_CODES.aboveMax]: "amount_above_max",
  [FUNDS_CODES.insufficient]: "amount_insufficient",
  [FUNDS_CODES.wrongWithdrawPassword]: "wrong_withdraw_password",
  [FUNDS_CODES.withdrawPasswordLocked]: "withdraw_password_locked_later",
  [FUNDS_CODES.noWithdrawPassword]: "no_withdraw_password",
  [FUNDS_CODES.accountNotFound]: "account_not_found",
  [FUNDS_CODES.duplicateAccount]: "duplicate_account",
  [FUNDS_CODES.tooManyAccounts]: "too_many_accounts",
  [FUNDS_CODES.bindRequired]: "bind_required",
  [FUNDS_CODES.walletLocked]: "wallet_locked",
  [FUNDS_CODES.kindNotAllowed]: "kind_not_allowed",
  [FUNDS_CODES.methodUnavailable]: "method",
};

/**
 * A refusal of a funds call → where it shows and what it says: a known code its translated text on its field
 * (duplicate accounts on the account number), anything else the platform's own message above the button. A
 * withdraw-password refusal's `detail` (apiResponseData) adds the tries left or the lock's end (`formatTime`).
 */
export function refusalOf(
  code: number,
  message: string,
  params: Record<string, string> = {},
  detail: unknown = null,
  formatTime: (iso: string) => string = (iso) => iso,
): { field: string | null; message: Message } {
  const key = CODE_KEYS[code];
  if (!key) return { field: null, message: message ? { text: message } : { key: "api.error.unhandled" } };
  const field = code === FUNDS_CODES.duplicateAccount ? "account_number" : fieldOfFundsCode(code);
  const pin =
    code === FUNDS_CODES.wrongWithdrawPassword || code === FUNDS_CODES.withdrawPasswordLocked
      ? withdrawPinLimitMessage(detail, formatTime)
      : null;
  return { field, message: pin ?? { key: runtimeKey(`funds.err.${key}`), params } };
}

export type { Currency };
