// Browser. Transfer: the form (one request_id per submission, kept on a refusal or a lost answer so a retry never
// moves money twice, renewed after a success; a second press while one is on its way sends nothing), and the
// transfer log with its filters. Both wallets' member.cash move the headers (the platform sends it to both).
import { atom } from "nanostores";
import {
  AGENT_TRANSFER_LOG_PAGE_SIZE,
  type AgentTransferDirection,
  type AgentTransferMember,
  type AgentTransferMembersResponse,
} from "../../contract/agent.ts";
import type * as z from "zod/mini";
import type { AgentTransferLogResponseSchema } from "../../contract/agent.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { IDLE, LOADING, runLoad, type Load } from "../../lib/load/index.ts";
import { formatMinorMoney, toMinor } from "../../lib/money/index.ts";
import { $session } from "../../lib/session/index.ts";
import { createFormStore } from "../funds/index.ts";
import { agentCalls, callApi, loadMessage, refusalFor } from "./api.ts";
import { SEARCH_PAUSE_MS } from "./downline-search.ts";
import { pickerSearchTooLong } from "./member-picker.ts";
import { $plan, onPeriod, runPeriodLoad, startReports } from "./period.store.ts";
import { validateTransfer, type TransferLimits, type TransferValues } from "./transfer.ts";

export type TransferLog = z.infer<typeof AgentTransferLogResponseSchema>;

let lastDirection: AgentTransferDirection = "to_member";
export const transferForm = createFormStore<TransferValues>(() => ({
  direction: lastDirection,
  account: "",
  amount: "",
  withdraw_password: "",
}));

/** The limits of the form now: the plan's, and the agent's main wallet for a credit. */
export function transferLimits(): TransferLimits | null {
  const plan = $plan.get();
  if (plan.kind !== "ready") return null;
  const { currency, transfer_min, transfer_max } = plan.data;
  const s = $session.get();
  const cash = s.status === "member" && s.balance.status === "ready" ? toMinor(s.balance.cash, currency) : null;
  const locale = pageLocaleTag();
  return {
    currency,
    min: transfer_min,
    max: transfer_max,
    agentCash: cash,
    shown: {
      min: formatMinorMoney(currency, transfer_min, locale),
      max: formatMinorMoney(currency, transfer_max, locale),
    },
  };
}

export async function submitTransfer(): Promise<void> {
  const before = transferForm.$state.get();
  const limits = transferLimits();
  if (!limits) return;
  const s = transferForm.submit(validateTransfer(before.values, limits));
  if (!s) return;
  const v = s.values;
  try {
    const r = await callApi(agentCalls.agentTransfer, {
      direction: v.direction,
      account: v.account.trim(),
      amount: v.amount,
      withdraw_password: v.withdraw_password,
      request_id: s.requestId,
    });
    lastDirection = v.direction;
    transferForm.succeeded();
    clearPick(); // the form starts again empty; the list shows the balances after the transfer
    void loadPickList();
    const amount = formatMinorMoney(r.currency, r.amount, pageLocaleTag());
    showToast("success", {
      key: r.direction === "to_member" ? "agentCentre.transfer.sent" : "agentCentre.transfer.recalled",
      params: { amount, account: r.account },
    });
    void loadTransferLog(1);
  } catch (error) {
    const out = refusalFor(error, limits.shown);
    transferForm.send({
      type: "refused",
      field: out.field === "period" || out.field === "search" ? null : out.field,
      message: out.message,
    });
  }
}

// ---- the log -----------------------------------------------------------------------------------------------------

export interface LogFilters {
  direction: "" | AgentTransferDirection;
  account: string;
  page: number;
}

export const $logFilters = atom<LogFilters>({ direction: "", account: "", page: 1 });
export const $transferLog = atom<Load<TransferLog>>(LOADING);
export const $logAccountError = atom(false);

const ACCOUNT_PART = /^[A-Za-z0-9_-]{0,12}$/;

export async function loadTransferLog(page = $logFilters.get().page): Promise<void> {
  const f = { ...$logFilters.get(), page };
  $logFilters.set(f);
  const account = f.account.trim();
  const bad = !ACCOUNT_PART.test(account);
  $logAccountError.set(bad);
  if (bad) return;
  await runPeriodLoad($transferLog, ({ start_at, end_at }, signal) =>
    callApi(
      agentCalls.agentTransferLog,
      {
        start_at,
        end_at,
        ...(f.direction ? { direction: f.direction } : {}),
        ...(account ? { account } : {}),
        page: f.page,
      },
      { signal },
    ),
  );
}

export function editLogFilter(patch: Partial<Omit<LogFilters, "page">>): void {
  $logFilters.set({ ...$logFilters.get(), ...patch });
}

// ---- the member picker (the receiver is chosen from the direct downline, never typed as an id) --------------------

/** The picker's text. */
export const $pickText = atom("");
/** The member chosen (the form's account is its account), or null. */
export const $picked = atom<AgentTransferMember | null>(null);
/** The direct members matching the text. */
export const $pickList = atom<Load<AgentTransferMembersResponse>>(IDLE);
/** The text is longer than an account or a name search may be. */
export const $pickTooLong = atom(false);

let pickTimer: ReturnType<typeof setTimeout> | undefined;

export async function loadPickList(): Promise<void> {
  clearTimeout(pickTimer);
  const text = $pickText.get().trim();
  if (pickerSearchTooLong(text)) return;
  await runLoad(
    $pickList,
    (signal) => callApi(agentCalls.agentTransferMembers, text ? { search: text } : {}, { signal }),
    { message: loadMessage },
  );
}

/** A keystroke in the picker: the choice is dropped (the text no longer names it), the list asked after a pause. */
export function typePick(text: string): void {
  $pickText.set(text);
  if ($picked.get()) {
    $picked.set(null);
    transferForm.input("account", "");
  }
  const tooLong = pickerSearchTooLong(text);
  $pickTooLong.set(tooLong);
  clearTimeout(pickTimer);
  if (!tooLong) pickTimer = setTimeout(() => void loadPickList(), SEARCH_PAUSE_MS);
}

export function choosePick(member: AgentTransferMember): void {
  clearTimeout(pickTimer);
  $picked.set(member);
  $pickText.set(member.account);
  $pickTooLong.set(false);
  transferForm.input("account", member.account);
}

function clearPick(): void {
  clearTimeout(pickTimer);
  $picked.set(null);
  $pickText.set("");
  $pickTooLong.set(false);
}

export function startTransfer(): () => void {
  startReports("this_week", () => void loadTransferLog(1));
  void loadPickList();
  const off = onPeriod(() => void loadTransferLog(1));
  return () => {
    off();
    clearTimeout(pickTimer);
  };
}

export const TRANSFER_LOG_PAGE_SIZE = AGENT_TRANSFER_LOG_PAGE_SIZE;
