// The game launcher as a machine: every transition (spec 000 §4 game session flags, start rejection, start
// outcomes, leaving; §5 login, quick-access currency, r88; §8 code 203 and play failures; spec 001 §4
// forward_game.status and member.cash). "The game launcher".
import { describe, expect, it } from "vitest";
import {
  flagsOf,
  initialState,
  startRefusal,
  transition,
  type Event,
  type Game,
  type StartContext,
  type State,
} from "../../../src/features/launcher/launcher.machine.ts";
import type { GameTarget } from "../../../src/features/launcher/target.ts";

const slot: GameTarget = { gpId: "GPJL", gtId: 2, gameCode: "JL001", house: 0, customized: false, name: "Fortune" };
const other: GameTarget = { ...slot, gameCode: "JL002", name: "Other" };
const live: GameTarget = { gpId: "GPBB", gtId: 3, gameCode: "", house: 0, customized: false };
const desktop: StartContext = {
  device: "desktop",
  browser: "other",
  loggedIn: true,
  siteName: "lobby",
  siteCurrency: "INR",
  demoSite: false,
};
const mobile: StartContext = { ...desktop, device: "mobile" };
const visitor: StartContext = { ...desktop, loggedIn: false };

const game = (target = slot, extra: Partial<Game> = {}): Game => ({
  target,
  demo: false,
  openType: "window",
  url: null,
  ...extra,
});
const starting = (g = game()): State => ({ ...initialState, kind: "starting", game: g });
const playing = (g = game(slot, { url: "https://x.test/g" })): State => ({ ...initialState, kind: "playing", game: g });
const quitting: State = { ...initialState, kind: "quitting" };
const start = (target: GameTarget, ctx = desktop, demo = false): Event => ({ type: "start", target, demo, ctx });

describe("start (spec 000 §4 open types, §9 game window)", () => {
  it("a member's start on desktop calls play1, opens the window at once (play1 already on its way) and waits for the URL", () => {
    // Bench, click → game page: play1 goes out before the window is created, both in the click.
    const { state, effects } = transition(initialState, start(slot));
    expect(state).toMatchObject({ kind: "starting", game: { target: slot, demo: false, openType: "window" } });
    expect(effects).toEqual([
      { type: "callPlay", target: slot, demo: false },
      { type: "openWindow" },
      { type: "armStartTimer" },
    ]);
    expect(flagsOf(state)).toMatchObject({ starting: true, windowOpen: true, open: false, modalVisible: false });
  });

  it("a forced-modal pair (GPBB_3) opens the modal and no window; a lobby game is game-hall mode", () => {
    const { state, effects } = transition(initialState, start(live));
    expect(state).toMatchObject({ kind: "starting", game: { openType: "modal" } });
    expect(effects.map((e) => e.type)).toEqual(["callPlay", "armStartTimer"]);
    expect(flagsOf(state)).toMatchObject({ modalVisible: true, windowOpen: false, gameHallMode: true });
  });

  it("the LINE browser on mobile redirects; an installed app uses the /play page", () => {
    expect(transition(initialState, start(slot, { ...mobile, browser: "line" })).state).toMatchObject({
      game: { openType: "redirect" },
    });
    expect(transition(initialState, start(slot, { ...mobile, device: "app" })).state).toMatchObject({
      game: { openType: "page" },
    });
  });

  it("demo play asks /demo/play (no login needed, spec 000 §5)", () => {
    const { state, effects } = transition(initialState, start(slot, visitor, true));
    expect(state).toMatchObject({ kind: "starting", game: { demo: true } });
    expect(effects).toContainEqual({ type: "callPlay", target: slot, demo: true });
  });

  it("a visitor's customized game goes through the demo path (spec 000 §5)", () => {
    const custom = { ...slot, customized: true };
    const { effects } = transition(initialState, start(custom, visitor));
    expect(effects).toContainEqual({ type: "callPlay", target: custom, demo: true });
  });

  it("on desktop a second game replaces the first (the window is reused)", () => {
    const { state, effects } = transition(playing(), start(other));
    expect(state).toMatchObject({ kind: "starting", game: { target: other } });
    expect(effects.slice(0, 2)).toEqual([{ type: "callPlay", target: other, demo: false }, { type: "openWindow" }]);
  });
});

