// "End the game and bring the money back" (spec 000 §4 leaving, §7 leave1 and balance/all/back, §8 transfer back
// codes): when it is offered, and the steps measure → leave1 → transfer back → how much came home.
import { describe, expect, it } from "vitest";
import {
  endGameOffered,
  initialState,
  transition,
  type OfferInput,
  type State,
} from "../../../src/features/wallet/end-game.machine.ts";

const none = { starting: false, quitting: false, open: false };
const offer = (over: Partial<OfferInput> = {}): OfferInput => ({
  activity: none,
  litProvider: null,
  layoutPlaying: null,
  answeredPlaying: false,
  ...over,
});

describe("when the offer shows", () => {
  it.each<[string, Partial<OfferInput>, boolean]>([
    ["nothing says a game is played: no", {}, false],
    ["layout is_playing 1, my_cash not loaded: yes", { layoutPlaying: true }, true],
    [
      "layout is_playing 1 but my_cash lights no provider (fresher): no",
      { layoutPlaying: true, litProvider: false },
      false,
    ],
    ["my_cash lights a provider: yes", { litProvider: true, layoutPlaying: false }, true],
    ["a transfer back answered 102: yes, whatever my_cash said", { answeredPlaying: true, litProvider: false }, true],
    ["a game open in this tab: yes (it quits it first)", { activity: { ...none, open: true } }, true],
    ["a start under way here: no", { activity: { ...none, starting: true }, litProvider: true }, false],
    ["a quit under way here: no", { activity: { ...none, quitting: true }, answeredPlaying: true }, false],
  ])("%s", (_name, over, shown) => {
    expect(endGameOffered(offer(over))).toBe(shown);
  });
});

describe("the steps", () => {
  const leaving: State = { kind: "leaving", beforeMinor: 0 };
  const moving = (beforeMinor: number | null): State => ({ kind: "moving", beforeMinor });

  it("a press reads the main wallet first", () => {
    expect(transition(initialState, { type: "press" })).toEqual({
      state: { kind: "measuring" },
      effects: [{ type: "measure" }],
    });
  });

  it("a second press while it runs sends nothing and says one_key_waiting", () => {
    expect(transition(leaving, { type: "press" })).toEqual({
      state: leaving,
      effects: [{ type: "notify", level: "warning", message: { key: "one_key_waiting" } }],
    });
  });

  it("measured → leave1 (spec 000 §4 leaving)", () => {
    expect(transition({ kind: "measuring" }, { type: "measured", mainMinor: 1200 })).toEqual({
      state: { kind: "leaving", beforeMinor: 1200 },
      effects: [{ type: "leave" }],
    });
  });

  it("left → transfer back (spec 000 §7 balance/all/back)", () => {
    expect(transition({ kind: "leaving", beforeMinor: 1200 }, { type: "left" })).toEqual({
      state: moving(1200),
      effects: [{ type: "transfer" }],
    });
  });

  it("success: says how much came home (after − before), refreshes, and the offer goes", () => {
    expect(transition(moving(0), { type: "answered", answer: { ok: true }, mainMinor: 50_000 })).toEqual({
      state: initialState,
      effects: [{ type: "reportBack", minor: 50_000 }, { type: "refresh" }, { type: "settled" }],
    });
  });

  it("101 after leave1 is a success too: leave1 already brought the provider's balance home", () => {
    const step = transition(moving(100), {
      type: "answered",
      answer: { ok: false, code: 101, message: "nothing to transfer back" },
      mainMinor: 60_100,
    });
    expect(step.effects).toEqual([{ type: "reportBack", minor: 60_000 }, { type: "refresh" }, { type: "settled" }]);
  });

  it("the amount is unknown when the main wallet could not be read: plain success", () => {
    const step = transition(moving(null), { type: "answered", answer: { ok: true }, mainMinor: 100 });
    expect(step.effects[0]).toEqual({ type: "reportBack", minor: null });
  });

  it("still 102: the error, a refresh, and the game is still said to be playing", () => {
    const step = transition(moving(0), {
      type: "answered",
      answer: { ok: false, code: 102, message: "a game is being played" },
      mainMinor: 0,
    });
    expect(step).toEqual({
      state: initialState,
      effects: [
        { type: "notify", level: "error", message: { key: "one_key_err_code_102" } },
        { type: "refresh" },
        { type: "gamePlaying" },
      ],
    });
  });

  it("103 (a provider in maintenance keeps its balance): its message, a refresh", () => {
    const step = transition(moving(0), {
      type: "answered",
      answer: { ok: false, code: 103, message: "maintenance" },
      mainMinor: 0,
    });
    expect(step.effects).toEqual([
      { type: "notify", level: "error", message: { key: "one_key_err_code_103" } },
      { type: "refresh" },
    ]);
  });

  it("answers out of turn are ignored; reset makes it ready", () => {
    expect(transition(initialState, { type: "left" })).toEqual({ state: initialState, effects: [] });
    expect(transition(initialState, { type: "measured", mainMinor: 1 })).toEqual({ state: initialState, effects: [] });
    expect(transition(leaving, { type: "answered", answer: { ok: true }, mainMinor: 1 }).state).toBe(leaving);
    expect(transition(leaving, { type: "reset" }).state).toEqual(initialState);
  });
});
