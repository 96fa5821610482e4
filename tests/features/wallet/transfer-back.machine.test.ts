// One-key transfer back and balance get-back: enablement (spec 000 §4) and results (spec 000 §8, spec 001 §8).
import { describe, expect, it } from "vitest";
import { TIMING } from "../../../src/lib/config/constants.ts";
import {
  answerMessage,
  disabledReason,
  initialState,
  transition,
  type Context,
  type State,
} from "../../../src/features/wallet/transfer-back.machine.ts";

const T0 = 1_000_000;
const COOL = TIMING.transferBackCooldownMs;
const ctx = (over: Partial<Context> = {}): Context => ({ now: T0, gameBusy: false, onPlayPage: false, ...over });
const sending: State = { kind: "sending", coolUntil: T0 + COOL };
const cooling: State = { kind: "cooling", coolUntil: T0 + COOL };

describe("transfer back enablement (spec 000 §4)", () => {
  it("the cooldown is the spec's 10 seconds", () => {
    expect(COOL).toBe(10_000);
  });

  it.each<[string, State, Partial<Context>, ReturnType<typeof disabledReason>]>([
    ["ready, no game, not on /play: enabled", initialState, {}, null],
    ["while the call is under way: cooldown", sending, {}, "cooldown"],
    ["9.999 s after a click: cooldown", cooling, { now: T0 + COOL - 1 }, "cooldown"],
    ["10 s after a click, answered: enabled", cooling, { now: T0 + COOL }, null],
    ["an answer still pending after 10 s: still disabled", sending, { now: T0 + COOL + 5000 }, "cooldown"],
    ["a game starting, quitting or open ($gameBusy): game", initialState, { gameBusy: true }, "game"],
    ["on /play: play", initialState, { onPlayPage: true }, "play"],
    ["cooldown wins over a game", cooling, { gameBusy: true, now: T0 + 1 }, "cooldown"],
    ["a game wins over /play", initialState, { gameBusy: true, onPlayPage: true }, "game"],
  ])("%s", (_name, state, over, reason) => {
    expect(disabledReason(state, ctx(over))).toBe(reason);
  });
});

describe("a click (spec 000 §4, §8)", () => {
  it("when enabled sends the call and starts the 10 s cooldown", () => {
    const step = transition(initialState, { type: "click", ctx: ctx() });
    expect(step.state).toEqual({ kind: "sending", coolUntil: T0 + COOL });
    expect(step.effects).toEqual([{ type: "send" }, { type: "wakeAt", at: T0 + COOL }]);
  });

  it.each<[string, State, Partial<Context>]>([
    ["during the call", sending, {}],
    ["during the cooldown", cooling, { now: T0 + 3000 }],
    ["while a game is busy", initialState, { gameBusy: true }],
    ["on /play", initialState, { onPlayPage: true }],
  ])("%s shows one_key_waiting and sends nothing", (_name, state, over) => {
    const step = transition(state, { type: "click", ctx: ctx(over) });
    expect(step.state).toBe(state);
    expect(step.effects).toEqual([{ type: "notify", level: "warning", message: { key: "one_key_waiting" } }]);
  });

  it("after the cooldown sends again", () => {
    const step = transition(cooling, { type: "click", ctx: ctx({ now: T0 + COOL }) });
    expect(step.effects[0]).toEqual({ type: "send" });
  });
});

