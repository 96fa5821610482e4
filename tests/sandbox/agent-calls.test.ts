// The agent centre's calls in the sandbox (our extension, src/contract/agent.ts): who may call them, the bad input
// they refuse without changing anything, the transfer's idempotency under retries and concurrency, and a week
// settled twice paying once. agent01's seeded downline (sandbox/agent/seed.ts) is the data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_CODES, CALLS, type CallName } from "../../src/contract/index.ts";
import { addDays, caracasDate, periodOf, type Period } from "../../src/contract/agent-periods.ts";
import { sandboxNow } from "../../sandbox/clock.ts";
import { registerMember, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
let agent: Record<string, string>;
let direct: string; // a player directly under agent01
let deeper: string; // a member of agent01's downline at level 2
let now: number;
let last92: Period;

const AGENT_CALLS = Object.keys(CALLS).filter((n) => n.startsWith("agent") && n !== "agentLevelNames") as CallName[];

beforeAll(async () => {
  h = await startSandbox(":memory:", { agentSeed: true });
  agent = h.bearer(await h.token("agent01", "agent1234"));
  now = Date.parse((await h.post("/api/agent/plan", {})).body.apiResponseData.now as string);
  const today = caracasDate(now);
  last92 = periodOf("custom", now, { from: addDays(today, -91), to: today }) as Period;
  const rows = (await downline({ scope: "direct", kind: "player" })).body.apiResponseData.rows as { account: string }[];
  direct = rows[0]!.account;
  const all = (await downline({ scope: "all", kind: "all" })).body.apiResponseData.rows as {
    account: string;
    level: number;
  }[];
  deeper = all.find((r) => r.level === 2)!.account;
  // Another agent's tree, for the "not yours" refusals.
  expect((await h.admin("agent/bench-tree", { size: 30 })).body.code).toBe(100);
});
afterAll(() => h.close());

function downline(extra: Record<string, unknown>, headers = agent) {
  return h.post("/api/agent/downline", { scope: "all", kind: "all", ...last92, page: 1, ...extra }, headers);
}

const cashOf = async (account: string) => (await h.admin("member", { account })).body.apiResponseData.cash as number;
const inrTotal = async () => {
  const t = (await h.admin("totals")).body.apiResponseData.INR as { members: number; wallets: number; house: number };
  return t.members + t.wallets + t.house;
};

function transfer(body: Record<string, unknown>, headers = agent) {
  return h.post(
    "/api/agent/transfer",
    { direction: "to_member", account: direct, amount: "100", withdraw_password: "1234", ...body },
    headers,
  );
}

let requests = 0;
const rid = () => `test-transfer-${++requests}-${Math.random().toString(36).slice(2, 8)}`;

describe("who may call (contract: only an active agent; a visitor gets 401)", () => {
  it("a visitor: every agent call but the plan answers 401; the plan is public", async () => {
    for (const name of AGENT_CALLS) {
      const a = await h.post(CALLS[name].path, {});
      if (name === "agentPlan") expect(a.body.code).toBe(100);
      else expect([a.status, a.body.apiResponseData], name).toEqual([401, null]);
    }
  });

  it("a plain member (also an applicant not yet approved): notAgent, never data", async () => {
    const demo = h.bearer(await h.token("demo01", "demo1234"));
    for (const name of AGENT_CALLS.filter((n) => n !== "agentPlan")) {
      const a = await h.post(CALLS[name].path, samples[name]?.(), demo);
      expect([a.body.code, a.body.apiResponseData], name).toEqual([AGENT_CODES.notAgent, null]);
    }
  });

  it("an agent whose agency is off: agentInactive, never data", async () => {
    const off = h.bearer(await h.token("agentoff01", "agentoff1234"));
    for (const name of AGENT_CALLS.filter((n) => n !== "agentPlan")) {
      const a = await h.post(CALLS[name].path, samples[name]?.(), off);
      expect([a.body.code, a.body.apiResponseData], name).toEqual([AGENT_CODES.agentInactive, null]);
    }
  });

  it("another agent's member by name: notInDownline for reading, drilling, the log and moving money", async () => {
    expect((await downline({ under_account: "bt0001" })).body.code).toBe(AGENT_CODES.notInDownline);
    const log = await h.post("/api/agent/transfer_log", { ...last92, page: 1, account: "bt0001" }, agent);
    expect(log.body.code).toBe(AGENT_CODES.notInDownline);
    const before = await cashOf("bt0001");
    expect((await transfer({ account: "bt0001", request_id: rid() })).body.code).toBe(AGENT_CODES.notInDownline);
    expect(await cashOf("bt0001")).toBe(before);
    // and the other way round: agentbench cannot read agent01's members
    const bench = h.bearer(await h.token("agentbench", "agent1234"));
    expect((await downline({ under_account: direct }, bench)).body.code).toBe(AGENT_CODES.notInDownline);
    // nor may a sub-agent read the agent above it, or a sibling's team
    const subs = (await downline({ scope: "direct", kind: "agent" })).body.apiResponseData.rows as {
      account: string;
    }[];
    const sub = h.bearer(await h.token(subs[0]!.account, "member1234"));
    expect((await downline({ under_account: "agent01" }, sub)).body.code).toBe(AGENT_CODES.notInDownline);
    expect((await downline({ under_account: subs[1]!.account }, sub)).body.code).toBe(AGENT_CODES.notInDownline);
    expect((await downline({}, sub)).body.code).toBe(100);
  });
});

/** A valid body for each call, as agent01 would send it. */
const samples: Partial<Record<CallName, () => Record<string, unknown>>> = {
  agentPlan: () => ({}),
  agentOverview: () => ({}),
  agentDownline: () => ({ scope: "all", kind: "all", ...last92, page: 1 }),
  agentOperation: () => ({ ...last92 }),
  agentStratified: () => ({ ...last92 }),
  agentTransfer: () => ({
    direction: "to_member",
    account: direct,
    amount: "100",
    withdraw_password: "1234",
    request_id: rid(),
  }),
  agentTransferLog: () => ({ ...last92, page: 1 }),
  agentTransferMembers: () => ({}),
  agentStatements: () => ({ page: 1 }),
};

describe("the reports as agent01", () => {
  it("overview: the seeded tree's counts and this week's figures", async () => {
    const a = await h.post("/api/agent/overview", {}, agent);
    expect(a.body.code).toBe(100);
    expect(a.body.apiResponseData).toMatchObject({ currency: "INR", time_zone: "America/Caracas", direct_count: 10 });
    expect(a.body.apiResponseData.total_count).toBeGreaterThanOrEqual(60);
    expect(a.body.apiResponseData.last_settlement).not.toBeNull();
  });

  it("downline: pages of 50, direct only, agents only, search, drill-down with a breadcrumb", async () => {
    const p1 = (await downline({})).body.apiResponseData;
    expect(p1.rows).toHaveLength(50);
    const p2 = (await downline({ page: 2 })).body.apiResponseData;
    expect(p2.rows).toHaveLength(p1.total_count - 50);
    const directs = (await downline({ scope: "direct" })).body.apiResponseData;
    expect(directs.total_count).toBe(10);
    expect(directs.rows.every((r: { level: number }) => r.level === 1)).toBe(true);
    const agents = (await downline({ kind: "agent" })).body.apiResponseData.rows as {
      account: string;
      is_agent: number;
      level: number;
      downline_count: number;
    }[];
    expect(agents.every((r) => r.is_agent === 1)).toBe(true);
    const found = (await downline({ search: direct.toUpperCase() })).body.apiResponseData;
    expect(found.rows.map((r: { account: string }) => r.account)).toContain(direct);
    const sub = agents.find((r) => r.level === 2 && r.downline_count > 0)!;
    const drill = (await downline({ under_account: sub.account, scope: "direct" })).body.apiResponseData;
    expect(drill.breadcrumb.map((b: { level: number }) => b.level)).toEqual([0, 1, 2]);
    expect(drill.breadcrumb[0].account).toBe("agent01");
    expect(drill.breadcrumb[2].account).toBe(sub.account);
    expect(drill.rows.every((r: { level: number }) => r.level === 3)).toBe(true);
    expect(drill.total_count).toBeGreaterThan(0);
  });

  it("operation: a row per Caracas day of the range; game types split the bets exactly", async () => {
    const all = (await h.post("/api/agent/operation", last92, agent)).body.apiResponseData;
    expect(all.days).toHaveLength(92);
    expect(all.totals.valid_bets).toBeGreaterThan(0);
    let bets = 0;
    for (const game_type of [2, 3, 4, 5, 6, 7, 8, 9]) {
      const t = (await h.post("/api/agent/operation", { ...last92, game_type }, agent)).body.apiResponseData.totals;
      bets += t.valid_bets;
      expect(t.deposits).toBe(all.totals.deposits); // not per game type
    }
    expect(bets).toBe(all.totals.valid_bets);
  });

  it("stratified: the levels add up to the operation totals", async () => {
    const op = (await h.post("/api/agent/operation", last92, agent)).body.apiResponseData.totals;
    const st = (await h.post("/api/agent/stratified", last92, agent)).body.apiResponseData;
    expect(st.levels.length).toBeGreaterThanOrEqual(4);
    for (const k of ["valid_bets", "win_loss", "bonuses", "deposits", "withdrawals", "net"])
      expect(st.totals[k], k).toBe(op[k]);
    expect(st.commission.net).toBe(st.commission.period_net);
  });

  it("stratified: each level has its rate(s) and commission, and the levels' commissions add up to the paisa", async () => {
    const st = (await h.post("/api/agent/stratified", last92, agent)).body.apiResponseData as {
      levels: { level: number; rates_bp: number[]; commission: number; net: number }[];
      commission: { commission: number; rate_bp: number };
    };
    expect(st.commission.commission).toBeGreaterThan(0); // agent01's seeded 92 days earn a commission
    expect(st.levels.reduce((a, l) => a + l.commission, 0)).toBe(st.commission.commission);
    expect(st.levels[0]!.rates_bp).toContain(st.commission.rate_bp); // own-team members at level 1: the own rate
  });
});

describe("a registration under the agent lands in its downline (spec 000 §2 ?id=, spec 001 §4 member_agent)", () => {
  it("a member registered with agent01 as introducer is a direct member, counted today, listed in the downline", async () => {
    const before = (await h.post("/api/agent/overview", {}, agent)).body.apiResponseData;
    const { account } = await registerMember(h, "agtnew", {
      introducer: "agent01",
      register_type: "member_agent",
    });
    const after = (await h.post("/api/agent/overview", {}, agent)).body.apiResponseData;
    expect(after.direct_count).toBe(before.direct_count + 1);
    expect(after.new_today).toBe(before.new_today + 1);
    const rows = (await downline({ scope: "direct", search: account })).body.apiResponseData.rows;
    expect(rows).toMatchObject([{ account, level: 1, is_agent: 0, currency: "USD", deposits: 0 }]);
    // A USD member is listed but left out of the INR programme's figures (contract: one currency).
    // The sandbox's today, not the test machine's: they differ in Caracas between 00:00 and 04:00 UTC.
    const today = periodOf("today", sandboxNow()) as Period;
    const op = (await h.post("/api/agent/operation", today, agent)).body.apiResponseData.totals;
    expect((await h.admin("deposit", { account, amount: 50 })).body.code).toBe(100);
    const op2 = (await h.post("/api/agent/operation", today, agent)).body.apiResponseData.totals;
    expect(op2.deposits).toBe(op.deposits);
  });

  it("an INR member's admin deposit raises today's OperationTable deposits by exactly that amount", async () => {
    // The sandbox's today, not the test machine's: they differ in Caracas between 00:00 and 04:00 UTC.
    const today = periodOf("today", sandboxNow()) as Period;
    const before = (await h.post("/api/agent/operation", today, agent)).body.apiResponseData.totals;
    await h.admin("deposit", { account: direct, amount: 1234.56 });
    const after = (await h.post("/api/agent/operation", today, agent)).body.apiResponseData.totals;
    expect(after.deposits - before.deposits).toBe(123_456);
    expect(after.net).toBe(before.net);
  });
});

describe("bad input: a clear code, and nothing changes (issue: Bad input)", () => {
  const day = (d: number) => new Date(startDay() + d * 86_400_000).toISOString();
  const startDay = () => Date.parse(last92.end_at);

  it.each([
    ["reversed", () => ({ start_at: day(-1), end_at: day(-3) }), "date_reversed"],
    ["empty", () => ({ start_at: day(-1), end_at: day(-1) }), "date_reversed"],
    ["over 92 days", () => ({ start_at: day(-93), end_at: day(0) }), "date_too_long"],
    ["in the future", () => ({ start_at: day(-2), end_at: day(2) }), "date_future"],
    ["out of range (too old)", () => ({ start_at: day(-900), end_at: day(-899) }), "date_too_old"],
  ])("dates %s → badRange with the problem", async (_label, range, problem) => {
    for (const path of [
      "/api/agent/operation",
      "/api/agent/stratified",
      "/api/agent/transfer_log",
      "/api/agent/downline",
    ]) {
      const a = await h.post(path, { scope: "all", kind: "all", page: 1, ...range() }, agent);
      expect([a.body.code, a.body.apiResponseData], path).toEqual([AGENT_CODES.badRange, { problem }]);
    }
  });

  it("a date that is not a date: the schema's 422 naming the field", async () => {
    const a = await h.post("/api/agent/operation", { start_at: "yesterday", end_at: last92.end_at }, agent);
    expect(a.body.code).toBe(422);
    expect(a.body.message).toContain("start_at");
  });

  it("an unknown account: unknownAccount (drill-down, transfer, log)", async () => {
    expect((await downline({ under_account: "nosuch99" })).body.code).toBe(AGENT_CODES.unknownAccount);
    expect((await transfer({ account: "nosuch99", request_id: rid() })).body.code).toBe(AGENT_CODES.unknownAccount);
    const log = await h.post("/api/agent/transfer_log", { ...last92, page: 1, account: "nosuch99" }, agent);
    expect(log.body.code).toBe(AGENT_CODES.unknownAccount);
  });

  it("a search longer than an account may be: searchTooLong", async () => {
    expect((await downline({ search: "a".repeat(13) })).body.code).toBe(AGENT_CODES.searchTooLong);
    expect((await downline({ search: "a".repeat(12) })).body.code).toBe(100);
  });

  it.each([
    ["-100", "amount_negative"],
    ["0", "amount_zero"],
    ["100.001", "amount_decimals"],
    ["1e5", "amount_format"],
    ["50", "amount_below_min"],
    ["20000000", "amount_above_max"],
  ])("transfer of %s → invalidAmount %s, nothing moves", async (amount, problem) => {
    const [a0, m0, total] = [await cashOf("agent01"), await cashOf(direct), await inrTotal()];
    const a = await transfer({ amount, request_id: rid() });
    expect([a.body.code, a.body.apiResponseData]).toEqual([AGENT_CODES.invalidAmount, { problem }]);
    expect([await cashOf("agent01"), await cashOf(direct), await inrTotal()]).toEqual([a0, m0, total]);
  });

  it("over the balance (either way): insufficient, nothing moves", async () => {
    const [a0, m0] = [await cashOf("agent01"), await cashOf(direct)];
    const over = String((a0 + 100) / 100);
    expect((await transfer({ amount: over, request_id: rid() })).body.code).toBe(AGENT_CODES.insufficient);
    const recall = String((m0 + 100) / 100);
    const r = await transfer({ direction: "recall", amount: recall, request_id: rid() });
    expect(r.body.code).toBe(AGENT_CODES.insufficient);
    expect([await cashOf("agent01"), await cashOf(direct)]).toEqual([a0, m0]);
  });

  it("a member below the first level: not a direct member, refused", async () => {
    expect((await transfer({ account: deeper, request_id: rid() })).body.code).toBe(AGENT_CODES.notInDownline);
  });

  it("transfers off (operator's switch, or a frozen wallet): transfersOff", async () => {
    await h.admin("agent/settings", { transfers_enabled: false });
    expect((await transfer({ request_id: rid() })).body.code).toBe(AGENT_CODES.transfersOff);
    await h.admin("agent/settings", { transfers_enabled: true });
    await h.admin("wallet-status", { account: direct, wallet_status: 0 });
    expect((await transfer({ request_id: rid() })).body.code).toBe(AGENT_CODES.transfersOff);
    await h.admin("wallet-status", { account: direct, wallet_status: 1 });
  });

  it("a wrong withdraw password: refused with the attempts left (the member centre's lock)", async () => {
    const a = await transfer({ withdraw_password: "9999", request_id: rid() });
    expect(a.body.code).toBe(AGENT_CODES.wrongWithdrawPassword);
    expect(a.body.apiResponseData.attempts_left).toBe(4);
    expect((await transfer({ request_id: rid() })).body.code).toBe(100); // a right one clears the count
  });
});

describe("transfer picker (agentTransferMembers): the direct members only, with name and main wallet", () => {
  type Pick = { account: string; name: string | null; cash: number; status: string };
  const pick = async (search?: string, headers = agent) =>
    (await h.post("/api/agent/transfer_members", search === undefined ? {} : { search }, headers)).body;

  it("lists agent01's direct members (level 1) by account, each with its name and cash, and no deeper one", async () => {
    const body = await pick();
    expect(body.code).toBe(100);
    const rows = body.apiResponseData.rows as Pick[];
    // A direct member of another currency is listed in DownlineInfo but cannot receive a transfer: not offered.
    const all = (await downline({ scope: "direct", kind: "all" })).body.apiResponseData.rows as { currency: string }[];
    const directs = all.filter((r) => r.currency === "INR").length;
    expect(directs).toBeLessThan(all.length);
    expect(body.apiResponseData.total_count).toBe(directs);
    expect(rows.length).toBe(Math.min(20, directs));
    expect(rows.map((r) => r.account)).toEqual([...rows.map((r) => r.account)].sort((a, b) => a.localeCompare(b)));
    expect(rows.map((r) => r.account)).not.toContain(deeper);
    const one = rows.find((r) => r.account === direct) ?? (await pick(direct)).apiResponseData.rows[0];
    expect(one).toMatchObject({ account: direct, cash: await cashOf(direct), status: "active" });
    expect(typeof one.name).toBe("string");
  });

  it("searches account or name (case-insensitive, % and _ taken literally); a deeper member is never found", async () => {
    const byAccount = (await pick(direct.toUpperCase())).apiResponseData.rows as Pick[];
    expect(byAccount.map((r) => r.account)).toContain(direct);
    const name = ((await pick(direct)).apiResponseData.rows as Pick[])[0]!.name!;
    const byName = (await pick(name.split(" ")[1]!.toLowerCase())).apiResponseData.rows as Pick[];
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((r) => r.name!.toLowerCase().includes(name.split(" ")[1]!.toLowerCase()))).toBe(true);
    expect((await pick(deeper)).apiResponseData).toMatchObject({ rows: [], total_count: 0 });
    expect((await pick("%")).apiResponseData).toMatchObject({ rows: [], total_count: 0 });
    expect((await pick("bt0001")).apiResponseData).toMatchObject({ rows: [], total_count: 0 }); // another agent's
  });

  it("a search longer than an account: searchTooLong, no data", async () => {
    const body = await pick("x".repeat(13));
    expect([body.code, body.apiResponseData]).toEqual([AGENT_CODES.searchTooLong, null]);
  });
});

