// Browser. The withdraw-only page's data and actions (/withdraw-only, OUR EXTENSION): with the tab's withdraw-only
// token (withdraw-only.ts) it reads the exclusion and its end, the member's currency, the main wallet, the money in
// provider wallets, the withdrawal limits and the bound accounts; it brings provider money back and withdraws. Every
// call carries the token as its own Authorization, so the site's session is never touched (callApi `authorization`).
// The platform decides what the token may do (sandbox/protection.ts WITHDRAW_ONLY_CALLS).
import { atom } from "nanostores";
import { protectionCalls, type Exclusion } from "../../contract/protection.ts";
import { memberCalls } from "../../contract/member.ts";
import { walletCalls } from "../../contract/wallet.ts";
import type { Currency } from "../../lib/config/constants.ts";
import { callApi, isApiError, type CallOptions } from "../../lib/api/index.ts";
import { LOADING, runLoad, type Load } from "../../lib/load/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDecimalMoney } from "../../lib/money/index.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { fundsCalls, parseAmount, type BoundAccount } from "../../contract/funds.ts";
import { createFormStore, refusalFor, validateWithdraw } from "../funds/index.ts";
import { twoFactorRefusal, withTwoFactor } from "../security/index.ts";
import { dropWithdrawOnly, withdrawOnlyToken } from "./withdraw-only.ts";
import { protectionRefusal } from "./refusals.ts";

export interface WithdrawOnlyView {
  /** Null when the exclusion has ended (the member may sign in as usual again). */
  exclusion: Exclusion | null;
  currency: Currency;
  /** The main wallet, major units. */
  main: number;
  /** Money in provider wallets, major units. */
  elsewhere: number;
  min: string;
  max: string;
  available: string;
  accounts: BoundAccount[];
}

export const $withdrawOnly = atom<Load<WithdrawOnlyView>>(LOADING);
/** No token in this tab (or the platform no longer takes it): the page asks the member to sign in. */
export const $withdrawOnlyGone = atom(false);
/** The provider money being brought back, and what the last attempt said. */
export const $bringBack = atom<{ busy: boolean; message: Message | null }>({ busy: false, message: null });

export const withdrawOnlyForm = createFormStore(() => ({ bank_account_id: "", amount: "", withdraw_password: "" }));

function options(signal?: AbortSignal): CallOptions {
  const token = withdrawOnlyToken();
  return { authorization: `Bearer ${token ?? ""}`, ...(signal ? { signal } : {}) };
}

/** A 401: the token is dead (expired, logged out): forget it and ask for a sign-in. */
function lost(error: unknown): boolean {
  if (isApiError(error) && error.status === 401) {
    dropWithdrawOnly();
    $withdrawOnlyGone.set(true);
    return true;
  }
  return false;
}

function loadMessage(error: unknown): Message {
  if (isApiError(error) && error.kind === "platform")
    return protectionRefusal(error.code, error.data, pageLocaleTag()) ?? refusalFor(error).message;
  return refusalFor(error).message;
}

export async function loadWithdrawOnly(): Promise<void> {
  if (!withdrawOnlyToken()) {
    $withdrawOnlyGone.set(true);
    return;
  }
  const out = await runLoad(
    $withdrawOnly,
    async (signal) => {
      const o = options(signal);
      const [status, layout, cash, info, accounts] = await Promise.all([
        callApi(protectionCalls.protectionStatus, {}, o),
        callApi(memberCalls.layout, {}, o),
        callApi(walletCalls.myCash, {}, o),
        callApi(fundsCalls.withdrawInfo, {}, o),
        callApi(fundsCalls.bankAccountList, {}, o),
      ]);
      return {
        exclusion: status.exclusion,
        currency: layout.member_currency,
        main: cash.member_cash,
        elsewhere: cash.my_cash_list.reduce((sum, c) => sum + c.cash, 0),
        min: info.min,
        max: info.max,
        available: info.available,
        accounts: accounts.list,
      };
    },
    { message: loadMessage },
  );
  if (out.status === "error") {
    lost(out.error);
    return;
  }
  if (out.status !== "ready") return;
  const chosen = withdrawOnlyForm.$state.get().values.bank_account_id;
  const { accounts } = out.data;
  if (!accounts.some((a) => String(a.id) === chosen)) {
    const first = (accounts.find((a) => a.is_default === 1) ?? accounts[0])?.id;
    withdrawOnlyForm.input("bank_account_id", first === undefined ? "" : String(first));
  }
}

/** One-key transfer back from every provider wallet to the main wallet. */
export async function bringMoneyBack(): Promise<void> {
  if ($bringBack.get().busy) return;
  $bringBack.set({ busy: true, message: null });
  try {
    await callApi(walletCalls.transferAllBack, {}, options());
    $bringBack.set({ busy: false, message: { key: "protection.withdrawOnly.broughtBack" } });
  } catch (error) {
    if (lost(error)) return;
    $bringBack.set({ busy: false, message: loadMessage(error) });
  }
  await loadWithdrawOnly();
}

function limitsOf(v: WithdrawOnlyView) {
  const [min, max, available] = [v.min, v.max, v.available].map((t) => parseAmount(t, v.currency));
  return {
    limits: {
      currency: v.currency,
      min: min?.ok ? min.minor : 0,
      max: max?.ok ? max.minor : 0,
      available: available?.ok ? available.minor : 0,
    },
    shown: {
      min: formatDecimalMoney(v.currency, v.min, pageLocaleTag()),
      max: formatDecimalMoney(v.currency, v.max, pageLocaleTag()),
    },
  };
}

/** The withdrawal, with the second factor when it is on. Null: nothing sent. */
export async function submitWithdrawOnly(): Promise<string | null> {
  const load = $withdrawOnly.get();
  if (load.kind !== "ready") return null;
  const l = limitsOf(load.data);
  const s0 = withdrawOnlyForm.$state.get();
  const s = withdrawOnlyForm.submit(validateWithdraw(s0.values, s0.requestId, l.limits, l.shown));
  if (!s) return null;
  try {
    const r = await withTwoFactor((code) =>
      callApi(
        fundsCalls.withdrawStore,
        {
          bank_account_id: Number(s.values.bank_account_id),
          amount: s.values.amount,
          withdraw_password: s.values.withdraw_password,
          request_id: s.requestId,
          ...(code ? { two_factor_code: code } : {}),
        },
        options(),
      ),
    );
    withdrawOnlyForm.succeeded();
    await loadWithdrawOnly();
    return r.order_number;
  } catch (error) {
    if (lost(error)) return null;
    const second = twoFactorRefusal(error);
    const out = second ? { field: null, message: second } : refusalFor(error, { ...l.shown }, true);
    withdrawOnlyForm.send({ type: "refused", field: out.field, message: out.message });
    return null;
  }
}

/** Ends the withdraw-only session on the platform and forgets it here. */
export async function signOutWithdrawOnly(): Promise<void> {
  try {
    await callApi(memberCalls.logout, {}, options());
  } catch {
    // the token is forgotten here whatever the platform says
  }
  dropWithdrawOnly();
  $withdrawOnlyGone.set(true);
}
