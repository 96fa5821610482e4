// spec 001 §4, §8, §9: the red envelope's countdown read in America/Caracas, its end, and a claim that happens once.
import { describe, expect, it } from "vitest";
import {
  IDLE,
  endsAtText,
  formatCountdown,
  instantOf,
  secondsUntil,
  transition,
  type Envelope,
  type State,
} from "../../../src/features/red-envelope/red-envelope.machine.ts";

describe("end_at in America/Caracas (UTC-4), across a day boundary", () => {
  it("a wall time without a zone is Caracas time: 00:00:05 on the 24th is 04:00:05Z", () => {
    expect(instantOf("2026-11-24 00:00:05")).toBe(Date.parse("2026-11-24T04:00:05Z"));
  });
  it("ten seconds before midnight in Caracas (already the 24th in UTC) leaves 10 s to 00:00:05", () => {
    const now = Date.parse("2026-11-24T03:59:55Z"); // 23:59:55 on the 23rd in Caracas
    expect(secondsUntil("2026-11-24 00:00:05", now)).toBe(10);
  });
  it("a time with an offset is read as written", () => {
    expect(secondsUntil("2026-11-24T00:00:05Z", Date.parse("2026-11-23T23:59:55Z"))).toBe(10);
  });
  it("shows the end in Caracas time, the previous calendar day of a UTC midnight-past instant", () => {
    expect(endsAtText("2026-11-24T02:30:00Z")).toBe("2026-11-23 22:30:00");
  });
  it("counts a past or unreadable end as 0", () => {
    expect(secondsUntil("2026-11-24 00:00:05", Date.parse("2026-11-25T00:00:00Z"))).toBe(0);
    expect(secondsUntil("not a date", 0)).toBe(0);
  });
  it("formats the countdown with days when more than one", () => {
    expect(formatCountdown(10)).toBe("00:00:10");
    expect(formatCountdown(3 * 86400 + 3661)).toBe("3d 01:01:01");
  });
});

const env: Envelope = { id: 7, title: "Diwali", endAt: "2026-11-24 00:00:05" };
const now = Date.parse("2026-11-24T03:59:55Z");
const active: State = { kind: "active", envelope: env, secondsLeft: 10 };

describe("the envelope's states", () => {
  it("an empty array means none; an envelope counts down", () => {
    expect(transition(IDLE, { type: "loaded", envelope: null, now })).toEqual({ kind: "none" });
    expect(transition(IDLE, { type: "loaded", envelope: env, now })).toEqual(active);
  });
  it("each tick recomputes from the clock; at 0 it ends (and the store asks again after 3 s)", () => {
    expect(transition(active, { type: "tick", now: now + 1000 })).toMatchObject({ secondsLeft: 9 });
    expect(transition(active, { type: "tick", now: now + 10_000 })).toEqual({ kind: "ended", envelope: env });
  });
  it("a claim happens once: a second click while claiming does nothing", () => {
    const claiming = transition(active, { type: "claim" });
    expect(claiming.kind).toBe("claiming");
    expect(transition(claiming, { type: "claim" })).toBe(claiming);
  });
  it("a successful claim sets the amount and opens the result; closing it leaves no envelope", () => {
    const done = transition(transition(active, { type: "claim" }), { type: "claimed", cash: 123.45 });
    expect(done).toEqual({ kind: "claimed", envelope: env, cash: 123.45 });
    expect(transition(done, { type: "claim" })).toBe(done);
    expect(transition(done, { type: "resultClosed" })).toEqual({ kind: "none" });
  });
  it("code 102 clears the envelope with the message (spec 001 §8)", () => {
    expect(transition(transition(active, { type: "claim" }), { type: "claimGone", message: "gone" })).toEqual({
      kind: "gone",
      message: "gone",
    });
  });
  it("a failed request returns to the countdown; a RedEnvelopeDisplay reload does not close an open result", () => {
    expect(transition(transition(active, { type: "claim" }), { type: "claimFailed" })).toEqual(active);
    const done: State = { kind: "claimed", envelope: env, cash: 1 };
    expect(transition(done, { type: "loaded", envelope: null, now })).toBe(done);
  });
});

describe("the red envelope's weight (DESIGN JS budget)", () => {
  it("reads the platform's wall times with Intl, not dayjs: it loads on every signed-in page", async () => {
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(
      new URL("../../../src/features/red-envelope/red-envelope.machine.ts", import.meta.url),
      "utf8",
    );
    expect(source).not.toMatch(/from "dayjs/);
  });
});