describe("start refusals (spec 000 §4 start rejection, §5, §8 client rejections)", () => {
  it.each<[string, State, GameTarget, StartContext, string]>([
    ["a start in progress", starting(), other, desktop, "pg.alert_starting"],
    ["a quit in progress", quitting, slot, desktop, "pg.alert_quitting"],
    ["the same game already open", playing(), slot, desktop, "pg.alert_duplicate"],
    ["the same game already open on mobile", playing(), slot, mobile, "pg.alert_duplicate"],
    ["a second game on a non-desktop device", playing(), other, mobile, "pg.err_is_playing"],
    ["a second game in the app", playing(), other, { ...mobile, device: "app" }, "pg.err_is_playing"],
    ["site name r88, always", initialState, slot, { ...desktop, siteName: "r88" }, "r88close_msg"],
    ["site name R88 (any case)", initialState, slot, { ...desktop, siteName: "R88" }, "r88close_msg"],
    ["demo mode (IS_DEMO) disables play", initialState, slot, { ...desktop, demoSite: true }, "pg.play_disabled"],
    // Our rule (issue "installable app"): offline, a start would only hang; the member is told why at once.
    ["offline (navigator.onLine false)", initialState, slot, { ...desktop, offline: true }, "pg.offline"],
  ])("%s: refused with %s, state unchanged", (_n, from, target, ctx, key) => {
    const { state, effects } = transition(from, start(target, ctx));
    expect(state).toBe(from);
    expect(effects).toEqual([{ type: "toast", level: "warning", key }]);
  });

  it("r88 refuses even demo play", () => {
    expect(startRefusal(initialState, slot, { ...desktop, siteName: "r88" })).toEqual({ notice: "r88close_msg" });
  });

  it("a quick-access link for another currency is ignored without a word (spec 000 §5)", () => {
    const { state, effects } = transition(initialState, start({ ...slot, currency: "USD" }));
    expect(state).toBe(initialState);
    expect(effects).toEqual([]);
    expect(transition(initialState, start({ ...slot, currency: "INR" })).state.kind).toBe("starting");
  });
});

describe("login required (spec 000 §5 proxy.please_login_title; spec 000 §3 waitingUrl)", () => {
  const asked = transition(initialState, start(slot, visitor));

  it("a visitor is asked to log in; the game waits", () => {
    expect(asked.state).toMatchObject({ kind: "idle", waiting: { target: slot, demo: false } });
    expect(asked.effects).toEqual([{ type: "saveWaiting", target: slot }, { type: "askLogin" }]);
  });

  it("confirming opens the login modal and keeps the waiting game", () => {
    const { state, effects } = transition(asked.state, { type: "loginAnswered", ok: true });
    expect(state.waiting).toEqual({ target: slot, demo: false });
    expect(effects).toEqual([{ type: "openLogin" }]);
  });

  it("cancelling forgets the waiting game", () => {
    const { state, effects } = transition(asked.state, { type: "loginAnswered", ok: false });
    expect(state.waiting).toBeNull();
    expect(effects).toEqual([{ type: "clearWaiting" }]);
  });

  it("after a successful login the waiting game starts", () => {
    const { state, effects } = transition(asked.state, { type: "loggedIn", ctx: desktop });
    expect(state).toMatchObject({ kind: "starting", waiting: null, game: { target: slot } });
    expect(effects).toEqual([
      { type: "clearWaiting" },
      { type: "callPlay", target: slot, demo: false },
      { type: "openWindow" },
      { type: "armStartTimer" },
    ]);
  });

  it("a login with nothing waiting changes nothing; an answer with nothing waiting neither", () => {
    expect(transition(initialState, { type: "loggedIn", ctx: desktop })).toEqual({ state: initialState, effects: [] });
    expect(transition(initialState, { type: "loginAnswered", ok: true }).effects).toEqual([]);
  });
});

