// Browser (inert on the server). The launcher's store: one atom over launcher.machine.ts, and the effects it
// asks for. It loads when a game may be started (catalogue/play-lazy.ts), is started, or must be restored (/play);
// every page's part (the activity flags, the member links' guard) is activity.ts, which it feeds. The calls
// (play1, leave1, /demo/play, the maintenance dialog) are in launcher.calls.ts, imported on the first start,
// after the game window is already open — startGame must be called synchronously inside the click so no pop-up
// blocker stops the window.
import { atom, computed } from "nanostores";
import { confirmDialog } from "../../components/ui/dialog.store.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import { readBoot } from "../../lib/boot/boot.ts";
import { GAME_WINDOW, TIMING } from "../../lib/config/constants.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { detectAppPlatform } from "../../lib/device/detect.ts";
import { openAccountModal } from "../../components/ui/account-modal.ts";
import { FORWARD_GAME_TRANSFER_DISABLED } from "../../contract/constants.ts";
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import { sessionEvents } from "../../lib/session/session-events.ts";
import { $session, readStoredSession } from "../../lib/session/session.atoms.ts";
import { closeWindow, openedWindow, rememberWindow } from "../../components/ui/windows.ts";
import { readItem, removeItem, writeItem } from "../../lib/storage/storage.ts";
import {
  flagsOf,
  initialState,
  transition,
  type Effect,
  type Event,
  type Game,
  type LauncherFlags,
  type StartContext,
  type State,
} from "./launcher.machine.ts";
import { openWithoutOpener } from "./game-window.ts";
import { launchBrowser, type LaunchDevice } from "./open-type.ts";
import { GAME_CLOSED_MESSAGE, parsePlayerRecord, playerPath, type PlayerRecord } from "./player-record.ts";
import { isGameRunning, type GameActivity, type GameTarget, type StartOptions } from "./target.ts";
import type * as LauncherCalls from "./launcher.calls.ts";
import type { LocaleKey } from "../../lib/i18n/keys.ts";
import { $launcherHost, attachStore, installLinkGuard, publishActivity } from "./activity.ts";

/**
 * How long a start waits for game.url before giving up with pg.start_failed (our bound, spec 000 §4): room for
 * the real-time connection (up to 8 s, launcher.calls.ts) and play1 on a slow phone.
 */
export const START_TIMEOUT_MS = 20_000;

export const $launcher = /* @__PURE__ */ atom<State>(initialState);
export const $launcherFlags = /* @__PURE__ */ computed($launcher, flagsOf);
export const $gameActivity = /* @__PURE__ */ computed($launcherFlags, (f): GameActivity => ({
  starting: f.starting,
  quitting: f.quitting,
  open: f.open,
}));

/** A member's game (not demo play) is open in any open type: the reality check watches (features/reality-check). */
export const $memberGameOpen = /* @__PURE__ */ computed($launcher, (s) => s.kind === "playing" && !s.game.demo);

/** What the game modal shows: the game's name and its address (null while it starts). */
export const $gameModal = /* @__PURE__ */ computed($launcher, (s) =>
  (s.kind === "starting" || s.kind === "playing") && s.game.openType === "modal"
    ? { title: s.game.target.name ?? s.game.target.gpId, url: s.game.url }
    : null,
);
// What the launcher's host (LauncherHost.tsx, on every page) shows.
const hostView = /* @__PURE__ */ computed([$gameModal, $memberGameOpen], (modal, memberGame) => ({
  modal: modal !== null,
  memberGame,
}));

function prefix(): string {
  return document.documentElement.dataset["prefix"] ?? "";
}

function onPlayerPage(): boolean {
  return window.location.pathname === `${prefix()}${playerPath}`;
}

function launchDevice(): LaunchDevice {
  const standalone =
    readItem(STORAGE.pwa) === "1" ||
    (typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches);
  if (standalone || detectAppPlatform(window) !== "web") return "app";
  return document.documentElement.dataset["layout"] === "mobile" ? "mobile" : "desktop";
}

