// The game catalogue ("Pages"; spec 000 §2, §3, §5, §7, §9): what pages and other features may use.
// server.ts is for page frontmatter only (it calls the platform while the page renders).
export { default as SlotList, type SlotListProps } from "./SlotList.tsx";
export { default as SlotBar } from "./SlotBar.tsx";
export { toGameView, gameName, type GameView } from "./game-view.ts";
export { matchGames, normalizeSearch } from "./search.ts";
export { topProviderNames } from "./description.ts";
export { slotPageView, type SlotPageView } from "./slot-page.ts";
export { tabsFor, gamesForTab, type Tab } from "./tabs.ts";
export { isDemoProvider, DEMO_PROVIDERS, PROVIDER_DESCRIPTION_LIMIT, GAME_PAGE_SIZE } from "./constants.ts";
export {
  loadGameTypes,
  loadProviderGames,
  loadProviderGamesOutcome,
  loadTagGames,
  loadTemplate,
  supportDevice,
} from "./server.ts";
export { $favorites, $lastPlayed, toggleFavorite } from "./favorites.store.ts";
export { default as HallProviders } from "./HallProviders.tsx";
export { toProviderView, slotListHref, type ProviderView } from "./provider-view.ts";
export { parsePlayTarget, serializePlayTarget, targetOf } from "./play-target.ts";
export { default as GameTile } from "./GameTile.astro";
export { default as GameRow } from "./GameRow.astro";
export { default as PlayButton } from "./PlayButton.astro";