describe("start outcomes (spec 000 §4, §8)", () => {
  it("game.url for the started provider ends starting and loads the URL where the game opens", () => {
    const { state, effects } = transition(starting(), {
      type: "urlArrived",
      url: "https://x.test/g",
      gpId: "GPJL",
      gameCode: "JL001",
    });
    expect(state).toMatchObject({ kind: "playing", game: { url: "https://x.test/g" } });
    expect(effects).toEqual([
      { type: "clearStartTimer" },
      { type: "load", openType: "window", url: "https://x.test/g" },
    ]);
    expect(flagsOf(state)).toMatchObject({ starting: false, open: true });
  });

  it("game.url of another provider, or when nothing starts, is ignored", () => {
    const s = starting();
    expect(transition(s, { type: "urlArrived", url: "https://x.test", gpId: "GPAG", gameCode: "" }).state).toBe(s);
    expect(
      transition(initialState, { type: "urlArrived", url: "https://x.test", gpId: "GPJL", gameCode: "" }).state,
    ).toBe(initialState);
  });

  it("play1's answer without a URL keeps waiting for game.url; with one (demo) it loads it", () => {
    const s = starting();
    expect(transition(s, { type: "playAccepted", url: null })).toEqual({ state: s, effects: [] });
    const demo = starting(game(slot, { demo: true, openType: "modal" }));
    const { state, effects } = transition(demo, { type: "playAccepted", url: "https://x.test/demo" });
    expect(state).toMatchObject({ kind: "playing", game: { url: "https://x.test/demo" } });
    expect(effects).toContainEqual({ type: "load", openType: "modal", url: "https://x.test/demo" });
  });

  it("code 203: the maintenance dialog with the window of the answer, and the game window closes", () => {
    const win = { start_at: "2026-01-01T00:00:00Z", end_at: "2026-01-01T02:00:00Z" };
    const { state, effects } = transition(starting(), { type: "playFailed", code: 203, maintenance: win });
    expect(state.kind).toBe("idle");
    expect(effects).toEqual([
      { type: "clearStartTimer" },
      { type: "closeWindow" },
      { type: "maintenance", gpId: "GPJL", window: win },
    ]);
  });

  it("play1 refused by the member's loss or session-time limit: the limit dialog (not a toast), the window closes", () => {
    const limit = {
      kind: "loss",
      period: "day",
      limit: 1000,
      used: 1000,
      resets_at: "2026-01-01T18:30:00Z",
      currency: "INR",
    };
    const { state, effects } = transition(starting(), { type: "playFailed", code: 762, message: "loss", limit });
    expect(state.kind).toBe("idle");
    expect(effects).toEqual([
      { type: "clearStartTimer" },
      { type: "closeWindow" },
      { type: "limitRefused", detail: limit },
    ]);
  });

  it("another failure resets, closes the window and shows the server message", () => {
    const { state, effects } = transition(starting(), { type: "playFailed", code: 104, message: "unknown game" });
    expect(state.kind).toBe("idle");
    expect(effects).toEqual([
      { type: "clearStartTimer" },
      { type: "closeWindow" },
      { type: "toastText", level: "error", text: "unknown game" },
    ]);
  });

  it("a failure without a message falls back to pg.start_failed", () => {
    expect(transition(starting(), { type: "playFailed", code: 0 }).effects).toContainEqual({
      type: "toast",
      level: "error",
      key: "pg.start_failed",
    });
  });

  it("a failure in the modal or page type has no window to close", () => {
    const { effects } = transition(starting(game(live, { openType: "modal" })), { type: "playFailed", code: 0 });
    expect(effects.map((e) => e.type)).toEqual(["clearStartTimer", "toast"]);
  });

  it("no game.url within the bound: pg.start_failed and the window closes", () => {
    const { state, effects } = transition(starting(), { type: "startTimedOut" });
    expect(state.kind).toBe("idle");
    expect(effects).toEqual([
      { type: "clearStartTimer" },
      { type: "closeWindow" },
      { type: "toast", level: "error", key: "pg.start_failed" },
    ]);
    expect(transition(playing(), { type: "startTimedOut" }).effects).toEqual([]);
  });

  it("a blocked pop-up turns the window into the /play page", () => {
    const { state } = transition(starting(), { type: "windowBlocked" });
    expect(state).toMatchObject({ kind: "starting", game: { openType: "page" } });
    expect(transition(playing(), { type: "windowBlocked" }).state.kind).toBe("playing");
  });

  it("a play failure when nothing starts is ignored", () => {
    expect(transition(initialState, { type: "playFailed", code: 203 }).effects).toEqual([]);
  });
});

