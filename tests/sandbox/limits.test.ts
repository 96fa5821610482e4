// The member's safer-gambling limits enforced by the sandbox (our extension, src/contract/limits.ts; rules in
// src/contract/limit-rules.ts): deposits over a deposit limit, bets over a wager or loss limit and play1 once a
// loss or session-time limit is reached are refused with the limit and when it resets; a raise waits 24 hours by
// the sandbox's clock and a confirmation; bad input changes nothing; concurrent requests never pass a limit.
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIMIT_CODES, LimitRefusalSchema, LimitsStateSchema, PlaySessionSchema } from "../../src/contract/index.ts";
import { advanceClock, sandboxNow, startClockAt } from "../../sandbox/clock.ts";
import { registerMember, sandboxAt, startSandbox } from "./helpers.ts";
import { BAD_AMOUNTS } from "../samples/amounts.ts";

// A fixed midday in India, put back after every test: a test that moves the clock forward half an hour must not
// run into the night block (00:00–05:00 IST, code 452) because the suite happens to run at 23:30 IST.
const MIDDAY_IST = "2026-11-25T12:00:00+05:30";
const h = sandboxAt(MIDDAY_IST);
afterEach(() => {
  startClockAt(MIDDAY_IST);
  vi.restoreAllMocks();
});

/** Every round from now on loses (the reels read Math.random: 🍒 🍋 🔔 is no line), so a loss is certain. */
function losingRounds(): void {
  let i = 0;
  vi.spyOn(Math, "random").mockImplementation(() => [0, 0.2, 0.4][i++ % 3] ?? 0);
}

let seq = 0;
const rid = () => `limits-${Date.now()}-${++seq}`;
const HOUR = 3_600_000;

async function member() {
  const m = await registerMember(h, "lim");
  return { ...m, auth: h.bearer(m.token) };
}
const setLimit = (auth: Record<string, string>, kind: string, period: string, amount: string | null) =>
  h.post("/api/member/responsible/limits/set", { kind, period, amount }, auth);
const deposit = (auth: Record<string, string>, amount: string) =>
  h.post("/api/member/deposit/store", { method: "bank", amount, request_id: rid() }, auth);
const slot = (data: unknown, kind: string, period: string) =>
  LimitsStateSchema.parse(data).limits.find((l) => l.kind === kind && l.period === period);

