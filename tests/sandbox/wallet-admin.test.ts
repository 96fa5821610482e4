// The admin control `game-session/expire` (wallet tests): a provider ends the session without leave1,
// the money stays in the provider wallet, and one-key transfer back brings it home (spec 000 §4, §8) with the
// ledger's totals unchanged (Money rules).
import { afterAll, beforeAll, expect, it } from "vitest";
import { startSignedIn, type Harness } from "./helpers.ts";

let h: Harness, token: string;
beforeAll(async () => ({ h, token } = await startSignedIn()));
afterAll(() => h.close());

type Totals = Record<string, { members: number; wallets: number; house: number }>;
const sum = (t: Totals) => Object.values(t).reduce((s, c) => s + c.members + c.wallets + c.house, 0);

it("an expired game session leaves the money in the provider wallet; transfer back brings all of it home", async () => {
  const totals0 = (await h.admin("totals")).body.apiResponseData as Totals;
  const play = { gp_id: "GPR8", game_type: 2, game_code: "", house: 0, lobby_url: "/close", device: 1 };
  expect((await h.post("/api/member/game/play1", play, h.bearer(token))).body.code).toBe(100);
  // while the game runs transfer back answers 102 (spec 000 §8)
  expect((await h.post("/api/member/profile/balance/all/back", {}, h.bearer(token))).body.code).toBe(102);
  const expired = await h.admin("game-session/expire", { account: "demo01" });
  expect(expired.body.code).toBe(100);
  expect(expired.body.apiResponseData.gp_id).toBe("GPR8");
  const cash = (await h.post("/api/member/profile/my_cash", {}, h.bearer(token))).body.apiResponseData as {
    my_cash_list: { gp_id: string; cash: number }[];
    total: number;
    member_cash: number;
  };
  expect(cash.member_cash).toBe(0);
  const inProvider = cash.my_cash_list.find((w) => w.gp_id === "GPR8")?.cash ?? 0;
  expect(inProvider).toBeGreaterThan(0);
  const back = await h.post("/api/member/profile/balance/all/back", {}, h.bearer(token));
  expect(back.body.code).toBe(100);
  expect(back.body.apiResponseData.member_cash).toBe(cash.total);
  expect(sum((await h.admin("totals")).body.apiResponseData as Totals)).toBe(sum(totals0));
});

it("refuses an unknown account", async () => {
  expect((await h.admin("game-session/expire", { account: "nobody0000" })).body.code).toBe(404);
});