export function startContext(): StartContext {
  const s = $session.get();
  // Before the session store has read storage (its island hydrates on interaction), storage is the truth.
  const member = s.status === "member" ? s.member : readStoredSession();
  let siteName = "";
  let siteCurrency = "";
  let demoSite = false;
  try {
    const boot = readBoot();
    siteName = boot.config.siteName;
    siteCurrency = boot.currency;
    demoSite = boot.config.isDemo;
  } catch {
    // no boot data (tests): nothing refused for the site's sake
  }
  return {
    device: launchDevice(),
    browser: launchBrowser(navigator.userAgent),
    loggedIn: member !== null,
    siteName,
    siteCurrency: member ? member.currency : siteCurrency,
    demoSite,
    offline: typeof navigator !== "undefined" && navigator.onLine === false,
  };
}

// Events sent while effects run are queued, so each transition sees the state the previous one left.
const queue: Event[] = [];
let running = false;

export function send(event: Event): void {
  queue.push(event);
  if (running) return;
  running = true;
  try {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const before = $launcher.get();
      const step = transition(before, next);
      $launcher.set(step.state);
      syncIsPlay(before, step.state);
      for (const effect of step.effects) run(effect, step.state);
    }
  } finally {
    running = false;
  }
}

/** isPlay follows the open game, for other tabs, /play and the logout guard of older code (spec 000 §3). */
function syncIsPlay(before: State, after: State): void {
  const was = before.kind === "playing";
  const is = after.kind === "playing";
  if (is && !was) writeItem(STORAGE.isPlay, "true");
  else if (was && !is) removeItem(STORAGE.isPlay);
}

let startTimer: ReturnType<typeof setTimeout> | undefined;
let quitTimer: ReturnType<typeof setTimeout> | undefined;
let poll: ReturnType<typeof setInterval> | undefined;
let goHomeAfterLeave = false;
/** The running leave1 (quitGame's caller may wait for it, e.g. logout before the token goes). */
let leaving: Promise<void> = Promise.resolve();

function stopPoll(): void {
  if (poll) clearInterval(poll);
  poll = undefined;
}

/** Has the member closed the game window we watch? Then the quit step runs (spec 000 §4 leaving). */
function checkWindow(): void {
  if (poll === undefined || openedWindow("game")) return;
  stopPoll();
  send({ type: "windowClosed" });
}

/**
 * Every 500 ms (spec 000 §9 window polling), and at once when this tab comes back to the front: a phone throttles
 * the timers of a tab in the background, and the member returns to it right after closing the game's tab.
 */
function watchWindow(): void {
  stopPoll();
  poll = setInterval(checkWindow, TIMING.windowPollMs);
}

type Calls = typeof LauncherCalls;
/** The calls' module once loaded: play1 then starts inside the click, before the window is created. */
let loadedCalls: Calls | null = null;
const calls = (): Promise<Calls> =>
  import("./launcher.calls.ts").then((m) => {
    loadedCalls = m;
    return m;
  });

