// Browser. Withdrawal: to a bound account, an amount within the main wallet and the limits, the
// withdraw password. The amount leaves the main wallet at once into a pending withdrawal (member.cash moves the
// header); the record below the form follows its status.
import { atom } from "nanostores";
import { parseAmount, type BoundAccount } from "../../contract/funds.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { LOADING, runLoad, type Load } from "../../lib/load/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDecimalMoney } from "../../lib/money/index.ts";
import { twoFactorRefusal, withTwoFactor } from "../security/index.ts";
import { callApi, fundsCalls, loadMessage, refusalFor } from "./api.ts";
import { createFormStore } from "./form.store.ts";
import { loadRecords } from "./records.store.ts";
import { memberCurrency } from "./session-watch.ts";
import { validateWithdraw, type WithdrawValues } from "./validate.ts";
import { onBalanceChange } from "../../lib/session/index.ts";

export interface WithdrawInfo {
  min: string;
  max: string;
  available: string;
  accounts: BoundAccount[];
}

export const $withdrawInfo = atom<Load<WithdrawInfo>>(LOADING);

let defaultAccount = "";
export const withdrawForm = createFormStore<WithdrawValues>(() => ({
  bank_account_id: defaultAccount,
  amount: "",
  withdraw_password: "",
}));

export function withdrawLimits() {
  const load = $withdrawInfo.get();
  if (load.kind !== "ready") return null;
  const info = load.data;
  const c = memberCurrency();
  const [min, max, available] = [info.min, info.max, info.available].map((t) => parseAmount(t, c));
  return {
    limits: {
      currency: c,
      min: min?.ok ? min.minor : 0,
      max: max?.ok ? max.minor : 0,
      available: available?.ok ? available.minor : 0,
    },
    shown: {
      min: formatDecimalMoney(c, info.min, pageLocaleTag()),
      max: formatDecimalMoney(c, info.max, pageLocaleTag()),
    },
  };
}

export async function loadWithdraw(): Promise<void> {
  const out = await runLoad(
    $withdrawInfo,
    async (signal) => {
      const [info, accounts] = await Promise.all([
        callApi(fundsCalls.withdrawInfo, {}, { signal }),
        callApi(fundsCalls.bankAccountList, {}, { signal }),
      ]);
      return { ...info, accounts: accounts.list };
    },
    { message: loadMessage },
  );
  if (out.status !== "ready") return;
  const { accounts } = out.data;
  const chosen = withdrawForm.$state.get().values.bank_account_id;
  if (!accounts.some((a) => String(a.id) === chosen)) {
    defaultAccount = String((accounts.find((a) => a.is_default === 1) ?? accounts[0])?.id ?? "");
    withdrawForm.input("bank_account_id", defaultAccount);
  }
}

export async function submitWithdraw(): Promise<void> {
  const s0 = withdrawForm.$state.get();
  const l = withdrawLimits();
  if (!l) return;
  const s = withdrawForm.submit(validateWithdraw(s0.values, s0.requestId, l.limits, l.shown));
  if (!s) return;
  try {
    // With two-factor on, the member is asked for a code and the withdrawal goes again with it (security feature).
    const r = await withTwoFactor((code) =>
      callApi(fundsCalls.withdrawStore, {
        bank_account_id: Number(s.values.bank_account_id),
        amount: s.values.amount,
        withdraw_password: s.values.withdraw_password,
        request_id: s.requestId,
        ...(code ? { two_factor_code: code } : {}),
      }),
    );
    withdrawForm.succeeded();
    showToast("success", { key: "funds.withdraw.submitted", params: { order: r.order_number } });
    await Promise.all([loadWithdraw(), loadRecords()]);
  } catch (error) {
    const second = twoFactorRefusal(error);
    const out = second ? { field: null, message: second } : refusalFor(error, { ...l.shown }, true);
    withdrawForm.send({ type: "refused", field: out.field, message: out.message });
  }
}

export function startWithdraw(): () => void {
  void loadWithdraw();
  return onBalanceChange(() => void loadWithdraw());
}
