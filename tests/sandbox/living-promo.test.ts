// (spec 001 §4, §8 red envelope; our daily sign-in contract, src/contract/signin.ts): the sandbox
// shares each envelope's pool among its claimers, once per member, conserved against the house under
// concurrent claims; one sign-in per Caracas day credits a bonus from the house.
import { describe, expect, it } from "vitest";
import { caracasDay, weekOf } from "../../sandbox/routes/signin.ts";
import { shareOf } from "../../sandbox/routes/red-envelope.ts";
import { sandboxNow } from "../../sandbox/clock.ts";
import { sandboxFor } from "./helpers.ts";

const h = sandboxFor();

async function inrTotal(): Promise<number> {
  const t = (await h.admin("totals")).body.apiResponseData.INR as { members: number; wallets: number; house: number };
  return t.members + t.wallets + t.house;
}

async function members(prefix: string, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await h.admin("member/create", { account: `${prefix}${String(i).padStart(3, "0")}`, currency: "INR" });
    expect(r.body.code).toBe(100);
    out.push(r.body.apiResponseData.token as string);
  }
  return out;
}

describe("red envelope pool", () => {
  it(
    "50 members claiming at once (each twice) share the pool once each, and money is conserved",
    { timeout: 30_000 },
    async () => {
      const tokens = await members("envlp", 50);
      // 40 shares of at most 100 from a pool of 2000: not everyone gets one, the pool runs dry exactly
      const start = await h.admin("red-envelope/start", {
        currency: "INR",
        min: 10,
        max: 100,
        count: 40,
        amount: 2000,
      });
      const id = start.body.apiResponseData.id as number;
      const before = await inrTotal();
      const promo = await h.post("/api/arks/web/activity/red_envelope_promotion", {}, h.bearer(tokens[0]!));
      expect(promo.body.apiResponseData).toMatchObject({ id });

      const claims = await Promise.all(
        tokens.flatMap((t) => [0, 1].map(() => h.post("/api/arks/web/activity/red_envelope", { id }, h.bearer(t)))),
      );
      const won = claims.filter((c) => c.body.code === 100);
      for (const c of claims) expect([100, 102]).toContain(c.body.code);
      // one claim per member: never both of a member's two requests
      for (let i = 0; i < tokens.length; i++) {
        expect(
          [claims[2 * i]!.body.code, claims[2 * i + 1]!.body.code].filter((c) => c === 100).length,
        ).toBeLessThanOrEqual(1);
      }
      expect(won.length).toBe(40);
      const paid = won.reduce((a, c) => a + Math.round((c.body.apiResponseData.cash as number) * 100), 0);
      expect(paid).toBe(200_000); // the whole pool (minor units), no more
      const state = (await h.admin("red-envelope/state", { id })).body.apiResponseData;
      expect(state).toMatchObject({ remaining: 0, pool: 0, claims: 40, members: 40, claimed: 200_000 });
      expect(await inrTotal()).toBe(before); // members + wallets + house unchanged: the house paid
      // a member who claimed sees no envelope any more; a late claimer gets 102 (spec 001 §8)
      const again = await h.post("/api/arks/web/activity/red_envelope_promotion", {}, h.bearer(tokens[0]!));
      expect(again.body.apiResponseData).toEqual([]);
    },
  );

  it("a share always leaves the minimum for each later claimer and the last takes the rest", () => {
    const e = {
      id: 1,
      currency: "INR",
      title: "",
      start_at: "",
      end_at: "",
      min_amount: 10,
      max_amount: 100,
      pool: 45,
    };
    expect(shareOf({ ...e, remaining: 1 }, () => 0)).toBe(45);
    expect(shareOf({ ...e, remaining: 3 }, (_lo, hi) => hi - 1)).toBe(25);
    expect(shareOf({ ...e, remaining: 2, pool: 0 }, () => 5)).toBe(0);
  });
});

describe("daily sign-in (our contract)", () => {
  it("one sign-in per Caracas day, a bonus from the house with member.cash, then 101", async () => {
    const [token] = await members("signa", 1);
    await h.admin("signin", { bonus: 7 });
    const before = await inrTotal();
    const info = await h.post("/api/arks/web/activity/signin/info", {}, h.bearer(token!));
    expect(info.body.code).toBe(100);
    expect(info.body.apiResponseData).toMatchObject({ signed_today: 0, bonus: 7, today: caracasDay(sandboxNow()) });
    const [a, b] = await Promise.all([
      h.post("/api/arks/web/activity/signin", {}, h.bearer(token!)),
      h.post("/api/arks/web/activity/signin", {}, h.bearer(token!)),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([100, 101]);
    expect(await inrTotal()).toBe(before);
    const after = await h.post("/api/arks/web/activity/signin/info", {}, h.bearer(token!));
    expect(after.body.apiResponseData.signed_today).toBe(1);
  });

  it("refuses before the window (102) and after it (103)", async () => {
    const [token] = await members("signb", 1);
    await h.admin("signin", { start_in_minutes: 60 });
    expect((await h.post("/api/arks/web/activity/signin", {}, h.bearer(token!))).body.code).toBe(102);
    await h.admin("signin", { start_in_minutes: -120, minutes: 60 });
    expect((await h.post("/api/arks/web/activity/signin", {}, h.bearer(token!))).body.code).toBe(103);
    await h.admin("signin", {});
  });

  it("days are Caracas days: 03:30Z on the 24th is still the 23rd; weeks run Monday to Sunday", () => {
    expect(caracasDay(Date.parse("2026-11-24T03:30:00Z"))).toBe("2026-11-23");
    expect(caracasDay(Date.parse("2026-11-24T04:30:00Z"))).toBe("2026-11-24");
    expect(weekOf("2026-11-25")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
  });
});