function run(effect: Effect, state: State): void {
  switch (effect.type) {
    case "toast":
      showToast(effect.level, { key: effect.key });
      break;
    case "toastText":
      showToast(effect.level, { text: effect.text });
      break;
    case "askLogin":
      void confirmDialog({
        titleKey: "proxy.please_login_title",
        messageKey: "pg.login_required",
        confirmKey: "pg.login_confirm",
      }).then((ok) => send({ type: "loginAnswered", ok }));
      break;
    case "openLogin":
      openAccountModal({ kind: "login" });
      break;
    case "saveWaiting":
      // spec 000 §3 waitingUrl: the page to come back to after the login; the game itself waits in the state.
      writeItem(STORAGE.waitingUrl, window.location.pathname + window.location.search);
      break;
    case "clearWaiting":
      removeItem(STORAGE.waitingUrl);
      break;
    case "openWindow": {
      // Without an opener: the provider's page must not reach this one (window.opener), yet the handle stays.
      const win = openWithoutOpener(
        `${prefix()}/loading`,
        "game",
        `width=${GAME_WINDOW.width},height=${GAME_WINDOW.height}`,
        openedWindow("game"),
      );
      if (!win) {
        send({ type: "windowBlocked" });
        break;
      }
      rememberWindow("game", win);
      watchWindow();
      break;
    }
    case "callPlay": {
      const device = launchDevice();
      // Called synchronously when the module is loaded, so the request leaves before openWindow runs.
      const playing = loadedCalls
        ? loadedCalls.play(effect.target, effect.demo, device)
        : calls().then((m) => m.play(effect.target, effect.demo, device));
      void playing.then(
        (url) => send({ type: "playAccepted", url }),
        (error: unknown) => calls().then((m) => send(m.failureEvent(error))),
      );
      break;
    }
    case "armStartTimer":
      clearTimeout(startTimer);
      startTimer = setTimeout(() => send({ type: "startTimedOut" }), START_TIMEOUT_MS);
      break;
    case "clearStartTimer":
      clearTimeout(startTimer);
      startTimer = undefined;
      break;
    case "load":
      load(effect.openType, effect.url, state);
      break;
    case "closeWindow":
      stopPoll();
      closeWindow("game");
      break;
    case "leavePlayer":
      try {
        sessionStorage.removeItem(STORAGE.playUrl);
      } catch {
        // storage blocked
      }
      // The leave call must finish before the page goes (a navigation would cancel it).
      if (onPlayerPage()) {
        if (state.kind === "quitting") goHomeAfterLeave = true;
        else window.location.assign(`${prefix()}/`);
      }
      break;
    case "callLeave":
      leaving = calls()
        .then((m) => m.leave(effect.gpId, effect.gameCode))
        .catch(() => undefined)
        .finally(() => {
          if (goHomeAfterLeave) {
            goHomeAfterLeave = false;
            window.location.assign(`${prefix()}/`);
            return;
          }
          send({ type: "leaveDone" });
        });
      break;
    case "callLeaveAny":
      removeItem(STORAGE.isPlay);
      leaving = calls()
        .then((m) => m.leaveAny())
        .catch(() => undefined)
        .finally(() => send({ type: "leaveDone" }));
      break;
    case "refreshBalance":
      void calls().then((m) => m.refreshMemberBalance());
      break;
    case "armQuitTimer":
      clearTimeout(quitTimer);
      quitTimer = setTimeout(() => send({ type: "quitTimedOut" }), TIMING.quittingFlagMs);
      break;
    case "clearQuitTimer":
      clearTimeout(quitTimer);
      quitTimer = undefined;
      break;
    case "maintenance":
      void calls().then((m) => m.showMaintenance(effect.gpId, effect.window));
      break;
    case "limitRefused":
      void calls().then((m) => m.showLimitRefusal(effect.detail));
      break;
  }
}

function load(openType: Game["openType"], url: string, state: State): void {
  const safe = safeGameUrl(url);
  if (!safe) {
    send({ type: "quit" });
    return;
  }
  switch (openType) {
    case "window": {
      const win = openedWindow("game");
      if (win) win.location.replace(safe);
      break;
    }
    case "modal":
      break; // GameModal renders $gameModal
    case "page": {
      if (state.kind !== "playing") return;
      const record: PlayerRecord = { url: safe, target: state.game.target, demo: state.game.demo };
      try {
        sessionStorage.setItem(STORAGE.playUrl, JSON.stringify(record));
      } catch {
        // storage blocked: /play will send the member home
      }
      window.location.assign(`${prefix()}${playerPath}`);
      break;
    }
    case "redirect":
      window.location.assign(safe);
      break;
  }
}

