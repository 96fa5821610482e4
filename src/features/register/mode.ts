// Ships to server and browser (pure). Registration mode and currency from the referral cookies and the agent
// domain (spec 001 §3 cookies, §4 "Registration mode", "Agent domains can lock the registration currency").
// The cookies live LINK_EXPIRE_TIME minutes because the server sets them with that max-age (routing/guards.ts),
// so a cookie that is present is still within its time.
import { isCurrency, type Currency } from "../../lib/config/constants.ts";
import { parseAgentId, parseRecommendCode } from "../../lib/routing/referral.ts";

export type RegisterMode =
  | { kind: "manual" }
  | { kind: "member_agent"; agentId: string; source: "link" | "domain" }
  | { kind: "recommend_code"; code: string };

/** Raw cookie values, null when absent. */
export interface ReferralCookies {
  registerType: string | null;
  memberAgent: string | null;
  recommendCode: string | null;
  currency: string | null;
  agentDomainId: string | null;
}

/**
 * The mode the cookies ask for (spec 001 §4): member_agent, recommend_code, or manual entry. Cookie values are
 * checked as the link's were (lib/routing/referral.ts): a cookie written by hand or by an older build with a
 * malformed value is ignored.
 */
export function modeFromCookies(c: ReferralCookies): RegisterMode {
  const agent = parseAgentId(c.memberAgent);
  const code = parseRecommendCode(c.recommendCode);
  if (c.registerType === "member_agent" && agent) return { kind: "member_agent", agentId: agent, source: "link" };
  if (c.registerType === "recommend_code" && code) return { kind: "recommend_code", code };
  const domainAgent = parseAgentId(c.agentDomainId);
  if (domainAgent) return { kind: "member_agent", agentId: domainAgent, source: "domain" };
  return { kind: "manual" };
}

/** The /register/valid_message body for a link mode; null for manual entry (nothing to check). */
export function validMessageBody(
  mode: RegisterMode,
  siteId: number,
): { site_id: number; recommend_code?: string; agent_id?: string } | null {
  if (mode.kind === "member_agent") return { site_id: siteId, agent_id: mode.agentId };
  if (mode.kind === "recommend_code") return { site_id: siteId, recommend_code: mode.code };
  return null;
}

/** An introducer the platform says is not valid falls back to manual entry. */
export function applyValidity(mode: RegisterMode, isValid: boolean): RegisterMode {
  return isValid ? mode : { kind: "manual" };
}

export interface AgentDomain {
  is_valid: boolean;
  currency: string | null;
  agent_id: number | null;
}

/** A valid agent domain makes its agent the introducer (unless a link already named one). */
export function applyAgentDomain(mode: RegisterMode, domain: AgentDomain | null): RegisterMode {
  if (!domain?.is_valid || domain.agent_id === null) return mode;
  if (mode.kind === "member_agent" && mode.source === "link") return mode;
  return { kind: "member_agent", agentId: String(domain.agent_id), source: "domain" };
}

export interface CurrencyChoice {
  /** The currency the form starts with; a string when the link or domain names one the site does not know. */
  currency: string;
  /** An agent domain fixed it (spec 001 §4). */
  locked: boolean;
}

/**
 * The starting currency: an agent domain's currency (locked), else the link's `currency` cookie, else the
 * page's currency. Whether it is open is decided against the settings (fields.currencyIsOpen).
 */
export function initialCurrency(input: {
  pageCurrency: Currency;
  linkCurrency: string | null;
  domain: AgentDomain | null;
}): CurrencyChoice {
  const d = input.domain;
  if (d?.is_valid && d.currency) return { currency: d.currency, locked: true };
  const link = input.linkCurrency?.trim().toUpperCase();
  if (link) return { currency: link, locked: false };
  return { currency: input.pageCurrency, locked: false };
}

/** The introducer value sent with /register, and its register_type (contract addition). */
export function introducerOf(
  mode: RegisterMode,
  typed: string,
): { introducer?: string; register_type?: "member_agent" | "recommend_code" } {
  if (mode.kind === "member_agent") return { introducer: mode.agentId, register_type: "member_agent" };
  if (mode.kind === "recommend_code") return { introducer: mode.code, register_type: "recommend_code" };
  const t = typed.trim();
  return t ? { introducer: t } : {};
}

export function asCurrency(value: string, configured: readonly Currency[]): Currency | null {
  return isCurrency(value) && configured.includes(value) ? value : null;
}
