// The agent money moves tell both sides at once (issue: "member.cash goes to both sides"; spec 000 §4 member.cash):
// a transfer emits member.cash to the agent and to the member, a paid commission to the agent.
import { afterEach, expect, it } from "vitest";
import { EVENTS } from "../../src/contract/index.ts";
import { memberByAccount, type Ctx, type MemberRow } from "../../sandbox/context.ts";
import { openDb, type Db } from "../../sandbox/db/index.ts";
import { ensureAgentSeeded } from "../../sandbox/agent/seed.ts";
import { DEFAULT_AGENT_SETTINGS } from "../../sandbox/agent/settings.ts";
import { settleWeek, statementChain } from "../../sandbox/agent/statements.ts";
import { agentTransfer } from "../../sandbox/agent/transfer.ts";

let db: Db;
afterEach(() => db.close());

function setup() {
  db = openDb(":memory:");
  ensureAgentSeeded(db);
  const sent: { to: number; event: string; data: { cash: number; total: number } }[] = [];
  const emit = {
    toMember: (to: number, event: string, data: never) => sent.push({ to, event, data }),
    toCurrency() {},
    toPublic() {},
    dropTokens() {},
  };
  const ctx = { db, emit } as unknown as Ctx;
  const agent = memberByAccount(db, "agent01") as MemberRow;
  const member = db
    .prepare("SELECT account, id FROM members WHERE introducer_id = ? AND is_agent = 0 ORDER BY id LIMIT 1")
    .get(agent.id) as { account: string; id: number };
  return { ctx, sent, agent, member };
}

it("a transfer sends member.cash to the agent and to the member, with their new main wallets", () => {
  const { ctx, sent, agent, member } = setup();
  const body = {
    direction: "to_member" as const,
    account: member.account,
    amount: "250",
    withdraw_password: "1234",
    request_id: "events-1",
  };
  const r = agentTransfer(ctx, agent, DEFAULT_AGENT_SETTINGS, body);
  expect(r.ok).toBe(true);
  const cash = sent.filter((s) => s.event === EVENTS.memberCash.name);
  expect(cash.map((s) => s.to).sort()).toEqual([agent.id, member.id].sort());
  expect(cash.find((s) => s.to === agent.id)?.data.cash).toBe((agent.cash - 25_000) / 100);
  // a replay tells no one again
  sent.length = 0;
  expect(agentTransfer(ctx, agent, DEFAULT_AGENT_SETTINGS, body).ok).toBe(true);
  expect(sent).toEqual([]);
});

it("a paid week sends member.cash to the agent once", () => {
  const { ctx, sent, agent } = setup();
  const rules = { ...DEFAULT_AGENT_SETTINGS, platform_fee_bp: 0, payment_fee_bp: 0 };
  const week = statementChain(db, agent, rules).weeks.sort((a, b) => b.lines.commission - a.lines.commission)[0];
  expect(week?.lines.commission).toBeGreaterThan(0);
  const paid = settleWeek(ctx, agent, rules, week!.week, "pay");
  expect(paid).toMatchObject({ ok: true, paid_now: week!.lines.commission });
  expect(sent.filter((s) => s.event === EVENTS.memberCash.name).map((s) => s.to)).toEqual([agent.id]);
  sent.length = 0;
  expect(settleWeek(ctx, agent, rules, week!.week, "pay")).toMatchObject({ ok: true, paid_now: 0 });
  expect(sent).toEqual([]);
});
