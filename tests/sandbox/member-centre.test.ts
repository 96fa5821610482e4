// The member centre's own calls (our extensions in src/contract: member.ts profile edit, profile SMS and
// withdraw password, records.ts, recommend.ts): authorisation, validation, and another member's data never returned.
import { describe, expect, it } from "vitest";
import { playRounds, registerMember, sandboxFor, SMS } from "./helpers.ts";

const h = sandboxFor();

/** A new USD member, optionally through a recommend code. */
const member = (extra: Record<string, unknown> = {}) => registerMember(h, "mc", extra);

const profileOf = async (token: string) =>
  (await h.post("/api/member/profile", {}, h.bearer(token))).body.apiResponseData.member_profile;

describe("completing the profile on /user/Info (spec 001 §3 is_member_center)", () => {
  it("an empty member-centre field is saved once and refused the second time", async () => {
    const { token } = await member();
    const saved = await h.post("/api/member/profile/edit", { member_telegram: "@fresh_tg" }, h.bearer(token));
    expect(saved.body.code).toBe(100);
    expect(saved.body.apiResponseData.member_profile.member_telegram).toBe("@fresh_tg");
    expect(saved.body.apiResponseData.member_profile.memberTelegram).toBe("@fresh_tg");
    const again = await h.post("/api/member/profile/edit", { member_telegram: "@other_tg" }, h.bearer(token));
    expect(again.body.code).toBe(112);
    expect((await profileOf(token)).member_telegram).toBe("@fresh_tg");
  });

  it("refuses a field the currency does not offer in the member centre, and bad formats, changing nothing", async () => {
    const { token } = await member();
    // USD does not display whats_app (seeded register settings)
    expect(
      (await h.post("/api/member/profile/edit", { member_whats_app: "12345678" }, h.bearer(token))).body.code,
    ).toBe(111);
    for (const bad of [{ member_telegram: "ab" }, { member_birthday: "2999-01-01" }, { member_phone: "12ab" }, {}]) {
      const a = await h.post("/api/member/profile/edit", bad, h.bearer(token));
      expect(a.body.code, JSON.stringify(bad)).toBe(422);
    }
    const p = await profileOf(token);
    expect([p.member_telegram, p.member_birthday, p.member_phone]).toEqual([null, null, null]);
  });

  it("a phone needs the SMS code when is_member_center_verification is 1 (INR)", async () => {
    const token = await h.token("newbie01", "newbie1234");
    const phone = "9811122233";
    const refused = await h.post("/api/member/profile/edit", { member_phone: phone }, h.bearer(token));
    expect(refused.body.code).toBe(113);
    expect((await h.post("/api/member/profile/sms", { member_phone: phone }, h.bearer(token))).body.code).toBe(100);
    // spec 001 §8 SMS 102: a second SMS inside the 300 s lock is refused
    expect((await h.post("/api/member/profile/sms", { member_phone: phone }, h.bearer(token))).body.code).toBe(102);
    const wrong = await h.post(
      "/api/member/profile/edit",
      { member_phone: phone, phone_verify: "000000" },
      h.bearer(token),
    );
    expect(wrong.body.code).toBe(113);
    const ok = await h.post("/api/member/profile/edit", { member_phone: phone, phone_verify: SMS }, h.bearer(token));
    expect(ok.body.code).toBe(100);
    expect((await profileOf(token)).member_phone).toBe(phone);
  });

  it("a phone or e-mail another member holds is refused (registration's codes 104 and 105)", async () => {
    const { token } = await member();
    const taken = await h.post("/api/member/profile/edit", { member_phone: "9876543210" }, h.bearer(token));
    expect(taken.body.code).toBe(104);
  });

  it("every profile call wants a token", async () => {
    for (const path of ["/api/member/profile/edit", "/api/member/profile/sms", "/api/member/profile/withdraw_password"])
      expect((await h.post(path, {})).status).toBe(401);
  });
});

describe("the withdraw password (spec 001 §5, §9: 4 digits)", () => {
  it("is set without an old one, then changed only with the old one", async () => {
    const { token } = await member();
    expect((await profileOf(token)).is_withdraw_password).toBe(0);
    const pin = (body: Record<string, string>) =>
      h.post("/api/member/profile/withdraw_password", body, h.bearer(token)).then((a) => a.body.code);
    expect(await pin({ withdraw_password: "12a4", withdraw_password_confirmation: "12a4" })).toBe(422);
    expect(await pin({ withdraw_password: "1234", withdraw_password_confirmation: "1235" })).toBe(422);
    expect(await pin({ withdraw_password: "2468", withdraw_password_confirmation: "2468" })).toBe(100);
    const p = await profileOf(token);
    expect([p.is_withdraw_password, p.withdraw_password]).toEqual([1, "****"]);
    expect(await pin({ withdraw_password: "1357", withdraw_password_confirmation: "1357" })).toBe(103);
    expect(
      await pin({ old_withdraw_password: "0000", withdraw_password: "1357", withdraw_password_confirmation: "1357" }),
    ).toBe(101);
    expect(
      await pin({ old_withdraw_password: "2468", withdraw_password: "1357", withdraw_password_confirmation: "1357" }),
    ).toBe(100);
  });
});

