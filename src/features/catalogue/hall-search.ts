// Browser and server (pure). The hall's search results ("Search": any game of the type by any of its
// names): the featured (hot and new) games the page already has answer at once, then the platform's matches
// over every game of the type (search_games, our extension) join them, without duplicates, at most `limit`.
import type { GameView } from "./game-view.ts";
import { matchGames } from "./search.ts";

export const HALL_SEARCH_LIMIT = 48;

export function hallGames(
  featured: readonly GameView[],
  remote: readonly GameView[],
  query: string,
  limit = HALL_SEARCH_LIMIT,
): GameView[] {
  if (!query.trim()) return [];
  const seen = new Set<number>();
  const out: GameView[] = [];
  for (const g of [...matchGames(featured, query), ...matchGames(remote, query)]) {
    if (seen.has(g.id)) continue;
    seen.add(g.id);
    out.push(g);
    if (out.length >= limit) break;
  }
  return out;
}
