// Island. The ProxyCenter landing (the agent centre's first page): direct and total downline, new members today,
// active members this period, this period's net revenue and estimated commission, and the last settlement
// (agentOverview), with the period's dates and their time zone (America/Caracas, spec 000 §9). Skeletons while
// the answer is on its way; a failure says so in the page's language with Retry.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useHydrated, useT } from "../../components/ui/i18n.ts";
import { pageLocaleTag, readBoot } from "../../lib/boot/boot.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { $agentRole } from "./entry.store.ts";
import { $overview, loadOverview } from "./overview.store.ts";
import { overviewCards, periodDays, type OverviewCard } from "./overview-view.ts";
import "./agent-programme.css";

const CARD_IDS: OverviewCard["id"][] = ["downline", "newToday", "active", "net", "commission", "lastSettlement"];

export default function OverviewCards() {
  const t = useT();
  const hydrated = useHydrated();
  const role = useStore($agentRole);
  const load = useStore($overview);
  useEffect(() => {
    if (role === "agent") void loadOverview();
  }, [role]);
  // Nothing before hydration (the server cannot know the member): the browser's first render matches it.
  if (!hydrated || role !== "agent") return null;
  const locale = pageLocaleTag();
  const prefix = readBoot().localePrefix;

  if (load.kind === "error" && !load.data)
    return (
      <div className="ap-notice" role="alert" data-testid="overview-error">
        <p>{messageText(t, load.message)}</p>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void loadOverview()}>
          {t("agentProgramme.retry")}
        </button>
      </div>
    );
  const data = load.kind === "ready" || load.kind === "error" ? load.data : undefined;
  const cards = data ? overviewCards(data, locale) : null;
  const period = data ? periodDays(data.period, locale, data.time_zone) : null;
  return (
    <div className="ap-overview">
      <p className="ap-period" data-testid="overview-period">
        {period && data ? (
          <>
            {t("agentProgramme.overview.period", { from: period.from, to: period.to })}{" "}
            <span className="ap-tz">{t("agentProgramme.timeZone", { zone: data.time_zone })}</span>
          </>
        ) : (
          <span className="ap-skeleton__bar ap-skeleton__bar--short" aria-hidden="true" />
        )}
      </p>
      <ul className="ap-cards" role="list" aria-busy={cards ? undefined : true}>
        {CARD_IDS.map((id) => {
          const card = cards?.find((c) => c.id === id);
          return (
            <li key={id} className="ap-card ap-stat" data-testid={`overview-${id}`}>
              <p className="ap-stat__label">{t(runtimeKey(`agentProgramme.overview.${id}`))}</p>
              {card ? (
                <>
                  <p className={`ap-stat__value${card.negative ? " ap-negative" : ""}`}>{card.value}</p>
                  {card.detail && (
                    <p className="ap-muted">
                      {card.detail.key === "direct"
                        ? t("agentProgramme.overview.direct", card.detail.params)
                        : t("agentProgramme.overview.week", {
                            week: card.detail.params.week,
                            status: t(runtimeKey(`agentProgramme.status.${String(card.detail.params.status)}`)),
                          })}
                    </p>
                  )}
                </>
              ) : (
                <span className="ap-skeleton__bar" aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ul>
      <nav className="ap-quick" aria-label={t("proxy.menu.ProxyCenter")}>
        <a className="ui-btn ui-btn--ghost" href={`${prefix}/proxy/ProxyCenter/DownlineInfo`}>
          {t("proxy.menu.DownlineInfo")}
        </a>
        <a className="ui-btn ui-btn--ghost" href={`${prefix}/proxy/ProxyCenter/Promotion`}>
          {t("proxy.menu.Promotion")}
        </a>
        <a className="ui-btn ui-btn--ghost" href={`${prefix}/proxy/ProxyCenter/PerformanceSettlement`}>
          {t("proxy.menu.PerformanceSettlement")}
        </a>
      </nav>
    </div>
  );
}
