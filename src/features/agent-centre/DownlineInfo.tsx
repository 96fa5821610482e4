// Island. /proxy/ProxyCenter/DownlineInfo: the agent's downline with the period's deposits and valid bets; search
// by account, direct only or all levels, agents or players, pages of 50, and a sub-agent's own team with a
// breadcrumb back. It renders downline.store's state and calls its actions, nothing else.
import { useStore } from "@nanostores/react";
import { AGENT_DOWNLINE_PAGE_SIZE, type AgentDownlineResponse, type AgentDownlineRow } from "../../contract/agent.ts";
import { AGENT_TIME_ZONE } from "../../contract/agent-periods.ts";
import Field, { SelectField } from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";

import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { loadedData } from "../../lib/load/index.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import {
  $downline,
  $downlineFilters,
  $searchProblem,
  drillTo,
  goToDownlinePage,
  loadDownline,
  setKind,
  setScope,
  startDownline,
  typeSearch,
} from "./downline.store.ts";
import { $agentLevelNames, levelLabel } from "../agent-programme/index.ts";
import { $plan } from "./period.store.ts";
import { CentrePage, FilterBar, ReportResult, ReportTable, type ReportColumn } from "./ReportTable.tsx";
import "./agent-centre.css";

function Filters() {
  const t = useT();
  const f = useStore($downlineFilters);
  const problem = useStore($searchProblem);
  return (
    <FilterBar>
      <Field
        id="downline-search"
        label={t("agentCentre.downline.search")}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={f.search}
        onChange={typeSearch}
        error={problem ? t(problem) : null}
      />
      <SelectField
        id="downline-scope"
        label={t("agentCentre.downline.scope")}
        value={f.scope}
        onChange={(v) => setScope(v === "all" ? "all" : "direct")}
        options={[
          { value: "direct", label: t("agentCentre.downline.scope.direct") },
          { value: "all", label: t("agentCentre.downline.scope.all") },
        ]}
      />
      <SelectField
        id="downline-kind"
        label={t("agentCentre.downline.kind")}
        value={f.kind}
        onChange={(v) => setKind(v === "agent" || v === "player" ? v : "all")}
        options={[
          { value: "all", label: t("agentCentre.downline.kind.all") },
          { value: "agent", label: t("agentCentre.downline.kind.agent") },
          { value: "player", label: t("agentCentre.downline.kind.player") },
        ]}
      />
    </FilterBar>
  );
}

function Breadcrumb({ crumbs }: { crumbs: AgentDownlineResponse["breadcrumb"] }) {
  const t = useT();
  if (crumbs.length <= 1) return null;
  return (
    <nav className="ac-crumbs" aria-label={t("agentCentre.downline.breadcrumb")}>
      <ol>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c.account} aria-current="page">
              {c.account}
            </li>
          ) : (
            <li key={c.account}>
              <button type="button" className="ac-link" onClick={() => drillTo(i === 0 ? null : c.account)}>
                {i === 0 ? t("agentCentre.downline.myTeam") : c.account}
              </button>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

function Rows({ data, busy }: { data: AgentDownlineResponse; busy: boolean }) {
  const t = useT();
  const names = useStore($agentLevelNames);
  const plan = useStore($plan);
  const locale = pageLocaleTag();
  const currency = plan.kind === "ready" ? plan.data.currency : (data.rows[0]?.currency ?? "INR");
  const money = (minor: number) => formatMinorMoney(currency, minor, locale);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale, "minute", AGENT_TIME_ZONE) : "–");
  const columns: ReportColumn<AgentDownlineRow>[] = [
    {
      key: "account",
      label: t("agentCentre.col.account"),
      rowHeader: true,
      cell: (r) =>
        r.is_agent && r.downline_count > 0 ? (
          <button
            type="button"
            className="ac-link"
            onClick={() => drillTo(r.account)}
            aria-label={t("agentCentre.downline.open", { account: r.account, count: r.downline_count })}
          >
            {r.account}
          </button>
        ) : (
          r.account
        ),
    },
    {
      key: "level_name",
      label: t("agentCentre.col.levelName"),
      cell: (r) =>
        r.is_agent ? levelLabel(names, r.agent_level, (level) => t("agentCentre.downline.levelN", { level })) : "–",
    },
    { key: "level", label: t("agentCentre.col.level"), num: true, cell: (r) => r.level },
    {
      key: "type",
      label: t("agentCentre.col.type"),
      cell: (r) => t(r.is_agent ? "agentCentre.downline.kind.agent" : "agentCentre.downline.kind.player"),
    },
    { key: "registered", label: t("agentCentre.col.registered"), cell: (r) => when(r.registered_at) },
    { key: "last_login", label: t("agentCentre.col.lastLogin"), cell: (r) => when(r.last_login_at) },
    { key: "deposits", label: t("agentCentre.col.deposits"), num: true, cell: (r) => money(r.deposits) },
    { key: "valid_bets", label: t("agentCentre.col.validBets"), num: true, cell: (r) => money(r.valid_bets) },
    {
      key: "status",
      label: t("agentCentre.col.status"),
      cell: (r) => (
        <span className={`ac-status ac-status--${r.status}`}>{t(runtimeKey(`agentCentre.status.${r.status}`))}</span>
      ),
    },
  ];
  return (
    <>
      <p className="ac-count" data-testid="downline-count">
        {t("agentCentre.downline.count", { count: data.total_count })}
      </p>
      <ReportTable
        id="downline"
        caption={t("agentCentre.downline.caption")}
        columns={columns}
        rows={data.rows}
        rowKey={(r) => r.account}
        empty={t("agentCentre.downline.empty")}
        pages={{ page: data.page, total: data.total_count, size: AGENT_DOWNLINE_PAGE_SIZE, busy, go: goToDownlinePage }}
      />
    </>
  );
}

function Result() {
  const load = useStore($downline);
  const data = loadedData(load);
  return (
    <>
      <Breadcrumb crumbs={data?.breadcrumb ?? []} />
      <ReportResult store={$downline} retry={loadDownline}>
        {(d, busy) => <Rows data={d} busy={busy} />}
      </ReportResult>
    </>
  );
}

export default function DownlineInfo() {
  return (
    <CentrePage menu="DownlineInfo" start={startDownline} period="downline">
      <Filters />
      <Result />
    </CentrePage>
  );
}
