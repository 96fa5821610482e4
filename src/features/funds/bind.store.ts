// Browser. Bound accounts (BindAccount): the list, the bind form, default and removal (the removal asks
// the withdraw password inline). Rules: contract BindAccountSchema through validate.ts; form.machine.
import { atom } from "nanostores";
import { FUNDS_CODES, type BindKind, type BoundAccount } from "../../contract/funds.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { LOADING, runLoad, type Load } from "../../lib/load/index.ts";
import { twoFactorRefusal, withTwoFactor } from "../security/index.ts";
import { callApi, failureOf, fundsCalls, refusalFor } from "./api.ts";
import { createFormStore } from "./form.store.ts";
import { bindBody, emptyBind, validateBind, type BindValues } from "./validate.ts";

export interface Accounts {
  list: BoundAccount[];
  kinds: BindKind[];
}

/** The bound accounts; a reload keeps the list on screen (src/lib/load). */
export const $accounts = atom<Load<Accounts>>(LOADING);

/** The inline removal: which account, the withdraw password typed, the refusal. */
export const $removal = atom<{ id: number; password: string; error: Message | null; busy: boolean } | null>(null);

let defaultKind: BindKind = "upi";
export const bindForm = createFormStore<BindValues>(() => emptyBind(defaultKind));

export async function loadAccounts(): Promise<void> {
  const out = await runLoad(
    $accounts,
    async (signal) => {
      const r = await callApi(fundsCalls.bankAccountList, {}, { signal });
      return { list: r.list, kinds: r.kinds };
    },
    { message: (error) => refusalFor(error, {}, true).message },
  );
  if (out.status !== "ready") return;
  const first = out.data.kinds[0];
  if (first && !out.data.kinds.includes(bindForm.$state.get().values.kind)) {
    defaultKind = first;
    bindForm.reset();
  }
}

export function chooseKind(kind: BindKind): void {
  defaultKind = kind;
  bindForm.input("kind", kind);
}

export async function submitBind(): Promise<boolean> {
  const s = bindForm.submit(validateBind(bindForm.$state.get().values));
  if (!s) return false;
  try {
    // With two-factor on, the member is asked for a code and the binding goes again with it (security feature).
    await withTwoFactor((code) =>
      callApi(fundsCalls.bankAccountStore, { ...bindBody(s.values), ...(code ? { two_factor_code: code } : {}) }),
    );
    bindForm.succeeded();
    showToast("success", { key: "funds.bind.saved" });
    await loadAccounts();
    return true;
  } catch (error) {
    const second = twoFactorRefusal(error);
    if (second) {
      bindForm.send({ type: "refused", field: null, message: second });
      return false;
    }
    const r = refusalFor(error, {}, true);
    const f = failureOf(error);
    const field =
      f.code === FUNDS_CODES.duplicateAccount ? (s.values.kind === "upi" ? "upi_id" : "account_number") : r.field;
    bindForm.send({ type: "refused", field, message: r.message });
    return false;
  }
}

export async function makeDefault(id: number): Promise<void> {
  try {
    await callApi(fundsCalls.bankAccountDefault, { id });
    await loadAccounts();
  } catch (error) {
    showToast("error", refusalFor(error, {}, true).message);
  }
}

export function askRemoval(id: number | null): void {
  $removal.set(id === null ? null : { id, password: "", error: null, busy: false });
}

export function typeRemovalPassword(password: string): void {
  const r = $removal.get();
  if (r) $removal.set({ ...r, password, error: null });
}

export async function confirmRemoval(): Promise<void> {
  const r = $removal.get();
  if (!r || r.busy) return;
  if (!/^\d{4}$/.test(r.password)) {
    $removal.set({ ...r, error: { key: "funds.err.withdraw_password" } });
    return;
  }
  $removal.set({ ...r, busy: true });
  try {
    await withTwoFactor((code) =>
      callApi(fundsCalls.bankAccountDestroy, {
        id: r.id,
        withdraw_password: r.password,
        ...(code ? { two_factor_code: code } : {}),
      }),
    );
    $removal.set(null);
    showToast("success", { key: "funds.bind.removed" });
    await loadAccounts();
  } catch (error) {
    $removal.set({ ...r, busy: false, error: twoFactorRefusal(error) ?? refusalFor(error, {}, true).message });
  }
}
