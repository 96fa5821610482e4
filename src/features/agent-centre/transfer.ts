// Ships to server and browser (pure). The agent's transfer form (credit to a direct downline member, or a recall
// from one) checked before it is sent, with the member centre's rules: the amount through funds.ts amountField
// (positive, the currency's digits, the plan's limits, and for a credit at most the agent's main wallet), the
// withdraw password's 4 digits (spec 001 §5), the account chosen in the picker and by the account rules (spec 001
// §5 memberAccount).
import { LIMITS } from "../../contract/constants.ts";
import { amountField, type AmountLimits } from "../../contract/funds.ts";
import type { AgentTransferDirection } from "../../contract/agent.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import type { Message } from "../../lib/i18n/message.ts";

export type TransferValues = {
  direction: AgentTransferDirection;
  account: string;
  amount: string;
  withdraw_password: string;
};

const ACCOUNT = new RegExp(`^[A-Za-z0-9_-]{${LIMITS.accountMin},${LIMITS.accountMax}}$`);
const PIN = new RegExp(`^\\d{${LIMITS.withdrawPasswordDigits}}$`);

export interface TransferLimits extends AmountLimits {
  /** The agent's main wallet (minor units), for a credit; unknown (null) leaves the check to the platform. */
  agentCash: number | null;
  /** min and max as shown ("₹100.00"), for the messages. */
  shown: { min: string; max: string };
}

export function validateTransfer(v: TransferValues, limits: TransferLimits): Readonly<Record<string, Message>> {
  const out: Record<string, Message> = {};
  // The account is set only by choosing a direct member in the picker: none chosen asks for a choice.
  if (!v.account.trim()) out["account"] = { key: "agentCentre.transfer.err.pick" };
  else if (!ACCOUNT.test(v.account.trim())) out["account"] = { key: "agentCentre.transfer.err.account" };
  const available = v.direction === "to_member" && limits.agentCash !== null ? limits.agentCash : undefined;
  const amount = amountField({
    currency: limits.currency,
    min: limits.min,
    max: limits.max,
    ...(available !== undefined ? { available } : {}),
  }).safeParse(v.amount);
  if (!amount.success) {
    const said = amount.error.issues[0]?.message ?? "";
    const problem = said.startsWith("amount_") ? said : "amount_format"; // a text over 32 characters too
    out["amount"] =
      problem === "amount_insufficient"
        ? { key: "agentCentre.err.insufficient" }
        : { key: runtimeKey(`funds.err.${problem}`), params: limits.shown };
  }
  if (!PIN.test(v.withdraw_password)) out["withdraw_password"] = { key: "funds.err.withdraw_password" };
  return out;
}