describe("transfer: one transaction, idempotent per submission", () => {
  it("to a member and back: both balances move by the amount, money is conserved, the log shows both", async () => {
    const [a0, m0, total] = [await cashOf("agent01"), await cashOf(direct), await inrTotal()];
    const t = await transfer({ amount: "150.50", request_id: rid() });
    expect(t.body.code).toBe(100);
    expect(t.body.apiResponseData).toMatchObject({
      direction: "to_member",
      account: direct,
      amount: 15_050,
      agent_cash_after: a0 - 15_050,
      member_cash_after: m0 + 15_050,
      replayed: 0,
    });
    const back = await transfer({ direction: "recall", amount: "100", request_id: rid() });
    expect(back.body.apiResponseData).toMatchObject({ agent_cash_after: a0 - 5_050, member_cash_after: m0 + 5_050 });
    expect([await cashOf("agent01"), await cashOf(direct), await inrTotal()]).toEqual([a0 - 5_050, m0 + 5_050, total]);
    const log = (await h.post("/api/agent/transfer_log", { ...last92, page: 1, account: direct }, agent)).body
      .apiResponseData;
    expect(log.rows[0]).toMatchObject({ direction: "recall", amount: 10_000 });
    expect(log.rows[1]).toMatchObject({ direction: "to_member", amount: 15_050 });
    const recalls = (await h.post("/api/agent/transfer_log", { ...last92, page: 1, direction: "recall" }, agent)).body
      .apiResponseData;
    expect(recalls.rows.every((r: { direction: string }) => r.direction === "recall")).toBe(true);
  });

  it("the same request_id again answers the first transfer and moves nothing; another body with it is refused", async () => {
    const id = rid();
    const first = await transfer({ amount: "100", request_id: id });
    const a1 = await cashOf("agent01");
    const again = await transfer({ amount: "100", request_id: id });
    expect(again.body.apiResponseData).toMatchObject({ id: first.body.apiResponseData.id, replayed: 1 });
    expect(await cashOf("agent01")).toBe(a1);
    expect((await transfer({ amount: "200", request_id: id })).body.code).toBe(AGENT_CODES.requestIdReused);
    expect(await cashOf("agent01")).toBe(a1);
  });

  it("twelve parallel submissions of one request_id move the money once", async () => {
    const [a0, m0, total] = [await cashOf("agent01"), await cashOf(direct), await inrTotal()];
    const id = rid();
    const answers = await Promise.all(Array.from({ length: 12 }, () => transfer({ amount: "100", request_id: id })));
    expect(answers.every((a) => a.body.code === 100)).toBe(true);
    expect(new Set(answers.map((a) => a.body.apiResponseData.id)).size).toBe(1);
    expect(answers.filter((a) => a.body.apiResponseData.replayed === 0)).toHaveLength(1);
    expect([await cashOf("agent01"), await cashOf(direct), await inrTotal()]).toEqual([
      a0 - 10_000,
      m0 + 10_000,
      total,
    ]);
  });

  it("parallel different submissions never overdraw the agent", async () => {
    const a0 = await cashOf("agent01");
    const n = Math.floor(a0 / 10_000) + 3; // three more than the wallet can pay
    const answers = await Promise.all(Array.from({ length: n }, () => transfer({ amount: "100", request_id: rid() })));
    const paid = answers.filter((a) => a.body.code === 100).length;
    expect(answers.filter((a) => a.body.code === AGENT_CODES.insufficient).length).toBe(n - paid);
    expect(await cashOf("agent01")).toBe(a0 - paid * 10_000);
    expect(await cashOf("agent01")).toBeGreaterThanOrEqual(0);
    // give the agent its money back for the tests after this one
    await h.admin("deposit", { account: "agent01", amount: 5000 });
  });
});

