// Ships to server and browser, and is imported by the sandbox. Money in and out: bound accounts,
// deposit, withdrawal and the deposit/withdrawal record. OUR EXTENSION, every call of this file: the spec names
// the pages (spec 001 §2 BindAccount, fund_management, DWRecord; spec 000 §2 /user/Deposit, /fastPayment) and the
// real-time events (member_deposit.success, member.cash) but shows none of their calls. They are designed the way
// the platform's calls look: POST under /api, the envelope, snake_case, codes 100 for success.
//
// Amounts: a form sends the text the member typed (`amount`, at most the currency's minor digits); both halves
// turn it into integer minor units with parseAmount and the SAME form schema (depositFormSchema,
// withdrawFormSchema, BindAccountSchema), so the site refuses what the sandbox would refuse, with the same rule.
// Answers carry amounts as decimal text in major units with exactly the currency's digits ("2500.00"), never a
// float: the site formats that text and never does arithmetic on it.
import { z } from "./zod.ts";
import { defineCall, memberCall } from "./call.ts";
import { CURRENCY_MINOR_DIGITS, LIMITS, type Currency } from "./constants.ts";
import { DateTimeSchema, EmptyRequestSchema, FlagSchema } from "./common.ts";
import { TwoFactorFieldShape } from "./security.ts";

// ---- amounts -------------------------------------------------------------------------------------------------

/** Integer digits an amount may have: 10^12 major units is beyond any limit and stays a safe integer in minor units. */
const MAX_INTEGER_DIGITS = 12;

export type AmountProblem = "required" | "negative" | "format" | "decimals" | "zero";

export type ParsedAmount = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/**
 * The text a member typed → integer minor units of `currency`. Grouping commas and spaces are ignored
 * ("1,00,000.50"); a sign, letters, exponents or more decimals than the currency has are refused.
 */
export function parseAmount(text: string, currency: Currency): ParsedAmount {
  const s = text.replace(/[,\s]/g, "");
  if (s === "") return { ok: false, problem: "required" };
  if (s.startsWith("-")) return { ok: false, problem: "negative" };
  const m = /^(\d+)(?:\.(\d*))?$/.exec(s);
  if (!m) return { ok: false, problem: "format" };
  const whole = (m[1] ?? "").replace(/^0+(?=\d)/, "");
  const fraction = m[2] ?? "";
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, problem: "format" };
  const digits = CURRENCY_MINOR_DIGITS[currency];
  if (fraction.replace(/0+$/, "").length > digits) return { ok: false, problem: "decimals" };
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0").slice(0, digits) || "0");
  if (minor === 0) return { ok: false, problem: "zero" };
  return { ok: true, minor };
}

/** Integer minor units → the wire's decimal text in major units ("2500.00"; "2500" for a currency without minor digits). */
export function minorToText(minor: number, currency: Currency): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const sign = minor < 0 ? "-" : "";
  const abs = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, "0");
  if (digits === 0) return sign + abs;
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/** Decimal text of an answer (major units). */
export const AmountTextSchema = z.string().check(z.regex(/^-?\d{1,15}(\.\d{1,4})?$/));
/** What a form sends: the member's text, checked fully by parseAmount against the currency. */
export const AmountInputSchema = z.string().check(z.maxLength(32));

// ---- codes --------------------------------------------------------------------------------------------------

/** Refusals of the funds calls (our extension). The site shows each as a translated message on its field. */
export const FUNDS_CODES = {
  /** The amount is not a positive number with the currency's digits (parseAmount). */
  invalidAmount: 201,
  belowMin: 202,
  aboveMax: 203,
  /** More than the main wallet holds. */
  insufficient: 204,
  wrongWithdrawPassword: 205,
  /** The member has no withdraw password yet (set it on /user/Info). */
  noWithdrawPassword: 206,
  /** No such bound account of this member (another member's id answers the same). */
  accountNotFound: 207,
  /** The method does not exist for the member's currency. */
  methodUnavailable: 208,
  /** The account kind is not offered for the member's currency. */
  kindNotAllowed: 209,
  duplicateAccount: 210,
  /** need_bank_account_deposit_verified with no bound account: bind first (spec 001 §6). */
  bindRequired: 211,
  orderNotFound: 212,
  /** The order already left the pending state. */
  orderNotPending: 213,
  /** wallet_status 0. */
  walletLocked: 214,
  tooManyAccounts: 215,
  /** Too many wrong withdraw passwords: locked until `locked_until` (WithdrawPasswordRefusalSchema). */
  withdrawPasswordLocked: 216,
} as const;
export type FundsCode = (typeof FUNDS_CODES)[keyof typeof FUNDS_CODES];

