// Browser. Starts a game through the launcher, which loads when the member points at, touches or focuses a game
// (preloadPlay), not with the page: the launcher is about 6 KB gzip that a visitor looking at the list does not
// need. Once loaded, playLazy runs synchronously inside the click (spec 000 §4: the desktop window opens at once,
// no pop-up blocker); a click before it arrived starts the game once it has.
import type { GameTarget } from "../launcher/index.ts";
import type * as Play from "./play.ts";
import { quietIfOffline, refuseIfOffline } from "../pwa/index.ts";

type PlayModule = typeof Play;
let mod: PlayModule | null = null;
let loading: Promise<PlayModule> | null = null;

/** Loads the launcher; a failed load (offline) is forgotten, so the next press tries again. */
export function preloadPlay(): Promise<PlayModule> {
  loading ??= import("./play.ts").then(
    (m) => (mod = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Offline, a failed warm-up is quiet: the press tries again and says why it cannot start. */
const warm = () => void preloadPlay().catch(quietIfOffline);

export function playLazy(target: GameTarget, demo = false): void {
  if (mod) mod.playTarget(target, demo);
  // Offline with the launcher never loaded: the refusal a game start gives offline, not nothing.
  else void preloadPlay().then((m) => m.playTarget(target, demo), refuseIfOffline);
}

/** Props for a list's container: warm the launcher as soon as a game may be chosen. */
export const warmPlay = {
  onPointerOver: warm,
  onPointerDown: warm,
  onTouchStart: warm,
  onFocus: warm,
};