describe("game records for /user/Transaction", () => {
  const range = () => ({
    start_at: new Date(Date.now() - 86_400_000).toISOString(),
    end_at: new Date(Date.now() + 86_400_000).toISOString(),
  });

  it("lists the member's own rounds newest first, paginated, with exact totals in minor units", async () => {
    const token = await h.token("demo01", "demo1234");
    await playRounds(h, "demo01", token, [1.25, 2.5, 0.1]);
    const page1 = await h.post("/api/member/game_record", { ...range(), page: 1, count: 2 }, h.bearer(token));
    expect(page1.body.code).toBe(100);
    const d = page1.body.apiResponseData;
    expect(d.currency).toBe("INR");
    expect(d.total_count).toBe(3);
    expect(d.list.map((r: { bet: number }) => r.bet)).toEqual([10, 250]);
    expect(d.totals.bet).toBe(385);
    expect(d.list[0]).toMatchObject({ gp_id: "GPR8", game_type: 2 });
    expect(d.providers.length).toBeGreaterThan(0);
    const page2 = await h.post("/api/member/game_record", { ...range(), page: 2, count: 2 }, h.bearer(token));
    expect(page2.body.apiResponseData.list.map((r: { bet: number }) => r.bet)).toEqual([125]);
    const sumWin = [...d.list, ...page2.body.apiResponseData.list].reduce(
      (s: number, r: { win: number }) => s + r.win,
      0,
    );
    expect(d.totals.win).toBe(sumWin);
  });

  it("filters by provider, game type and the time range; another member sees none of these rounds", async () => {
    const token = await h.token("demo01", "demo1234");
    const q = (extra: Record<string, unknown>, t = token) =>
      h
        .post("/api/member/game_record", { ...range(), page: 1, count: 20, ...extra }, h.bearer(t))
        .then((a) => a.body.apiResponseData.total_count as number);
    expect(await q({ gp_id: "GPR8" })).toBe(3);
    expect(await q({ gp_id: "GPJL" })).toBe(0);
    expect(await q({ game_type: 3 })).toBe(0);
    expect(await q({ start_at: "2020-01-01T00:00:00+05:30", end_at: "2020-01-02T00:00:00+05:30" })).toBe(0);
    const other = await member();
    expect(await q({}, other.token)).toBe(0);
  });

  it("refuses a reversed or too long range, and answers 401 without a token", async () => {
    const token = await h.token("demo01", "demo1234");
    const r = range();
    const reversed = await h.post(
      "/api/member/game_record",
      { start_at: r.end_at, end_at: r.start_at, page: 1, count: 20 },
      h.bearer(token),
    );
    expect(reversed.body.code).toBe(422);
    const long = await h.post(
      "/api/member/game_record",
      { start_at: "2025-01-01T00:00:00Z", end_at: "2026-01-01T00:00:00Z", page: 1, count: 20 },
      h.bearer(token),
    );
    expect(long.body.code).toBe(422);
    expect((await h.post("/api/member/game_record", { ...r, page: 1, count: 20 })).status).toBe(401);
  });
});

describe("recommend a friend (spec 001 §6 RecommendProject, RecommendRecord, RecommendMemberSearch)", () => {
  it("a friend registered with the member's code shows in the record and the search, and only there", async () => {
    const host = await member();
    const info = (await h.post("/api/member/recommend/info", {}, h.bearer(host.token))).body.apiResponseData;
    expect(info.recommend_code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(info.friends_count).toBe(0);
    const friend = await member({ introducer: info.recommend_code, register_type: "recommend_code" });
    const record = (await h.post("/api/member/recommend/record", { page: 1, count: 20 }, h.bearer(host.token))).body
      .apiResponseData;
    expect(record.total_count).toBe(1);
    expect(record.list[0]).toMatchObject({ member_account: friend.account, has_deposited: 0, award: 0 });
    const found = await h.post(
      "/api/member/recommend/search",
      { member_account: friend.account.slice(0, 4) },
      h.bearer(host.token),
    );
    expect(found.body.apiResponseData.list.map((f: { member_account: string }) => f.member_account)).toEqual([
      friend.account,
    ]);
    // another member (with no friends) finds nobody, not even by the exact account
    const stranger = await member();
    const none = await h.post(
      "/api/member/recommend/search",
      { member_account: friend.account },
      h.bearer(stranger.token),
    );
    expect(none.body.apiResponseData.list).toEqual([]);
    // "%" is not a wildcard
    expect(
      (await h.post("/api/member/recommend/search", { member_account: "%" }, h.bearer(host.token))).body.code,
    ).toBe(422);
  });

  it("a member the programme is closed to (an agent: apply-for-agent 101, spec 001 §6) is refused", async () => {
    const agent = await h.token("agent01", "agent1234");
    for (const [path, body] of [
      ["/api/member/recommend/info", {}],
      ["/api/member/recommend/record", { page: 1, count: 20 }],
      ["/api/member/recommend/search", { member_account: "demo" }],
    ] as const) {
      expect((await h.post(path, body, h.bearer(agent))).body.code).toBe(101);
      expect((await h.post(path, body)).status).toBe(401);
    }
  });
});
