// Player protection in the sandbox (src/contract/protection.ts, sandbox/protection.ts): time-out and
// self-exclusion take effect at once, end the member's sessions through the real-time channel, refuse login,
// deposits and play but not withdrawals, and cannot be shortened by a forged request; the night block (tn) and
// the country block refuse login and play; the age rule refuses a registrant under 18.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { PROTECTION_CODES, PROTECTION_EVENT, PROTECTION_WARNING_EVENT } from "../../src/contract/index.ts";
import {
  connectSocket,
  nextEvent,
  postRegister,
  registerMember,
  sandboxAt,
  startSandbox,
  type Harness,
} from "./helpers.ts";

/** The sandbox clock of every block: a Tuesday noon in India (no night block, no weekend rule). */
const MARCH_10_NOON = "2026-03-10T12:00:00+05:30";
const PLAY = { gp_id: "GPJL", game_type: 2, game_code: "JL_2_001", house: 0, lobby_url: "/close", device: 1 };
const sockets: Socket[] = [];

/** Subscribes a socket to the member's private channel with `token` (as laravel-echo does). */
async function memberSocket(h: Harness, token: string, memberId: number): Promise<Socket> {
  const s = await connectSocket(h, sockets);
  const channel = `private-member.${memberId}`;
  s.emit("subscribe", { channel, auth: { headers: { Authorization: `Bearer ${token}` } } });
  await expect.poll(async () => (await h.admin("member", { account: "demo01" })).body.code).toBe(100);
  return s;
}

