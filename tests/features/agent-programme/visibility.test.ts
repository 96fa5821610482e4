// The agent programme's visibility rules (spec 000 §2, §6; spec 001 §2, §3, §6): visitor, plain member, pending
// applicant, active agent, inactive agent, and what each sees on every kind of agent page.
import { describe, expect, it } from "vitest";
import {
  agentRole,
  entryView,
  proxyEntryPath,
  roleNeedsApplication,
  type AgentRole,
  type EntryPage,
  type EntryView,
  type RoleInput,
} from "../../../src/features/agent-programme/visibility.ts";

const PLAIN = { agent_active: 0, is_agent: 0, member_type: 1 } as const;
const ACTIVE = { agent_active: 1, is_agent: 1, member_type: 2 } as const;
const INACTIVE = { agent_active: 0, is_agent: 1, member_type: 2 } as const;
const base: RoleInput = { ready: true, signedIn: true, layout: PLAIN, application: "none" };

describe("agentRole (spec 001 §3, §6)", () => {
  const cases: [string, RoleInput, AgentRole][] = [
    ["storage not read yet", { ...base, ready: false }, "unknown"],
    ["visitor", { ready: true, signedIn: false, layout: null, application: null }, "visitor"],
    ["member, layout not yet read", { ...base, layout: null }, "unknown"],
    ["member, application not yet read", { ...base, application: null }, "unknown"],
    ["plain member", base, "member"],
    ["pending applicant", { ...base, application: "pending" }, "applicant"],
    ["rejected applicant", { ...base, application: "rejected" }, "rejected"],
    ["approved, layout read before the approval", { ...base, application: "approved" }, "approved"],
    ["active agent (agent_active 1)", { ...base, layout: ACTIVE, application: null }, "agent"],
    ["active agent whatever its application says", { ...base, layout: ACTIVE, application: "pending" }, "agent"],
    ["inactive agent (is_agent 1, agent_active 0)", { ...base, layout: INACTIVE, application: null }, "inactiveAgent"],
  ];
  it.each(cases)("%s", (_, input, role) => expect(agentRole(input)).toBe(role));
});

describe("roleNeedsApplication: only a plain member's application is read (spec 001 §3, §6)", () => {
  it.each([
    ["a plain member", PLAIN, true],
    ["an active agent", ACTIVE, false],
    ["a switched-off agent", INACTIVE, false],
    ["no layout yet", null, false],
  ] as const)("%s → %s", (_who, layout, needed) => {
    expect(roleNeedsApplication(layout)).toBe(needed);
  });
});

describe("entryView: what each role sees on each agent page (spec 000 §2, §6; spec 001 §2)", () => {
  const CENTRE: EntryPage[] = ["ProxyCenter", "ProxyCenter/DownlineInfo", "ProxyCenter/Promotion"];
  // role → [Plan/Agreement, /proxy, Register, centre pages]
  const table: [AgentRole, EntryView, EntryView, EntryView, EntryView][] = [
    ["unknown", "content", "content", "wait", "wait"],
    // A visitor: the plan; "Become an agent" is a sign-up then the application, never "log in as an agent".
    ["visitor", "content", "content", "signUp", "login"],
    // A plain member pressing "Become an agent" gets the application form.
    ["member", "content", "content", "apply", "notAgent"],
    ["rejected", "content", "content", "apply", "notAgent"],
    ["applicant", "content", "content", "pending", "pending"],
    ["approved", "content", "content", "approved", "approved"],
    // An active agent reaching Register or /proxy goes to the centre, never a sign-up form.
    ["agent", "content", "toCentre", "toCentre", "content"],
    ["inactiveAgent", "content", "content", "inactive", "inactive"],
  ];
  it.each(table)("%s", (role, plan, root, register, centre) => {
    expect(entryView("Plan", role)).toBe(plan);
    expect(entryView("Agreement", role)).toBe(plan);
    expect(entryView("root", role)).toBe(root);
    expect(entryView("Register", role)).toBe(register);
    for (const page of CENTRE) expect(entryView(page, role), page).toBe(centre);
  });

  it("no role but an active agent is ever shown a centre page's content, and no agent a sign-up form", () => {
    const roles: AgentRole[] = [
      "unknown",
      "visitor",
      "member",
      "rejected",
      "applicant",
      "approved",
      "agent",
      "inactiveAgent",
    ];
    for (const role of roles) {
      if (role !== "agent") expect(entryView("ProxyCenter", role)).not.toBe("content");
      else expect(["signUp", "apply"]).not.toContain(entryView("Register", role));
    }
  });
});

describe("proxyEntryPath: a banner or link pointing at proxy (spec 000 §2)", () => {
  it("leads an active agent to the centre and anyone else to agent registration", () => {
    expect(proxyEntryPath(true)).toBe("/proxy/ProxyCenter");
    expect(proxyEntryPath(false)).toBe("/proxy/Register");
  });
});
