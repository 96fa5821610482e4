// Browser and server (pure). The slim shape a game tile needs, built once on the server from a contract item
// (spec 000 §3 game provider item + our GameItem fields): the name in the page's language, every name for
// search, and what the launcher needs. Keeps the island's props small (hundreds of games per provider).
import type { GameItem } from "../../contract/games.ts";

export interface GameView {
  id: number;
  gpId: string;
  /** The provider's name as the platform gives it. */
  gpName: string;
  gtId: number;
  code: string;
  house: number;
  customized: boolean;
  /** In the page's language, falling back to English, then the platform's game_name. */
  name: string;
  /** Every distinct name of the game (i18n_name values and game_name), for search in any language. */
  names: string[];
  image: string;
  hot: boolean;
  isNew: boolean;
  labels: string[];
  demo: boolean;
  favorite: boolean;
}

export function gameName(item: Pick<GameItem, "i18n_name" | "game_name">, lang: string): string {
  return item.i18n_name[lang] || item.i18n_name["en_US"] || item.game_name;
}

export function toGameView(item: GameItem, lang: string): GameView {
  return {
    id: item.id,
    gpId: item.gp_id,
    gpName: item.gp_name,
    gtId: item.game_type,
    code: item.game_code,
    house: item.house,
    customized: item.customized === 1,
    name: gameName(item, lang),
    names: [...new Set([item.game_name, ...Object.values(item.i18n_name)].filter(Boolean))],
    image: item.game_image,
    hot: item.is_hot === 1,
    isNew: item.is_new === 1,
    labels: item.labels,
    demo: item.demo === 1,
    favorite: item.member_favorite === 1,
  };
}
