// Island. /proxy/ProxyCenter/StratifiedTable: a row per level (members, active members, valid bets, net, the rate or
// rate difference earned there, and the level's part of the commission, adding up to the total to the paisa:
// agent-commission.ts levelCommissions), their sum, and the commission by team as it is computed: the agent's own
// rate on its own team and the rate difference on each sub-agent's team.
import type { AgentStratifiedResponse } from "../../contract/agent.ts";
import { useT } from "../../components/ui/i18n.ts";

import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import { formatRate } from "./rates.ts";
import { CentrePage, ReportResult, ReportTable, type ReportColumn } from "./ReportTable.tsx";
import { $stratified, loadStratified, startStratified } from "./reports.store.ts";
import "./agent-centre.css";

type Level = AgentStratifiedResponse["levels"][number];
type Commission = AgentStratifiedResponse["commission"];
/** A line of the commission table: the own team, or a sub-agent's. */
type TeamLine = { key: string; team: string; net: number; rate: string; commission: number };

function Report({ data }: { data: AgentStratifiedResponse }) {
  const t = useT();
  const locale = pageLocaleTag();
  const money = (minor: number) => formatMinorMoney(data.currency, minor, locale);
  const rate = (bp: number) => formatRate(bp, locale);
  const c: Commission = data.commission;
  const levels: ReportColumn<Level>[] = [
    {
      key: "level",
      label: t("agentCentre.col.level"),
      rowHeader: true,
      cell: (l) => t("agentCentre.stratified.level", { level: l.level }),
      foot: t("agentCentre.total"),
    },
    {
      key: "members",
      label: t("agentCentre.col.members"),
      num: true,
      cell: (l) => l.members,
      foot: data.totals.members,
    },
    {
      key: "active_members",
      label: t("agentCentre.col.activeMembers"),
      num: true,
      cell: (l) => l.active_members,
      foot: data.totals.active_members,
    },
    {
      key: "valid_bets",
      label: t("agentCentre.col.validBets"),
      num: true,
      cell: (l) => money(l.valid_bets),
      foot: money(data.totals.valid_bets),
    },
    { key: "net", label: t("agentCentre.col.net"), num: true, cell: (l) => money(l.net), foot: money(data.totals.net) },
    {
      key: "rate",
      label: t("agentCentre.col.rate"),
      num: true,
      cell: (l) => (l.rates_bp.length ? l.rates_bp.map(rate).join(" / ") : "–"),
      foot: "",
    },
    {
      key: "commission",
      label: t("agentCentre.col.commission"),
      num: true,
      cell: (l) => money(l.commission),
      foot: money(c.commission),
    },
  ];
  const teams: TeamLine[] = [
    {
      key: "",
      team: t("agentCentre.stratified.ownTeam"),
      net: c.own_net,
      rate: rate(c.rate_bp),
      commission: c.own_commission,
    },
    ...c.sub_agents.map((s) => ({
      key: s.account,
      team: t("agentCentre.stratified.subTeam", { account: s.account }),
      net: s.net,
      rate: t("agentCentre.stratified.diff", { own: rate(c.rate_bp), sub: rate(s.rate_bp), diff: rate(s.diff_bp) }),
      commission: s.commission,
    })),
  ];
  const teamColumns: ReportColumn<TeamLine>[] = [
    {
      key: "team",
      label: t("agentCentre.col.team"),
      rowHeader: true,
      cell: (l) => l.team,
      foot: t("agentCentre.col.commission"),
    },
    { key: "net", label: t("agentCentre.col.net"), num: true, cell: (l) => money(l.net), foot: money(c.net) },
    {
      key: "rate",
      label: t("agentCentre.col.rate"),
      num: true,
      cell: (l) => l.rate,
      foot: t("agentCentre.stratified.activeOf", { count: c.active_members }),
    },
    {
      key: "commission",
      label: t("agentCentre.col.commission"),
      num: true,
      cell: (l) => money(l.commission),
      foot: money(c.commission),
      footTestId: "stratified-commission",
    },
  ];
  return (
    <>
      <ReportTable
        id="stratified"
        caption={t("agentCentre.stratified.caption")}
        columns={levels}
        rows={data.levels}
        rowKey={(l) => l.level}
        wide
        totals
      />
      <p className="ac-note">{t("agentCentre.stratified.perLevelNote")}</p>
      <h3 className="ac-subtitle">{t("agentCentre.stratified.commission")}</h3>
      <ReportTable
        id="commission"
        caption={t("agentCentre.stratified.commissionCaption")}
        columns={teamColumns}
        rows={teams}
        rowKey={(l) => l.key}
        wide
        totals
      />
      {c.net <= 0 && <p className="ac-note">{t("agentCentre.stratified.noCommission")}</p>}
    </>
  );
}

export default function StratifiedTable() {
  return (
    <CentrePage menu="StratifiedTable" start={startStratified} period="stratified">
      <ReportResult store={$stratified} retry={loadStratified}>
        {(data) => <Report data={data} />}
      </ReportResult>
    </CentrePage>
  );
}
