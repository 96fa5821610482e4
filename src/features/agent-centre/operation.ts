// Ships to server and browser (pure). The OperationTable's columns, in the page's order, and its CSV: the same
// columns as the table, a row per Caracas day and the totals, amounts in major units (csv.ts).
import type { AgentOperationFigures, AgentOperationResponse } from "../../contract/agent.ts";
import type { LocaleKey } from "../../lib/i18n/keys.ts";
import { toCsv, type CsvCell } from "./csv.ts";

export type OperationColumn = keyof AgentOperationFigures;

/** Columns in the order the issue lists them; `money` ones are minor units, the rest counts. */
export const OPERATION_COLUMNS: readonly { key: OperationColumn; label: LocaleKey; money: boolean }[] = [
  { key: "registrations", label: "agentCentre.col.registrations", money: false },
  { key: "first_deposit_count", label: "agentCentre.col.firstDepositCount", money: false },
  { key: "first_deposit_amount", label: "agentCentre.col.firstDepositAmount", money: true },
  { key: "deposits", label: "agentCentre.col.deposits", money: true },
  { key: "withdrawals", label: "agentCentre.col.withdrawals", money: true },
  { key: "valid_bets", label: "agentCentre.col.validBets", money: true },
  { key: "payout", label: "agentCentre.col.payout", money: true },
  { key: "win_loss", label: "agentCentre.col.winLoss", money: true },
  { key: "bonuses", label: "agentCentre.col.bonuses", money: true },
  { key: "net", label: "agentCentre.col.net", money: true },
];

function cells(f: AgentOperationFigures): CsvCell[] {
  return OPERATION_COLUMNS.map((c) => (c.money ? { minor: f[c.key] } : f[c.key]));
}

/** The CSV of a report; `label` translates the headers, `totalLabel` names the last row. */
export function operationCsv(
  report: AgentOperationResponse,
  label: (key: LocaleKey) => string,
  dateLabel: string,
  totalLabel: string,
): string {
  return toCsv(
    [dateLabel, ...OPERATION_COLUMNS.map((c) => label(c.label))],
    [...report.days.map((d) => [d.date, ...cells(d)]), [totalLabel, ...cells(report.totals)]],
    report.currency,
  );
}

/** The file's name: the range's first and last day ("operation-2026-11-01-2026-11-26.csv"). */
export function operationFileName(report: AgentOperationResponse): string {
  const first = report.days[0]?.date ?? "";
  const last = report.days.at(-1)?.date ?? first;
  return `operation-${first}-${last}.csv`;
}
