// What a page's <script> may run of the jackpot (kept apart from index.ts, whose component a script must not ship):
// filling the home page's JackpotBanner from the store.
export { startJackpot } from "./jackpot-banner.ts";
