// Browser and server (pure). The game launcher as a machine (spec 000 §4 game session flags, start rejection,
// start outcomes, leaving; §5 login, quick-access currency, r88; spec 001 §4 forward_game.status). No DOM,
// stores or calls: `transition` answers the next state and the effects launcher.store.ts runs.
import { openTypeFor, type LaunchBrowser, type LaunchDevice, type OpenType, type OpenTypeConfig } from "./open-type.ts";
import type { GameTarget } from "./target.ts";

/** Site name that always refuses play (spec 000 §5). */
export const R88_SITE_NAME = "r88";
/** Play code that opens the maintenance dialog (spec 000 §8). */
export const MAINTENANCE_CODE = 203;
/** forward_game.status code meaning transfers are disabled (spec 001 §4). */
export const TRANSFER_DISABLED_CODE = 957;
/** Platform success codes (spec 000 §8). */
const SUCCESS = new Set([100, 1000]);

export interface Game {
  target: GameTarget;
  demo: boolean;
  openType: OpenType;
  /** The game's address once it arrived (game.url, the demo answer or a restored /play). */
  url: string | null;
}

interface Common {
  /** forward_game.status 957 arrived: transfers are disabled (spec 001 §4). */
  transferDisabled: boolean;
  /** The game waiting for a login (spec 000 §5; stored as waitingUrl). */
  waiting: { target: GameTarget; demo: boolean } | null;
}

export type State = Common &
  (
    | { kind: "idle" }
    | { kind: "starting"; game: Game }
    | { kind: "playing"; game: Game }
    /** Left a game: leave1 sent, the balance comes back; clears on member.cash or after 30 s (spec 000 §4). */
    | { kind: "quitting" }
  );

export const initialState: State = { kind: "idle", transferDisabled: false, waiting: null };

/** What the page knows when a start is asked for. */
export interface StartContext {
  device: LaunchDevice;
  browser: LaunchBrowser;
  loggedIn: boolean;
  siteName: string;
  siteCurrency: string;
  /** IS_DEMO: play is disabled (spec 000 §5). */
  demoSite: boolean;
  /** The browser has no connection (navigator.onLine false): a start would only hang (our rule). */
  offline?: boolean;
  config?: OpenTypeConfig;
}

export interface MaintenanceWindow {
  start_at: string;
  end_at: string;
}

export type Event =
  | { type: "start"; target: GameTarget; demo: boolean; ctx: StartContext }
  /** The answer to the "please log in" confirm. */
  | { type: "loginAnswered"; ok: boolean }
  /** A login succeeded (session:login): the waiting game starts. */
  | { type: "loggedIn"; ctx: StartContext }
  | { type: "loggedOut" }
  /** The browser refused the pop-up: the game opens in the full-page player instead. */
  | { type: "windowBlocked" }
  /** play1 (or /demo/play) answered success; `url` when the answer carries it, else game.url brings it. */
  | { type: "playAccepted"; url: string | null }
  | { type: "urlArrived"; url: string; gpId: string; gameCode: string }
  | {
      type: "playFailed";
      code: number;
      message?: string;
      maintenance?: MaintenanceWindow | null;
      /** A refusal by the member's own limit: its apiResponseData (src/contract/limits.ts LimitRefusalSchema). */
      limit?: unknown;
    }
  | { type: "startTimedOut" }
  /** forward_game.status other than 957 (spec 001 §4: start-game status handling). */
  | { type: "forwardStatus"; code: number; message?: string }
  /** forward_game.status 957 (the notice itself is the real-time table's toast). */
  | { type: "transferDisabled" }
  /** The forced quit: the member closes the modal, presses "Back to lobby", /close, quickGame, logout… */
  | { type: "quit" }
  /** The game window was found closed by the 500 ms poll. */
  | { type: "windowClosed" }
  /**
   * The platform says a game is still being played, yet none is open in this tab (its window was lost with a
   * reload or a navigation, or it runs elsewhere): "End the game and bring the money back" (spec 000 §4 leaving).
   */
  | { type: "endElsewhere" }
  | { type: "leaveDone" }
  /** member.cash arrived (the realtime table's clearQuitting). */
  | { type: "cashArrived" }
  | { type: "quitTimedOut" }
  /** /play loaded with the URL the page type stored. */
  | { type: "restore"; game: Game };

export type Notice =
  | "pg.alert_starting"
  | "pg.alert_quitting"
  | "pg.alert_duplicate"
  | "pg.err_is_playing"
  | "r88close_msg"
  | "pg.play_disabled"
  | "pg.start_failed"
  | "pg.offline";

