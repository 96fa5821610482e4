// Money in and out (src/contract/funds.ts): bound accounts, deposit orders settled by the simulated
// gateway, withdrawals held pending until an admin pays or rejects them. Every movement is one BEGIN IMMEDIATE
// transaction; money moves only through ledger.ts move (balances, ledger rows and the money invariant). Conservation: members + provider wallets + pending withdrawals + house is constant
// except for deposits (money entering) and paid withdrawals (money leaving). Ledger rows of a pending withdrawal
// use gp_id "pending" (the hold), so the ledger of the main wallet (gp_id NULL) still sums to members.cash moves.
import { sandboxNow, sandboxNowIso } from "./clock.ts";
import { randomBytes } from "node:crypto";
import {
  CURRENCY_MINOR_DIGITS,
  EVENTS,
  FUNDS_CODES,
  MAX_BOUND_ACCOUNTS,
  bindKindsFor,
  depositFormSchema,
  isCurrency,
  maskAccount,
  minorToText,
  withdrawFormSchema,
  type BindAccountInput,
  type BoundAccount,
  type Currency,
  type DepositMethod,
  type DwRecord,
  type MethodLimit,
  type OrderStatus,
} from "../src/contract/index.ts";
import type * as z from "zod/mini";
import { memberById, type Ctx, type MemberRow } from "./context.ts";
import { transaction, type Db } from "./db/index.ts";
import { HOLD, MAIN, move, OUTSIDE } from "./ledger.ts";
import { grantRecommendAwards } from "./routes/recommend.ts";
import { emitCash } from "./wallet.ts";
import { checkWithdrawPin } from "./withdraw-password.ts";
import { depositRefusal } from "./limits.ts";
import { memberNow } from "./member-clock.ts";

export interface Outcome<T> {
  code: number;
  message: string;
  data?: T;
  /** A refusal's apiResponseData (the withdraw-password refusals: WithdrawPasswordRefusalSchema). */
  detail?: unknown;
}
const refuse = <T>(code: number, message: string, detail?: unknown): Outcome<T> =>
  detail === undefined ? { code, message } : { code, message, detail };
const done = <T>(data: T): Outcome<T> => ({ code: 100, message: "success", data });

const now = () => sandboxNowIso();

function currencyOf(m: MemberRow): Currency {
  return isCurrency(m.currency) ? m.currency : "INR";
}

/** Major units (integers) → minor units of the currency. */
const minor = (major: number, currency: Currency) => major * 10 ** CURRENCY_MINOR_DIGITS[currency];

/** The platform's limits, in major units (our decision; a real operator configures them). */
const DEPOSIT_LIMITS: Record<"INR" | "other", Partial<Record<DepositMethod, { min: number; max: number }>>> = {
  INR: { upi: { min: 100, max: 100_000 }, bank: { min: 500, max: 500_000 } },
  other: { bank: { min: 10, max: 50_000 } },
};
const QUICK_AMOUNTS = { INR: [500, 1000, 5000, 10_000], other: [10, 50, 100, 500] } as const;
const WITHDRAW_LIMITS = { INR: { min: 100, max: 200_000 }, other: { min: 10, max: 50_000 } } as const;

const group = (c: Currency) => (c === "INR" ? "INR" : "other");

export function depositLimits(currency: Currency, method: DepositMethod): { min: number; max: number } | null {
  const l = DEPOSIT_LIMITS[group(currency)][method];
  return l ? { min: minor(l.min, currency), max: minor(l.max, currency) } : null;
}

export function withdrawLimits(currency: Currency): { min: number; max: number } {
  const l = WITHDRAW_LIMITS[group(currency)];
  return { min: minor(l.min, currency), max: minor(l.max, currency) };
}

export function depositMethods(currency: Currency): MethodLimit[] {
  const out: MethodLimit[] = [];
  for (const method of ["upi", "bank"] as const) {
    const l = depositLimits(currency, method);
    if (!l) continue;
    out.push({
      method,
      min: minorToText(l.min, currency),
      max: minorToText(l.max, currency),
      quick_amounts: QUICK_AMOUNTS[group(currency)].map((a) => minorToText(minor(a, currency), currency)),
    });
  }
  return out;
}

// ---- bound accounts -------------------------------------------------------------------------------------------

