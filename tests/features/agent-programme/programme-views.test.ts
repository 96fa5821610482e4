// The agent programme's pure views: the promotion links (spec 000 §2 referral links; every URL checked first), the
// plan's tiers and worked example (the statements' own formula), the landing cards' Caracas dates (spec 000 §9),
// the application form's rules and the level names (spec 001 §6).
import { describe, expect, it } from "vitest";
import { agentPlan } from "../../helpers/agent-plan.ts";
import { computeStatement } from "../../../src/contract/agent-commission.ts";
import {
  domainConfirmed,
  domainLink,
  playerLink,
  promotionItems,
  subAgentLink,
} from "../../../src/features/agent-programme/promotion-links.ts";
import { bpPercent, tierRows, weekdayName, workedExample } from "../../../src/features/agent-programme/plan-view.ts";
import { overviewCards, periodDays } from "../../../src/features/agent-programme/overview-view.ts";
import { applicationErrors, toApplyRequest } from "../../../src/features/agent-programme/application-form.ts";
import { levelLabel, needsLevelNames } from "../../../src/features/agent-programme/level-names.store.ts";

describe("promotion links", () => {
  const base = {
    origin: "https://lobby.example",
    protocol: "https:",
    port: "",
    localePrefix: "/hi_IN",
    agentId: 2,
    recommendCode: "AGENT01",
    domains: [{ host: "agent01.example", currency: "INR" }],
  };
  it("builds the player, domain, sub-agent links and the code, in that order", () => {
    expect(promotionItems(base).map((i) => [i.kind, i.value])).toEqual([
      ["player", "https://lobby.example/?id=2"],
      ["domain", "https://agent01.example/"],
      ["subAgent", "https://lobby.example/hi_IN/proxy/Register?id=2"],
      ["code", "AGENT01"],
    ]);
  });
  it("leaves out what fails the checks: a bad id, a host that is not a host, a code with odd characters", () => {
    expect(playerLink("https://lobby.example", "2 OR 1")).toBeNull();
    expect(subAgentLink("javascript:alert(1)//", 2)).toBeNull();
    expect(domainLink("evil.example/@x", { protocol: "https:", port: "" })).toBeNull();
    expect(domainLink("agent01.localhost", { protocol: "http:", port: "4620" })).toBe("http://agent01.localhost:4620/");
    expect(promotionItems({ ...base, recommendCode: "<b>x</b>", domains: [] }).map((i) => i.kind)).toEqual([
      "player",
      "subAgent",
    ]);
  });
  it("a domain is the agent's only when check-agent-domain says valid and names this agent", () => {
    expect(domainConfirmed({ is_valid: true, agent_id: 2 }, 2)).toBe(true);
    expect(domainConfirmed({ is_valid: true, agent_id: 3 }, 2)).toBe(false);
    expect(domainConfirmed({ is_valid: false, agent_id: 2 }, 2)).toBe(false);
    expect(domainConfirmed(null, 2)).toBe(false);
  });
});

const PLAN = agentPlan({
  tiers: [
    { min_active_members: 10, min_net_revenue: 5_000_000, rate_bp: 3000 },
    { min_active_members: 3, min_net_revenue: 100, rate_bp: 2000 },
    { min_active_members: 20, min_net_revenue: 20_000_000, rate_bp: 3500 },
  ],
  transfer_max: 10_000_000,
});

