// The safer-gambling limits and the reality check as pure rules (src/contract/limit-rules.ts), clock passed in.
import { describe, expect, it } from "vitest";
import {
  LIMIT_CONFIRM_WINDOW_MS,
  LIMIT_COOLING_MS,
  NO_LIMIT,
  livePending,
  pendingExpiresAt,
  PLAY_BREAK_MS,
  changeLimit,
  dueRealityCheck,
  firstBreach,
  isTimeZone,
  limitWindow,
  nextRealityCheck,
  playSessionStart,
  playedBetween,
  realityPlan,
  startOfLocalDay,
} from "../../src/contract/limit-rules.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const MIN = 60_000;

describe("limit windows in the member's time zone", () => {
  it.each([
    // zone, now, period, start, resets_at
    ["Asia/Kolkata", "2026-11-26T12:00:00Z", "day", "2026-11-25T18:30:00.000Z", "2026-11-26T18:30:00.000Z"],
    // 23:59 IST is still the same day; 00:00 IST is the next one
    ["Asia/Kolkata", "2026-11-26T18:29:59Z", "day", "2026-11-25T18:30:00.000Z", "2026-11-26T18:30:00.000Z"],
    ["Asia/Kolkata", "2026-11-26T18:30:00Z", "day", "2026-11-26T18:30:00.000Z", "2026-11-27T18:30:00.000Z"],
    // the week starts on Monday (2026-11-23 is a Monday)
    ["Asia/Kolkata", "2026-11-26T12:00:00Z", "week", "2026-11-22T18:30:00.000Z", "2026-11-29T18:30:00.000Z"],
    // Sunday 23:00 IST is still the old week; Monday 00:00 IST starts the next
    ["Asia/Kolkata", "2026-11-29T17:30:00Z", "week", "2026-11-22T18:30:00.000Z", "2026-11-29T18:30:00.000Z"],
    ["Asia/Kolkata", "2026-11-29T18:30:00Z", "week", "2026-11-29T18:30:00.000Z", "2026-12-06T18:30:00.000Z"],
    // the month turns at local midnight, and over a year end
    ["Asia/Kolkata", "2026-12-31T18:29:00Z", "month", "2026-11-30T18:30:00.000Z", "2026-12-31T18:30:00.000Z"],
    ["Asia/Kolkata", "2026-12-31T18:30:00Z", "month", "2026-12-31T18:30:00.000Z", "2027-01-31T18:30:00.000Z"],
    // February of a leap year
    ["UTC", "2028-02-29T10:00:00Z", "month", "2028-02-01T00:00:00.000Z", "2028-03-01T00:00:00.000Z"],
    // a zone west of UTC: the same instant is still the 26th in New York
    ["America/New_York", "2026-11-27T03:00:00Z", "day", "2026-11-26T05:00:00.000Z", "2026-11-27T05:00:00.000Z"],
    // a DST change inside the window: London's day of 2026-10-25 lasts 25 hours
    ["Europe/London", "2026-10-25T12:00:00Z", "day", "2026-10-24T23:00:00.000Z", "2026-10-26T00:00:00.000Z"],
    // the week holding the spring change in London (Sunday 29 March 2026): 167 hours
    ["Europe/London", "2026-03-25T12:00:00Z", "week", "2026-03-23T00:00:00.000Z", "2026-03-29T23:00:00.000Z"],
    ["Europe/London", "2026-03-30T12:00:00Z", "week", "2026-03-29T23:00:00.000Z", "2026-04-05T23:00:00.000Z"],
  ] as const)("%s %s %s", (zone, now, period, start, resets) => {
    const w = limitWindow(period, at(now), zone);
    expect(iso(w.start)).toBe(start);
    expect(iso(w.resets_at)).toBe(resets);
  });

  it("a day whose midnight falls in a DST gap starts at the first moment after it (Santiago, 6 Sep 2026)", () => {
    const s = startOfLocalDay(2026, 9, 6, "America/Santiago");
    expect(iso(s)).toBe("2026-09-06T04:00:00.000Z"); // 01:00 local, -03:00
  });

  it("knows real zones only", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(5)).toBe(false);
  });
});