export type Effect =
  | { type: "toast"; level: "warning" | "error"; key: Notice }
  | { type: "toastText"; level: "error"; text: string }
  | { type: "askLogin" }
  | { type: "openLogin" }
  | { type: "saveWaiting"; target: GameTarget }
  | { type: "clearWaiting" }
  /** Open (or reuse) the 1500×800 game window on /loading, synchronously inside the click. */
  | { type: "openWindow" }
  | { type: "callPlay"; target: GameTarget; demo: boolean }
  | { type: "armStartTimer" }
  | { type: "clearStartTimer" }
  | { type: "load"; openType: OpenType; url: string }
  | { type: "closeWindow" }
  | { type: "leavePlayer" }
  /** leave1 for this game; without a game, for whatever game the platform holds for the member. */
  | { type: "callLeave"; gpId: string; gameCode: string }
  | { type: "callLeaveAny" }
  | { type: "refreshBalance" }
  | { type: "armQuitTimer" }
  | { type: "clearQuitTimer" }
  | { type: "maintenance"; gpId: string; window: MaintenanceWindow | null }
  /** play1 refused by the member's loss or session-time limit: the dialog says which and when it resets. */
  | { type: "limitRefused"; detail: unknown };

export interface Step {
  state: State;
  effects: Effect[];
}

const same = (state: State): Step => ({ state, effects: [] });

function idle(state: State): State {
  return { kind: "idle", transferDisabled: state.transferDisabled, waiting: state.waiting };
}

function sameGame(a: GameTarget, b: GameTarget): boolean {
  return a.gpId === b.gpId && a.gameCode === b.gameCode && a.gtId === b.gtId && a.house === b.house;
}

/** Everything that shows the game goes (window closed, modal hidden, /play left). */
function teardown(game: Game): Effect[] {
  if (game.openType === "window") return [{ type: "closeWindow" }];
  if (game.openType === "page") return [{ type: "leavePlayer" }];
  return [];
}

/**
 * Why a start is refused (spec 000 §4 start rejection, §5), or null when it may go on. Order: the site's own
 * refusals, the quick-access currency (ignored without a word), then the running game.
 */
export function startRefusal(
  state: State,
  target: GameTarget,
  ctx: StartContext,
): { notice: Notice } | { ignore: true } | null {
  if (ctx.siteName.toLowerCase() === R88_SITE_NAME) return { notice: "r88close_msg" };
  if (ctx.demoSite) return { notice: "pg.play_disabled" };
  if (ctx.offline) return { notice: "pg.offline" };
  if (target.currency !== undefined && target.currency !== ctx.siteCurrency) return { ignore: true };
  if (state.kind === "starting") return { notice: "pg.alert_starting" };
  if (state.kind === "quitting") return { notice: "pg.alert_quitting" };
  if (state.kind === "playing") {
    if (sameGame(state.game.target, target)) return { notice: "pg.alert_duplicate" };
    if (ctx.device !== "desktop") return { notice: "pg.err_is_playing" };
  }
  return null;
}

function start(state: State, target: GameTarget, demoAsked: boolean, ctx: StartContext): Step {
  const refusal = startRefusal(state, target, ctx);
  if (refusal)
    return "ignore" in refusal
      ? same(state)
      : { state, effects: [{ type: "toast", level: "warning", key: refusal.notice }] };
  // spec 000 §5: real play needs a login, except demo play or a customized game through the demo path.
  const demo = demoAsked || (!ctx.loggedIn && target.customized);
  if (!demo && !ctx.loggedIn) {
    return {
      state: { ...state, waiting: { target, demo: false } },
      effects: [{ type: "saveWaiting", target }, { type: "askLogin" }],
    };
  }
  const openType = openTypeFor(ctx.device, ctx.browser, target.gpId, target.gtId, ctx.config);
  const game: Game = { target, demo, openType, url: null };
  // Desktop may switch games: the old window is reused for the new one (play1 moves the money).
  const before: Effect[] = state.kind === "playing" && state.game.openType !== openType ? teardown(state.game) : [];
  return {
    state: { kind: "starting", game, transferDisabled: state.transferDisabled, waiting: null },
    // play1 first, then the window, both inside the click (spec 000 §4): creating a window costs the click's task
    // tens to hundreds of ms, and play1 already on the wire meanwhile brings game.url sooner (bench).
    effects: [
      ...before,
      { type: "callPlay", target, demo },
      ...(openType === "window" ? [{ type: "openWindow" } as const] : []),
      { type: "armStartTimer" },
    ],
  };
}

function failed(
  state: State,
  game: Game,
  code: number,
  message?: string,
  win?: MaintenanceWindow | null,
  limit?: unknown,
): Step {
  const base: State = idle(state);
  const effects: Effect[] = [{ type: "clearStartTimer" }, ...teardown(game)];
  if (limit !== undefined) {
    effects.push({ type: "limitRefused", detail: limit });
  } else if (code === MAINTENANCE_CODE) {
    effects.push({ type: "maintenance", gpId: game.target.gpId, window: win ?? null });
  } else if (code === TRANSFER_DISABLED_CODE) {
    // The notice comes with the real-time forward_game.status 957 (spec 001 §4); the flag is set here too.
    return { state: { ...base, transferDisabled: true }, effects };
  } else {
    effects.push(
      message
        ? { type: "toastText", level: "error", text: message }
        : { type: "toast", level: "error", key: "pg.start_failed" },
    );
  }
  return { state: base, effects };
}