describe("time-out and self-exclusion", () => {
  const h = sandboxAt(MARCH_10_NOON, sockets);

  it("an excluded member cannot log in, deposit or play, and can withdraw", async () => {
    const token = await h.token("demo01", "demo1234");
    const bearer = h.bearer(token);
    // A bound account to withdraw to, before the break.
    const bound = await h.post(
      "/api/member/bank_account/store",
      { kind: "upi", holder_name: "Demo Player", upi_id: "demo01@okaxis", withdraw_password: "1234" },
      bearer,
    );
    expect(bound.body.code, bound.body.message).toBe(100);
    const accountId = (await h.post("/api/member/bank_account/list", {}, bearer)).body.apiResponseData.list[0]
      .id as number;
    const id = (await h.admin("member", { account: "demo01" })).body.apiResponseData.id as number;
    const socket = await memberSocket(h, token, id);
    const ended = nextEvent<unknown>((resolve) =>
      socket.on(PROTECTION_EVENT, (_channel: string, data: unknown) => resolve(data)),
    );

    const out = await h.post("/api/member/protection/time_out", { length: "7d" }, bearer);
    expect(out.body.code, out.body.message).toBe(100);
    const endsAt = out.body.apiResponseData.exclusion.ends_at as string;
    expect(Date.parse(endsAt) - Date.parse(out.body.apiResponseData.exclusion.started_at)).toBe(7 * 86_400_000);
    // The open session ends at once, told through the member channel.
    expect(await ended).toEqual({ reason: "time_out", ends_at: endsAt });
    expect((await h.post("/api/member/profile/my_cash", {}, bearer)).status).toBe(401);

    // Login: refused with the end date, and a withdraw-only token.
    const login = await h.login("demo01", "demo1234");
    expect(login.body.code).toBe(PROTECTION_CODES.excluded);
    expect(login.body.apiResponseData).toMatchObject({ kind: "time_out", length: "7d", ends_at: endsAt });
    const w = h.bearer(login.body.apiResponseData.withdraw_token as string);
    const deposit = await h.post(
      "/api/member/deposit/store",
      { method: "upi", amount: "500", request_id: "excluded-deposit" },
      w,
    );
    expect(deposit.body.code).toBe(PROTECTION_CODES.excluded);
    expect((await h.post("/api/member/game/play1", PLAY, w)).body.code).toBe(PROTECTION_CODES.excluded);
    expect((await h.post("/api/member/profile", {}, w)).body.code).toBe(PROTECTION_CODES.excluded);
    const withdraw = await h.post(
      "/api/member/withdraw/store",
      { bank_account_id: accountId, amount: "100", withdraw_password: "1234", request_id: "excluded-withdraw" },
      w,
    );
    expect(withdraw.body.code, withdraw.body.message).toBe(100);
    // What the site's withdraw-only view reads and does with the token: the exclusion, the currency, the wallets,
    // the withdrawal form's data, and bringing provider money back.
    for (const path of [
      "/api/member/protection",
      "/api/member/profile/common/layout",
      "/api/member/profile/my_cash",
      "/api/member/withdraw/info",
      "/api/member/bank_account/list",
      "/api/member/profile/balance/all/back",
    ]) {
      const r = await h.post(path, {}, w);
      expect(r.body.code, `${path}: ${r.body.message}`).toBe(100);
    }
    // A week later (this member's clock) the break is over.
    await h.admin("clock", { account: "demo01", advance_ms: 7 * 86_400_000 + 1000 });
    expect((await h.login("demo01", "demo1234")).body.code).toBe(100);
  });

  it("a forged shorter exclusion is refused and changes nothing; a longer one replaces it", async () => {
    const { account, token } = await registerMember(h, "excl");
    const bearer = h.bearer(token);
    const first = await h.post("/api/member/protection/self_exclusion", { length: "1y" }, bearer);
    expect(first.body.code).toBe(100);
    const until = first.body.apiResponseData.exclusion.ends_at as string;
    // The session ended; a withdraw-only token cannot start a shorter one either.
    const login = await h.login(account, "abc12345");
    expect(login.body.code).toBe(PROTECTION_CODES.excluded);
    const w = h.bearer(login.body.apiResponseData.withdraw_token as string);
    for (const [path, length] of [
      ["/api/member/protection/time_out", "24h"],
      ["/api/member/protection/self_exclusion", "6m"],
    ] as const) {
      const shorter = await h.post(path, { length }, w);
      expect(shorter.body.code).not.toBe(100);
    }
    // Unknown lengths are field errors.
    expect((await h.post("/api/member/protection/time_out", { length: "1h" }, w)).body.code).toBe(422);
    expect((await h.post("/api/member/protection/self_exclusion", { length: 180 }, w)).body.code).toBe(422);
    const again = await h.login(account, "abc12345");
    expect(again.body.apiResponseData.ends_at).toBe(until);
  });

  it("a shorter exclusion through a full session is refused with the one in force", async () => {
    const { token } = await registerMember(h, "excl");
    const bearer = h.bearer(token);
    expect((await h.post("/api/member/protection/time_out", { length: "6w" }, bearer)).body.code).toBe(100);
    // The admin clock cannot go back to shorten it either.
    expect((await h.admin("clock", { to: "2026-01-01T00:00:00Z" })).body.code).toBe(422);
  });

  it("an excluded member gets service letters but no promotional ones", async () => {
    const { account, token } = await registerMember(h, "excl");
    const bearer = h.bearer(token);
    // Before the break both kinds arrive.
    const before = await h.admin("letter", { account, title: "Weekend bonus", kind: "promotion" });
    expect(before.body.code).toBe(100);
    expect(before.body.apiResponseData.id).toEqual(expect.any(Number));
    expect((await h.post("/api/member/protection/time_out", { length: "24h" }, bearer)).body.code).toBe(100);
    // During it a promotion is not sent; a service letter (the default kind) still is.
    const promo = await h.admin("letter", { account, title: "Free spins", kind: "promotion" });
    expect(promo.body.code).toBe(100);
    expect(promo.body.apiResponseData).toMatchObject({ id: null, suppressed: "excluded" });
    const service = await h.admin("letter", { account, title: "Your withdrawal was paid" });
    expect(service.body.apiResponseData.id).toEqual(expect.any(Number));
    const login = await h.login(account, "abc12345");
    const w = h.bearer(login.body.apiResponseData.withdraw_token as string);
    expect(login.body.code).toBe(PROTECTION_CODES.excluded);
    // The withdraw-only session reads no letters.
    expect((await h.post("/api/arks/web/member/letter", {}, w)).body.code).toBe(PROTECTION_CODES.excluded);
    // After the break promotions arrive again.
    await h.admin("clock", { account, advance_ms: 86_400_000 + 1000 });
    const after = await h.admin("letter", { account, title: "Welcome back", kind: "promotion" });
    expect(after.body.apiResponseData.id).toEqual(expect.any(Number));
    const back = await h.login(account, "abc12345");
    const list = await h.post("/api/arks/web/member/letter", {}, h.bearer(back.body.apiResponseData.token as string));
    expect(list.body.apiResponseData.list.map((l: { title: string }) => l.title).sort()).toEqual(
      ["Weekend bonus", "Welcome back", "Your withdrawal was paid"].sort(),
    );
  });

  it("a permanent self-exclusion is never replaced", async () => {
    const { account, token } = await registerMember(h, "excl");
    expect(
      (await h.post("/api/member/protection/self_exclusion", { length: "permanent" }, h.bearer(token))).body
        .apiResponseData.exclusion.ends_at,
    ).toBeNull();
    await h.admin("clock", { account, advance_ms: 6 * 366 * 86_400_000 });
    const login = await h.login(account, "abc12345");
    expect(login.body.code).toBe(PROTECTION_CODES.excluded);
    expect(login.body.apiResponseData.ends_at).toBeNull();
    const w = h.bearer(login.body.apiResponseData.withdraw_token as string);
    const shorter = await h.post("/api/member/protection/self_exclusion", { length: "5y" }, w);
    expect(shorter.body.code).not.toBe(100);
  });
});

