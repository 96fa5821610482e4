// Island. /proxy/ProxyCenter/OperationTable: the period and an optional game type (spec 000 §1); a row per
// Caracas day and the totals of registrations, first deposits, deposits, withdrawals, valid bets, payout,
// win/loss, bonuses and net; the trend chart (uPlot, loaded on this page only) and the CSV export.
import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import type { AgentOperationResponse } from "../../contract/agent.ts";
import { SelectField } from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";

import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { GAME_TYPES } from "../../lib/config/constants.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { isBusy, loadedData } from "../../lib/load/index.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import { OPERATION_COLUMNS, operationCsv, operationFileName } from "./operation.ts";
import { $gameType, $operation, chooseGameType, download, loadOperation, startOperation } from "./operation.store.ts";
import { Skeleton } from "./parts.tsx";
import { CentrePage, FilterBar, ReportResult, ReportTable, type ReportColumn } from "./ReportTable.tsx";
import "./agent-centre.css";

const OperationChart = lazy(() => import("./OperationChart.tsx"));

type Day = AgentOperationResponse["days"][number];

function Report({ data }: { data: AgentOperationResponse }) {
  const t = useT();
  const locale = pageLocaleTag();
  const cell = (value: number, money: boolean) =>
    money ? formatMinorMoney(data.currency, value, locale) : String(value);
  const columns: ReportColumn<Day>[] = [
    {
      key: "date",
      label: t("agentCentre.col.date"),
      rowHeader: true,
      cell: (d) => d.date,
      foot: t("agentCentre.total"),
    },
    ...OPERATION_COLUMNS.map((c) => ({
      key: c.key,
      label: t(c.label),
      num: true,
      cell: (d: Day) => cell(d[c.key], c.money),
      foot: cell(data.totals[c.key], c.money),
    })),
  ];
  return (
    <>
      <ReportTable
        id="operation"
        caption={t("agentCentre.operation.caption")}
        columns={columns}
        rows={data.days}
        rowKey={(d) => d.date}
        wide
        totals
      />
      <Suspense fallback={<Skeleton label={t("agentCentre.loading")} rows={3} />}>
        <OperationChart report={data} />
      </Suspense>
    </>
  );
}

function Filters() {
  const t = useT();
  const load = useStore($operation);
  const gameType = useStore($gameType);
  const data = loadedData(load);
  return (
    <FilterBar bar>
      <SelectField
        id="operation-type"
        label={t("records.gameType")}
        value={gameType}
        onChange={chooseGameType}
        options={[
          { value: "", label: t("records.all") },
          ...GAME_TYPES.map((g) => ({ value: String(g.gtId), label: t(runtimeKey(`gameType.${g.gtId}.abbr`)) })),
        ]}
      />
      <button
        type="button"
        className="ui-btn ui-btn--ghost ac-export"
        disabled={!data || isBusy(load)}
        onClick={() => {
          if (data)
            download(operationCsv(data, t, t("agentCentre.col.date"), t("agentCentre.total")), operationFileName(data));
        }}
      >
        {t("agentCentre.operation.export")}
      </button>
    </FilterBar>
  );
}

export default function OperationTable() {
  return (
    <CentrePage menu="OperationTable" start={startOperation} period="operation">
      <Filters />
      <ReportResult store={$operation} retry={loadOperation} rows={8}>
        {(data) => <Report data={data} />}
      </ReportResult>
    </CentrePage>
  );
}
