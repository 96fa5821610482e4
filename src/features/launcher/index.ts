// The game launcher (spec 000 §4, §5): what other features may use.
export type { GameTarget, StartOptions, GameActivity } from "./target.ts";
export type { LauncherFlags } from "./launcher.machine.ts";
export {
  startGame,
  quitGame,
  endAnyGame,
  confirmStopGame,
  gameRunning,
  $gameActivity,
  $gameBusy,
  $launcherFlags,
} from "./launcher.store.ts";
export { default as LauncherHost } from "./LauncherHost.tsx";
export { default as GamePlayer } from "./GamePlayerIsland.tsx";