describe("plan view", () => {
  it("shows the tiers by rate and basis points as percent", () => {
    expect(tierRows(PLAN).map((r) => [r.n, r.rate, r.minActive])).toEqual([
      [1, "20", 3],
      [2, "30", 10],
      [3, "35", 20],
    ]);
    expect([bpPercent(150), bpPercent(1000), bpPercent(3525), bpPercent(5)]).toEqual(["1.5", "10", "35.25", "0.05"]);
    expect(weekdayName(1, "en-US")).toBe("Monday");
    expect(weekdayName(3, "hi-IN")).toBe("बुधवार");
  });
  it("the worked example is the statements' formula on its figures, with a carry-over and a rate difference", () => {
    const ex = workedExample(PLAN);
    expect(ex).not.toBeNull();
    const { whole, sub, carryIn, lines } = ex!;
    expect(lines).toEqual(
      computeStatement({
        rules: { tiers: PLAN.tiers, platform_fee_bp: 1000, payment_fee_bp: 150 },
        whole,
        subs: [{ account: "subagent01", figures: sub }],
        carry_in: carryIn,
      }),
    );
    expect(carryIn).toBeLessThan(0);
    expect(lines.rate_bp).toBe(3000); // the second-best tier
    expect(lines.sub_agents[0]!.diff_bp).toBe(1000); // 30 % − 20 %
    expect(lines.commission).toBeGreaterThan(0);
    expect(Number.isInteger(lines.commission)).toBe(true);
    expect(workedExample({ ...PLAN, tiers: [] })).toBeNull();
  });
});

describe("landing cards", () => {
  const overview = {
    currency: "INR" as const,
    time_zone: "America/Caracas",
    direct_count: 10,
    total_count: 62,
    new_today: 1,
    period: { start_at: "2026-11-23T04:00:00.000Z", end_at: "2026-11-30T04:00:00.000Z" },
    active_this_period: 20,
    net_revenue: -150_050,
    estimated_commission: 0,
    last_settlement: { week: "2026-11-16", commission: 123_456, status: "paid" as const },
  };
  it("names the Caracas days of the period: the exclusive end's day before (spec 000 §9)", () => {
    expect(periodDays(overview.period, "en-US", "America/Caracas")).toEqual({
      from: "Nov 23, 2026",
      to: "Nov 29, 2026",
    });
  });
  it("gives every card its figure in the programme's currency", () => {
    const cards = overviewCards(overview, "en-US");
    expect(cards.map((c) => [c.id, c.value])).toEqual([
      ["downline", "62"],
      ["newToday", "1"],
      ["active", "20"],
      ["net", "-₹1,500.50"],
      ["commission", "₹0.00"],
      ["lastSettlement", "₹1,234.56"],
    ]);
    expect(cards.find((c) => c.id === "net")?.negative).toBe(true);
    expect(overviewCards({ ...overview, last_settlement: null }, "en-US").at(-1)?.value).toBe("–");
  });
});

describe("application form", () => {
  const ok = { channel: "social", expectedMembers: "12", note: " groups ", agreement: true };
  it("accepts a complete form and trims the note", () => {
    expect(applicationErrors(ok)).toEqual({});
    expect(toApplyRequest(ok)).toEqual({ channel: "social", expected_members: 12, note: "groups", agreement: 1 });
  });
  it("refuses each bad field with its message, and sends nothing", () => {
    const bad = { channel: "spam", expectedMembers: "-3", note: "x".repeat(301), agreement: false };
    expect(Object.keys(applicationErrors(bad)).sort()).toEqual(["agreement", "channel", "expectedMembers", "note"]);
    expect(applicationErrors({ ...ok, expectedMembers: "1.5" }).expectedMembers).toEqual({
      key: "agentProgramme.apply.err.expected",
    });
    expect(applicationErrors({ ...ok, expectedMembers: "" }).expectedMembers).toEqual({ key: "register.err.required" });
    expect(toApplyRequest(bad)).toBeNull();
  });
});

describe("agent level names (spec 001 §6)", () => {
  it("are needed only when member_type is not 1", () => {
    expect(needsLevelNames(null)).toBe(false);
    expect(needsLevelNames({ member_type: 1 })).toBe(false);
    expect(needsLevelNames({ member_type: 2 })).toBe(true);
  });
  it("name a level, else fall back to its number while loading or when missing", () => {
    const names = { kind: "ready", seq: 1, data: { 1: "Bronze" }, refreshing: false } as const;
    const fallback = (n: number) => `Level ${n}`;
    expect(levelLabel(names, 1, fallback)).toBe("Bronze");
    expect(levelLabel(names, 4, fallback)).toBe("Level 4");
    expect(levelLabel({ kind: "loading", seq: 1 }, 1, fallback)).toBe("Level 1");
  });
});
