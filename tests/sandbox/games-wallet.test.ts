// Catalogue, demo play, favourites, last played, play1/leave1, maintenance, my_cash and transfer back
// (spec 000 §3, §4, §7, §8, §9).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SLOT_PROVIDERS } from "../../src/lib/config/constants.ts";
import { startSignedIn, type Harness } from "./helpers.ts";
import { SAMPLES } from "./samples.ts";

let h: Harness, token: string;
beforeAll(async () => ({ h, token } = await startSignedIn()));
afterAll(() => h.close());
const play = { gp_id: "GPJL", game_type: 2, game_code: "JL_2_002", house: 0, lobby_url: "/close", device: 1 };

describe("catalogue (spec 000 §3)", () => {
  it("game_list has the game types 2-9 with providers; GPEA and GPNE are inactive", async () => {
    const data = (
      await h.post("/api/v3/game_list", { currency: "INR", site_id: 1, support_device: 1, template: "site01" })
    ).body.apiResponseData.data as { gt_id: number; gp_list: { gp_id: string; icon_light: string }[] }[];
    expect(data.map((t) => t.gt_id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const ids = data.flatMap((t) => t.gp_list.map((p) => p.gp_id));
    expect(ids).toContain("GPAG");
    expect(ids).not.toContain("GPEA");
    expect(ids).not.toContain("GPNE");
    expect(new Set(ids).size).toBeGreaterThan(100);
    const icon = await h.raw(data[0]?.gp_list[0]?.icon_light ?? "", {});
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("hot tag lists hot games; labels answer list and main; demo lists only the demo slot providers (spec 000 §9)", async () => {
    const hot = (
      await h.post("/api/v2/get_tag_game_list", {
        site_id: 1,
        currency: "INR",
        support_device: 1,
        tag: "hot",
        gt_id: 2,
      })
    ).body.apiResponseData.info.hot.game_list as { is_hot: number; game_image: string }[];
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g) => g.is_hot === 1)).toBe(true);
    expect((await h.raw(hot[0]?.game_image ?? "", {})).status).toBe(200);
    const label = await h.post("/api/v2/game_label", SAMPLES.gameLabel);
    expect(label.body.apiResponseData.main[0]).toEqual({ key: "all_game", name: "entire_games" });
    const demo = (
      await h.post("/api/demo/gt_games", { site_id: 1, support_device: 1, currency: "INR", template: "site01" })
    ).body.apiResponseData.data as { game_list: { gp_id: string }[] }[];
    const demoProviders = new Set(demo.flatMap((t) => t.game_list.map((g) => g.gp_id)));
    expect([...demoProviders].sort()).toEqual([...DEMO_SLOT_PROVIDERS].sort());
    const url = (await h.post("/api/demo/play", { ...SAMPLES.demoPlay, gp_id: "GPFC", game_code: "FC_2_001" })).body
      .apiResponseData.game_url as string;
    expect(await (await fetch(url)).text()).toMatch(/Demo · play money/);
    expect(
      (await h.post("/api/demo/play", { ...SAMPLES.demoPlay, gp_id: "GPAG", game_type: 3, game_code: "AG_3_001" })).body
        .code,
    ).not.toBe(100);
  });

  it("favourites and last played are per member (spec 000 §3)", async () => {
    await h.post(
      "/api/arks/web/member-games/favorite/store",
      {
        data: [
          { game_id: 5, status: 1 },
          { game_id: 6, status: 1 },
        ],
      },
      h.bearer(token),
    );
    const after = await h.post(
      "/api/arks/web/member-games/favorite/store",
      { data: [{ game_id: 6, status: 0 }] },
      h.bearer(token),
    );
    expect(after.body.apiResponseData.list).toEqual([5]);
    const other = await h.token("agent01", "agent1234");
    const list = await h.post("/api/v2/game_label", SAMPLES.gameLabel, h.bearer(other));
    expect(
      (list.body.apiResponseData.list as { member_favorite: number }[]).every((g) => g.member_favorite === 0),
    ).toBe(true);
    expect(
      (
        await h.post(
          "/api/arks/web/member-games/favorite/store",
          { data: [{ game_id: 999999, status: 1 }] },
          h.bearer(token),
        )
      ).body.code,
    ).not.toBe(100);
  });
});

describe("game start and quit, wallet (spec 000 §4, §8)", () => {
  it("play1 moves the main wallet into the provider; transfer back answers 102 while playing; leave1 brings it back", async () => {
    const start = await h.post("/api/member/game/play1", play, h.bearer(token));
    expect(start.body.apiResponseData).toEqual({ gp_id: "GPJL", game_code: "JL_2_002", game_url: null });
    const cash = (await h.post("/api/member/profile/my_cash", {}, h.bearer(token))).body.apiResponseData;
    expect(cash.member_cash).toBe(0);
    expect(cash.my_cash_list.find((w: { gp_id: string }) => w.gp_id === "GPJL").is_light).toBe(1);
    expect((await h.post("/api/member/profile/balance/all/back", {}, h.bearer(token))).body.code).toBe(102);
    const last = await h.post("/api/arks/web/member-games/last-playing-game", {}, h.bearer(token));
    expect(last.body.apiResponseData.list.length).toBeGreaterThan(0);
    expect((await h.post("/api/member/game/leave1", {}, h.bearer(token))).body.code).toBe(100);
    const layout = (await h.post("/api/member/profile/common/layout", {}, h.bearer(token))).body.apiResponseData;
    expect(layout.is_playing).toBe(0);
    expect(layout.member_cash).toBeGreaterThan(0);
  });

  it("transfer back: success with the total, then 101 nothing left; my_cash total is conserved", async () => {
    const before = (await h.post("/api/member/profile/my_cash", {}, h.bearer(token))).body.apiResponseData.total;
    const back = await h.post("/api/member/profile/balance/all/back", {}, h.bearer(token));
    expect(back.body.code).toBe(100);
    expect(back.body.apiResponseData.back_total).toBeGreaterThan(0);
    const after = (await h.post("/api/member/profile/my_cash", {}, h.bearer(token))).body.apiResponseData;
    expect(after.total).toBe(before);
    expect(after.member_cash).toBe(before);
    expect((await h.post("/api/member/profile/balance/all/back", {}, h.bearer(token))).body.code).toBe(101);
  });

  it("a provider in maintenance: play1 answers 203 with the window; transfer back answers 103", async () => {
    const on = await h.admin("maintenance", { gp_id: "GPR8", on: true, minutes: 30 });
    expect(on.body.code).toBe(100);
    const r = await h.post("/api/member/game/play1", { ...play, gp_id: "GPR8", game_code: "" }, h.bearer(token));
    expect(r.body.code).toBe(203);
    expect(r.body.apiResponseData).toEqual(on.body.apiResponseData);
    // put money in GPR8 then try to bring it back
    await h.admin("maintenance", { gp_id: "GPR8", on: false });
    await h.post("/api/member/game/play1", { ...play, gp_id: "GPR8", game_code: "" }, h.bearer(token));
    await h.admin("maintenance", { gp_id: "GPR8", on: true });
    await h.post("/api/member/game/leave1", {}, h.bearer(token));
    expect((await h.post("/api/member/profile/balance/all/back", {}, h.bearer(token))).body.code).toBe(103);
    await h.admin("maintenance", { gp_id: "GPR8", on: false });
    expect((await h.post("/api/member/profile/balance/all/back", {}, h.bearer(token))).body.code).toBe(100);
  });

  it("a frozen wallet: play1 answers 957 and transfer back 105 (spec 001 §8 forward-game 957, spec 000 §8)", async () => {
    await h.admin("wallet-status", { account: "demo01", wallet_status: 0 });
    expect((await h.post("/api/member/game/play1", play, h.bearer(token))).body.code).toBe(957);
    expect((await h.post("/api/member/profile/balance/all/back", {}, h.bearer(token))).body.code).toBe(105);
    await h.admin("wallet-status", { account: "demo01", wallet_status: 1 });
  });

  it("game URL page 404s after the session closes", async () => {
    await h.post("/api/member/game/play1", play, h.bearer(token));
    const s = (await h.admin("member", { account: "demo01" })).body.apiResponseData.session as string;
    expect((await h.raw(`/sandbox/games/slot?session=${s}`, {})).status).toBe(200);
    await h.post("/api/member/game/leave1", {}, h.bearer(token));
    expect((await h.raw(`/sandbox/games/slot?session=${s}`, {})).status).toBe(404);
  });
});
