// Letters (spec 001 §7, §9), red envelope (spec 001 §4, §8), pop-ups and marquee (spec 000 §4, §7), jackpot
// (spec 000 §3), layout and profile (spec 001 §3), admin controls.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSignedIn, type Harness } from "./helpers.ts";

let h: Harness, token: string;
beforeAll(async () => ({ h, token } = await startSignedIn()));
afterAll(() => h.close());

describe("letters (spec 001 §9: 50 per page, page 1, id descending)", () => {
  it("pages and sorts, counts unread, reads and destroys", async () => {
    const list = async (b: object = {}) =>
      (await h.post("/api/arks/web/member/letter", { site_id: 1, ...b }, h.bearer(token))).body.apiResponseData;
    const p1 = await list();
    expect(p1.list.length).toBe(50);
    expect(p1.total_count).toBe(60);
    expect(p1.unread_count).toBe(10);
    expect(p1.list[0].id).toBe(60);
    const p2 = await list({ page: 2 });
    expect(p2.list.map((l: { id: number }) => l.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect((await list({ sort_order: "ascending", count: 3 })).list.map((l: { id: number }) => l.id)).toEqual([
      1, 2, 3,
    ]);
    expect((await h.post("/api/arks/web/member/letter/read", { id: 60 }, h.bearer(token))).body.code).toBe(100);
    expect((await list()).unread_count).toBe(9);
    const other = await h.token("agent01", "agent1234");
    expect((await h.post("/api/arks/web/member/letter/read", { id: 59 }, h.bearer(other))).body.code).toBe(101);
    expect(
      (await h.post("/api/arks/web/member/letter/destroy", { id: [59, 58] }, h.bearer(token))).body.apiResponseData
        .deleted,
    ).toBe(2);
    expect((await list()).total_count).toBe(58);
  });

  it("admin letter appears unread", async () => {
    const sent = await h.admin("letter", { account: "demo01", title: "Hello", content: "From the sandbox" });
    const l = await h.post("/api/arks/web/member/letter", { count: 1 }, h.bearer(token));
    expect(l.body.apiResponseData.list[0]).toMatchObject({
      id: sent.body.apiResponseData.id,
      is_read: 0,
      title: "Hello",
    });
  });
});

describe("red envelope (spec 001 §4, §8)", () => {
  it("claims once, then 102; ended envelope answers an empty array", async () => {
    const promo = await h.post("/api/arks/web/activity/red_envelope_promotion", {}, h.bearer(token));
    const id = promo.body.apiResponseData.id as number;
    expect(promo.body.apiResponseData.end_at).toBeTruthy();
    const before = (await h.post("/api/member/profile/common/layout", {}, h.bearer(token))).body.apiResponseData
      .member_cash;
    const claim = await h.post("/api/arks/web/activity/red_envelope", { id }, h.bearer(token));
    expect(claim.body.code).toBe(100);
    const after = (await h.post("/api/member/profile/common/layout", {}, h.bearer(token))).body.apiResponseData
      .member_cash;
    expect(Math.round((after - before) * 100)).toBe(Math.round(claim.body.apiResponseData.cash * 100));
    expect((await h.post("/api/arks/web/activity/red_envelope", { id }, h.bearer(token))).body.code).toBe(102);
    expect(
      (await h.post("/api/arks/web/activity/red_envelope_promotion", {}, h.bearer(token))).body.apiResponseData,
    ).toEqual([]);
    const other = await h.token("agent01", "agent1234");
    await h.admin("red-envelope/end", { currency: "INR" });
    expect(
      (await h.post("/api/arks/web/activity/red_envelope_promotion", {}, h.bearer(other))).body.apiResponseData,
    ).toEqual([]);
    expect((await h.post("/api/arks/web/activity/red_envelope", { id }, h.bearer(other))).body.code).toBe(102);
  });
});

describe("pop-ups, marquee, carousel, jackpot (spec 000 §3, §4, §7)", () => {
  it("marquee differs before and after login", async () => {
    const body = { site_id: 1, sort_field: "sort", sort_order: "descending" };
    const anon = (await h.post("/api/arks/web/announcement/marquee", body)).body.apiResponseData.web_announcement_list;
    const member = (await h.post("/api/arks/web/announcement/marquee", body, h.bearer(token))).body.apiResponseData
      .web_announcement_list;
    expect(anon.every((a: { display_before_login: number }) => a.display_before_login === 1)).toBe(true);
    expect(member.every((a: { display_after_login: number }) => a.display_after_login === 1)).toBe(true);
  });

  it("member pop-up with display_frequency 0 is hidden after the hide call; deposit location 3 differs", async () => {
    const b = { site_id: 1, display_device: 1, display_location: 2 };
    const first = (await h.post("/api/arks/web/bulletin/member", b, h.bearer(token))).body.apiResponseData;
    expect(first.setting.display_frequency).toBe(0);
    expect(first.list.length).toBeGreaterThan(0);
    await h.post("/api/arks/web/bulletin/member/hide", b, h.bearer(token));
    expect((await h.post("/api/arks/web/bulletin/member", b, h.bearer(token))).body.apiResponseData.list).toEqual([]);
    const deposit = (await h.post("/api/arks/web/bulletin/member", { ...b, display_location: 3 }, h.bearer(token))).body
      .apiResponseData;
    expect(deposit.list[0].display_content).toBe("Deposit tips");
    const mobile = (await h.post("/api/arks/web/bulletin", { site_id: 1, display_device: 2 })).body.apiResponseData
      .list;
    expect(mobile.every((p: { display_device: number }) => p.display_device !== 1)).toBe(true);
  });

  it("carousel has every link type for each use_type; banners are SVG", async () => {
    for (const use_type of [0, 1, 2]) {
      const list = (await h.post("/api/arks/web/carousel_picture", { site_id: 1, use_type })).body.apiResponseData
        .web_carousel_picture_list;
      expect(new Set(list.map((b: { link_type: number }) => b.link_type))).toEqual(new Set([0, 1, 2]));
      expect((await h.raw(list[0].url, {})).headers.get("content-type")).toContain("svg");
    }
  });

  it("jackpot answers jackpot_amount_total (done-when curl)", async () => {
    const r = await h.post("/api/v2/get_jackpot", { currency: "INR" });
    expect(r.body.code).toBe(100);
    expect(r.body.apiResponseData.jackpot_amount_total).toBeGreaterThan(0);
  });
});

describe("admin controls", () => {
  it("need x-sandbox-key", async () => {
    const r = await h.post("/sandbox/admin/reset", {});
    expect(r.status).toBe(403);
    const wrong = await h.post("/sandbox/admin/reset", {}, { "x-sandbox-key": "nope" });
    expect(wrong.status).toBe(403);
  });

  it("deposit credits the main wallet; bad bodies name the field; reset restores the seed", async () => {
    const before = (await h.post("/api/member/profile/common/layout", {}, h.bearer(token))).body.apiResponseData
      .member_cash;
    const d = await h.admin("deposit", { account: "demo01", amount: 500 });
    expect(d.body.apiResponseData).toMatchObject({ deposit_amount: 500, deposit_times: 1 });
    const after = (await h.post("/api/member/profile/common/layout", {}, h.bearer(token))).body.apiResponseData
      .member_cash;
    expect(after - before).toBe(500);
    expect((await h.admin("deposit", { account: "demo01", amount: "lots" })).body.message).toContain("amount");
    expect((await h.admin("deposit", { account: "ghost", amount: 1 })).status).toBe(404);
    expect((await h.admin("reset")).body.code).toBe(100);
    expect((await h.post("/api/member/profile", {}, h.bearer(token))).status).toBe(401);
    const fresh = await h.token("demo01", "demo1234");
    expect((await h.post("/api/arks/web/member/letter", {}, h.bearer(fresh))).body.apiResponseData.total_count).toBe(
      60,
    );
  });
});
