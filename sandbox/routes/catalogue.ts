// Row-to-contract mapping for providers and games, and the catalogue's queries, shared by the game routes.
// Every query is a prepared statement compiled once per database (stmt), and a list is one query: a provider's
// 400 games answer in a few milliseconds (tests/sandbox/catalogue.test.ts logs the time).
import { sandboxNow } from "../clock.ts";
import type { StatementSync } from "node:sqlite";
import type { GameItem, GameProviderItem } from "../../src/contract/index.ts";
import { deviceMask } from "../db/catalogue-seed.ts";
import type { Db } from "../db/index.ts";
import { PROVIDER_I18N } from "../db/providers.ts";

export interface ProviderRow {
  gp_id: string;
  gp_name: string;
  app_id: string;
  active: number;
  gt_ids: string;
  demo: number;
  sort: number;
  maintenance_start: string | null;
  maintenance_end: string | null;
}

export interface GameRow {
  id: number;
  gp_id: string;
  game_type: number;
  game_code: string;
  game_name: string;
  name_hi: string;
  name_ta: string;
  house: number;
  customized: number;
  is_hot: number;
  is_new: number;
  labels: string;
  demo: number;
  hue: number;
  devices: number;
  is_lobby: number;
  sort: number;
  gp_name: string;
}

const statements = new WeakMap<Db, Map<string, StatementSync>>();

/** The prepared statement for this SQL on this database, compiled on first use. */
export function stmt(db: Db, sql: string): StatementSync {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map<string, StatementSync>()));
  let s = cache.get(sql);
  if (!s) cache.set(sql, (s = db.prepare(sql)));
  return s;
}

const flag = (n: number): 0 | 1 => (n ? 1 : 0);

export function providerIcons(gpId: string) {
  return { icon_light: `/sandbox/img/provider/${gpId}-light.svg`, icon_dark: `/sandbox/img/provider/${gpId}-dark.svg` };
}

export function providerI18n(gpId: string, name: string): Record<string, string> {
  const t = PROVIDER_I18N[gpId];
  return { en_US: name, hi_IN: t?.hi_IN ?? name, ta_IN: t?.ta_IN ?? name };
}

export function providerItem(p: ProviderRow, gtId: number, favorite = false): GameProviderItem {
  return {
    id: p.sort + 1,
    gp_id: p.gp_id,
    gp_name: p.gp_name,
    gp_gt_name: `${p.gp_id}_${gtId}`,
    game_type: gtId,
    game_code: "",
    house: 0,
    customized: 0,
    ...providerIcons(p.gp_id),
    member_favorite: favorite ? 1 : 0,
    i18n_name: providerI18n(p.gp_id, p.gp_name),
  };
}

export function gameItem(g: GameRow, favorites: ReadonlySet<number>): GameItem {
  return {
    id: g.id,
    gp_id: g.gp_id,
    gp_name: g.gp_name,
    gp_gt_name: `${g.gp_id}_${g.game_type}`,
    game_type: g.game_type,
    game_code: g.game_code,
    house: g.house,
    customized: flag(g.customized),
    ...providerIcons(g.gp_id),
    member_favorite: favorites.has(g.id) ? 1 : 0,
    i18n_name: { en_US: g.game_name, hi_IN: g.name_hi || g.game_name, ta_IN: g.name_ta || g.game_name },
    game_name: g.game_name,
    game_image: `/sandbox/img/game/${g.id}.svg`,
    is_hot: flag(g.is_hot),
    is_new: flag(g.is_new),
    labels: JSON.parse(g.labels) as string[],
    demo: flag(g.demo),
  };
}

/** Games of active providers; `where` continues with AND …. The device mask is always the first parameter. */
export const GAME_SELECT = `SELECT g.*, p.gp_name FROM games g JOIN providers p ON p.gp_id = g.gp_id
  WHERE p.active = 1 AND (g.devices & ?) != 0`;

/** Games of active providers that the client type id `device` supports (spec 000 §9 ids), in list order. */
export function queryGames(db: Db, device: number, where: string, ...params: (string | number)[]): GameRow[] {
  return stmt(db, `${GAME_SELECT} ${where} ORDER BY g.game_type, p.sort, g.sort`).all(
    deviceMask(device),
    ...params,
  ) as unknown as GameRow[];
}

export function favoritesOf(db: Db, memberId: number | undefined): Set<number> {
  if (!memberId) return new Set();
  const rows = stmt(db, "SELECT game_id FROM favorites WHERE member_id = ?").all(memberId) as { game_id: number }[];
  return new Set(rows.map((r) => r.game_id));
}

/** The providers the member has a favourite game of (one query; provider items' member_favorite). */
export function favoriteProviders(db: Db, memberId: number | undefined): Set<string> {
  if (!memberId) return new Set();
  const rows = stmt(
    db,
    "SELECT DISTINCT g.gp_id FROM favorites f JOIN games g ON g.id = f.game_id WHERE f.member_id = ?",
  ).all(memberId) as { gp_id: string }[];
  return new Set(rows.map((r) => r.gp_id));
}

export function activeProviders(db: Db): ProviderRow[] {
  return stmt(db, "SELECT * FROM providers WHERE active = 1 ORDER BY sort").all() as unknown as ProviderRow[];
}

export function providerById(db: Db, gpId: string): ProviderRow | undefined {
  return stmt(db, "SELECT * FROM providers WHERE gp_id = ?").get(gpId) as ProviderRow | undefined;
}

export function gtName(db: Db, gtId: number): string {
  return (
    (stmt(db, "SELECT gt_name FROM game_types WHERE gt_id = ?").get(gtId) as { gt_name: string } | undefined)
      ?.gt_name ?? ""
  );
}

/** A provider is in maintenance while now is inside its window. */
export function inMaintenance(p: ProviderRow, now = sandboxNow()): boolean {
  if (!p.maintenance_start || !p.maintenance_end) return false;
  return Date.parse(p.maintenance_start) <= now && now < Date.parse(p.maintenance_end);
}