/**
 * OUR EXTENSION (follow-up, security): the withdraw password is 4 digits, so without a limit it can be
 * guessed in at most 10 000 tries. Every call that checks it (withdrawal, removing and binding an account, changing
 * the withdraw password) counts wrong answers per member: after `attempts` in a row it refuses every answer,
 * right or wrong, with FUNDS_CODES.withdrawPasswordLocked for `lockMinutes`; a right answer resets the count.
 * Refusals carry WithdrawPasswordRefusalSchema in apiResponseData so the form can say what is left.
 */
export const WITHDRAW_PASSWORD_LIMIT = { attempts: 5, lockMinutes: 30 } as const;

/** apiResponseData of a wrong (attempts_left) or locked (locked_until, ISO UTC) withdraw-password refusal. */
export const WithdrawPasswordRefusalSchema = z.object({
  attempts_left: z.optional(z.int().check(z.nonnegative())),
  locked_until: z.optional(DateTimeSchema),
});
export type WithdrawPasswordRefusal = z.infer<typeof WithdrawPasswordRefusalSchema>;

/** At most this many bound accounts per member. */
export const MAX_BOUND_ACCOUNTS = 5;

// ---- formats ------------------------------------------------------------------------------------------------

/** Indian Financial System Code: 4 letters (the bank), 0, 6 letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** UPI virtual payment address: name@handle (NPCI: letters, digits, dot, hyphen, underscore; a letters-and-digits handle). */
export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** Indian bank account numbers: 9 to 18 digits. */
export const INDIAN_ACCOUNT_PATTERN = /^\d{9,18}$/;
/** Other currencies: letters and digits, 6 to 34 (IBAN length). */
export const BANK_ACCOUNT_PATTERN = /^[A-Za-z0-9]{6,34}$/;
/** Holder and bank names: letters of any script, spaces, dots, apostrophes, hyphens. */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,59}$/u;

/** A form's field errors carry locale key suffixes: the site shows `funds.err.<message>`. */
const WithdrawPasswordSchema = z
  .string()
  .check(z.regex(new RegExp(`^\\d{${LIMITS.withdrawPasswordDigits}}$`), { message: "withdraw_password" }));

/** Idempotency key of one form submission: a double submit with the same key creates one order. */
export const RequestIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { message: "request_id" }));

export const BIND_KINDS = ["bank_in", "upi", "bank"] as const;
export type BindKind = (typeof BIND_KINDS)[number];

/** Which accounts a member may bind: INR an Indian bank account or a UPI id; others a bank account. */
export function bindKindsFor(currency: Currency): readonly BindKind[] {
  return currency === "INR" ? ["bank_in", "upi"] : ["bank"];
}

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const HolderSchema = trimmed(60).check(z.regex(NAME_PATTERN, { message: "holder_name" }));
const confirmMatches = (v: { account_number: string; account_number_confirm: string }) =>
  v.account_number === v.account_number_confirm;

/** The BindAccount form and the request of /member/bank_account/store: the same schema on both halves. */
export const BindAccountSchema = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("bank_in"),
      holder_name: HolderSchema,
      account_number: trimmed(18).check(z.regex(INDIAN_ACCOUNT_PATTERN, { message: "account_number" })),
      account_number_confirm: trimmed(18),
      ifsc: z.string().check(z.trim(), z.toUpperCase(), z.maxLength(11), z.regex(IFSC_PATTERN, { message: "ifsc" })),
      withdraw_password: WithdrawPasswordSchema,
    })
    .check(z.refine(confirmMatches, { message: "account_confirm", path: ["account_number_confirm"] })),
  z.object({
    kind: z.literal("upi"),
    holder_name: HolderSchema,
    upi_id: trimmed(320).check(z.regex(UPI_PATTERN, { message: "upi_id" })),
    withdraw_password: WithdrawPasswordSchema,
  }),
  z
    .object({
      kind: z.literal("bank"),
      holder_name: HolderSchema,
      bank_name: trimmed(60).check(z.regex(NAME_PATTERN, { message: "bank_name" })),
      account_number: trimmed(34).check(z.regex(BANK_ACCOUNT_PATTERN, { message: "account_number" })),
      account_number_confirm: trimmed(34),
      withdraw_password: WithdrawPasswordSchema,
    })
    .check(z.refine(confirmMatches, { message: "account_confirm", path: ["account_number_confirm"] })),
]);
export type BindAccountInput = z.input<typeof BindAccountSchema>;

