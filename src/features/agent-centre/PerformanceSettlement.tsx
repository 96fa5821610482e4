// Island. /proxy/ProxyCenter/PerformanceSettlement: the weekly statements (Monday to Monday, America/Caracas),
// newest first, each with every line of the calculation from gross win/loss to commission (agent-commission.ts
// steps 1–11) and its status: pending, approved or paid.
import { useStore } from "@nanostores/react";
import { AGENT_STATEMENTS_PAGE_SIZE, type AgentStatement } from "../../contract/agent.ts";
import { AGENT_TIME_ZONE } from "../../contract/agent-periods.ts";
import { useT } from "../../components/ui/i18n.ts";

import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import type { Currency } from "../../lib/config/constants.ts";
import { Pager } from "./parts.tsx";
import { periodText } from "./PeriodPicker.tsx";
import { $plan } from "./period.store.ts";
import { formatRate } from "./rates.ts";
import { $statements, loadStatements, startStatements } from "./reports.store.ts";
import { CentrePage, ReportResult } from "./ReportTable.tsx";
import "./agent-centre.css";

function Line({ label, value, op, strong }: { label: string; value: string; op?: string; strong?: boolean }) {
  return (
    <div className={`ac-line${strong ? " ac-line--strong" : ""}`}>
      <dt>
        {op && (
          <span className="ac-op" aria-hidden="true">
            {op}
          </span>
        )}
        {label}
      </dt>
      <dd>{value}</dd>
    </div>
  );
}

function Statement({
  s,
  currency,
  fees,
}: {
  s: AgentStatement;
  currency: Currency;
  fees: { pf: number; py: number } | null;
}) {
  const t = useT();
  const locale = pageLocaleTag();
  const money = (minor: number) => formatMinorMoney(currency, minor, locale);
  const rate = (bp: number) => formatRate(bp, locale);
  const l = s.lines;
  const titleId = `statement-${s.week}`;
  return (
    <article className="ac-card ac-statement" aria-labelledby={titleId} data-testid="statement" data-week={s.week}>
      <header className="ac-statement__head">
        <h3 id={titleId}>{t("agentCentre.settlement.week", { range: periodText(s, locale) })}</h3>
        <span className={`ac-status ac-status--${s.status}`} data-testid="statement-status">
          {t(runtimeKey(`agentCentre.settlement.status.${s.status}`))}
        </span>
      </header>
      <p className="ac-zone">{t("agentCentre.period.zoneOnly", { zone: AGENT_TIME_ZONE })}</p>
      <dl className="ac-lines">
        <Line label={t("agentCentre.settlement.gross")} value={money(l.gross_win_loss)} />
        <Line op="−" label={t("agentCentre.settlement.bonuses")} value={money(l.bonuses)} />
        <Line
          op="−"
          label={
            fees
              ? t("agentCentre.settlement.platformFeeAt", { rate: rate(fees.pf) })
              : t("agentCentre.settlement.platformFee")
          }
          value={money(l.platform_fee)}
        />
        <Line
          op="−"
          label={
            fees
              ? t("agentCentre.settlement.paymentFeeAt", {
                  rate: rate(fees.py),
                  deposits: money(l.deposits),
                  withdrawals: money(l.withdrawals),
                })
              : t("agentCentre.settlement.paymentFee")
          }
          value={money(l.payment_fee)}
        />
        <Line op="=" label={t("agentCentre.settlement.periodNet")} value={money(l.period_net)} strong />
        <Line op="+" label={t("agentCentre.settlement.carryIn")} value={money(l.carry_in)} />
        <Line op="=" label={t("agentCentre.settlement.net")} value={money(l.net)} strong />
        <Line
          label={t("agentCentre.settlement.tier", { count: l.active_members })}
          value={l.tier === null ? t("agentCentre.settlement.noTier") : rate(l.rate_bp)}
        />
        <Line
          label={t("agentCentre.settlement.own", { net: money(l.own_net), rate: rate(l.rate_bp) })}
          value={money(l.own_commission)}
        />
        {l.sub_agents.map((sub) => (
          <Line
            key={sub.account}
            op="+"
            label={t("agentCentre.settlement.sub", {
              account: sub.account,
              net: money(sub.net),
              diff: rate(sub.diff_bp),
              own: rate(l.rate_bp),
              sub: rate(sub.rate_bp),
            })}
            value={money(sub.commission)}
          />
        ))}
        <Line op="=" label={t("agentCentre.col.commission")} value={money(l.commission)} strong />
        {l.carry_out < 0 && <Line label={t("agentCentre.settlement.carryOut")} value={money(l.carry_out)} />}
      </dl>
      {(s.approved_at || s.paid_at) && (
        <p className="ac-note">
          {s.approved_at &&
            t("agentCentre.settlement.approvedAt", {
              time: formatDateTime(s.approved_at, locale, "minute", AGENT_TIME_ZONE),
            })}{" "}
          {s.paid_at &&
            t("agentCentre.settlement.paidAt", { time: formatDateTime(s.paid_at, locale, "minute", AGENT_TIME_ZONE) })}
        </p>
      )}
    </article>
  );
}

function Statements() {
  const t = useT();
  const plan = useStore($plan);
  const fees = plan.kind === "ready" ? { pf: plan.data.platform_fee_bp, py: plan.data.payment_fee_bp } : null;
  return (
    <ReportResult store={$statements} retry={loadStatements}>
      {(data, busy) => (
        <>
          {data.list.length === 0 && <p className="ac-note">{t("agentCentre.settlement.empty")}</p>}
          <div className="ac-statements">
            {data.list.map((s) => (
              <Statement key={s.week} s={s} currency={data.currency} fees={fees} />
            ))}
          </div>
          <Pager
            page={data.page}
            total={data.total_count}
            size={AGENT_STATEMENTS_PAGE_SIZE}
            busy={busy}
            go={(p) => void loadStatements(p)}
          />
        </>
      )}
    </ReportResult>
  );
}

export default function PerformanceSettlement() {
  const t = useT();
  return (
    <CentrePage menu="PerformanceSettlement" start={startStatements}>
      <p className="ac-note">{t("agentCentre.settlement.lead", { zone: AGENT_TIME_ZONE })}</p>
      <Statements />
    </CentrePage>
  );
}