describe("night block (tn) by the member's clock", () => {
  const h = sandboxAt(MARCH_10_NOON, sockets);

  it("refuses login and play1 from 00:00 to 05:00 India time, and ends open sessions at midnight", async () => {
    const { account, token } = await registerMember(h, "night");
    const id = (await h.admin("member", { account })).body.apiResponseData.id as number;
    const socket = await memberSocket(h, token, id);
    const ended = nextEvent<{ reason: string; ends_at: string }>((resolve) =>
      socket.on(PROTECTION_EVENT, (_c: string, data: { reason: string; ends_at: string }) => resolve(data)),
    );
    await h.admin("clock", { account, to: "2026-03-11T00:30:00+05:30" });
    expect(await ended).toEqual({ reason: "night_block", ends_at: "2026-03-10T23:30:00.000Z" });
    expect((await h.post("/api/member/game/play1", PLAY, h.bearer(token))).status).toBe(401);
    const login = await h.login(account, "abc12345");
    expect(login.body.code).toBe(PROTECTION_CODES.nightBlock);
    expect(login.body.apiResponseData).toEqual({ ends_at: "2026-03-10T23:30:00.000Z" });
    // Other members (their own clocks) still log in.
    expect((await h.login("demo01", "demo1234")).body.code).toBe(100);
    await h.admin("clock", { account, to: "2026-03-11T05:00:00+05:30" });
    expect((await h.login(account, "abc12345")).body.code).toBe(100);
  });

  it("warns a member at play a few minutes before midnight India time, once", async () => {
    const { account, token } = await registerMember(h, "night");
    const id = (await h.admin("member", { account })).body.apiResponseData.id as number;
    const socket = await memberSocket(h, token, id);
    expect((await h.post("/api/member/game/play1", PLAY, h.bearer(token))).body.code).toBe(100);
    let warnings = 0;
    const warned = nextEvent<unknown>((resolve) =>
      socket.on(PROTECTION_WARNING_EVENT, (_c: string, data: unknown) => {
        warnings += 1;
        resolve(data);
      }),
    );
    const now = Date.parse((await h.admin("clock", { account })).body.apiResponseData.now as string);
    const day = new Date(now + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    await h.admin("clock", { account, to: `${day}T23:56:00+05:30` });
    expect(await warned).toEqual({ reason: "night_block_warning", ends_at: `${day}T23:30:00.000Z` });
    await h.admin("clock", { account, advance_ms: 1000 });
    expect(warnings).toBe(1);
  });

  it("is off without the tn profile", async () => {
    const off = await startSandbox(":memory:", { compliance: { profiles: ["ukgc", "mga"] } });
    try {
      await off.admin("clock", { account: "demo01", to: "2099-03-11T01:00:00+05:30" });
      expect((await off.login("demo01", "demo1234")).body.code).toBe(100);
    } finally {
      await off.close();
    }
  });
});

describe("blocked countries", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startSandbox(":memory:", { compliance: { blockedCountries: ["IN"] } });
  });
  afterAll(() => h.close());

  it("refuses registration, login, deposit and play from a blocked country (the sandbox's IP rule)", async () => {
    const token = await h.token("demo01", "demo1234");
    await h.admin("ip-country", { ip: "198.51.100.7", country: "IN" });
    const from = { "x-forwarded-for": "198.51.100.7" };
    const reg = await postRegister(h, "blocked01", from);
    expect(reg.body.code).toBe(PROTECTION_CODES.countryBlocked);
    expect(reg.body.apiResponseData).toEqual({ country: "IN" });
    expect((await h.login("demo01", "demo1234")).body.code).toBe(100); // another address
    const captcha = (await h.post("/api/captcha", { type: 1, site_id: 1 })).body.apiResponseData.token as string;
    const login = await h.post(
      "/api/login",
      { account: "demo01", password: "demo1234", site_id: 1, answer: "7777", captcha_token: captcha },
      from,
    );
    expect(login.body.code).toBe(PROTECTION_CODES.countryBlocked);
    const both = { ...from, ...h.bearer(token) };
    expect(
      (
        await h.post(
          "/api/member/deposit/store",
          { method: "upi", amount: "500", request_id: "blocked-country-deposit" },
          both,
        )
      ).body.code,
    ).toBe(PROTECTION_CODES.countryBlocked);
    expect((await h.post("/api/member/game/play1", PLAY, both)).body.code).toBe(PROTECTION_CODES.countryBlocked);
    // Content stays readable.
    expect((await h.post("/api/arks/web/marquee", { site_id: 1, currency: "INR" }, from)).body.code).not.toBe(
      PROTECTION_CODES.countryBlocked,
    );
  });

  it("believes the CDN's country header only from a trusted proxy", async () => {
    const own = await startSandbox(":memory:", {
      compliance: { blockedCountries: ["IN"] },
      trustedProxies: "",
    });
    try {
      // Not from a trusted proxy: the header counts for nothing.
      const forged = await postRegister(own, "forged01", { "cf-ipcountry": "IN" });
      expect(forged.body.code).not.toBe(PROTECTION_CODES.countryBlocked);
    } finally {
      await own.close();
    }
    // From the trusted proxy (the harness's loopback): it counts.
    const cdn = await postRegister(h, "viacdn01", { "cf-ipcountry": "in", "x-forwarded-for": "198.51.100.9" });
    expect(cdn.body.code).toBe(PROTECTION_CODES.countryBlocked);
  });
});

describe("age", () => {
  const h = sandboxAt(MARCH_10_NOON);

  it("refuses a birthday under 18 with a field error, and a registration without the confirmation", async () => {
    const young = await postRegister(
      h,
      "young001",
      { "x-forwarded-for": "203.0.113.61" },
      {
        member_birthday: "2008-03-11",
      },
    );
    expect(young.body.code).toBe(PROTECTION_CODES.underAge);
    expect(young.body.apiResponseData).toEqual({ field: "member_birthday" });
    const unconfirmed = await postRegister(
      h,
      "young002",
      { "x-forwarded-for": "203.0.113.62" },
      {
        age_confirmed: undefined,
      },
    );
    expect(unconfirmed.body.code).toBe(PROTECTION_CODES.ageNotConfirmed);
    const eighteen = await postRegister(
      h,
      "adult001",
      { "x-forwarded-for": "203.0.113.63" },
      {
        member_birthday: "2008-03-10",
      },
    );
    expect(eighteen.body.code, eighteen.body.message).toBe(100);
  });
});
