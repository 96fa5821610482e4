// The home page's jackpot total (spec 000 §3 /v2/get_jackpot): what pages and other features may use.
export { $jackpot, startJackpotStore, type JackpotState } from "./jackpot.store.ts";
export { startJackpot } from "./jackpot-banner.ts";
export { default as JackpotBanner } from "./JackpotBanner.astro";
