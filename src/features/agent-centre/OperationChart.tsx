// Island piece. The OperationTable's trend: deposits, valid bets and net per day, drawn by uPlot, which
// trend-chart.ts imports only here (a chunk of its own, with its CSS), and only once the person has interacted with
// the page and the chart's box is in view (components/ui/in-view.ts): uPlot is no part of the page's JS before interaction. A chart
// that cannot load leaves the table, which holds the same figures, and says so.
import { useEffect, useRef, useState } from "react";
import type { AgentOperationResponse } from "../../contract/agent.ts";
import { useT } from "../../components/ui/i18n.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import { whenInViewOnceSettled } from "../../components/ui/in-view.ts";

export default function OperationChart({ report }: { report: AgentOperationResponse }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const labels = {
    deposits: t("agentCentre.col.deposits"),
    valid: t("agentCentre.col.validBets"),
    net: t("agentCentre.col.net"),
    date: t("agentCentre.col.date"),
  };
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let stop: (() => void) | null = null;
    let gone = false;
    const locale = pageLocaleTag();
    const draw = () =>
      import("./trend-chart.ts")
        .then((m) =>
          m.drawTrend(el, {
            days: report.days.map((d) => d.date),
            dayLabel: labels.date,
            money: (minor) => formatMinorMoney(report.currency, minor, locale),
            series: [
              { label: labels.deposits, values: report.days.map((d) => d.deposits), color: "#3b82f6" },
              { label: labels.valid, values: report.days.map((d) => d.valid_bets), color: "#f5b301" },
              { label: labels.net, values: report.days.map((d) => d.net), color: "#22c55e" },
            ],
          }),
        )
        .then((remove) => {
          if (gone) remove();
          else stop = remove;
        })
        .catch(() => setFailed(true));
    const unwatch = whenInViewOnceSettled(el, () => void draw());
    return () => {
      gone = true;
      unwatch();
      stop?.();
    };
  }, [report, labels.deposits, labels.valid, labels.net, labels.date]);
  return (
    <figure className="ac-chart">
      <figcaption className="ac-chart__title">{t("agentCentre.operation.trend")}</figcaption>
      {failed ? <p className="ac-note">{t("agentCentre.operation.chartFailed")}</p> : null}
      <div ref={box} className="ac-chart__box" role="img" aria-label={t("agentCentre.operation.trendAlt")} />
    </figure>
  );
}