describe("settlement: approve, pay, and a week settled twice pays once", () => {
  it("pays the week's commission from the house once, however many times it is settled", async () => {
    // Fees off so that a week of the seed surely has a positive commission to pay.
    await h.admin("agent/settings", { platform_fee_bp: 0, payment_fee_bp: 0 });
    const list = (await h.post("/api/agent/statements", { page: 1 }, agent)).body.apiResponseData.list as {
      week: string;
      status: string;
      lines: { commission: number };
    }[];
    expect(list.length).toBeGreaterThan(4);
    const week = list.filter((w) => w.status === "pending").sort((a, b) => b.lines.commission - a.lines.commission)[0]!;
    expect(week.lines.commission).toBeGreaterThan(0);
    const [a0, total] = [await cashOf("agent01"), await inrTotal()];
    const approve = await h.admin("agent/settle", { account: "agent01", week: week.week, action: "approve" });
    expect(approve.body.apiResponseData).toMatchObject({ paid_now: 0, statement: { status: "approved" } });
    expect(await cashOf("agent01")).toBe(a0);
    // Settings change after approval: the approved lines stay as they were.
    await h.admin("agent/settings", { platform_fee_bp: 2000 });
    const pays = await Promise.all(
      [0, 1, 2].map(() => h.admin("agent/settle", { account: "agent01", week: week.week, action: "pay" })),
    );
    expect(pays.map((p) => p.body.apiResponseData.paid_now).sort((x, y) => y - x)).toEqual([
      week.lines.commission,
      0,
      0,
    ]);
    const again = await h.admin("agent/settle", { account: "agent01", week: week.week, action: "pay" });
    expect(again.body.apiResponseData.paid_now).toBe(0);
    expect(await cashOf("agent01")).toBe(a0 + week.lines.commission);
    expect(await inrTotal()).toBe(total); // from the house: no money created
    const after = (await h.post("/api/agent/statements", { page: 1 }, agent)).body.apiResponseData.list.find(
      (w: { week: string }) => w.week === week.week,
    );
    expect(after).toMatchObject({ status: "paid", lines: { commission: week.lines.commission } });
    expect(after.paid_at).not.toBeNull();
    await h.admin("agent/settings", { platform_fee_bp: 1000, payment_fee_bp: 150 });
  });

  it("the open week cannot be settled", async () => {
    const a = await h.admin("agent/settle", { account: "agent01", week: caracasDate(now), action: "pay" });
    expect(a.body.code).toBe(404);
  });
});