describe("the answer (spec 000 §8 transfer back, spec 001 §8 balance get-back)", () => {
  it.each([
    [{ ok: true } as const, { key: "success" }],
    // The member reads how much came back, not only "Success".
    [{ ok: true, back: "₹1,234.50" } as const, { key: "wallet.backAmount", params: { amount: "₹1,234.50" } }],
    [{ ok: false, code: 100, message: "success" } as const, { key: "success" }],
    [{ ok: false, code: 1000, message: "success" } as const, { key: "success" }],
    [{ ok: false, code: 101, message: "nothing" } as const, { key: "one_key_err_code_101" }],
    [{ ok: false, code: 102, message: "playing" } as const, { key: "one_key_err_code_102" }],
    [{ ok: false, code: 103, message: "maintenance" } as const, { key: "one_key_err_code_103" }],
    [{ ok: false, code: 104, message: "busy" } as const, { key: "one_key_err_code_104" }],
    [{ ok: false, code: 105, message: "locked" } as const, { key: "one_key_err_code_105" }],
    [{ ok: false, code: 5101, message: "x" } as const, { key: "one_key_err_code_101" }],
    [{ ok: false, code: 20105, message: "x" } as const, { key: "one_key_err_code_105" }],
    [{ ok: false, code: 106, message: "Provider refused" } as const, { text: "Provider refused" }],
    [{ ok: false, code: 100100, message: "Odd code" } as const, { text: "Odd code" }],
    [{ ok: false, code: 1100, message: "Eleven hundred" } as const, { text: "Eleven hundred" }],
    [{ ok: false, code: 999, message: "" } as const, { key: "api.error.unhandled" }],
    [{ ok: false, code: 0, message: "", fallbackKey: "api.error.network" } as const, { key: "api.error.network" }],
  ])("%o shows %o", (answer, message) => {
    expect(answerMessage(answer)).toEqual(message);
  });

  it("success: toast success, refresh, keep the cooldown; the platform no longer holds a game", () => {
    const step = transition(sending, { type: "answered", answer: { ok: true }, now: T0 + 200 });
    expect(step.state).toEqual({ kind: "cooling", coolUntil: T0 + COOL });
    expect(step.effects).toEqual([
      { type: "notify", level: "success", message: { key: "success" } },
      { type: "refresh" },
      { type: "settled" },
    ]);
  });

  it("success with the amount: the toast says how much came back", () => {
    const step = transition(sending, { type: "answered", answer: { ok: true, back: "₹500.00" }, now: T0 + 200 });
    expect(step.effects[0]).toEqual({
      type: "notify",
      level: "success",
      message: { key: "wallet.backAmount", params: { amount: "₹500.00" } },
    });
  });

  it("102: error toast with the code's message, refresh, keep the cooldown, and the game is said to be playing", () => {
    const step = transition(sending, {
      type: "answered",
      answer: { ok: false, code: 102, message: "a game is being played" },
      now: T0 + 200,
    });
    expect(step.state.kind).toBe("cooling");
    expect(step.effects).toEqual([
      { type: "notify", level: "error", message: { key: "one_key_err_code_102" } },
      { type: "refresh" },
      { type: "gamePlaying" },
    ]);
  });

  it("another failure: error toast and refresh only", () => {
    const step = transition(sending, {
      type: "answered",
      answer: { ok: false, code: 103, message: "maintenance" },
      now: T0 + 200,
    });
    expect(step.effects).toEqual([
      { type: "notify", level: "error", message: { key: "one_key_err_code_103" } },
      { type: "refresh" },
    ]);
  });

  it("an answer after the cooldown leaves it ready", () => {
    const step = transition(sending, { type: "answered", answer: { ok: true }, now: T0 + COOL + 1 });
    expect(step.state).toEqual(initialState);
  });

  it("an answer with no call under way is ignored", () => {
    expect(transition(initialState, { type: "answered", answer: { ok: true }, now: T0 })).toEqual({
      state: initialState,
      effects: [],
    });
  });
});

describe("the cooldown ends", () => {
  it("at coolUntil", () => {
    expect(transition(cooling, { type: "cooldownOver", now: T0 + COOL }).state).toEqual(initialState);
  });
  it("not before", () => {
    expect(transition(cooling, { type: "cooldownOver", now: T0 + COOL - 1 }).state).toBe(cooling);
  });
  it("not while the call is still under way", () => {
    expect(transition(sending, { type: "cooldownOver", now: T0 + COOL }).state).toBe(sending);
  });
  it("reset (logout) makes it ready", () => {
    expect(transition(cooling, { type: "reset" }).state).toEqual(initialState);
  });
});
