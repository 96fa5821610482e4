// Island. /proxy/ProxyCenter/OperationTable: the period and an optional game type (spec 000 §1); a row per
// Caracas day and the totals of registrations, first deposits, deposits, withdrawals, valid bets, payout,
// win/loss, bonuses and net; the trend chart (uPlot, loaded on this page only) and the CSV export.
import { useStore } from "@nanostores/react";
import { lazy, Suspense } from "react";
import { SelectField } from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";

import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { GAME_TYPES } from "../../lib/config/constants.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { isBusy, loadedData } from "../../lib/load/index.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import { OPERATION_COLUMNS, operationCsv, operationFileName } from "./operation.ts";
import { $gameType, $operation, chooseGameType, download, loadOperation, startOperation } from "./operation.store.ts";
import { Failed, Skeleton } from "./parts.tsx";
import PeriodPicker from "./PeriodPicker.tsx";
import { useAgentStart } from "./use-agent-start.ts";
import "./agent-centre.css";

const OperationChart = lazy(() => import("./OperationChart.tsx"));

export default function OperationTable() {
  const t = useT();
  const active = useAgentStart(startOperation);
  const load = useStore($operation);
  const gameType = useStore($gameType);
  if (!active) return <Skeleton label={t("agentCentre.loading")} />;
  const locale = pageLocaleTag();
  const data = loadedData(load);
  const busy = isBusy(load);
  const cell = (value: number, money: boolean) =>
    money && data ? formatMinorMoney(data.currency, value, locale) : String(value);

  return (
    <section className="ac-page" aria-labelledby="ac-operation-title">
      <h2 id="ac-operation-title" className="sr-only">
        {t("proxy.menu.OperationTable")}
      </h2>
      <PeriodPicker idPrefix="operation" />
      <div className="ac-filters ac-filters--bar">
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
          disabled={!data || busy}
          onClick={() => {
            if (data)
              download(
                operationCsv(data, t, t("agentCentre.col.date"), t("agentCentre.total")),
                operationFileName(data),
              );
          }}
        >
          {t("agentCentre.operation.export")}
        </button>
      </div>
      <div className="ac-result" aria-live="polite" aria-busy={busy}>
        {load.kind === "loading" && <Skeleton label={t("agentCentre.loading")} rows={8} />}
        {load.kind === "error" && <Failed message={load.message} retry={() => void loadOperation()} />}
        {data && (
          <>
            <div className="ac-scroll" tabIndex={0} role="region" aria-labelledby="operation-caption">
              <table className="ac-table ac-table--wide" data-testid="operation-table">
                <caption id="operation-caption" className="sr-only">
                  {t("agentCentre.operation.caption")}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("agentCentre.col.date")}</th>
                    {OPERATION_COLUMNS.map((c) => (
                      <th key={c.key} scope="col" className="num">
                        {t(c.label)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{d.date}</th>
                      {OPERATION_COLUMNS.map((c) => (
                        <td key={c.key} className="num" data-col={c.key}>
                          {cell(d[c.key], c.money)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-testid="operation-totals">
                    <th scope="row">{t("agentCentre.total")}</th>
                    {OPERATION_COLUMNS.map((c) => (
                      <td key={c.key} className="num" data-col={c.key}>
                        {cell(data.totals[c.key], c.money)}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
            <Suspense fallback={<Skeleton label={t("agentCentre.loading")} rows={3} />}>
              <OperationChart report={data} />
            </Suspense>
          </>
        )}
      </div>
    </section>
  );
}
