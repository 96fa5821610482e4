// Island. /proxy/ProxyCenter/DownlineInfo: the agent's downline with the period's deposits and valid bets; search
// by account, direct only or all levels, agents or players, pages of 50, and a sub-agent's own team with a
// breadcrumb back. It renders downline.store's state and calls its actions, nothing else.
import { useStore } from "@nanostores/react";
import { AGENT_DOWNLINE_PAGE_SIZE, type AgentDownlineRow } from "../../contract/agent.ts";
import { AGENT_TIME_ZONE } from "../../contract/agent-periods.ts";
import { SelectField } from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";

import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { isBusy, loadedData } from "../../lib/load/index.ts";
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
import { Failed, Pager, Skeleton, pageCount } from "./parts.tsx";
import PeriodPicker from "./PeriodPicker.tsx";
import { $plan } from "./period.store.ts";
import { useAgentStart } from "./use-agent-start.ts";
import "./agent-centre.css";

export default function DownlineInfo() {
  const t = useT();
  const active = useAgentStart(startDownline);
  const load = useStore($downline);
  const f = useStore($downlineFilters);
  const problem = useStore($searchProblem);
  const names = useStore($agentLevelNames);
  const plan = useStore($plan);
  if (!active) return <Skeleton label={t("agentCentre.loading")} />;
  const locale = pageLocaleTag();
  const data = loadedData(load);
  const currency = plan.kind === "ready" ? plan.data.currency : (data?.rows[0]?.currency ?? "INR");
  const money = (minor: number) => formatMinorMoney(currency, minor, locale);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale, "minute", AGENT_TIME_ZONE) : "–");
  const levelName = (r: AgentDownlineRow) =>
    r.is_agent ? levelLabel(names, r.agent_level, (level) => t("agentCentre.downline.levelN", { level })) : "–";
  const busy = isBusy(load);
  const crumbs = data?.breadcrumb ?? [];

  return (
    <section className="ac-page" aria-labelledby="ac-downline-title">
      <h2 id="ac-downline-title" className="sr-only">
        {t("proxy.menu.DownlineInfo")}
      </h2>
      <PeriodPicker idPrefix="downline" />
      <div className="ac-filters">
        <div className={`ui-field${problem ? " ui-field--error" : ""}`}>
          <label className="ui-field__label" htmlFor="downline-search">
            {t("agentCentre.downline.search")}
          </label>
          <input
            id="downline-search"
            className="ui-field__input"
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={f.search}
            onChange={(e) => typeSearch(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "downline-search-error" : undefined}
          />
          {problem && (
            <p id="downline-search-error" className="ui-field__error" role="alert">
              {t(problem)}
            </p>
          )}
        </div>
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
      </div>
      {crumbs.length > 1 && (
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
      )}
      <div className="ac-result" aria-live="polite" aria-busy={busy}>
        {load.kind === "loading" && <Skeleton label={t("agentCentre.loading")} />}
        {load.kind === "error" && <Failed message={load.message} retry={() => void loadDownline()} />}
        {data && (
          <>
            <p className="ac-count" data-testid="downline-count">
              {t("agentCentre.downline.count", { count: data.total_count })}
            </p>
            {data.rows.length === 0 ? (
              <p className="ac-note">{t("agentCentre.downline.empty")}</p>
            ) : (
              <div className="ac-scroll" tabIndex={0} role="region" aria-label={t("agentCentre.downline.caption")}>
                <table className="ac-table" data-testid="downline-table">
                  <caption className="sr-only">{t("agentCentre.downline.caption")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("agentCentre.col.account")}</th>
                      <th scope="col">{t("agentCentre.col.levelName")}</th>
                      <th scope="col">{t("agentCentre.col.level")}</th>
                      <th scope="col">{t("agentCentre.col.type")}</th>
                      <th scope="col">{t("agentCentre.col.registered")}</th>
                      <th scope="col">{t("agentCentre.col.lastLogin")}</th>
                      <th scope="col">{t("agentCentre.col.deposits")}</th>
                      <th scope="col">{t("agentCentre.col.validBets")}</th>
                      <th scope="col">{t("agentCentre.col.status")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((r) => (
                      <tr key={r.account}>
                        <th scope="row" data-label={t("agentCentre.col.account")}>
                          {r.is_agent && r.downline_count > 0 ? (
                            <button
                              type="button"
                              className="ac-link"
                              onClick={() => drillTo(r.account)}
                              aria-label={t("agentCentre.downline.open", {
                                account: r.account,
                                count: r.downline_count,
                              })}
                            >
                              {r.account}
                            </button>
                          ) : (
                            r.account
                          )}
                        </th>
                        <td data-label={t("agentCentre.col.levelName")}>{levelName(r)}</td>
                        <td data-label={t("agentCentre.col.level")} className="num">
                          {r.level}
                        </td>
                        <td data-label={t("agentCentre.col.type")}>
                          {t(r.is_agent ? "agentCentre.downline.kind.agent" : "agentCentre.downline.kind.player")}
                        </td>
                        <td data-label={t("agentCentre.col.registered")}>{when(r.registered_at)}</td>
                        <td data-label={t("agentCentre.col.lastLogin")}>{when(r.last_login_at)}</td>
                        <td data-label={t("agentCentre.col.deposits")} className="num">
                          {money(r.deposits)}
                        </td>
                        <td data-label={t("agentCentre.col.validBets")} className="num">
                          {money(r.valid_bets)}
                        </td>
                        <td data-label={t("agentCentre.col.status")}>
                          <span className={`ac-status ac-status--${r.status}`}>
                            {t(runtimeKey(`agentCentre.status.${r.status}`))}
                          </span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager
              page={data.page}
              pages={pageCount(data.total_count, AGENT_DOWNLINE_PAGE_SIZE)}
              busy={busy}
              go={goToDownlinePage}
              label={t("agentCentre.pages")}
            />
          </>
        )}
      </div>
    </section>
  );
}