describe("changing a limit: a decrease at once, an increase or removal after 24 h and a confirmation", () => {
  const now = at("2026-11-26T12:00:00Z");
  const set = (value: number | null) => ({ value, pending: null });

  it.each([
    ["a first limit", NO_LIMIT, 5000, "now", 5000],
    ["a decrease", set(5000), 3000, "now", 3000],
    ["the same value", set(5000), 5000, "now", 5000],
    ["an increase", set(5000), 9000, "pending", 5000],
    ["a removal", set(5000), null, "pending", 5000],
    ["removing no limit", NO_LIMIT, null, "now", null],
  ] as const)("%s", (_name, state, value, applied, current) => {
    const r = changeLimit(state, { type: "request", value, now });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.applied).toBe(applied);
    expect(r.state.value).toBe(current);
    if (applied === "pending")
      expect(r.state.pending).toEqual({ value, requested_at: now, confirmable_at: now + LIMIT_COOLING_MS });
    else expect(r.state.pending).toBeNull();
  });

  it("cannot be confirmed before 24 h, can be after, and then applies", () => {
    const r = changeLimit(set(5000), { type: "request", value: 9000, now });
    if (!r.ok) throw new Error("refused");
    expect(changeLimit(r.state, { type: "confirm", now: now + LIMIT_COOLING_MS - 1 })).toEqual({
      ok: false,
      problem: "not_yet",
      confirmable_at: now + LIMIT_COOLING_MS,
    });
    expect(changeLimit(r.state, { type: "confirm", now: now + LIMIT_COOLING_MS })).toEqual({
      ok: true,
      state: { value: 9000, pending: null },
      applied: "now",
    });
  });

  it("asking again for the pending value keeps its clock; another value restarts it", () => {
    const first = changeLimit(set(5000), { type: "request", value: 9000, now });
    if (!first.ok) throw new Error("refused");
    const again = changeLimit(first.state, { type: "request", value: 9000, now: now + 60 * MIN });
    expect(again.ok && again.state.pending?.confirmable_at).toBe(now + LIMIT_COOLING_MS);
    const other = changeLimit(first.state, { type: "request", value: 8000, now: now + 60 * MIN });
    expect(other.ok && other.state.pending?.confirmable_at).toBe(now + 60 * MIN + LIMIT_COOLING_MS);
  });

  it("a decrease while an increase is pending wins and cancels it (two tabs end in one state)", () => {
    const up = changeLimit(set(5000), { type: "request", value: 9000, now });
    if (!up.ok) throw new Error("refused");
    const down = changeLimit(up.state, { type: "request", value: 1000, now });
    expect(down).toEqual({ ok: true, state: { value: 1000, pending: null }, applied: "now" });
  });

  it("confirm or cancel with nothing pending is refused; cancel keeps the current limit", () => {
    expect(changeLimit(set(5000), { type: "confirm", now })).toEqual({ ok: false, problem: "nothing_pending" });
    expect(changeLimit(set(5000), { type: "cancel" })).toEqual({ ok: false, problem: "nothing_pending" });
    const up = changeLimit(set(5000), { type: "request", value: null, now });
    if (!up.ok) throw new Error("refused");
    expect(changeLimit(up.state, { type: "cancel" })).toEqual({ ok: true, state: set(5000), applied: "cancelled" });
  });
});

describe("a pending raise or removal expires 7 days after it becomes confirmable (our decision, as major operators do)", () => {
  const now = at("2026-11-26T12:00:00Z");
  const DAY = 86_400_000;
  const up = changeLimit({ value: 5000, pending: null }, { type: "request", value: 9000, now });
  if (!up.ok) throw new Error("refused");
  const expires = now + LIMIT_COOLING_MS + LIMIT_CONFIRM_WINDOW_MS;

  it("expires 24 h + 7 days after the request", () => {
    expect(LIMIT_CONFIRM_WINDOW_MS).toBe(7 * DAY);
    expect(pendingExpiresAt(up.state.pending!)).toBe(expires);
  });

  it.each([
    ["just after the request", "not_yet", now + MIN],
    ["when it becomes confirmable", "applies", now + LIMIT_COOLING_MS],
    ["the last moment before it expires", "applies", expires - 1],
    ["the moment it expires", "expired", expires],
    ["a month later", "expired", now + 30 * DAY],
  ] as const)("confirm %s: %s", (_name, outcome, when) => {
    const r = changeLimit(up.state, { type: "confirm", now: when });
    if (outcome === "applies") expect(r).toEqual({ ok: true, state: { value: 9000, pending: null }, applied: "now" });
    else if (outcome === "not_yet") expect(r).toMatchObject({ ok: false, problem: "not_yet" });
    else
      expect(r).toEqual({ ok: false, problem: "expired", expired_at: expires, state: { value: 5000, pending: null } });
  });

  it("an expired change is no longer pending: the limit stays, and asking again starts a new 24 h wait", () => {
    expect(livePending(up.state, expires - 1)).toEqual(up.state);
    expect(livePending(up.state, expires)).toEqual({ value: 5000, pending: null });
    const again = changeLimit(up.state, { type: "request", value: 9000, now: expires + MIN });
    expect(again).toEqual({
      ok: true,
      state: {
        value: 5000,
        pending: { value: 9000, requested_at: expires + MIN, confirmable_at: expires + MIN + LIMIT_COOLING_MS },
      },
      applied: "pending",
    });
  });

  it("a removal expires the same way", () => {
    const off = changeLimit({ value: 5000, pending: null }, { type: "request", value: null, now });
    if (!off.ok) throw new Error("refused");
    expect(changeLimit(off.state, { type: "confirm", now: expires })).toMatchObject({ ok: false, problem: "expired" });
  });
});

