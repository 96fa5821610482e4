// Browser. The catalogue's member and demo calls (spec 000 §7) through the one API client and the contract. The
// store imports this module lazily: the client and zod stay out of the slot list's first load (JS budget).
import { gamesCalls } from "../../contract/games.ts";
import { callApi } from "../../lib/api/index.ts";
import type { Currency } from "../../lib/config/constants.ts";

export interface ProviderQuery {
  siteId: number;
  currency: Currency;
  device: number;
  gpId: string;
  gtId: number;
  house: number;
}

/** The wire parameters of a provider's game list (game_label and its demo twin take the same). */
function providerParams(q: ProviderQuery) {
  return {
    site_id: q.siteId,
    currency: q.currency,
    device: q.device,
    gp_id: q.gpId,
    house: q.house,
    game_type_id: q.gtId,
  };
}

/** The member's favourite game ids of one provider: game_label answers member_favorite for a member. */
export async function getProviderFavorites(q: ProviderQuery): Promise<number[]> {
  const res = await callApi(gamesCalls.gameLabel, providerParams(q));
  return res.list.filter((g) => g.member_favorite === 1).map((g) => g.id);
}

/** The member's last played game ids, most recent first (member-games/last-playing-game). */
export async function getLastPlayed(siteId: number, currency: Currency): Promise<number[]> {
  return (await callApi(gamesCalls.lastPlayingGames, { site_id: siteId, currency })).list;
}

/** Stores one favourite toggle; answers the member's favourites after it. */
export async function storeFavorite(id: number, status: 0 | 1): Promise<number[]> {
  return (await callApi(gamesCalls.storeFavorites, { data: [{ game_id: id, status }] })).list;
}

/** A provider's demo games (/demo/gp_games). */
export async function getDemoProviderGames(q: ProviderQuery) {
  return (await callApi(gamesCalls.demoProviderGames, providerParams(q))).data;
}

/** Every demo game by game type (/demo/gt_games). */
export async function getDemoTypeGames(siteId: number, currency: Currency, device: number, template: string) {
  return (await callApi(gamesCalls.demoTypeGames, { site_id: siteId, currency, support_device: device, template }))
    .data;
}

/** The games of a type matching a search, in any language (search_games, our extension; the hall's search). */
export async function searchTypeGames(q: HallQuery, keyword: string) {
  return callApi(gamesCalls.searchGames, {
    site_id: q.siteId,
    currency: q.currency,
    support_device: q.device,
    gt_id: q.gtId,
    keyword,
  });
}

/** What the hall's search sends besides the words: the site, currency, client type and the hall's game type. */
export interface HallQuery {
  siteId: number;
  currency: Currency;
  device: number;
  gtId: number;
}