interface AccountRow {
  id: number;
  member_id: number;
  kind: "bank_in" | "upi" | "bank";
  holder_name: string;
  account_number: string | null;
  ifsc: string | null;
  bank_name: string | null;
  upi_id: string | null;
  is_default: 0 | 1;
}

function accountRows(db: Db, memberId: number): AccountRow[] {
  return db
    .prepare("SELECT * FROM bank_accounts WHERE member_id = ? AND removed = 0 ORDER BY is_default DESC, id")
    .all(memberId) as unknown as AccountRow[];
}

/** A bound account of this member (another member's id is as unknown as a missing one). */
function ownAccount(db: Db, memberId: number, id: number): AccountRow | undefined {
  return db.prepare("SELECT * FROM bank_accounts WHERE id = ? AND member_id = ? AND removed = 0").get(id, memberId) as
    AccountRow | undefined;
}

export function listAccounts(db: Db, m: MemberRow): BoundAccount[] {
  return accountRows(db, m.id).map((r) => ({
    id: r.id,
    kind: r.kind,
    holder_name: r.holder_name,
    label:
      r.kind === "upi"
        ? ((r.upi_id ?? "").split("@")[1] ?? "")
        : r.kind === "bank_in"
          ? (r.ifsc ?? "")
          : (r.bank_name ?? ""),
    masked: r.kind === "upi" ? (r.upi_id ?? "") : maskAccount(r.account_number ?? ""),
    is_default: r.is_default,
  }));
}

/**
 * The withdraw password check with its attempt limit (withdraw-password.ts); a member without one is told so
 * (after the same scrypt time).
 */
function checkWithdrawPassword(db: Db, m: MemberRow, given: string): Outcome<never> | null {
  const r = checkWithdrawPin(db, m, given);
  if (r.ok) return null;
  switch (r.problem) {
    case "none":
      return refuse(FUNDS_CODES.noWithdrawPassword, "set a withdraw password first");
    case "wrong":
      return refuse(FUNDS_CODES.wrongWithdrawPassword, "wrong withdraw password", { attempts_left: r.attempts_left });
    case "locked":
      return refuse(FUNDS_CODES.withdrawPasswordLocked, "too many wrong withdraw passwords", {
        locked_until: r.locked_until,
      });
  }
}

