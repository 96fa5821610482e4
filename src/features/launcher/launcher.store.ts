// Browser. PLACEHOLDER to be replaced by the launcher (issue 9): the interface the catalogue, wallet, banners
// and quick-bet code against. startGame must be called synchronously inside the click handler (a desktop
// window is opened at once so no pop-up blocker stops it).
import { atom, computed } from "nanostores";
import type { GameActivity, GameTarget, StartOptions } from "./target.ts";

export const $gameActivity = atom<GameActivity>({ starting: false, quitting: false, open: false });
/** A game is starting, quitting or open: the wallet's transfer back waits (spec 000 §4). */
export const $gameBusy = computed($gameActivity, (a) => a.starting || a.quitting || a.open);

export function startGame(target: GameTarget, options: StartOptions = {}): void {
  void target;
  void options;
  throw new Error("launcher not built yet");
}

/** The forced quit of spec 000 §4: close the window or modal, leave1, refresh the balance. */
export async function quitGame(): Promise<void> {}