async function startGame(m: { account: string; auth: Record<string, string> }) {
  return h.post(
    "/api/member/game/play1",
    { gp_id: "GPR8", game_type: 2, game_code: "", house: 0, lobby_url: "/close", device: 1 },
    m.auth,
  );
}
async function spin(account: string, bet: number) {
  const session = (await h.admin("member", { account })).body.apiResponseData.session as string;
  const r = await fetch(`${h.base}/sandbox/games/spin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ session, bet }),
  });
  return (await r.json()) as { ok: boolean; reason?: string; code?: number; limit?: unknown; win?: number };
}

describe("deposit limits", () => {
  it("a deposit over the daily deposit limit is refused with the limit and when it resets; under it passes", async () => {
    const m = await member();
    expect((await setLimit(m.auth, "deposit", "day", "100")).body.code).toBe(100);
    expect((await deposit(m.auth, "60")).body.code).toBe(100);
    const over = await deposit(m.auth, "50");
    expect(over.body.code).toBe(LIMIT_CODES.depositLimit);
    const detail = LimitRefusalSchema.parse(over.body.apiResponseData);
    expect(detail).toMatchObject({ kind: "deposit", period: "day", limit: 10_000, used: 6_000, currency: "USD" });
    expect(Date.parse(detail.resets_at)).toBeGreaterThan(sandboxNow());
    expect((await deposit(m.auth, "40")).body.code).toBe(100);
    // the next day the window is new
    advanceClock(24 * HOUR);
    expect((await deposit(m.auth, "50")).body.code).toBe(100);
  });

  it("20 concurrent deposits never pass a limit together", async () => {
    const m = await member();
    expect((await setLimit(m.auth, "deposit", "week", "100")).body.code).toBe(100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(m.auth, "10")));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 100)).toHaveLength(10);
    expect(codes.filter((c) => c === LIMIT_CODES.depositLimit)).toHaveLength(10);
    const state = await h.post("/api/member/responsible/limits", {}, m.auth);
    expect(slot(state.body.apiResponseData, "deposit", "week")?.used).toBe(10_000);
  });
});

describe("changing a limit", () => {
  it("a raise waits 24 hours by the sandbox's clock and then needs a confirmation; a forged early confirm fails", async () => {
    const m = await member();
    await setLimit(m.auth, "deposit", "day", "100");
    const up = await setLimit(m.auth, "deposit", "day", "500");
    const s = slot(up.body.apiResponseData, "deposit", "day");
    expect(s?.value).toBe(10_000);
    expect(s?.pending?.value).toBe(50_000);
    // still the old limit
    expect((await deposit(m.auth, "200")).body.code).toBe(LIMIT_CODES.depositLimit);
    const early = await h.post("/api/member/responsible/limits/confirm", { kind: "deposit", period: "day" }, m.auth);
    expect(early.body.code).toBe(LIMIT_CODES.notYetConfirmable);
    expect(early.body.apiResponseData.confirmable_at).toBe(s?.pending?.confirmable_at);
    // asking again does not restart or skip the wait
    const again = await setLimit(m.auth, "deposit", "day", "500");
    expect(slot(again.body.apiResponseData, "deposit", "day")?.pending?.confirmable_at).toBe(
      s?.pending?.confirmable_at,
    );
    advanceClock(24 * HOUR);
    // 24 hours alone change nothing: the member confirms
    expect((await deposit(m.auth, "200")).body.code).toBe(LIMIT_CODES.depositLimit);
    const ok = await h.post("/api/member/responsible/limits/confirm", { kind: "deposit", period: "day" }, m.auth);
    expect(ok.body.code).toBe(100);
    expect(slot(ok.body.apiResponseData, "deposit", "day")).toMatchObject({ value: 50_000, pending: null });
    expect((await deposit(m.auth, "200")).body.code).toBe(100);
  });

  it("a raise not confirmed within 7 days of becoming confirmable expires: the limit stays, confirm is refused", async () => {
    const m = await member();
    await setLimit(m.auth, "deposit", "day", "100");
    const up = await setLimit(m.auth, "deposit", "day", "500");
    const s = slot(up.body.apiResponseData, "deposit", "day");
    // The answer says until when it may be confirmed: 24 h + 7 days after the request.
    expect(Date.parse(s!.pending!.expires_at) - Date.parse(s!.pending!.requested_at)).toBe(8 * 24 * HOUR);
    advanceClock(8 * 24 * HOUR);
    // A new login: the session of a week ago has expired.
    m.auth = h.bearer(await h.token(m.account, "abc12345"));
    const state = await h.post("/api/member/responsible/limits", {}, m.auth);
    expect(slot(state.body.apiResponseData, "deposit", "day")).toMatchObject({ value: 10_000, pending: null });
    const late = await h.post("/api/member/responsible/limits/confirm", { kind: "deposit", period: "day" }, m.auth);
    expect(late.body.code).toBe(LIMIT_CODES.pendingExpired);
    expect(late.body.apiResponseData.expired_at).toBe(s!.pending!.expires_at);
    expect((await deposit(m.auth, "200")).body.code).toBe(LIMIT_CODES.depositLimit);
    // Asking again starts a new 24-hour wait.
    const again = await setLimit(m.auth, "deposit", "day", "500");
    const p = slot(again.body.apiResponseData, "deposit", "day")!.pending!;
    expect(Date.parse(p.confirmable_at) - Date.parse(p.requested_at)).toBe(24 * HOUR);
    expect(Date.parse(p.requested_at)).toBeGreaterThan(Date.parse(s!.pending!.expires_at));
  });

  it("a decrease takes effect at once and cancels a pending raise", async () => {
    const m = await member();
    await setLimit(m.auth, "wager", "week", "100");
    await setLimit(m.auth, "wager", "week", null);
    const down = await setLimit(m.auth, "wager", "week", "50");
    expect(slot(down.body.apiResponseData, "wager", "week")).toMatchObject({ value: 5_000, pending: null });
  });

  it("two tabs changing the same limit at once end in one consistent state", async () => {
    const m = await member();
    await setLimit(m.auth, "loss", "day", "100");
    await Promise.all([setLimit(m.auth, "loss", "day", "300"), setLimit(m.auth, "loss", "day", "40")]);
    const s = slot((await h.post("/api/member/responsible/limits", {}, m.auth)).body.apiResponseData, "loss", "day");
    // either the raise came last (40 now, 300 pending) or the decrease did (40, nothing pending); never 300 at once
    expect(s?.value).toBe(4_000);
    if (s?.pending) expect(s.pending.value).toBe(30_000);
  });

  it.each(BAD_AMOUNTS)(
    "bad input ($name) gets a field error and changes nothing",
    async ({ text: amount, problem }) => {
      const m = await member();
      await setLimit(m.auth, "deposit", "day", "100");
      const a = await setLimit(m.auth, "deposit", "day", amount);
      expect(a.body.code).toBe(LIMIT_CODES.invalidLimit);
      expect(a.body.apiResponseData).toEqual({ field: "amount", problem });
      const s = slot(
        (await h.post("/api/member/responsible/limits", {}, m.auth)).body.apiResponseData,
        "deposit",
        "day",
      );
      expect(s).toMatchObject({ value: 10_000, pending: null });
    },
  );

  it("an unknown period, a session limit by the week or a number instead of text is refused as input", async () => {
    const m = await member();
    for (const body of [
      { kind: "deposit", period: "year", amount: "10" },
      { kind: "session", period: "week", amount: "10" },
      { kind: "deposit", period: "day", amount: 10 },
      { kind: "bonus", period: "day", amount: "10" },
    ]) {
      const a = await h.post("/api/member/responsible/limits/set", body, m.auth);
      expect(a.body.code, JSON.stringify(body)).not.toBe(100);
      expect(a.body.message).toMatch(/period|kind|amount/);
    }
    const s = LimitsStateSchema.parse(
      (await h.post("/api/member/responsible/limits", {}, m.auth)).body.apiResponseData,
    );
    expect(s.limits.every((l) => l.value === null && l.pending === null)).toBe(true);
  });
});

describe("wager, loss and session-time limits in play", () => {
  it("a loss limit reached mid-session refuses the next bet", async () => {
    const m = await member();
    await h.admin("deposit", { account: m.account, amount: 100 });
    expect((await startGame(m)).body.code).toBe(100);
    const lossUsed = async () =>
      slot((await h.post("/api/member/responsible/limits", {}, m.auth)).body.apiResponseData, "loss", "day")?.used ?? 0;
    losingRounds();
    expect((await spin(m.account, 1)).ok).toBe(true);
    expect((await spin(m.account, 2)).ok).toBe(true);
    const lost = await lossUsed();
    expect(lost).toBe(300);
    // mid-session, a limit half a dollar above the loss: the next bet of 1 could pass it, so it is refused
    expect((await setLimit(m.auth, "loss", "day", ((lost + 50) / 100).toFixed(2))).body.code).toBe(100);
    const refused = await spin(m.account, 1);
    expect([refused.ok, refused.reason, refused.code]).toEqual([false, "limit", LIMIT_CODES.lossLimit]);
    expect(LimitRefusalSchema.parse(refused.limit)).toMatchObject({
      kind: "loss",
      period: "day",
      limit: lost + 50,
      used: lost,
    });
    // and nothing was played: the loss is as it was
    expect(await lossUsed()).toBe(lost);
  });

  it("play1 is refused once the loss limit is used up", async () => {
    const m = await member();
    await h.admin("deposit", { account: m.account, amount: 100 });
    await startGame(m);
    const lossUsed = async () =>
      slot((await h.post("/api/member/responsible/limits", {}, m.auth)).body.apiResponseData, "loss", "week")?.used ??
      0;
    losingRounds();
    expect((await spin(m.account, 1)).ok).toBe(true);
    expect(await lossUsed()).toBe(100);
    // a lower limit takes effect at once: now the loss has reached it
    expect((await setLimit(m.auth, "loss", "week", "0.01")).body.code).toBe(100);
    const again = await startGame(m);
    expect(again.body.code).toBe(LIMIT_CODES.lossLimit);
    expect(LimitRefusalSchema.parse(again.body.apiResponseData)).toMatchObject({
      kind: "loss",
      period: "week",
      limit: 1,
    });
  });

  it("a bet over the wager limit is refused and moves no money", async () => {
    const m = await member();
    await h.admin("deposit", { account: m.account, amount: 100 });
    await setLimit(m.auth, "wager", "month", "7");
    await startGame(m);
    expect((await spin(m.account, 5)).ok).toBe(true);
    const before = (await h.admin("totals")).body.apiResponseData.USD;
    const r = await spin(m.account, 5);
    expect([r.ok, r.reason, r.code]).toEqual([false, "limit", LIMIT_CODES.wagerLimit]);
    expect((await h.admin("totals")).body.apiResponseData.USD).toEqual(before);
  });

  it("play1 is refused once the day's session time is used up, by the sandbox's clock", async () => {
    const m = await member();
    await setLimit(m.auth, "session", "day", "30");
    expect((await startGame(m)).body.code).toBe(100);
    advanceClock(31 * 60_000);
    const again = await startGame(m);
    expect(again.body.code).toBe(LIMIT_CODES.sessionLimit);
    expect(LimitRefusalSchema.parse(again.body.apiResponseData)).toMatchObject({ kind: "session", limit: 30 });
  });
});

describe("play session and reality check", () => {
  it("reports time played and the net position, and the check due after the interval until acknowledged", async () => {
    const m = await member();
    await h.admin("deposit", { account: m.account, amount: 100 });
    await h.post("/api/member/responsible/reality_check", { interval_min: 30 }, m.auth);
    const idle = PlaySessionSchema.parse(
      (await h.post("/api/member/responsible/play_session", {}, m.auth)).body.apiResponseData,
    );
    expect(idle.started_at).toBeNull();
    await startGame(m);
    await spin(m.account, 1);
    advanceClock(31 * 60_000);
    const s = PlaySessionSchema.parse(
      (await h.post("/api/member/responsible/play_session", {}, m.auth)).body.apiResponseData,
    );
    expect(s.played_ms).toBeGreaterThanOrEqual(31 * 60_000);
    expect(s.net).toBe(s.win - s.bet);
    expect(s.bet).toBe(100);
    // all three profiles (the default): min(30, 60) first, then min(30, 30)
    expect(Date.parse(s.due_check_at ?? "")).toBe(Date.parse(s.started_at ?? "") + 30 * 60_000);
    expect(Date.parse(s.next_check_at ?? "")).toBe(Date.parse(s.started_at ?? "") + 60 * 60_000);
    const acked = PlaySessionSchema.parse(
      (await h.post("/api/member/responsible/reality_check/ack", {}, m.auth)).body.apiResponseData,
    );
    expect(acked.due_check_at).toBeNull();
  });
});

describe("which profile turns on which rule (src/contract/compliance.ts)", () => {
  it.each([
    [["ukgc"], "member", 45, 45, false],
    [["tn"], "tn", 60, 30, true],
    [["ukgc", "mga", "tn"], "both", 45, 30, true],
    [[], "off", null, null, false],
  ] as const)("%j: reality check %s, deposit pop-up %s", async (profiles, mode, first, every, prompt) => {
    const s = await startSandbox(":memory:", { compliance: { profiles } });
    try {
      const m = await registerMember(s, "prof");
      const a = await s.post("/api/member/responsible/reality_check", { interval_min: 45 }, s.bearer(m.token));
      const state = LimitsStateSchema.parse(a.body.apiResponseData);
      expect(state.reality_check).toMatchObject({ mode, first_min: first, every_min: every });
      expect(state.deposit_prompt).toBe(prompt);
      // the limits themselves hold under every profile, none included
      expect(
        (
          await s.post(
            "/api/member/responsible/limits/set",
            { kind: "deposit", period: "day", amount: "10" },
            s.bearer(m.token),
          )
        ).body.code,
      ).toBe(100);
      const d = await s.post(
        "/api/member/deposit/store",
        { method: "bank", amount: "11", request_id: rid() },
        s.bearer(m.token),
      );
      expect(d.body.code).toBe(LIMIT_CODES.depositLimit);
    } finally {
      await s.close();
    }
  });

  it("the admin clock of one member moves that member's windows and 24-hour waits only", async () => {
    const a = await member();
    const b = await member();
    for (const m of [a, b]) {
      await setLimit(m.auth, "deposit", "day", "100");
      await setLimit(m.auth, "deposit", "day", "500");
    }
    expect((await h.admin("clock", { account: a.account, advance_ms: 24 * HOUR })).body.code).toBe(100);
    const confirm = (m: { auth: Record<string, string> }) =>
      h.post("/api/member/responsible/limits/confirm", { kind: "deposit", period: "day" }, m.auth);
    expect((await confirm(a)).body.code).toBe(100);
    expect((await confirm(b)).body.code).toBe(LIMIT_CODES.notYetConfirmable);
  });
});

describe("a reality check waiting for an answer holds the game's rounds (the game window says where to look)", () => {
  it("refuses the round while the check is due, and plays again once it is acknowledged", async () => {
    const m = await member();
    await h.admin("deposit", { account: m.account, amount: 100 });
    await h.post("/api/member/responsible/reality_check", { interval_min: 15 }, m.auth);
    await startGame(m);
    expect((await spin(m.account, 1)).ok).toBe(true);
    await h.admin("clock", { account: m.account, advance_ms: 16 * 60_000 });
    const held = await spin(m.account, 1);
    expect([held.ok, held.reason]).toEqual([false, "reality_check"]);
    await h.post("/api/member/responsible/reality_check/ack", {}, m.auth);
    expect((await spin(m.account, 1)).ok).toBe(true);
  });
});