export function bindAccount(ctx: Ctx, m: MemberRow, input: BindAccountInput): Outcome<{ id: number }> {
  const currency = currencyOf(m);
  if (!bindKindsFor(currency).includes(input.kind))
    return refuse(FUNDS_CODES.kindNotAllowed, `${input.kind} accounts are not offered for ${currency}`);
  const bad = checkWithdrawPassword(ctx.db, m, input.withdraw_password);
  if (bad) return bad;
  return transaction(ctx.db, () => {
    const rows = accountRows(ctx.db, m.id);
    if (rows.length >= MAX_BOUND_ACCOUNTS)
      return refuse<{ id: number }>(FUNDS_CODES.tooManyAccounts, `at most ${MAX_BOUND_ACCOUNTS} accounts`);
    const number = input.kind === "upi" ? null : input.account_number;
    const upi = input.kind === "upi" ? input.upi_id.toLowerCase() : null;
    if (rows.some((r) => (number !== null && r.account_number === number) || (upi !== null && r.upi_id === upi)))
      return refuse<{ id: number }>(FUNDS_CODES.duplicateAccount, "this account is already bound");
    const id = Number(
      ctx.db
        .prepare(
          `INSERT INTO bank_accounts (member_id, kind, holder_name, account_number, ifsc, bank_name, upi_id, is_default, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          m.id,
          input.kind,
          input.holder_name,
          number,
          input.kind === "bank_in" ? input.ifsc : null,
          input.kind === "bank" ? input.bank_name : null,
          upi,
          rows.length === 0 ? 1 : 0,
          now(),
        ).lastInsertRowid,
    );
    return done({ id });
  });
}

export function setDefaultAccount(ctx: Ctx, m: MemberRow, id: number): Outcome<object> {
  return transaction(ctx.db, () => {
    if (!ownAccount(ctx.db, m.id, id)) return refuse<object>(FUNDS_CODES.accountNotFound, "no such account");
    ctx.db.prepare("UPDATE bank_accounts SET is_default = (id = ?) WHERE member_id = ?").run(id, m.id);
    return done({});
  });
}

export function removeAccount(ctx: Ctx, m: MemberRow, id: number, withdrawPassword: string): Outcome<object> {
  const bad = checkWithdrawPassword(ctx.db, m, withdrawPassword);
  if (bad) return bad;
  return transaction(ctx.db, () => {
    const row = ownAccount(ctx.db, m.id, id);
    if (!row) return refuse<object>(FUNDS_CODES.accountNotFound, "no such account");
    ctx.db.prepare("UPDATE bank_accounts SET removed = 1, is_default = 0 WHERE id = ?").run(id);
    if (row.is_default) {
      const next = accountRows(ctx.db, m.id)[0];
      if (next) ctx.db.prepare("UPDATE bank_accounts SET is_default = 1 WHERE id = ?").run(next.id);
    }
    return done({});
  });
}

// ---- orders ---------------------------------------------------------------------------------------------------

interface OrderRow {
  id: number;
  order_number: string;
  member_id: number;
  type: "deposit" | "withdraw";
  method: string;
  amount: number;
  currency: string;
  status: OrderStatus;
  bank_account_id: number | null;
  created_at: string;
  updated_at: string;
  /** The language the deposit was made in (the call's `lang` header), for the gateway page. */
  lang: string | null;
}

function newOrderNumber(type: "deposit" | "withdraw"): string {
  return `${type === "deposit" ? "D" : "W"}${sandboxNow().toString(36).toUpperCase()}${randomBytes(5).toString("hex").toUpperCase()}`;
}

export function orderByNumber(db: Db, orderNumber: string): OrderRow | undefined {
  return db.prepare("SELECT * FROM fund_orders WHERE order_number = ?").get(orderNumber) as OrderRow | undefined;
}

function byRequest(db: Db, memberId: number, type: string, requestId: string): OrderRow | undefined {
  return db
    .prepare("SELECT * FROM fund_orders WHERE member_id = ? AND type = ? AND request_id = ?")
    .get(memberId, type, requestId) as OrderRow | undefined;
}

/** The first issue of a form schema's refusal → the code and its field message. */
function amountRefusal(error: z.core.$ZodError): Outcome<never> {
  const issue = error.issues[0];
  const message = issue?.message ?? "invalid";
  const code =
    message === "amount_below_min"
      ? FUNDS_CODES.belowMin
      : message === "amount_above_max"
        ? FUNDS_CODES.aboveMax
        : message === "amount_insufficient"
          ? FUNDS_CODES.insufficient
          : message.startsWith("amount_")
            ? FUNDS_CODES.invalidAmount
            : 422;
  return refuse(code, message);
}

export interface DepositRequest {
  method: DepositMethod;
  amount: string;
  promotion_id?: string | null | undefined;
  request_id: string;
}

export function createDeposit(
  ctx: Ctx,
  m: MemberRow,
  body: DepositRequest,
  lang: string | null = null,
): Outcome<{ order_number: string; pay_url: string; amount: string; status: OrderStatus }> {
  const currency = currencyOf(m);
  const answer = (o: OrderRow) =>
    done({
      order_number: o.order_number,
      pay_url: `/sandbox/pay/${o.order_number}`,
      amount: minorToText(o.amount, currency),
      status: o.status,
    });
  const limits = depositLimits(currency, body.method);
  if (!limits) return refuse(FUNDS_CODES.methodUnavailable, `${body.method} is not offered for ${currency}`);
  const parsed = depositFormSchema({ currency, ...limits }).safeParse(body);
  if (!parsed.success) return amountRefusal(parsed.error);
  return transaction(ctx.db, () => {
    const again = byRequest(ctx.db, m.id, "deposit", body.request_id);
    if (again) return answer(again);
    const fresh = memberById(ctx.db, m.id);
    if (fresh?.need_bank_account_deposit_verified === 1 && accountRows(ctx.db, m.id).length === 0)
      return refuse(FUNDS_CODES.bindRequired, "bind an account before depositing");
    // The member's deposit limits, checked in the transaction that writes the order (concurrent deposits queue).
    const over = fresh && depositRefusal(ctx.db, fresh, parsed.data.amount);
    if (over) return refuse(over.code, over.message, over.detail);
    // Stamped by the member's clock, which the deposit limits' windows read (sandbox/limits.ts).
    const at = new Date(memberNow(ctx.db, m.id)).toISOString();
    const orderNumber = newOrderNumber("deposit");
    ctx.db
      .prepare(
        `INSERT INTO fund_orders (order_number, member_id, type, method, amount, currency, status, promotion_id,
        request_id, created_at, updated_at, lang) VALUES (?, ?, 'deposit', ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
      )
      .run(
        orderNumber,
        m.id,
        parsed.data.method,
        parsed.data.amount,
        currency,
        parsed.data.promotion_id ?? null,
        body.request_id,
        at,
        at,
        lang && /^[a-z]{2}_[A-Z]{2}$/.test(lang) ? lang : null,
      );
    return answer(orderByNumber(ctx.db, orderNumber) as OrderRow);
  });
}

/**
 * Settles a pending order of `type` with `status` (inside the caller's transaction). A settled order stays as it
 * is: an unknown order, one of the other type or one no longer pending is refused.
 */
function closeOrder(
  db: Db,
  orderNumber: string,
  type: OrderRow["type"],
  status: OrderStatus,
): OrderRow | { refusal: Outcome<never> } {
  const o = orderByNumber(db, orderNumber);
  if (!o || o.type !== type) return { refusal: refuse(FUNDS_CODES.orderNotFound, "no such order") };
  if (o.status !== "pending") return { refusal: refuse(FUNDS_CODES.orderNotPending, `order is ${o.status}`) };
  db.prepare("UPDATE fund_orders SET status = ?, updated_at = ? WHERE id = ?").run(status, now(), o.id);
  return o;
}

/**
 * The gateway's answer for a deposit: paid credits the main wallet (money entering from outside) and emits
 * member_deposit.success and member.cash; failed only closes the order. A settled order stays as it is.
 */
export function settleDeposit(
  ctx: Ctx,
  orderNumber: string,
  outcome: "paid" | "failed",
): Outcome<{ status: OrderStatus }> {
  const r = transaction(ctx.db, () => {
    const o = closeOrder(ctx.db, orderNumber, "deposit", outcome);
    if ("refusal" in o) return { out: o.refusal };
    if (outcome === "failed") return { out: done({ status: outcome }) };
    move(ctx.db, { memberId: o.member_id, from: OUTSIDE, to: MAIN, amount: o.amount, reason: "deposit" });
    const times = (
      ctx.db
        .prepare("UPDATE members SET deposit_times = deposit_times + 1 WHERE id = ? RETURNING deposit_times")
        .get(o.member_id) as { deposit_times: number }
    ).deposit_times;
    // The recommend programme's awards this deposit earns (once per friend and rule), in this same transaction.
    const referrer = grantRecommendAwards(ctx.db, o.member_id, o.amount);
    return { out: done({ status: outcome }), paid: { o, times, referrer } };
  });
  if (r.paid) {
    const { o, times, referrer } = r.paid;
    const currency = isCurrency(o.currency) ? o.currency : "INR";
    ctx.emit.toMember(o.member_id, EVENTS.memberDepositSuccess.name, {
      order_number: o.order_number,
      deposit_amount: Number(minorToText(o.amount, currency)),
      deposit_times: times,
    });
    emitCash(ctx, o.member_id);
    if (referrer !== null) emitCash(ctx, referrer);
  }
  return r.out;
}

export interface WithdrawRequest {
  bank_account_id: number;
  amount: string;
  withdraw_password: string;
  request_id: string;
}

export function createWithdrawal(
  ctx: Ctx,
  m: MemberRow,
  body: WithdrawRequest,
): Outcome<{ order_number: string; amount: string; status: OrderStatus }> {
  const currency = currencyOf(m);
  const answer = (o: OrderRow) =>
    done({ order_number: o.order_number, amount: minorToText(o.amount, currency), status: o.status });
  const earlier = byRequest(ctx.db, m.id, "withdraw", body.request_id);
  if (earlier) return answer(earlier);
  if (m.wallet_status === 0) return refuse(FUNDS_CODES.walletLocked, "wallet is locked");
  // Another member's account id answers as a missing one, before anything else is looked at.
  if (!ownAccount(ctx.db, m.id, body.bank_account_id))
    return refuse(FUNDS_CODES.accountNotFound, "no such bound account");
  const bad = checkWithdrawPassword(ctx.db, m, body.withdraw_password);
  if (bad) return bad;
  type Out = Outcome<{ order_number: string; amount: string; status: OrderStatus }>;
  const r = transaction(ctx.db, (): { out: Out; moved: boolean } => {
    const again = byRequest(ctx.db, m.id, "withdraw", body.request_id);
    if (again) return { out: answer(again), moved: false };
    const fresh = memberById(ctx.db, m.id);
    if (!fresh) return { out: refuse(FUNDS_CODES.accountNotFound, "no member"), moved: false };
    const parsed = withdrawFormSchema({ currency, ...withdrawLimits(currency), available: fresh.cash }).safeParse(body);
    if (!parsed.success) return { out: amountRefusal(parsed.error), moved: false };
    if (!ownAccount(ctx.db, m.id, body.bank_account_id))
      return { out: refuse(FUNDS_CODES.accountNotFound, "no such bound account"), moved: false };
    const amount = parsed.data.amount;
    const at = now();
    const orderNumber = newOrderNumber("withdraw");
    move(ctx.db, { memberId: m.id, from: MAIN, to: HOLD, amount, reason: "withdraw_hold" });
    ctx.db
      .prepare(
        `INSERT INTO fund_orders (order_number, member_id, type, method, amount, currency, status, bank_account_id,
        request_id, created_at, updated_at) VALUES (?, ?, 'withdraw', ?, ?, ?, 'pending', ?, ?, ?, ?)`,
      )
      .run(orderNumber, m.id, "bank", amount, currency, body.bank_account_id, body.request_id, at, at);
    return { out: answer(orderByNumber(ctx.db, orderNumber) as OrderRow), moved: true };
  });
  if (r.moved) emitCash(ctx, m.id);
  return r.out;
}

/** The admin's decision: paid (money leaves the system) or rejected (money back to the main wallet). */
export function decideWithdrawal(
  ctx: Ctx,
  orderNumber: string,
  decision: "paid" | "rejected",
): Outcome<{ status: OrderStatus }> {
  const r = transaction(ctx.db, () => {
    const o = closeOrder(ctx.db, orderNumber, "withdraw", decision);
    if ("refusal" in o) return { out: o.refusal };
    move(
      ctx.db,
      decision === "paid"
        ? { memberId: o.member_id, from: HOLD, to: OUTSIDE, amount: o.amount, reason: "withdraw_paid" }
        : { memberId: o.member_id, from: HOLD, to: MAIN, amount: o.amount, reason: "withdraw_return" },
    );
    return { out: done({ status: decision }), memberId: o.member_id };
  });
  // member.cash on each change: the page re-reads its record on it, the header shows the balance.
  if (r.memberId !== undefined) emitCash(ctx, r.memberId);
  return r.out;
}

/** Sum of pending withdrawals per currency (minor units), for the admin totals. */
export function pendingWithdrawals(db: Db, currency: string): number {
  return (
    db
      .prepare(
        "SELECT COALESCE(SUM(amount), 0) AS s FROM fund_orders WHERE type = 'withdraw' AND status = 'pending' AND currency = ?",
      )
      .get(currency) as { s: number }
  ).s;
}

export interface RecordQuery {
  type: "all" | "deposit" | "withdraw";
  status: "all" | OrderStatus;
  start_at?: string | undefined;
  end_at?: string | undefined;
  page: number;
  page_size: number;
}

/** The member's deposits and withdrawals, newest first; created_at is ISO UTC, so instants compare as text. */
export function records(db: Db, m: MemberRow, q: RecordQuery) {
  const where = ["member_id = ?"];
  const args: (string | number)[] = [m.id];
  if (q.type !== "all") {
    where.push("type = ?");
    args.push(q.type);
  }
  if (q.status !== "all") {
    where.push("status = ?");
    args.push(q.status);
  }
  if (q.start_at) {
    where.push("created_at >= ?");
    args.push(new Date(q.start_at).toISOString());
  }
  if (q.end_at) {
    where.push("created_at < ?");
    args.push(new Date(q.end_at).toISOString());
  }
  const clause = where.join(" AND ");
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM fund_orders WHERE ${clause}`).get(...args) as { n: number }).n;
  const rows = db
    .prepare(`SELECT * FROM fund_orders WHERE ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, q.page_size, (q.page - 1) * q.page_size) as unknown as OrderRow[];
  const list: DwRecord[] = rows.map((o) => ({
    order_number: o.order_number,
    type: o.type,
    method: o.method,
    amount: minorToText(o.amount, isCurrency(o.currency) ? o.currency : "INR"),
    status: o.status,
    created_at: o.created_at,
    updated_at: o.updated_at,
  }));
  return { list, total_count: total, page: q.page, page_size: q.page_size };
}