describe("forward_game.status (spec 001 §4)", () => {
  it("957 sets transfer-disabled and ends a start (the notice is the real-time table's)", () => {
    const { state, effects } = transition(starting(), { type: "transferDisabled" });
    expect(state).toMatchObject({ kind: "idle", transferDisabled: true });
    expect(effects).toEqual([{ type: "clearStartTimer" }, { type: "closeWindow" }]);
    expect(flagsOf(state).transferDisabled).toBe(true);
  });

  it("957 outside a start only sets the flag; play1 answering 957 does the same", () => {
    expect(transition(initialState, { type: "transferDisabled" }).state.transferDisabled).toBe(true);
    expect(transition(starting(), { type: "playFailed", code: 957 }).state).toMatchObject({
      kind: "idle",
      transferDisabled: true,
    });
  });

  it("other codes go to the start handling: 203 the maintenance dialog, others the message", () => {
    expect(transition(starting(), { type: "forwardStatus", code: 203 }).effects).toContainEqual({
      type: "maintenance",
      gpId: "GPJL",
      window: null,
    });
    expect(transition(starting(), { type: "forwardStatus", code: 105, message: "no" }).effects).toContainEqual({
      type: "toastText",
      level: "error",
      text: "no",
    });
  });

  it("success codes and statuses outside a start change nothing", () => {
    const s = starting();
    expect(transition(s, { type: "forwardStatus", code: 1000 }).state).toBe(s);
    expect(transition(playing(), { type: "forwardStatus", code: 105 }).effects).toEqual([]);
  });
});

