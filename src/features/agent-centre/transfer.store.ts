// Browser. Transfer: the form (one request_id per submission, kept on a refusal or a lost answer so a retry never
// moves money twice, renewed after a success; a second press while one is on its way sends nothing), and the
// transfer log with its filters. Both wallets' member.cash move the headers (the platform sends it to both).
import { atom } from "nanostores";
import { AGENT_TRANSFER_LOG_PAGE_SIZE, type AgentTransferDirection } from "../../contract/agent.ts";
import type { z } from "zod";
import type { AgentTransferLogResponseSchema } from "../../contract/agent.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { LOADING, runLoad, type Load } from "../../lib/load/index.ts";
import { formatMinorMoney, toMinor } from "../../lib/money/index.ts";
import { $session } from "../../lib/session/index.ts";
import { createFormStore } from "../funds/index.ts";
import { agentCalls, callApi, loadMessage, refusalFor } from "./api.ts";
import { $period, $plan, onPeriod, planReady, startReports } from "./period.store.ts";
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
  await runLoad(
    $transferLog,
    async (signal) => {
      await planReady();
      const { start_at, end_at } = $period.get().applied;
      return callApi(
        agentCalls.agentTransferLog,
        {
          start_at,
          end_at,
          ...(f.direction ? { direction: f.direction } : {}),
          ...(account ? { account } : {}),
          page: f.page,
        },
        { signal },
      );
    },
    { message: loadMessage },
  );
}

export function editLogFilter(patch: Partial<Omit<LogFilters, "page">>): void {
  $logFilters.set({ ...$logFilters.get(), ...patch });
}

export function startTransfer(): () => void {
  startReports("this_week", () => void loadTransferLog(1));
  return onPeriod(() => void loadTransferLog(1));
}

export const TRANSFER_LOG_PAGE_SIZE = AGENT_TRANSFER_LOG_PAGE_SIZE;
