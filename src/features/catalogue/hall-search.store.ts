// Browser. The hall's search over every game of its type ("Search"; search_games, our extension): asks
// the platform a moment after the last keystroke (the featured games answer at once meanwhile), keeps only the
// answer to the newest words, and on failure keeps what the page has. The calls load on the first search.
import { atom } from "nanostores";
import type { GameItem } from "../../contract/games.ts";
import type { HallQuery } from "./api.ts";
import { toGameView, type GameView } from "./game-view.ts";

export interface HallSearchState {
  /** The words the games below answer. */
  query: string;
  games: readonly GameView[];
  status: "idle" | "loading" | "ready" | "error";
}

export const $hallSearch = atom<HallSearchState>({ query: "", games: [], status: "idle" });

/** After the last keystroke, before asking the platform. */
export const HALL_SEARCH_DEBOUNCE_MS = 150;

type Search = (q: HallQuery, keyword: string) => Promise<{ list: GameItem[] }>;
let search: () => Promise<Search> = () => import("./api.ts").then((m) => m.searchTypeGames);

/** Tests replace the call. */
export function setHallSearchCall(fake: Search | null): void {
  search = fake ? () => Promise.resolve(fake) : () => import("./api.ts").then((m) => m.searchTypeGames);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let latest = "";

export function searchHall(q: HallQuery, lang: string, words: string): void {
  const keyword = words.trim();
  latest = keyword;
  clearTimeout(timer);
  if (!keyword) {
    $hallSearch.set({ query: "", games: [], status: "idle" });
    return;
  }
  $hallSearch.set({ ...$hallSearch.get(), status: "loading" });
  timer = setTimeout(() => {
    void search()
      .then((call) => call(q, keyword))
      .then(
        (res) => {
          if (latest !== keyword) return;
          $hallSearch.set({ query: keyword, games: res.list.map((g) => toGameView(g, lang)), status: "ready" });
        },
        () => {
          if (latest !== keyword) return;
          $hallSearch.set({ query: keyword, games: [], status: "error" });
        },
      );
  }, HALL_SEARCH_DEBOUNCE_MS);
}