function quit(state: State, windowGone: boolean): Step {
  if (state.kind !== "starting" && state.kind !== "playing") return same(state);
  const { game } = state;
  const shown = windowGone && game.openType === "window" ? [] : teardown(game);
  const clear: Effect[] = state.kind === "starting" ? [{ type: "clearStartTimer" }] : [];
  // Demo play never touched a wallet: nothing to leave (spec 000 §6).
  if (game.demo) return { state: idle(state), effects: [...clear, ...shown] };
  return {
    state: { kind: "quitting", transferDisabled: state.transferDisabled, waiting: state.waiting },
    effects: [
      ...clear,
      ...shown,
      { type: "callLeave", gpId: game.target.gpId, gameCode: game.target.gameCode },
      { type: "armQuitTimer" },
    ],
  };
}

export function transition(state: State, event: Event): Step {
  switch (event.type) {
    case "start":
      return start(state, event.target, event.demo, event.ctx);
    case "loginAnswered":
      if (!state.waiting) return same(state);
      return event.ok
        ? { state, effects: [{ type: "openLogin" }] }
        : { state: { ...state, waiting: null }, effects: [{ type: "clearWaiting" }] };
    case "loggedIn": {
      const waiting = state.waiting;
      if (!waiting) return same(state);
      const cleared: State = { ...state, waiting: null };
      const next = start(cleared, waiting.target, waiting.demo, event.ctx);
      return { state: next.state, effects: [{ type: "clearWaiting" }, ...next.effects] };
    }
    case "loggedOut": {
      const effects: Effect[] = state.waiting ? [{ type: "clearWaiting" }] : [];
      if (state.kind === "starting" || state.kind === "playing")
        effects.push({ type: "clearStartTimer" }, ...teardown(state.game));
      if (state.kind === "quitting") effects.push({ type: "clearQuitTimer" });
      return { state: { ...initialState }, effects };
    }
    case "windowBlocked":
      if (state.kind !== "starting" || state.game.openType !== "window") return same(state);
      return { state: { ...state, game: { ...state.game, openType: "page" } }, effects: [] };
    case "playAccepted":
      if (state.kind !== "starting") return same(state);
      if (event.url === null) return same(state);
      return arrived(state, event.url);
    case "urlArrived":
      if (state.kind !== "starting" || state.game.demo || event.gpId !== state.game.target.gpId) return same(state);
      return arrived(state, event.url);
    case "playFailed":
      if (state.kind !== "starting") return same(state);
      return failed(state, state.game, event.code, event.message, event.maintenance, event.limit);
    case "startTimedOut":
      if (state.kind !== "starting") return same(state);
      return failed(state, state.game, 0);
    case "forwardStatus":
      if (SUCCESS.has(event.code)) return same(state);
      // A status about a game already running (or none) changes nothing here.
      if (state.kind !== "starting") return same(state);
      return failed(state, state.game, event.code, event.message);
    case "transferDisabled":
      if (state.kind === "starting")
        return failed({ ...state, transferDisabled: true }, state.game, TRANSFER_DISABLED_CODE);
      return same({ ...state, transferDisabled: true });
    case "quit":
      return quit(state, false);
    case "windowClosed":
      if ((state.kind !== "starting" && state.kind !== "playing") || state.game.openType !== "window")
        return same(state);
      return quit(state, true);
    case "endElsewhere":
      // A game of this tab ends through the quit step (window closed, modal hidden, leave1).
      if (state.kind === "starting" || state.kind === "playing") return quit(state, false);
      // Quitting already: its leave1 is on the way.
      if (state.kind === "quitting") return same(state);
      return { state, effects: [{ type: "callLeaveAny" }] };
    case "leaveDone":
      return { state, effects: [{ type: "refreshBalance" }] };
    case "cashArrived":
    case "quitTimedOut":
      if (state.kind !== "quitting") return same(state);
      return { state: idle(state), effects: event.type === "cashArrived" ? [{ type: "clearQuitTimer" }] : [] };
    case "restore":
      if (state.kind !== "idle") return same(state);
      return {
        state: { kind: "playing", game: event.game, transferDisabled: state.transferDisabled, waiting: null },
        effects: [],
      };
  }
}

function arrived(state: State & { kind: "starting" }, url: string): Step {
  const game: Game = { ...state.game, url };
  return {
    state: { ...state, kind: "playing", game },
    effects: [{ type: "clearStartTimer" }, { type: "load", openType: game.openType, url }],
  };
}

/** The game session flags of spec 000 §4, derived from the state. */
export interface LauncherFlags {
  starting: boolean;
  quitting: boolean;
  /** A game is open in a window, the modal or /play (or redirected to). */
  open: boolean;
  transferDisabled: boolean;
  modalVisible: boolean;
  windowOpen: boolean;
  /** A provider's lobby game (no game code; types other than slot, from the game hall). */
  gameHallMode: boolean;
}

export function flagsOf(state: State): LauncherFlags {
  const game = state.kind === "starting" || state.kind === "playing" ? state.game : null;
  return {
    starting: state.kind === "starting",
    quitting: state.kind === "quitting",
    open: state.kind === "playing",
    transferDisabled: state.transferDisabled,
    modalVisible: game?.openType === "modal",
    windowOpen: game?.openType === "window",
    gameHallMode: game !== null && game.target.gameCode === "",
  };
}
