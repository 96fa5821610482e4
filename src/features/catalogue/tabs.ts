// Browser and server (pure). The slot list's tabs (spec 000 §3 game-list tab keys): all_game → entire_games,
// my_favorite → my_favorites, last_play → last_play_games (the text keys verbatim as locale keys), then the
// provider's label tabs of /v2/game_label `main`. Favourites and last played exist for members only.
import { GAME_LIST_TABS } from "../../contract/constants.ts";
import { runtimeKey, type LocaleKey } from "../../lib/i18n/keys.ts";

export type FixedTab = keyof typeof GAME_LIST_TABS;
export interface Tab {
  key: string;
  /** A locale key for the tab's text, or null when only the platform's name is known. */
  textKey: LocaleKey | null;
  /** The platform's display name (used when textKey is null). */
  name: string;
}

/** Labels the site has words for (catalogue.label.*); others show the platform's name. */
export const KNOWN_LABELS = [
  "hot",
  "new",
  "fishing",
  "classic",
  "video",
  "lobby",
  "jackpot",
  "table",
  "arcade",
  "megaways",
  "crash",
  "bingo",
];

const FIXED: readonly FixedTab[] = ["all_game", "my_favorite", "last_play"];
const MEMBER_ONLY: readonly FixedTab[] = ["my_favorite", "last_play"];

export function isFixedTab(key: string): key is FixedTab {
  return (FIXED as readonly string[]).includes(key);
}

export function tabsFor(main: readonly { key: string; name: string }[], signedIn: boolean): Tab[] {
  const fixed = FIXED.filter((k) => signedIn || !MEMBER_ONLY.includes(k)).map((k) => ({
    key: k,
    textKey: GAME_LIST_TABS[k],
    name: GAME_LIST_TABS[k],
  }));
  const seen = new Set<string>(FIXED);
  const labels: Tab[] = [];
  for (const m of main) {
    if (seen.has(m.key)) continue;
    seen.add(m.key);
    labels.push({
      key: m.key,
      textKey: KNOWN_LABELS.includes(m.key) ? runtimeKey(`catalogue.label.${m.key}`) : null,
      name: m.name,
    });
  }
  return [...fixed, ...labels];
}

/** The games a tab shows: all, the favourites, the last played (most recent first) or one label's games. */
export function gamesForTab<T extends { id: number; labels: readonly string[] }>(
  games: readonly T[],
  tab: string,
  favorites: ReadonlySet<number>,
  lastPlayed: readonly number[],
): T[] {
  if (tab === "all_game") return [...games];
  if (tab === "my_favorite") return games.filter((g) => favorites.has(g.id));
  if (tab === "last_play") {
    const byId = new Map(games.map((g) => [g.id, g]));
    return lastPlayed.flatMap((id) => {
      const g = byId.get(id);
      return g ? [g] : [];
    });
  }
  return games.filter((g) => g.labels.includes(tab));
}