/** One bound account as listed: the number masked but its last four digits. */
export const BoundAccountSchema = z.object({
  id: z.int().check(z.positive()),
  kind: z.enum(BIND_KINDS),
  holder_name: z.string(),
  /** Bank name, the IFSC's bank code, or the UPI handle. */
  label: z.string(),
  /** "••••6789" or the UPI id. */
  masked: z.string(),
  is_default: FlagSchema,
});
export type BoundAccount = z.infer<typeof BoundAccountSchema>;

export function maskAccount(number: string): string {
  return `••••${number.slice(-4)}`;
}

// ---- deposit and withdrawal forms ---------------------------------------------------------------------------

export const DEPOSIT_METHODS = ["upi", "bank"] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

/** The limits a form checks, in minor units. */
export interface AmountLimits {
  currency: Currency;
  min: number;
  max: number;
}

/**
 * An amount field: text → minor units, refused with a locale-key suffix (`amount_required`, `amount_format`,
 * `amount_decimals`, `amount_zero`, `amount_negative`, `amount_below_min`, `amount_above_max`,
 * `amount_insufficient`).
 */
export function amountField(limits: AmountLimits & { available?: number }) {
  return z.pipe(
    AmountInputSchema,
    z.transform((text, c) => {
      const r = parseAmount(text, limits.currency);
      if (!r.ok) {
        c.issues.push({ code: "custom", input: c.value, message: `amount_${r.problem}` });
        return z.NEVER;
      }
      if (r.minor < limits.min) c.issues.push({ code: "custom", input: c.value, message: "amount_below_min" });
      else if (r.minor > limits.max) c.issues.push({ code: "custom", input: c.value, message: "amount_above_max" });
      else if (limits.available !== undefined && r.minor > limits.available)
        c.issues.push({ code: "custom", input: c.value, message: "amount_insufficient" });
      return r.minor;
    }),
  );
}

/** Promotion ids are the site's content ids (src/content/promotions). */
export const PromotionIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/));

/** The deposit form, with the chosen method's limits (the sandbox runs it again with the limits it owns). */
export function depositFormSchema(limits: AmountLimits) {
  return z.object({
    method: z.enum(DEPOSIT_METHODS),
    amount: amountField(limits),
    promotion_id: z.nullish(PromotionIdSchema),
    request_id: RequestIdSchema,
  });
}

/** The withdrawal form: the limits and the main wallet (`available`, minor units). */
export function withdrawFormSchema(limits: AmountLimits & { available: number }) {
  return z.object({
    bank_account_id: z.number({ message: "bank_account" }).check(z.int(), z.positive({ message: "bank_account" })),
    amount: amountField(limits),
    withdraw_password: WithdrawPasswordSchema,
    request_id: RequestIdSchema,
  });
}

/** Which field a refusal code concerns, for the forms. */
export function fieldOfFundsCode(code: number): "amount" | "withdraw_password" | "bank_account_id" | null {
  switch (code) {
    case FUNDS_CODES.invalidAmount:
    case FUNDS_CODES.belowMin:
    case FUNDS_CODES.aboveMax:
    case FUNDS_CODES.insufficient:
      return "amount";
    case FUNDS_CODES.wrongWithdrawPassword:
    case FUNDS_CODES.noWithdrawPassword:
    case FUNDS_CODES.withdrawPasswordLocked:
      return "withdraw_password";
    case FUNDS_CODES.accountNotFound:
      return "bank_account_id";
    default:
      return null;
  }
}

// ---- orders and records -------------------------------------------------------------------------------------

