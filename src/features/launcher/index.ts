// The game launcher (spec 000 §4, §5): what other features and pages may use on any page: whether a game runs
// in this tab, the quit and stop-game steps (activity.ts) and the islands. None of it loads the launcher's
// machine; starting a game does, through client.ts (startGame), which a game's tile, search or banner imports.
export type { GameTarget, StartOptions, GameActivity } from "./target.ts";
export type { LauncherFlags } from "./launcher.machine.ts";
export { quitGame, endAnyGame, confirmStopGame, gameRunning, $gameActivity, $gameBusy } from "./activity.ts";
export { isGameRunning } from "./target.ts";
export { default as LauncherHost } from "./LauncherHost.tsx";
export { default as GamePlayer } from "./GamePlayerIsland.tsx";
