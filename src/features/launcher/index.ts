// The game launcher (spec 000 §4, §5): what other features may use.
export type { GameTarget, StartOptions, GameActivity } from "./target.ts";
export { startGame, quitGame, $gameActivity, $gameBusy } from "./launcher.store.ts";
