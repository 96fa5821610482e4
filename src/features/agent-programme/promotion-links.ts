// Browser and server (pure). The Promotion page's links (spec 000 §2 referral links, spec 001 §2 register query
// parameters, §4 agent domains): the player link `/?id=AGENT`, the agent's domains (each confirmed by
// check-agent-domain to be this agent's), the sub-agent link (agent registration under this agent:
// `/proxy/Register?id=AGENT`, whose `id` the site keeps as member_agent, routing/guards.ts), and the recommend
// code. Every URL is checked (src/contract/url-rules.ts) before it becomes a link; one that fails is left out.
import { isAbsoluteUrl } from "../../contract/url-rules.ts";
import { parseAgentId } from "../../lib/routing/referral.ts";

export type PromotionKind = "player" | "domain" | "subAgent" | "code";

export interface PromotionItem {
  kind: PromotionKind;
  /** What is copied, shared and drawn as a QR code: a URL, or the code itself. */
  value: string;
  /** A URL (a link is drawn) or not (the recommend code). */
  isUrl: boolean;
  /** For a domain: its host and currency. */
  host?: string;
  currency?: string;
}

function checked(url: string): string | null {
  return isAbsoluteUrl(url) ? url : null;
}

/** `origin` is the page's (e.g. "https://lobby.example"); `localePrefix` "" or "/hi_IN". */
export function playerLink(origin: string, agentId: number | string): string | null {
  const id = parseAgentId(String(agentId));
  return id ? checked(`${origin.replace(/\/+$/, "")}/?id=${encodeURIComponent(id)}`) : null;
}

export function subAgentLink(origin: string, agentId: number | string, localePrefix = ""): string | null {
  const id = parseAgentId(String(agentId));
  return id
    ? checked(`${origin.replace(/\/+$/, "")}${localePrefix}/proxy/Register?id=${encodeURIComponent(id)}`)
    : null;
}

/** The domain's home page, on the page's scheme and port (a local sandbox serves the domains on its port). */
export function domainLink(host: string, page: { protocol: string; port: string }): string | null {
  const scheme = page.protocol === "http:" ? "http:" : "https:";
  const port = page.port ? `:${page.port}` : "";
  try {
    const url = new URL(`${scheme}//${host}${port}/`);
    return url.hostname === host.toLowerCase() ? checked(url.href) : null;
  } catch {
    return null;
  }
}

export interface PromotionInput {
  origin: string;
  protocol: string;
  port: string;
  localePrefix: string;
  agentId: number;
  recommendCode: string | null;
  /** Domains check-agent-domain confirmed as this agent's. */
  domains: readonly { host: string; currency: string }[];
}

export function promotionItems(p: PromotionInput): PromotionItem[] {
  const out: PromotionItem[] = [];
  const player = playerLink(p.origin, p.agentId);
  if (player) out.push({ kind: "player", value: player, isUrl: true });
  for (const d of p.domains) {
    const link = domainLink(d.host, p);
    if (link) out.push({ kind: "domain", value: link, isUrl: true, host: d.host, currency: d.currency });
  }
  const sub = subAgentLink(p.origin, p.agentId, p.localePrefix);
  if (sub) out.push({ kind: "subAgent", value: sub, isUrl: true });
  if (p.recommendCode && /^[A-Za-z0-9_-]{1,50}$/.test(p.recommendCode))
    out.push({ kind: "code", value: p.recommendCode, isUrl: false });
  return out;
}

/**
 * check-agent-domain's answer confirms a domain for this agent only when it is valid and names this agent
 * (a stale or hijacked record must not become this agent's link).
 */
export function domainConfirmed(
  answer: { is_valid: boolean; agent_id: number | null } | null,
  agentId: number,
): boolean {
  return answer !== null && answer.is_valid && answer.agent_id === agentId;
}
