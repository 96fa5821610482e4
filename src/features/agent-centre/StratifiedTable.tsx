// Island. /proxy/ProxyCenter/StratifiedTable: a row per level (members, active members, valid bets, net), their
// sum, and the commission on the range: the agent's own rate on its own team and the rate difference on each
// sub-agent's team (agent-commission.ts; commission is per team, so it is shown per team, not per level).
import { useStore } from "@nanostores/react";
import { useT } from "../../components/ui/i18n.ts";

import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { isBusy, loadedData } from "../../lib/load/index.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import { Failed, Skeleton } from "./parts.tsx";
import PeriodPicker from "./PeriodPicker.tsx";
import { formatRate } from "./rates.ts";
import { $stratified, loadStratified, startStratified } from "./reports.store.ts";
import { useAgentStart } from "./use-agent-start.ts";
import "./agent-centre.css";

export default function StratifiedTable() {
  const t = useT();
  const active = useAgentStart(startStratified);
  const load = useStore($stratified);
  if (!active) return <Skeleton label={t("agentCentre.loading")} />;
  const locale = pageLocaleTag();
  const data = loadedData(load);
  const money = (minor: number) => (data ? formatMinorMoney(data.currency, minor, locale) : "");
  const rate = (bp: number) => formatRate(bp, locale);
  const c = data?.commission;

  return (
    <section className="ac-page" aria-labelledby="ac-stratified-title">
      <h2 id="ac-stratified-title" className="sr-only">
        {t("proxy.menu.StratifiedTable")}
      </h2>
      <PeriodPicker idPrefix="stratified" />
      <div className="ac-result" aria-live="polite" aria-busy={isBusy(load)}>
        {load.kind === "loading" && <Skeleton label={t("agentCentre.loading")} />}
        {load.kind === "error" && <Failed message={load.message} retry={() => void loadStratified()} />}
        {data && c && (
          <>
            <div className="ac-scroll" tabIndex={0} role="region" aria-labelledby="stratified-caption">
              <table className="ac-table ac-table--wide" data-testid="stratified-table">
                <caption id="stratified-caption" className="sr-only">
                  {t("agentCentre.stratified.caption")}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("agentCentre.col.level")}</th>
                    <th scope="col" className="num">
                      {t("agentCentre.col.members")}
                    </th>
                    <th scope="col" className="num">
                      {t("agentCentre.col.activeMembers")}
                    </th>
                    <th scope="col" className="num">
                      {t("agentCentre.col.validBets")}
                    </th>
                    <th scope="col" className="num">
                      {t("agentCentre.col.net")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.levels.map((l) => (
                    <tr key={l.level}>
                      <th scope="row">{t("agentCentre.stratified.level", { level: l.level })}</th>
                      <td className="num">{l.members}</td>
                      <td className="num">{l.active_members}</td>
                      <td className="num">{money(l.valid_bets)}</td>
                      <td className="num">{money(l.net)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr data-testid="stratified-totals">
                    <th scope="row">{t("agentCentre.total")}</th>
                    <td className="num">{data.totals.members}</td>
                    <td className="num">{data.totals.active_members}</td>
                    <td className="num">{money(data.totals.valid_bets)}</td>
                    <td className="num">{money(data.totals.net)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <h3 className="ac-subtitle">{t("agentCentre.stratified.commission")}</h3>
            <div className="ac-scroll" tabIndex={0} role="region" aria-labelledby="commission-caption">
              <table className="ac-table ac-table--wide" data-testid="commission-table">
                <caption id="commission-caption" className="sr-only">
                  {t("agentCentre.stratified.commissionCaption")}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t("agentCentre.col.team")}</th>
                    <th scope="col" className="num">
                      {t("agentCentre.col.net")}
                    </th>
                    <th scope="col" className="num">
                      {t("agentCentre.col.rate")}
                    </th>
                    <th scope="col" className="num">
                      {t("agentCentre.col.commission")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">{t("agentCentre.stratified.ownTeam")}</th>
                    <td className="num">{money(c.own_net)}</td>
                    <td className="num">{rate(c.rate_bp)}</td>
                    <td className="num">{money(c.own_commission)}</td>
                  </tr>
                  {c.sub_agents.map((s) => (
                    <tr key={s.account}>
                      <th scope="row">{t("agentCentre.stratified.subTeam", { account: s.account })}</th>
                      <td className="num">{money(s.net)}</td>
                      <td className="num">
                        {t("agentCentre.stratified.diff", {
                          own: rate(c.rate_bp),
                          sub: rate(s.rate_bp),
                          diff: rate(s.diff_bp),
                        })}
                      </td>
                      <td className="num">{money(s.commission)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t("agentCentre.col.commission")}</th>
                    <td className="num">{money(c.net)}</td>
                    <td className="num">{t("agentCentre.stratified.activeOf", { count: c.active_members })}</td>
                    <td className="num" data-testid="stratified-commission">
                      {money(c.commission)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
            {c.net <= 0 && <p className="ac-note">{t("agentCentre.stratified.noCommission")}</p>}
          </>
        )}
      </div>
    </section>
  );
}
