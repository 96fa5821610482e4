// Browser (inert on the server). What every page needs of the launcher without its machine (launcher.store.ts,
// with its calls and the game modal, loads only when a game may be started, is started or must be restored):
// whether a game is starting, quitting or open in this tab, the stop-game guard of the member links, and quit /
// end calls that reach the store when it is here. Until the store loads, no game can run in this tab (a page
// load starts idle; /play restores its game through the store), so "idle" is the truth.
import { atom, computed, type ReadableAtom } from "nanostores";
import { followPath } from "../../components/ui/windows.ts";
import { openTarget, popupNameOf } from "../../lib/routing/popup-path.ts";
import { stripLocalePrefix } from "../../lib/routing/locale.ts";
import type { LocaleKey } from "../../lib/i18n/keys.ts";
import { isGameRunning, type GameActivity } from "./target.ts";
import type * as LauncherStore from "./launcher.store.ts";

type Store = Pick<typeof LauncherStore, "quitGame" | "endAnyGame" | "confirmStopGame">;

const IDLE: GameActivity = { starting: false, quitting: false, open: false };

const activity = atom<GameActivity>(IDLE);
/** The launcher's activity in this tab, written by the store once it runs (publishActivity). */
export const $gameActivity: ReadableAtom<GameActivity> = activity;
/** A game is starting, quitting or open: the wallet's transfer back waits (spec 000 §4). */
export const $gameBusy = computed($gameActivity, (a) => a.starting || a.quitting || a.open);
/** What the launcher's host shows: the game modal, the reality check beside a member's game. */
export const $launcherHost = atom<{ modal: boolean; memberGame: boolean }>({ modal: false, memberGame: false });
// Said on <html data-game-busy> too: the service worker's update toast (features/pwa/update.ts) waits for it
// without loading the launcher.
$gameBusy.subscribe((busy) => {
  if (typeof document !== "undefined") document.documentElement.toggleAttribute("data-game-busy", busy);
});

let store: Store | null = null;
let loading: Promise<Store> | null = null;

/** The store's state, for every page's readers. */
export function publishActivity(a: GameActivity): void {
  activity.set(a);
}

/** Called by launcher.store.ts when it loads (statically or not): from then on the calls below go to it. */
export function attachStore(s: Store): void {
  store = s;
}

/** The launcher's machine, loaded on demand. */
export function loadLauncher(): Promise<Store> {
  if (store) return Promise.resolve(store);
  loading ??= import("./launcher.store.ts");
  return loading;
}

/** The state other rules ask: is a game starting or open in this tab? (logout guard, links, quickGame) */
export function gameRunning(): boolean {
  return isGameRunning($gameActivity.get());
}

/** The forced quit of spec 000 §4; nothing to do while the store has not run (no game in this tab). */
export function quitGame(): Promise<void> {
  return store ? store.quitGame() : Promise.resolve();
}

/**
 * Ends the member's game wherever the platform says it runs (spec 000 §4 leaving): this tab's game, else leave1
 * for the game the platform still holds, which needs the store's calls. Resolves once leave1 answered or failed.
 */
export function endAnyGame(): Promise<void> {
  return store ? store.endAnyGame() : loadLauncher().then((s) => s.endAnyGame());
}

/**
 * Before leaving for a page that stops the game (spec 001 §2 /user/, /proxy/, /fastPayment; spec 001 §4
 * logout): confirms, then quits. True when the member may go on (no game, or confirmed).
 */
export function confirmStopGame(messageKey: LocaleKey = "pg.leave_stops_game"): Promise<boolean> {
  if (!gameRunning() || !store) return Promise.resolve(true);
  return store.confirmStopGame(messageKey);
}

/**
 * Every link to the member, agent and fast-payment pages (spec 001 §2; the footer, the tab bar, a promotion's
 * link, not only the account menu): a full page load, in its own 1500×800 window on desktop (spec 000 §2), and
 * with a game open a confirmation first that the game stops (then the launcher quits it).
 */
function onLinkClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = e.target instanceof Element ? e.target.closest("a[href]") : null;
  if (!(a instanceof HTMLAnchorElement) || a.origin !== window.location.origin) return;
  if (a.target && a.target !== "_self") return;
  const path = stripLocalePrefix(a.pathname) + a.search;
  if (popupNameOf(path) === null) return;
  const layout = document.documentElement.dataset["layout"] === "mobile" ? "mobile" : "desktop";
  const target = openTarget(path, stripLocalePrefix(window.location.pathname), layout);
  const running = gameRunning();
  if (!running && target.kind === "same") return;
  e.preventDefault();
  const href = a.href;
  if (!running) {
    followPath(href, target);
    return;
  }
  void confirmStopGame().then((ok) => {
    if (ok) followPath(href, target);
  });
}

let guarded = false;
/** The member links' guard, once per page (the launcher's host installs it on every page). */
export function installLinkGuard(): void {
  if (guarded || typeof document === "undefined") return;
  guarded = true;
  document.addEventListener("click", onLinkClick);
}