describe("leaving (spec 000 §4: forced quit, leave1, balance; quitting clears on member.cash or after 30 s)", () => {
  it("a forced quit closes the window, calls leave1 and arms the 30 s quitting timer", () => {
    const { state, effects } = transition(playing(), { type: "quit" });
    expect(state.kind).toBe("quitting");
    expect(effects).toEqual([
      { type: "closeWindow" },
      { type: "callLeave", gpId: "GPJL", gameCode: "JL001" },
      { type: "armQuitTimer" },
    ]);
    expect(flagsOf(state)).toMatchObject({ quitting: true, open: false, windowOpen: false });
  });

  it("quitting a modal game hides the modal (no window); a page game leaves /play", () => {
    const modal = transition(playing(game(live, { openType: "modal", url: "https://x.test" })), { type: "quit" });
    expect(modal.effects.map((e) => e.type)).toEqual(["callLeave", "armQuitTimer"]);
    expect(flagsOf(modal.state).modalVisible).toBe(false);
    const page = transition(playing(game(slot, { openType: "page", url: "https://x.test" })), { type: "quit" });
    expect(page.effects[0]).toEqual({ type: "leavePlayer" });
  });

  it("quitting during a start also stops waiting for the URL", () => {
    expect(transition(starting(), { type: "quit" }).effects.map((e) => e.type)).toEqual([
      "clearStartTimer",
      "closeWindow",
      "callLeave",
      "armQuitTimer",
    ]);
  });

  it("the window found closed by the poll runs the quit step without closing it again", () => {
    const { state, effects } = transition(playing(), { type: "windowClosed" });
    expect(state.kind).toBe("quitting");
    expect(effects.map((e) => e.type)).toEqual(["callLeave", "armQuitTimer"]);
    const modal = playing(game(live, { openType: "modal" }));
    expect(transition(modal, { type: "windowClosed" }).state).toBe(modal);
  });

  it("the window closed while the game was still starting runs the quit step too (every device)", () => {
    const { state, effects } = transition(starting(), { type: "windowClosed" });
    expect(state.kind).toBe("quitting");
    expect(effects.map((e) => e.type)).toEqual(["clearStartTimer", "callLeave", "armQuitTimer"]);
  });

  it("ending a game the platform still holds, none open here: leave1 for whatever it holds, nothing else", () => {
    expect(transition(initialState, { type: "endElsewhere" })).toEqual({
      state: initialState,
      effects: [{ type: "callLeaveAny" }],
    });
  });

  it("ending a game that is open here runs the quit step (window closed, leave1)", () => {
    const { state, effects } = transition(playing(), { type: "endElsewhere" });
    expect(state.kind).toBe("quitting");
    expect(effects.map((e) => e.type)).toEqual(["closeWindow", "callLeave", "armQuitTimer"]);
  });

  it("ending while a quit is under way sends nothing more (its leave1 is on the way)", () => {
    expect(transition(quitting, { type: "endElsewhere" })).toEqual({ state: quitting, effects: [] });
  });

  it("leave1 for a lost game answered: the balance is refreshed", () => {
    expect(transition(initialState, { type: "leaveDone" }).effects).toEqual([{ type: "refreshBalance" }]);
  });

  it("a demo game never touched a wallet: no leave1, straight back to idle", () => {
    const { state, effects } = transition(playing(game(slot, { demo: true })), { type: "quit" });
    expect(state.kind).toBe("idle");
    expect(effects).toEqual([{ type: "closeWindow" }]);
  });

  it("leave1 answered: the balance is refreshed", () => {
    expect(transition(quitting, { type: "leaveDone" }).effects).toEqual([{ type: "refreshBalance" }]);
  });

  it("member.cash clears quitting; so does the 30 s timer", () => {
    expect(transition(quitting, { type: "cashArrived" })).toEqual({
      state: initialState,
      effects: [{ type: "clearQuitTimer" }],
    });
    expect(transition(quitting, { type: "quitTimedOut" })).toEqual({ state: initialState, effects: [] });
  });

  it("member.cash while a game plays changes nothing (the sandbox sends it on every start)", () => {
    const s = playing();
    expect(transition(s, { type: "cashArrived" }).state).toBe(s);
  });

  it("a quit with no game changes nothing", () => {
    expect(transition(initialState, { type: "quit" })).toEqual({ state: initialState, effects: [] });
    expect(transition(quitting, { type: "quit" })).toEqual({ state: quitting, effects: [] });
  });
});

describe("logout and /play", () => {
  it("a logout resets the launcher and tears down the game", () => {
    const { state, effects } = transition(playing(), { type: "loggedOut" });
    expect(state).toEqual(initialState);
    expect(effects).toEqual([{ type: "clearStartTimer" }, { type: "closeWindow" }]);
    expect(transition(quitting, { type: "loggedOut" }).effects).toEqual([{ type: "clearQuitTimer" }]);
    const waiting = transition(initialState, start(slot, visitor)).state;
    expect(transition(waiting, { type: "loggedOut" }).effects).toEqual([{ type: "clearWaiting" }]);
  });

  it("/play restores the stored page game as playing; not over another game", () => {
    const g = game(slot, { openType: "page", url: "https://x.test/g" });
    expect(transition(initialState, { type: "restore", game: g }).state).toMatchObject({ kind: "playing", game: g });
    const s = starting();
    expect(transition(s, { type: "restore", game: g }).state).toBe(s);
  });
});
