// Browser and server (pure). The ProxyCenter cards from agentOverview (src/contract/agent.ts): what each card says,
// in the programme's currency, with the period's dates as days in the platform's zone (America/Caracas, spec 000
// §9), which the page names beside them.
import type { AgentOverview } from "../../contract/agent.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";

export interface OverviewCard {
  id: "downline" | "newToday" | "active" | "net" | "commission" | "lastSettlement";
  value: string;
  /** A second line (the direct count, the settlement's week and status). */
  detail?: { key: "direct" | "week"; params: Record<string, string | number> } | undefined;
  /** A negative amount is shown as such (a loss carried over). */
  negative?: boolean;
}

/** A platform instant as the Caracas calendar day it falls on, in the page's language. */
export function caracasDay(iso: string, locale: string, timeZone: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(when);
  } catch {
    return iso.slice(0, 10);
  }
}

/** The period [start, end) as first and last day: the end instant is exclusive, so its last day is the one before. */
export function periodDays(
  period: { start_at: string; end_at: string },
  locale: string,
  timeZone: string,
): { from: string; to: string } {
  const endMs = Date.parse(period.end_at);
  const lastInstant = Number.isNaN(endMs) ? period.end_at : new Date(endMs - 1).toISOString();
  return { from: caracasDay(period.start_at, locale, timeZone), to: caracasDay(lastInstant, locale, timeZone) };
}

export function overviewCards(o: AgentOverview, locale: string): OverviewCard[] {
  const money = (minor: number) => formatMinorMoney(o.currency, minor, locale);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return [
    {
      id: "downline",
      value: count(o.total_count),
      detail: { key: "direct", params: { count: count(o.direct_count) } },
    },
    { id: "newToday", value: count(o.new_today) },
    { id: "active", value: count(o.active_this_period) },
    { id: "net", value: money(o.net_revenue), negative: o.net_revenue < 0 },
    { id: "commission", value: money(o.estimated_commission) },
    o.last_settlement
      ? {
          id: "lastSettlement",
          value: money(o.last_settlement.commission),
          detail: {
            key: "week",
            params: {
              week: caracasDay(`${o.last_settlement.week}T12:00:00Z`, locale, "UTC"),
              status: o.last_settlement.status,
            },
          },
        }
      : { id: "lastSettlement", value: "–" },
  ];
}