export const ORDER_STATUSES = ["pending", "paid", "failed", "rejected"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TYPES = ["deposit", "withdraw"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const OrderNumberSchema = z.string().check(z.regex(/^[DW][A-Za-z0-9]{8,40}$/));

export const MethodLimitSchema = z.object({
  method: z.enum(DEPOSIT_METHODS),
  min: AmountTextSchema,
  max: AmountTextSchema,
  /** Quick-amount chips. */
  quick_amounts: z.array(AmountTextSchema).check(z.maxLength(8)),
});
export type MethodLimit = z.infer<typeof MethodLimitSchema>;

export const DwRecordSchema = z.object({
  order_number: OrderNumberSchema,
  type: z.enum(ORDER_TYPES),
  method: z.string(),
  amount: AmountTextSchema,
  status: z.enum(ORDER_STATUSES),
  created_at: DateTimeSchema,
  updated_at: DateTimeSchema,
});
export type DwRecord = z.infer<typeof DwRecordSchema>;

export const DW_PAGE_SIZE = 10;

export const DwRecordRequestSchema = z
  .object({
    type: z._default(z.enum(["all", ...ORDER_TYPES]), "all"),
    status: z._default(z.enum(["all", ...ORDER_STATUSES]), "all"),
    /** Instants, ISO 8601 UTC: the start of the first day and the start of the day after the last (exclusive). */
    start_at: z.optional(z.iso.datetime()),
    end_at: z.optional(z.iso.datetime()),
    page: z._default(z.int().check(z.gte(1), z.lte(100_000)), 1),
    page_size: z._default(z.int().check(z.gte(1), z.lte(50)), DW_PAGE_SIZE),
  })
  .check(
    z.refine((r) => !r.start_at || !r.end_at || r.start_at < r.end_at, { message: "date_range", path: ["end_at"] }),
  );

export const fundsCalls = {
  /** Our extension: the member's bound accounts. */
  bankAccountList: memberCall(
    "/api/member/bank_account/list",
    EmptyRequestSchema,
    z.object({ list: z.array(BoundAccountSchema), kinds: z.array(z.enum(BIND_KINDS)) }),
  ),
  /** Our extension: bind an account (withdraw password required; the second factor too when on, security.ts). */
  bankAccountStore: memberCall(
    "/api/member/bank_account/store",
    z.intersection(BindAccountSchema, z.object(TwoFactorFieldShape)),
    z.object({ id: z.int().check(z.positive()) }),
  ),
  /** Our extension: the account withdrawals go to first. */
  bankAccountDefault: memberCall(
    "/api/member/bank_account/default",
    z.object({ id: z.int().check(z.positive()) }),
    z.object({}),
  ),
  /** Our extension: remove a bound account (withdraw password required; the second factor too when on). */
  bankAccountDestroy: memberCall(
    "/api/member/bank_account/destroy",
    z.object({
      id: z.int().check(z.positive()),
      withdraw_password: WithdrawPasswordSchema,
      ...TwoFactorFieldShape,
    }),
    z.object({}),
  ),
  /** Our extension: the deposit methods of the member's currency with their limits, and whether to bind first. */
  depositMethods: memberCall(
    "/api/member/deposit/methods",
    EmptyRequestSchema,
    z.object({ methods: z.array(MethodLimitSchema), need_bind: FlagSchema }),
  ),
  /** Our extension: a deposit order; pay_url is the payment page (the sandbox's simulated gateway). */
  depositStore: defineCall({
    path: "/api/member/deposit/store",
    auth: true,
    request: z.object({
      method: z.enum(DEPOSIT_METHODS),
      amount: AmountInputSchema,
      promotion_id: z.nullish(PromotionIdSchema),
      request_id: RequestIdSchema,
    }),
    response: z.object({
      order_number: OrderNumberSchema,
      pay_url: z.string().check(z.regex(/^\/sandbox\/pay\/|^https:\/\//)),
      amount: AmountTextSchema,
      status: z.enum(ORDER_STATUSES),
    }),
  }),
  /** Our extension: the withdrawal limits and the main wallet. */
  withdrawInfo: memberCall(
    "/api/member/withdraw/info",
    EmptyRequestSchema,
    z.object({ min: AmountTextSchema, max: AmountTextSchema, available: AmountTextSchema }),
  ),
  /** Our extension: a withdrawal; the amount leaves the main wallet at once into a pending order. */
  withdrawStore: defineCall({
    path: "/api/member/withdraw/store",
    auth: true,
    request: z.object({
      bank_account_id: z.int().check(z.positive()),
      amount: AmountInputSchema,
      withdraw_password: z.string().check(z.maxLength(8)),
      request_id: RequestIdSchema,
      // The second factor when on (src/contract/security.ts).
      ...TwoFactorFieldShape,
    }),
    response: z.object({ order_number: OrderNumberSchema, amount: AmountTextSchema, status: z.enum(ORDER_STATUSES) }),
  }),
  /** Our extension: deposits and withdrawals, newest first. */
  dwRecord: memberCall(
    "/api/member/dw_record",
    DwRecordRequestSchema,
    z.object({
      list: z.array(DwRecordSchema),
      total_count: z.int().check(z.nonnegative()),
      page: z.int().check(z.gte(1)),
      page_size: z.int().check(z.gte(1)),
    }),
  ),
} as const;
