// Browser and server (pure). What the search's results show, built from a search_catalogue answer (our
// extension): per game type its providers, each linking to its slot list (slots) or its game hall (the other
// types, whose providers start a lobby game rather than list games), and per provider its games in the page's
// language with what the launcher needs to start them (spec 000 §3 game provider item, §4).
import type { SearchTypeGroup } from "../../contract/games.ts";
import type { GameTarget } from "../launcher/index.ts";

export interface SearchAnswer {
  total: number;
  groups: SearchTypeGroup[];
}

export interface GameHit {
  id: number;
  name: string;
  image: string;
  target: GameTarget;
}

export interface ProviderHits {
  key: string;
  gpId: string;
  name: string;
  href: string;
  games: GameHit[];
}

export interface TypeHits {
  gtId: number;
  providers: ProviderHits[];
}

export interface ResultsView {
  total: number;
  shown: number;
  types: TypeHits[];
}

const inLanguage = (names: Record<string, string>, lang: string, fallback: string) =>
  names[lang] || names["en_US"] || fallback;

/** Slots list per provider (/slotgame?gt_id&gp_id&house); the other types' providers live in their hall. */
export function providerHref(prefix: string, gtId: number, gpId: string, house: number): string {
  if (gtId !== 2) return `${prefix}/gameHall/${gtId}`;
  const q = new URLSearchParams({ gt_id: String(gtId), gp_id: gpId, house: String(house) });
  return `${prefix}/slotgame?${q.toString()}`;
}

export function toResultsView(answer: SearchAnswer, lang: string, prefix: string): ResultsView {
  let shown = 0;
  const types = answer.groups.map((g) => ({
    gtId: g.gt_id,
    providers: g.providers.map((p) => ({
      key: `${g.gt_id}-${p.gp_id}-${p.house}`,
      gpId: p.gp_id,
      name: inLanguage(p.i18n_name, lang, p.gp_name),
      href: providerHref(prefix, g.gt_id, p.gp_id, p.house),
      games: p.games.map((game) => {
        shown++;
        const name = inLanguage(game.i18n_name, lang, game.game_name);
        return {
          id: game.id,
          name,
          image: game.game_image,
          target: {
            gpId: game.gp_id,
            gtId: game.game_type,
            gameCode: game.game_code,
            house: game.house,
            customized: game.customized === 1,
            name,
          },
        };
      }),
    })),
  }));
  return { total: answer.total, shown, types };
}
