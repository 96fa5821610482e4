// The recommend programme's awards (RecommendRecord; the rules RecommendProject shows: a friend who signed
// up with the code and deposits enough earns the referrer an award and the friend a bonus). Granted by the sandbox
// when the friend's deposit is paid: once per friend and rule, house → members so the totals still balance,
// member.cash to the referrer, and never for another member's friend or twice under concurrent deposits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Echo from "laravel-echo";
import { io } from "socket.io-client";
import { CHANNELS, EVENTS, listenName } from "../../src/contract/index.ts";
import { registerMember, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
let seq = 0;
const echos: Echo<"socket.io">[] = [];
beforeAll(async () => {
  h = await startSandbox();
  // These cases are about the grant itself: paid at once (the wager rule is in recommend-hold.test.ts).
  expect((await h.admin("recommend", { currency: "USD", wager: 0 })).body.code).toBe(100);
});
afterAll(async () => {
  for (const e of echos) e.disconnect();
  await h.close();
});

/** A new USD member, optionally through a recommend code. */
const member = (extra: Record<string, unknown> = {}) => registerMember(h, "ra", extra);

async function codeOf(token: string): Promise<string> {
  return (await h.post("/api/member/recommend/info", {}, h.bearer(token))).body.apiResponseData
    .recommend_code as string;
}

const friendOf = (code: string) => member({ introducer: code, register_type: "recommend_code" });

async function order(token: string, amount: string): Promise<string> {
  const a = await h.post(
    "/api/member/deposit/store",
    { method: "bank", amount, request_id: `ra-${Date.now()}-${++seq}` },
    h.bearer(token),
  );
  expect(a.body.code, a.body.message).toBe(100);
  return a.body.apiResponseData.pay_url as string;
}

const pay = (payUrl: string) =>
  h.raw(payUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "outcome=paid",
  });

const cash = async (account: string) => (await h.admin("member", { account })).body.apiResponseData.cash as number;

interface Totals {
  members: number;
  wallets: number;
  pending_withdrawals: number;
  house: number;
}
const totals = async () => (await h.admin("totals")).body.apiResponseData.USD as Totals;
const sum = (t: Totals) => t.members + t.wallets + t.pending_withdrawals + t.house;

const record = async (token: string) =>
  (await h.post("/api/member/recommend/record", { page: 1, count: 20 }, h.bearer(token))).body.apiResponseData;

describe("recommend awards (RecommendRecord; USD rule: a deposit of $20 or more → $5 and $2)", () => {
  it("a friend's qualifying deposit grants the referrer's award once, from the house, with member.cash", async () => {
    const host = await member();
    const friend = await friendOf(await codeOf(host.token));
    const echo = new Echo<"socket.io">({
      broadcaster: "socket.io",
      host: h.base,
      client: io,
      transports: ["websocket"],
      bearerToken: host.token,
    });
    echos.push(echo);
    const hostId = (await h.admin("member", { account: host.account })).body.apiResponseData.id as number;
    const cashEvents: { cash: number }[] = [];
    echo.private(CHANNELS.member(hostId)).listen(listenName(EVENTS.memberCash), (p: { cash: number }) => {
      cashEvents.push(p);
    });
    {
      const t0 = await totals();
      // below the rule's minimum: nothing yet
      await pay(await order(friend.token, "10"));
      expect(await cash(host.account)).toBe(0);
      expect((await record(host.token)).list[0]).toMatchObject({ has_deposited: 1, award: 0 });
      // the qualifying deposit
      await pay(await order(friend.token, "25"));
      expect(await cash(host.account)).toBe(500);
      expect(await cash(friend.account)).toBe(1000 + 2500 + 200);
      // a second qualifying deposit earns nothing more
      await pay(await order(friend.token, "40"));
      expect(await cash(host.account)).toBe(500);
      expect(await cash(friend.account)).toBe(1000 + 2500 + 4000 + 200);
      const rec = await record(host.token);
      expect(rec.award_total).toBe(500);
      expect(rec.list).toEqual([expect.objectContaining({ member_account: friend.account, award: 500 })]);
      // conservation: only the three deposits entered; the awards moved from the house to members
      const t1 = await totals();
      expect(sum(t1)).toBe(sum(t0) + 1000 + 2500 + 4000);
      expect(t1.house).toBe(t0.house - 700);
      await expect.poll(() => cashEvents.some((e) => e.cash === 5)).toBe(true);
    }
  });

  it("is not granted to a member for the friend of another member's code", async () => {
    const host = await member();
    const other = await member();
    await codeOf(host.token);
    const friend = await friendOf(await codeOf(other.token));
    await pay(await order(friend.token, "50"));
    expect(await cash(host.account)).toBe(0);
    expect((await record(host.token)).award_total).toBe(0);
    expect(await cash(other.account)).toBe(500);
  });

  it("is granted once under concurrent paid deposits of the friend", async () => {
    const host = await member();
    const friend = await friendOf(await codeOf(host.token));
    const urls = await Promise.all(Array.from({ length: 12 }, () => order(friend.token, "20")));
    const t0 = await totals();
    await Promise.all(urls.map((u) => pay(u)));
    expect(await cash(host.account)).toBe(500);
    expect(await cash(friend.account)).toBe(12 * 2000 + 200);
    expect((await record(host.token)).award_total).toBe(500);
    expect(sum(await totals())).toBe(sum(t0) + 12 * 2000);
  });
});