describe("checking against limits", () => {
  const now = at("2026-11-26T12:00:00Z");
  const zone = "Asia/Kolkata";
  it.each([
    ["under every limit", { day: 1000, week: 5000 }, { day: 200, week: 200 }, 800, null],
    ["exactly up to the daily limit", { day: 1000 }, { day: 200 }, 800, null],
    ["one paisa over the daily limit", { day: 1000 }, { day: 200 }, 801, "day"],
    ["over the weekly only", { day: 1000, week: 1500 }, { day: 0, week: 1000 }, 600, "week"],
    ["over the monthly only", { month: 1500 }, { month: 1400 }, 101, "month"],
    ["no limits", {}, { day: 9e9 }, 9e9, null],
  ] as const)("%s", (_n, limits, used, add, period) => {
    const b = firstBreach("deposit", limits, used, add, now, zone);
    expect(b?.period ?? null).toBe(period);
    if (b) expect(b.resets_at).toBe(limitWindow(b.period, now, zone).resets_at);
  });
  it("reached: used up at the limit, not before", () => {
    expect(firstBreach("loss", { day: 1000 }, { day: 999 }, 0, now, zone, "reached")).toBeNull();
    expect(firstBreach("loss", { day: 1000 }, { day: 1000 }, 0, now, zone, "reached")?.limit).toBe(1000);
  });
});

describe("play sessions", () => {
  const t0 = at("2026-11-26T06:00:00Z");
  it("chains games with short gaps, breaks on a long one, and ends after a break", () => {
    const games = [
      { start: t0, end: t0 + 20 * MIN },
      { start: t0 + 25 * MIN, end: t0 + 40 * MIN }, // 5 min gap: same session
    ];
    expect(playSessionStart(games, t0 + 41 * MIN)).toBe(t0);
    expect(playSessionStart(games, t0 + 40 * MIN + PLAY_BREAK_MS)).toBeNull();
    const later = [...games, { start: t0 + 60 * MIN, end: null }]; // 20 min gap: a new session
    expect(playSessionStart(later, t0 + 70 * MIN)).toBe(t0 + 60 * MIN);
  });
  it("counts time played once for overlapping games, inside the window", () => {
    const games = [
      { start: t0, end: t0 + 30 * MIN },
      { start: t0 + 10 * MIN, end: t0 + 40 * MIN },
      { start: t0 + 100 * MIN, end: null },
    ];
    expect(playedBetween(games, t0, t0 + 110 * MIN)).toBe(50 * MIN);
    expect(playedBetween(games, t0 + 20 * MIN, t0 + 110 * MIN)).toBe(30 * MIN);
  });
});

describe("reality check scheduling", () => {
  const start = at("2026-11-26T06:00:00Z");
  it.each([
    ["ukgc, default", { member: true, fixed: false }, null, { first_min: 60, every_min: 60 }],
    ["mga, member picked 30", { member: true, fixed: false }, 30, { first_min: 30, every_min: 30 }],
    ["tn: 60 then every 30", { member: false, fixed: true }, 120, { first_min: 60, every_min: 30 }],
    ["all three, member 90: the stricter", { member: true, fixed: true }, 90, { first_min: 60, every_min: 30 }],
    ["all three, member 15", { member: true, fixed: true }, 15, { first_min: 15, every_min: 15 }],
    ["none", { member: false, fixed: false }, 60, null],
  ] as const)("%s", (_n, profiles, interval, plan) => {
    expect(realityPlan(profiles, interval)).toEqual(plan);
  });
  it("tn: the first at 60 minutes of continuous play, then every 30", () => {
    const plan = { first_min: 60, every_min: 30 };
    expect(nextRealityCheck(plan, start, start)).toBe(start + 60 * MIN);
    expect(nextRealityCheck(plan, start, start + 60 * MIN)).toBe(start + 90 * MIN);
    expect(nextRealityCheck(plan, start, start + 100 * MIN)).toBe(start + 120 * MIN);
    expect(dueRealityCheck(plan, start, start + 59 * MIN)).toBeNull();
    expect(dueRealityCheck(plan, start, start + 95 * MIN)).toBe(start + 90 * MIN);
  });
  it("ukgc/mga: every interval the member picked", () => {
    const plan = { first_min: 45, every_min: 45 };
    expect(nextRealityCheck(plan, start, start + 46 * MIN)).toBe(start + 90 * MIN);
  });
});
