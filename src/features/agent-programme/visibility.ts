// Browser and server (pure). Who reaches which part of the agent programme (spec 000 §2 "a banner pointing at proxy
// goes to the agent area if the member is an active agent, otherwise to agent registration", §6 "active agents
// reach the agent area; others reach registration"; spec 001 §2 agent-centre menu, §3 layout, §6).
//
// What the layout's fields mean here (spec 001 §3, §6; our reading where the spec is silent):
// - agent_active 1: an active agent, the only one who reaches the centre (DownlineInfo … PerformanceSettlement);
// - is_agent 1 with agent_active 0: an agent the operator switched off: no centre, no new application;
// - member_type other than 1 marks an agent-type account (it loads the level names, level-names.store.ts);
//   agent_type is the platform's kind of agent and does not change what a page shows;
// - any other member is a plain member, who may apply (src/contract/agent-apply.ts); the latest application
//   tells a pending applicant and a rejected one from a member who never applied.
import type { AgentApplicationState } from "../../contract/agent-apply.ts";
import type { ProxyRoute } from "../../lib/routing/member-menu.ts";

export type AgentRole =
  /** Not known yet: the session, the layout or the application is still being read. */
  | "unknown"
  | "visitor"
  /** A plain member with no application (or an old approval the layout does not show yet: see "approved"). */
  | "member"
  | "applicant"
  | "rejected"
  /** The operator approved; the layout read before that still says plain member (it is read again). */
  | "approved"
  | "agent"
  | "inactiveAgent";

export interface RoleInput {
  /** The session store has read the browser's storage. */
  ready: boolean;
  signedIn: boolean;
  /** The member's layout; null until it arrives (or for a visitor). */
  layout: { agent_active: 0 | 1; is_agent: 0 | 1; member_type: number } | null;
  /** The member's latest application; null until known. A failed read counts as "none" (the apply call re-checks). */
  application: AgentApplicationState | null;
}

/**
 * Whether the member's application decides its role: a plain member (neither an active nor a switched-off agent).
 * An agent's layout alone says what it is, so its application is never read.
 */
export function roleNeedsApplication(layout: RoleInput["layout"]): boolean {
  return layout !== null && layout.agent_active !== 1 && layout.is_agent !== 1;
}

export function agentRole(input: RoleInput): AgentRole {
  if (!input.ready) return "unknown";
  if (!input.signedIn) return "visitor";
  const l = input.layout;
  if (!l) return "unknown";
  if (l.agent_active === 1) return "agent";
  if (l.is_agent === 1) return "inactiveAgent";
  switch (input.application) {
    case null:
      return "unknown";
    case "pending":
      return "applicant";
    case "rejected":
      return "rejected";
    case "approved":
      return "approved";
    case "none":
      return "member";
  }
}

/** What an agent-programme page shows for a role. */
export type EntryView =
  /** A skeleton until the role is known (it always resolves: a failed read falls back, see RoleInput). */
  | "wait"
  /** The page's own content. */
  | "content"
  /** Register for a visitor: create the member account (the ordinary registration), then the application. */
  | "signUp"
  /** Register for a plain member (or a rejected one, who may apply again): the application form. */
  | "apply"
  | "pending"
  | "approved"
  /** Leave for the centre (an active agent on Register, or on /proxy with no page). */
  | "toCentre"
  | "inactive"
  /** A centre page for a visitor: the log-in prompt (MemberGate). */
  | "login"
  /** A centre page for a plain member: not an agent yet, with the way to apply. */
  | "notAgent";

/** The page an address names; "root" is /proxy with no page (it shows the plan to anyone but an active agent). */
export type EntryPage = ProxyRoute | "root";

export function entryView(page: EntryPage, role: AgentRole): EntryView {
  if (page === "Plan" || page === "Agreement") return "content";
  if (page === "root") return role === "agent" ? "toCentre" : "content";
  if (role === "unknown") return "wait";
  if (page === "Register") {
    switch (role) {
      case "visitor":
        return "signUp";
      case "member":
      case "rejected":
        return "apply";
      case "applicant":
        return "pending";
      case "approved":
        return "approved";
      case "agent":
        return "toCentre";
      case "inactiveAgent":
        return "inactive";
    }
  }
  // ProxyCenter and its pages.
  switch (role) {
    case "visitor":
      return "login";
    case "member":
    case "rejected":
      return "notAgent";
    case "applicant":
      return "pending";
    case "approved":
      return "approved";
    case "agent":
      return "content";
    case "inactiveAgent":
      return "inactive";
  }
}

/** The centre's landing page, where an active agent is sent. */
export const CENTRE_PATH = "/proxy/ProxyCenter";
export const REGISTER_PATH = "/proxy/Register";

/**
 * Where a "Become an agent" link or a banner pointing at proxy leads (spec 000 §2): the centre for an active agent,
 * agent registration for anyone else (the Register page itself then shows what fits: sign-up, apply, pending).
 */
export function proxyEntryPath(agentActive: boolean): string {
  return agentActive ? CENTRE_PATH : REGISTER_PATH;
}
