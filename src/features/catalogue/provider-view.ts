// Browser and server (pure). A game hall's provider tile (spec 000 §3 game provider item): a slot provider
// (type 2) leads to its slot list /slotgame?gt_id=2&gp_id=…&house=…; a provider of another type launches its
// lobby game (game code ""). Icons: the site's theme is dark, so icon_dark rests and icon_light lights up on
// hover and keyboard focus (our decision, "light and dark icons").
import type { GameProviderItem } from "../../contract/games.ts";

export interface ProviderView {
  gpId: string;
  gtId: number;
  house: number;
  customized: boolean;
  name: string;
  names: string[];
  iconLight: string;
  iconDark: string;
  /** The slot list for a slot provider; null when the tile launches the provider's lobby game. */
  href: string | null;
}

export function slotListHref(prefix: string, p: { gp_id: string; house: number }, gtId = 2): string {
  const q = new URLSearchParams({ gt_id: String(gtId), gp_id: p.gp_id, house: String(p.house) });
  return `${prefix}/slotgame?${q.toString()}`;
}

export function toProviderView(p: GameProviderItem, gtId: number, lang: string, prefix: string): ProviderView {
  return {
    gpId: p.gp_id,
    gtId,
    house: p.house,
    customized: p.customized === 1,
    name: p.i18n_name[lang] || p.gp_name,
    names: [...new Set([p.gp_name, ...Object.values(p.i18n_name)].filter(Boolean))],
    iconLight: p.icon_light,
    iconDark: p.icon_dark,
    href: gtId === 2 ? slotListHref(prefix, p, gtId) : null,
  };
}
