// Browser. Deposit (fund_management → Deposit, /fastPayment): the methods of the member's currency with
// their limits, the form (method, amount, quick chips, optional promotion), the order and its payment page. The
// wallet is credited by the platform when the gateway confirms; member.cash moves the header and this page reads
// the order's status again.
import { atom } from "nanostores";
import { parseAmount, type MethodLimit } from "../../contract/funds.ts";
import { LOADING, loadedData, runLoad, type Load } from "../../lib/load/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDecimalMoney } from "../../lib/money/index.ts";
import { callApi, failureOf, fundsCalls, loadMessage, refusalFor } from "./api.ts";
import { createFormStore } from "./form.store.ts";
import { memberCurrency } from "./session-watch.ts";
import { validateDeposit, type DepositValues } from "./validate.ts";
import { getLimits, isLimitRefusalCode, limitRefusalMessage } from "../limits/index.ts";
import type { LimitsState } from "../../contract/limits.ts";
import { $priorityDialog } from "../../components/ui/priority-dialog.ts";
import { onBalanceChange } from "../../lib/session/index.ts";

export interface DepositInfo {
  methods: MethodLimit[];
  needBind: boolean;
}

export const $depositInfo = atom<Load<DepositInfo>>(LOADING);

export interface DepositOrder {
  orderNumber: string;
  payUrl: string;
  amount: string;
  status: "pending" | "paid" | "failed" | "rejected";
}
export const $depositOrder = atom<DepositOrder | null>(null);

let firstMethod = "";
export const depositForm = createFormStore<DepositValues>(() => ({
  method: firstMethod,
  amount: "",
  promotion_id: "",
}));

/** The chosen method's limits in minor units and as the member reads them. */
export function methodLimits(method: string) {
  const m = loadedData($depositInfo.get())?.methods.find((x) => x.method === method);
  if (!m) return null;
  const c = memberCurrency();
  const min = parseAmount(m.min, c);
  const max = parseAmount(m.max, c);
  if (!min.ok || !max.ok) return null;
  return {
    limits: { currency: c, min: min.minor, max: max.minor },
    shown: { min: formatDecimalMoney(c, m.min, pageLocaleTag()), max: formatDecimalMoney(c, m.max, pageLocaleTag()) },
  };
}

export async function loadDeposit(): Promise<void> {
  const out = await runLoad(
    $depositInfo,
    async (signal) => {
      const r = await callApi(fundsCalls.depositMethods, {}, { signal });
      return { methods: r.methods, needBind: r.need_bind === 1 };
    },
    { message: loadMessage },
  );
  if (out.status !== "ready") return;
  const { methods } = out.data;
  if (!methods.some((m) => m.method === depositForm.$state.get().values.method)) {
    firstMethod = methods[0]?.method ?? "";
    depositForm.input("method", firstMethod);
  }
}

export function chooseQuickAmount(amount: string): void {
  depositForm.input("amount", amount);
}

export async function submitDeposit(): Promise<void> {
  const s0 = depositForm.$state.get();
  const l = methodLimits(s0.values.method);
  const s = depositForm.submit(
    validateDeposit(s0.values, s0.requestId, l?.limits ?? null, l?.shown ?? { min: "", max: "" }),
  );
  if (!s) return;
  try {
    const r = await callApi(fundsCalls.depositStore, {
      method: s.values.method as "upi" | "bank",
      amount: s.values.amount,
      promotion_id: s.values.promotion_id || null,
      request_id: s.requestId,
    });
    $depositOrder.set({ orderNumber: r.order_number, payUrl: r.pay_url, amount: r.amount, status: r.status });
    depositForm.succeeded();
  } catch (error) {
    const f = failureOf(error);
    // The member's own deposit limit: which, what is used and when it resets, on the amount (features/limits).
    const limit = f.code !== null && isLimitRefusalCode(f.code) ? limitRefusalMessage(f.data, pageLocaleTag()) : null;
    const out = limit ? { field: "amount", message: limit } : refusalFor(error, l?.shown ? { ...l.shown } : {});
    depositForm.send({ type: "refused", field: out.field, message: out.message });
    if (failureOf(error).code === 211) void loadDeposit(); // bind first: the page shows the prompt
  }
}

/**
 * The deposit pop-up (compliance rule deposit_popup, tn): before each deposit the member sees the deposit limits
 * and what is used of them, fresh from the platform, and goes on or not. Null: closed.
 */
export const $depositPrompt = atom<LimitsState | null>(null);

/** The form's submit: values with errors show them at once; otherwise the pop-up first where the platform asks. */
export async function requestDeposit(): Promise<void> {
  const s0 = depositForm.$state.get();
  if (s0.kind !== "editing") return;
  const l = methodLimits(s0.values.method);
  const errors = validateDeposit(s0.values, s0.requestId, l?.limits ?? null, l?.shown ?? { min: "", max: "" });
  if (Object.keys(errors).length > 0) return submitDeposit();
  let state: LimitsState;
  try {
    state = await getLimits();
  } catch {
    // Without the limits the platform still enforces them on the order itself.
    return submitDeposit();
  }
  if (!state.deposit_prompt) return submitDeposit();
  $depositPrompt.set(state);
  // The member reads the limits, not a promotion over them (the deposit page's pop-up steps aside).
  $priorityDialog.set("deposit-limits");
}

export function answerDepositPrompt(go: boolean): void {
  $depositPrompt.set(null);
  if ($priorityDialog.get() === "deposit-limits") $priorityDialog.set(null);
  if (go) void submitDeposit();
}

/** The order's status as the record says (after member.cash, or when the member comes back from the gateway). */
export async function refreshOrder(): Promise<void> {
  const o = $depositOrder.get();
  if (!o || o.status !== "pending") return;
  try {
    const r = await callApi(fundsCalls.dwRecord, { type: "deposit", page: 1, page_size: 20 });
    const found = r.list.find((x) => x.order_number === o.orderNumber);
    if (found && $depositOrder.get()?.orderNumber === o.orderNumber) $depositOrder.set({ ...o, status: found.status });
  } catch {
    // the status stays pending; the record page has it
  }
}

export function newDeposit(): void {
  $depositOrder.set(null);
}

/** Starts the page's data; returns the cleanup. */
export function startDeposit(): () => void {
  void loadDeposit();
  const stop = onBalanceChange(() => void refreshOrder());
  const onFocus = () => void refreshOrder();
  window.addEventListener("focus", onFocus);
  return () => {
    stop();
    window.removeEventListener("focus", onFocus);
  };
}
