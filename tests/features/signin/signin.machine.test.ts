// spec 000 §3 daily sign-in display states; transitions are ours (contract/signin.ts).
import { describe, expect, it } from "vitest";
import type { SigninInfo } from "../../../src/contract/signin.ts";
import {
  IDLE,
  buttonDisplay,
  dayDisplay,
  transition,
  type State,
} from "../../../src/features/signin/signin.machine.ts";

const week = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"];
const info = (over: Partial<SigninInfo> = {}): SigninInfo => ({
  start_at: "2026-11-01T04:00:00Z",
  end_at: "2026-12-01T04:00:00Z",
  today: "2026-11-25",
  signed_today: 0,
  bonus: 5,
  week: week.map((date, i) => ({ date, signed: i === 0 ? 1 : 0 })),
  ...over,
});
const NOW = Date.parse("2026-11-25T12:00:00Z");

describe("the sign-in button's display state", () => {
  it.each([
    ["open and not signed today: click_signin", info(), NOW, false, "click_signin"],
    ["signed today: click_signin_true", info({ signed_today: 1 }), NOW, false, "click_signin_true"],
    ["just signed: is_signin_success", info({ signed_today: 1 }), NOW, true, "is_signin_success"],
    ["before the window: is_signin_noopen", info({ start_at: "2026-12-01T00:00:00Z" }), NOW, false, "is_signin_noopen"],
    ["after the window: click_signin_pass", info({ end_at: "2026-11-20T00:00:00Z" }), NOW, false, "click_signin_pass"],
  ] as const)("%s", (_n, i, now, just, out) => expect(buttonDisplay(i, now, just)).toBe(out));
});

describe("each day of the week", () => {
  const i = info();
  it.each([
    [0, "is_signin_true"], // signed
    [1, "is_signin_pass"], // past, missed
    [2, "click_signin"], // today
    [3, "is_signin_noopen"], // to come
  ] as const)("day %i → %s", (idx, out) => expect(dayDisplay(i.week[idx]!, i, NOW)).toBe(out));
});

describe("the card's transitions", () => {
  it("signs in once: a second click while signing does nothing, success marks just signed", () => {
    const ready = transition(transition(IDLE, { type: "load" }), { type: "loaded", info: info() });
    const signing = transition(ready, { type: "signin" });
    expect(signing.kind).toBe("signing");
    expect(transition(signing, { type: "signin" })).toBe(signing);
    const done = transition(signing, { type: "signed", info: info({ signed_today: 1 }) });
    expect(done).toMatchObject({ kind: "ready", justSigned: true });
    expect(transition(done, { type: "signin" })).toBe(done);
  });
  it("a refusal keeps the card with the platform's message", () => {
    const signing = transition({ kind: "ready", info: info(), justSigned: false }, { type: "signin" });
    expect(transition(signing, { type: "refused", info: null, message: "no" })).toMatchObject({
      kind: "ready",
      message: "no",
    });
  });
  it("a failed load is an error state, not a boolean", () => {
    expect(transition({ kind: "loading" }, { type: "failed" })).toEqual({ kind: "error" });
  });
  it("a re-read after signing keeps 'just signed' (is_signin_success) and never flashes the loading state", () => {
    const done: State = { kind: "ready", info: info({ signed_today: 1 }), justSigned: true };
    const reading = transition(done, { type: "load" });
    expect(reading).toBe(done);
    expect(transition(reading, { type: "loaded", info: info({ signed_today: 1 }) })).toMatchObject({
      kind: "ready",
      justSigned: true,
    });
    // The platform says otherwise (another member's data after a switch would come through reset first).
    expect(transition(reading, { type: "loaded", info: info() })).toMatchObject({ justSigned: false });
  });
  it("a failed re-read keeps the card shown; a failed read while signing waits for the sign-in's answer", () => {
    const shown: State = { kind: "ready", info: info(), justSigned: false };
    expect(transition(shown, { type: "failed" })).toBe(shown);
    const signing = transition(shown, { type: "signin" });
    expect(transition(signing, { type: "failed" })).toBe(signing);
  });
});
