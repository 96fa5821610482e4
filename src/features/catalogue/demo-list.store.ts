// Browser. The demo list modal's games (spec 000 §2 screens; §7 /demo/gp_games for this provider,
// /demo/gt_games for every type): one load per request, an older answer that arrives late is dropped, and a
// failure is a state the modal shows with a retry. The island only renders this atom and calls loadDemoList.
import { atom } from "nanostores";
import { pageLanguage } from "../../lib/session/session.store.ts";
import type * as Api from "./api.ts";
import type { ProviderQuery } from "./api.ts";
import { toGameView, type GameView } from "./game-view.ts";

export type DemoScope = "provider" | "all";
export interface DemoGroup {
  gtId: number;
  games: GameView[];
}
export type DemoList = { kind: "loading" } | { kind: "error" } | { kind: "ready"; groups: DemoGroup[] };

export const $demoList = atom<DemoList>({ kind: "loading" });

/** The calls and the page language, injectable for tests; the API module loads with the modal's first use. */
export interface DemoDeps {
  api: () => Promise<Pick<typeof Api, "getDemoProviderGames" | "getDemoTypeGames">>;
  lang: () => string;
}
const defaults: DemoDeps = { api: () => import("./api.ts"), lang: pageLanguage };

let latest = 0;

export async function loadDemoList(
  query: ProviderQuery,
  template: string,
  scope: DemoScope,
  deps: DemoDeps = defaults,
): Promise<void> {
  const id = ++latest;
  $demoList.set({ kind: "loading" });
  const lang = deps.lang();
  try {
    const api = await deps.api();
    const groups: DemoGroup[] =
      scope === "provider"
        ? [{ gtId: query.gtId, games: (await api.getDemoProviderGames(query)).map((g) => toGameView(g, lang)) }]
        : (await api.getDemoTypeGames(query.siteId, query.currency, query.device, template)).map((group) => ({
            gtId: group.gt_id,
            games: group.game_list.map((g) => toGameView(g, lang)),
          }));
    if (id === latest) $demoList.set({ kind: "ready", groups });
  } catch {
    if (id === latest) $demoList.set({ kind: "error" });
  }
}
