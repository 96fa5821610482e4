// security: referral awards could be farmed (new accounts from rotating addresses, a deposit each, then
// a withdrawal). The referrer's award and the friend's bonus are now held until the friend has wagered a set amount
// (our extension, written in src/contract/recommend.ts; the admin control `recommend` sets it, default $40).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playRounds, registerMember, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
let seq = 0;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

const member = (extra: Record<string, unknown> = {}) => registerMember(h, "rh", extra);
const codeOf = async (token: string) =>
  (await h.post("/api/member/recommend/info", {}, h.bearer(token))).body.apiResponseData.recommend_code as string;
const friendOf = (code: string) => member({ introducer: code, register_type: "recommend_code" });
const cash = async (account: string) => (await h.admin("member", { account })).body.apiResponseData.cash as number;
const record = async (token: string) =>
  (await h.post("/api/member/recommend/record", { page: 1, count: 20 }, h.bearer(token))).body.apiResponseData;

async function deposit(token: string, amount: string) {
  const a = await h.post(
    "/api/member/deposit/store",
    { method: "bank", amount, request_id: `rh-${Date.now()}-${++seq}` },
    h.bearer(token),
  );
  expect(a.body.code, a.body.message).toBe(100);
  await h.raw(a.body.apiResponseData.pay_url as string, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "outcome=paid",
  });
}

interface Totals {
  members: number;
  wallets: number;
  pending_withdrawals: number;
  house: number;
}
const total = async () => {
  const t = (await h.admin("totals")).body.apiResponseData.USD as Totals;
  return t.members + t.wallets + t.pending_withdrawals + t.house;
};

describe("recommend awards are held until the friend has wagered (security)", () => {
  it("by default ($40 to wager), five farmed friends' qualifying deposits pay the referrer nothing", async () => {
    expect((await h.admin("recommend", { currency: "USD" })).body.apiResponseData).toEqual({
      currency: "USD",
      wager: 40,
    });
    const host = await member();
    const code = await codeOf(host.token);
    const before = await total();
    const friends = [];
    for (let i = 0; i < 5; i++) {
      const f = await friendOf(code);
      friends.push(f);
      await deposit(f.token, "20");
    }
    expect(await cash(host.account)).toBe(0);
    for (const f of friends) expect(await cash(f.account)).toBe(2000); // the deposit, no bonus
    const rec = await record(host.token);
    expect(rec.award_total).toBe(0);
    expect(rec.award_held_total).toBe(5 * 500);
    expect(rec.list[0]).toMatchObject({ has_deposited: 1, award: 0, award_held: 500 });
    // nothing left the house: only the deposits entered
    expect(await total()).toBe(before + 5 * 2000);
  });

  it("pays both after the round that reaches the wager, once", async () => {
    expect((await h.admin("recommend", { currency: "USD", wager: 5 })).body.apiResponseData.wager).toBe(5);
    const host = await member();
    const friend = await friendOf(await codeOf(host.token));
    await deposit(friend.token, "25");
    await playRounds(h, friend.account, friend.token, [1, 1, 1, 1]);
    expect(await cash(host.account)).toBe(0);
    expect(await cash(friend.account)).toBe(0); // everything is in the game's wallet
    await playRounds(h, friend.account, friend.token, [1]);
    expect(await cash(host.account)).toBe(500);
    expect(await cash(friend.account)).toBe(200); // the friend's bonus, in the main wallet
    await playRounds(h, friend.account, friend.token, [1, 1]);
    expect(await cash(host.account)).toBe(500);
    const rec = await record(host.token);
    expect(rec.award_total).toBe(500);
    expect(rec.award_held_total).toBe(0);
    expect(rec.list[0]).toMatchObject({ award: 500, award_held: 0 });
  });
});