/** A game address becomes a navigation only if it is a path of this site or an http(s) URL (DESIGN). */
export function safeGameUrl(url: string): string | null {
  try {
    const u = new URL(url, window.location.origin);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * Starts a game (spec 000 §4, §5). Call it synchronously in the click handler: on desktop the 1500×800 window
 * opens at once on /loading. Refusals toast the spec's keys; a visitor is asked to log in first.
 */
export function startGame(target: GameTarget, options: StartOptions = {}): void {
  install();
  send({ type: "start", target, demo: options.demo === true, ctx: startContext() });
}

/** The forced quit of spec 000 §4: close the window or modal, leave1, refresh the balance. Resolves once leave1 answered. */
export function quitGame(): Promise<void> {
  install();
  const before = $launcher.get();
  send({ type: "quit" });
  return $launcher.get() !== before ? leaving : Promise.resolve();
}

/**
 * Ends the member's game wherever the platform says it runs (spec 000 §4 leaving): this tab's game through the
 * quit step, else leave1 for the game the platform still holds. Resolves once leave1 answered or failed: what
 * the platform answers next (a transfer back's 102) tells whether the game ended.
 */
export function endAnyGame(): Promise<void> {
  install();
  send({ type: "endElsewhere" });
  return leaving;
}

/** /play: restores the game the page type stored; false when there is none (the page then leaves to /). */
export function restorePlayer(): PlayerRecord | null {
  install();
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(STORAGE.playUrl);
  } catch {
    raw = null;
  }
  const record = parsePlayerRecord(raw);
  if (!record) return null;
  send({ type: "restore", game: { target: record.target, demo: record.demo, openType: "page", url: record.url } });
  return record;
}

/** The state other rules ask: is a game starting or open in this tab? (logout guard, links, quickGame) */
export function gameRunning(): boolean {
  return isGameRunning($launcherFlags.get());
}

/**
 * Before leaving for a page that stops the game (spec 001 §2 /user/, /proxy/, /fastPayment; spec 001 §4
 * logout): confirms, then quits. True when the member may go on (no game, or confirmed).
 */
export async function confirmStopGame(messageKey: LocaleKey = "pg.leave_stops_game"): Promise<boolean> {
  if (!gameRunning()) return true;
  const ok = await confirmDialog({ titleKey: "pg.leave_title", messageKey, confirmKey: "pg.leave_confirm" });
  if (ok) await quitGame();
  return ok;
}

let installed = false;
/**
 * Listeners, once per page: session and platform events, the game pages' messages and the delegated link guard.
 * A page-level start, not a store's onMount: the link guard and the messages must hold on every page whether or
 * not an island shows the launcher's state, and a game window outlives any island.
 */
export function install(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  // Every page's view of the launcher (activity.ts: the wallet, the account menu, the host, <html data-game-busy>).
  $gameActivity.subscribe(publishActivity);
  hostView.subscribe((v) => $launcherHost.set(v));
  attachStore({ quitGame, endAnyGame, confirmStopGame });
  sessionEvents.on("login", () => send({ type: "loggedIn", ctx: startContext() }));
  sessionEvents.on("logout", () => send({ type: "loggedOut" }));
  // game.url: the address of the game play1 started ends "starting" (spec 000 §4).
  platformEvents.on("game.url", (p) => send({ type: "urlArrived", url: p.url, gpId: p.gp_id, gameCode: p.game_code }));
  // forward_game.status: 957 is transfers disabled (its notice is the connector's), any other code a start's status.
  platformEvents.on("forward_game.status", (p) =>
    send(
      p.code === FORWARD_GAME_TRANSFER_DISABLED
        ? { type: "transferDisabled" }
        : p.message === undefined
          ? { type: "forwardStatus", code: p.code }
          : { type: "forwardStatus", code: p.code, message: p.message },
    ),
  );
  // member.cash: the quitting flag clears (spec 001 §4; the balance itself is the session's).
  platformEvents.on("member.cash", () => send({ type: "cashArrived" }));
  // /close inside the game window, the modal's iframe or /play's iframe says the game is over.
  window.addEventListener("message", (e: MessageEvent) => {
    if (e.origin !== window.location.origin) return;
    const d: unknown = e.data;
    if (d && typeof d === "object" && (d as { type?: unknown }).type === GAME_CLOSED_MESSAGE) send({ type: "quit" });
  });
  installLinkGuard();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") checkWindow();
  });
  window.addEventListener("focus", checkWindow);
  window.addEventListener("pageshow", checkWindow);
  warmCalls();
}

/**
 * The calls' chunk, for a member only (a visitor's start asks to log in), once the page is idle after the
 * launcher's first use: the first start fetches it itself, the next ones find it here.
 */
function warmCalls(): void {
  const warm = () => {
    if ($session.get().status === "member" || readStoredSession()) void calls();
  };
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(warm, { timeout: 3000 });
  else setTimeout(warm, 1000);
}

export type { LauncherFlags };
