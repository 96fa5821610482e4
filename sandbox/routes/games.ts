// Game catalogue, demo play, favourites, last played, play1/leave1 (spec 000 §3, §4, §7).
import { sandboxNowIso } from "../clock.ts";
import type { IncomingMessage } from "node:http";
import {
  EVENTS,
  FORWARD_GAME_TRANSFER_DISABLED,
  GAME_LIST_TABS,
  SEARCH_CATALOGUE_DEFAULT,
  SEARCH_GAMES_MAX,
  isRelativeOrSameOrigin,
  isRelativeUrl,
  matchGames,
  normalizeSearch,
  type SearchTypeGroup,
  type GameItem,
  type GameType,
} from "../../src/contract/index.ts";
import { cameOverHttps, requestedHost } from "../../src/contract/client-address.ts";
import { INPUT_ERROR_CODE } from "../router-codes.ts";
import type { Ctx } from "../context.ts";
import { randomToken } from "../crypto.ts";
import { transaction } from "../db/index.ts";
import { emitCash, transferIn, transferOut } from "../wallet.ts";
import { closeGameSessions, playRefusal } from "../limits.ts";
import { memberNow } from "../member-clock.ts";
import { SLOT_LABELS } from "../db/catalogue-words.ts";
import { deviceMask } from "../db/catalogue-seed.ts";
import { pageLanguage } from "../games/page-text.ts";
import {
  activeProviders,
  favoriteProviders,
  favoritesOf,
  gameItem,
  gtName,
  inMaintenance,
  providerById,
  providerI18n,
  providerItem,
  queryGames,
  stmt,
  type GameRow,
} from "./catalogue.ts";
import { fail, need, ok, type Handlers } from "./types.ts";

/**
 * How well a normalised name answers a normalised query (lower is better): the whole name, its start, the start
 * of one of its words, anywhere (matchGames has already checked every word occurs).
 */
export function matchRank(name: string, query: string): number {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  return 3;
}

/** Delay between play1's answer and the game.url event (spec 000 §4: the URL arrives over the private channel). */
export const GAME_URL_DELAY_MS = 100;

/** The origin game URLs are built on: PUBLIC_ORIGIN, else how the client reached us (trusted proxies only). */
export function originOf(ctx: Ctx, req: IncomingMessage): string {
  if (ctx.opts.publicOrigin) return ctx.opts.publicOrigin.replace(/\/$/, "");
  const proto = cameOverHttps(req, ctx.opts.trustedProxies) ? "https" : "http";
  return `${proto}://${requestedHost(req, ctx.opts.trustedProxies) ?? "localhost"}`;
}

/**
 * Whether play1's lobby_url may become the game page's back link: a path on this site, or a URL on the configured
 * public origin (PUBLIC_ORIGIN). Never an origin read from the request: its Host is the client's to write, so a
 * Host of evil.example made https://evil.example/ "our origin" (security).
 */
export function lobbyUrlAllowed(ctx: Ctx, lobbyUrl: string): boolean {
  const configured = ctx.opts.publicOrigin?.replace(/\/$/, "");
  return configured ? isRelativeOrSameOrigin(lobbyUrl, configured) : isRelativeUrl(lobbyUrl);
}

function gameTypes(ctx: Ctx, memberId: number | undefined): GameType[] {
  const providers = activeProviders(ctx.db).map((p) => ({ p, gts: JSON.parse(p.gt_ids) as number[] }));
  const types = stmt(ctx.db, "SELECT gt_id, gt_name FROM game_types ORDER BY sort").all() as {
    gt_id: number;
    gt_name: string;
  }[];
  const favProviders = favoriteProviders(ctx.db, memberId);
  return types.map((t) => ({
    gt_id: t.gt_id,
    gt_name: t.gt_name,
    gt_icon: `/sandbox/img/gt/${t.gt_id}.svg`,
    gt_icon_active: `/sandbox/img/gt/${t.gt_id}-active.svg`,
    gp_list: providers
      .filter(({ gts }) => gts.includes(t.gt_id))
      .map(({ p }) => providerItem(p, t.gt_id, favProviders.has(p.gp_id))),
  }));
}

/**
 * The game play1 starts: the named game, or with an empty game_code the provider's lobby game of the type
 * (every type but slot has one; a slot provider's first game otherwise). Any device: the caller checks support.
 */
function gameToStart(ctx: Ctx, gpId: string, gameType: number, gameCode: string): GameRow | undefined {
  if (gameCode) return queryGames(ctx.db, 0, "AND g.gp_id = ? AND g.game_code = ?", gpId, gameCode)[0];
  return (
    queryGames(ctx.db, 0, "AND g.gp_id = ? AND g.game_type = ? AND g.is_lobby = 1", gpId, gameType)[0] ??
    queryGames(ctx.db, 0, "AND g.gp_id = ? AND g.game_type = ?", gpId, gameType)[0]
  );
}

/** The tabs of a provider's game page: the fixed ones (spec 000 §3), then its labels in a stable order. */
function labelTabs(list: readonly GameItem[], signedIn: boolean) {
  const present = new Set(list.flatMap((g) => g.labels));
  const order: string[] = [...SLOT_LABELS, "lobby", "table"];
  const labels = [...order.filter((l) => present.has(l)), ...[...present].filter((l) => !order.includes(l)).sort()];
  return [
    { key: "all_game", name: GAME_LIST_TABS.all_game },
    ...(signedIn
      ? [
          { key: "my_favorite", name: GAME_LIST_TABS.my_favorite },
          { key: "last_play", name: GAME_LIST_TABS.last_play },
        ]
      : []),
    ...labels.map((l) => ({ key: l, name: l })),
  ];
}

export const gamesHandlers = {
  demoPlay: ({ body, ctx, req }) => {
    const row = queryGames(
      ctx.db,
      body.device,
      "AND g.gp_id = ? AND g.game_code = ? AND g.demo = 1",
      body.gp_id,
      body.game_code,
    )[0];
    if (!row) return fail(102, "demo play is not available for this game on this device");
    const lang = pageLanguage(req.headers.lang);
    return ok({ game_url: `${originOf(ctx, req)}/sandbox/games/slot?demo=1&game=${row.id}&lang=${lang}` });
  },
  demoProviderGames: ({ body, ctx }) =>
    ok({
      data: queryGames(
        ctx.db,
        body.device,
        "AND g.demo = 1 AND g.gp_id = ? AND g.game_type = ?",
        body.gp_id,
        body.game_type_id,
      ).map((g) => gameItem(g, new Set())),
    }),
  demoTypeGames: ({ body, ctx }) => {
    const all = queryGames(ctx.db, body.support_device, "AND g.demo = 1").map((g) => gameItem(g, new Set()));
    const ids = [...new Set(all.map((g) => g.game_type))];
    return ok({
      data: ids.map((gt) => ({
        gt_id: gt,
        gt_name: gtName(ctx.db, gt),
        game_list: all.filter((g) => g.game_type === gt),
      })),
    });
  },
  gameList: ({ ctx, member }) => ok({ data: gameTypes(ctx, member?.id) }),
  tagGameList: ({ body, ctx, member }) => {
    const fav = favoritesOf(ctx.db, member?.id);
    const col = body.tag === "hot" ? "is_hot" : "is_new";
    const list = queryGames(ctx.db, body.support_device, `AND g.${col} = 1 AND g.game_type = ?`, body.gt_id).map((g) =>
      gameItem(g, fav),
    );
    return ok({ info: { [body.tag]: { game_list: list } } });
  },
  gameLabel: ({ body, ctx, member }) => {
    const p = providerById(ctx.db, body.gp_id);
    if (!p || !p.active) return fail(102, `provider ${body.gp_id} is not available`);
    const fav = favoritesOf(ctx.db, member?.id);
    const list = queryGames(
      ctx.db,
      body.device,
      "AND g.gp_id = ? AND g.game_type = ?",
      body.gp_id,
      body.game_type_id,
    ).map((g) => gameItem(g, fav));
    return ok({ list, main: labelTabs(list, Boolean(member)) });
  },
  // Our extension (src/contract games searchGames): every game of the type, by any of its names, with the
  // site's own matcher, so the hall finds what the slot list would.
  searchGames: ({ body, ctx, member }) => {
    const fav = favoritesOf(ctx.db, member?.id);
    const rows = queryGames(ctx.db, body.support_device, "AND g.game_type = ?", body.gt_id).map((g) => ({
      g,
      names: [g.game_name, g.name_hi, g.name_ta].filter(Boolean),
    }));
    const found = matchGames(rows, body.keyword);
    return ok({
      list: found.slice(0, body.limit ?? SEARCH_GAMES_MAX).map(({ g }) => gameItem(g, fav)),
      total: found.length,
    });
  },
  // Our extension (src/contract games searchCatalogue): the header's search over every type and provider.
  searchCatalogue: ({ body, ctx, member }) => {
    const fav = favoritesOf(ctx.db, member?.id);
    const rows = queryGames(ctx.db, body.support_device, "").map((g, order) => ({
      g,
      order,
      names: [g.game_name, g.name_hi, g.name_ta].filter(Boolean),
    }));
    const query = normalizeSearch(body.keyword);
    const matches = matchGames(rows, body.keyword);
    const found = matches
      .map((r) => ({ ...r, rank: Math.min(...r.names.map((n) => matchRank(normalizeSearch(n), query))) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, body.limit ?? SEARCH_CATALOGUE_DEFAULT)
      // Grouping keeps catalogue order: types, then providers, then games as the lists show them.
      .sort((a, b) => a.order - b.order);
    const types = stmt(ctx.db, "SELECT gt_id, gt_name FROM game_types ORDER BY sort").all() as {
      gt_id: number;
      gt_name: string;
    }[];
    const groups: SearchTypeGroup[] = [];
    for (const t of types) {
      const ofType = found.filter((r) => r.g.game_type === t.gt_id);
      if (ofType.length === 0) continue;
      const providers = new Map<string, SearchTypeGroup["providers"][number]>();
      for (const { g } of ofType) {
        const key = `${g.gp_id}|${g.house}`;
        let p = providers.get(key);
        if (!p) {
          p = {
            gp_id: g.gp_id,
            gp_name: g.gp_name,
            house: g.house,
            i18n_name: providerI18n(g.gp_id, g.gp_name),
            games: [],
          };
          providers.set(key, p);
        }
        p.games.push(gameItem(g, fav));
      }
      groups.push({ gt_id: t.gt_id, gt_name: t.gt_name, providers: [...providers.values()] });
    }
    return ok({ total: matches.length, groups });
  },
  templateGameList: ({ body, ctx, member }) => {
    const fav = favoritesOf(ctx.db, member?.id);
    const types = stmt(ctx.db, "SELECT gt_id, gt_name FROM game_types ORDER BY sort").all() as {
      gt_id: number;
      gt_name: string;
    }[];
    const featured = queryGames(ctx.db, body.support_device, "AND (g.is_hot = 1 OR g.is_new = 1)");
    return ok({
      info: types.map((t) => ({
        gt_id: t.gt_id,
        gt_name: t.gt_name,
        game_list: featured
          .filter((g) => g.game_type === t.gt_id)
          .slice(0, 12)
          .map((g) => gameItem(g, fav)),
      })),
    });
  },
  lastPlayingGames: ({ ctx, member }) => {
    // Most recent first: a replay re-inserts the row, so rowid orders plays even within one millisecond.
    const rows = stmt(ctx.db, "SELECT game_id FROM last_played WHERE member_id = ? ORDER BY rowid DESC LIMIT 20").all(
      need(member).id,
    ) as { game_id: number }[];
    return ok({ list: rows.map((r) => r.game_id) });
  },
  storeFavorites: ({ body, ctx, member }) => {
    const m = need(member);
    const known = stmt(
      ctx.db,
      "SELECT 1 FROM games g JOIN providers p ON p.gp_id = g.gp_id WHERE g.id = ? AND p.active = 1",
    );
    for (const { game_id } of body.data) {
      if (!known.get(game_id)) return fail(102, `unknown game_id ${game_id}`);
    }
    // Idempotent: adding a favourite twice or removing a missing one changes nothing; the last entry for an id wins.
    transaction(ctx.db, () => {
      for (const { game_id, status } of body.data) {
        if (status === 1)
          stmt(ctx.db, "INSERT OR IGNORE INTO favorites (member_id, game_id) VALUES (?, ?)").run(m.id, game_id);
        else stmt(ctx.db, "DELETE FROM favorites WHERE member_id = ? AND game_id = ?").run(m.id, game_id);
      }
    });
    return ok({ list: [...favoritesOf(ctx.db, m.id)].sort((a, b) => a - b) });
  },
  playGame: ({ body, ctx, member, req }) => {
    const m = need(member);
    // security: lobby_url becomes the game page's back link, so only a path or the public origin's URL.
    if (!lobbyUrlAllowed(ctx, body.lobby_url))
      return fail(
        INPUT_ERROR_CODE,
        ctx.opts.publicOrigin
          ? `lobby_url: must be a path starting with a single / or a URL on ${ctx.opts.publicOrigin.replace(/\/$/, "")}`
          : "lobby_url: must be a path starting with a single /",
      );
    const p = providerById(ctx.db, body.gp_id);
    if (!p || !p.active) return fail(102, `provider ${body.gp_id} is not available`);
    if (m.wallet_status === 0) {
      // spec 001 §4, §8: forward-game status 957 means transfers are disabled.
      ctx.later(ctx.opts.gameUrlDelayMs ?? GAME_URL_DELAY_MS, () =>
        ctx.emit.toMember(m.id, EVENTS.forwardGameStatus.name, { code: FORWARD_GAME_TRANSFER_DISABLED }),
      );
      return fail(FORWARD_GAME_TRANSFER_DISABLED, "transfers are disabled for this wallet");
    }
    if (inMaintenance(p))
      return fail(203, "provider under maintenance", { start_at: p.maintenance_start, end_at: p.maintenance_end });
    const game = gameToStart(ctx, body.gp_id, body.game_type, body.game_code);
    if (!game) return fail(104, `unknown game ${body.gp_id}/${body.game_code}`);
    if ((game.devices & deviceMask(body.device)) === 0)
      return fail(104, `${game.game_name} is not available on this device`);
    // The member's session-time and loss limits (sandbox/limits.ts): no new game once one is reached.
    const over = playRefusal(ctx.db, m);
    if (over) return fail(over.code, over.message, over.detail);
    if (m.playing_gp_id && m.playing_gp_id !== body.gp_id)
      transaction(ctx.db, () => transferOut(ctx.db, m.id, m.playing_gp_id ?? ""));
    const session = randomToken(16);
    transaction(ctx.db, () => {
      closeGameSessions(ctx.db, m.id);
      transferIn(ctx.db, m.id, body.gp_id);
      ctx.db.prepare("UPDATE members SET playing_gp_id = ? WHERE id = ?").run(body.gp_id, m.id);
      ctx.db
        .prepare(
          `INSERT INTO game_sessions (session, member_id, gp_id, game_code, game_id, lobby_url, created_at, lang)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          session,
          m.id,
          body.gp_id,
          game.game_code,
          game.id,
          body.lobby_url,
          // the member's clock: play time for the session-time limit and the reality check (sandbox/limits.ts)
          new Date(memberNow(ctx.db, m.id)).toISOString(),
          pageLanguage(req.headers.lang),
        );
      stmt(ctx.db, "DELETE FROM last_played WHERE member_id = ? AND game_id = ?").run(m.id, game.id);
      stmt(ctx.db, "INSERT INTO last_played (member_id, game_id, played_at) VALUES (?, ?, ?)").run(
        m.id,
        game.id,
        sandboxNowIso(),
      );
    });
    const url = `${originOf(ctx, req)}/sandbox/games/slot?session=${session}`;
    ctx.later(ctx.opts.gameUrlDelayMs ?? GAME_URL_DELAY_MS, () => {
      ctx.emit.toMember(m.id, EVENTS.gameUrl.name, { url, gp_id: body.gp_id, game_code: game.game_code });
      emitCash(ctx, m.id);
    });
    return ok({ gp_id: body.gp_id, game_code: game.game_code, game_url: null });
  },
  leaveGame: ({ ctx, member }) => {
    const m = need(member);
    if (m.playing_gp_id) {
      const p = providerById(ctx.db, m.playing_gp_id);
      transaction(ctx.db, () => {
        // A provider in maintenance keeps the balance until it is back (transfer back answers 103 meanwhile).
        if (p && !inMaintenance(p)) transferOut(ctx.db, m.id, m.playing_gp_id ?? "");
        ctx.db.prepare("UPDATE members SET playing_gp_id = NULL WHERE id = ?").run(m.id);
        closeGameSessions(ctx.db, m.id);
      });
      emitCash(ctx, m.id);
    }
    return ok({});
  },
  sportQuickBetUrl: ({ ctx, req, body }) =>
    ok({ detail: { url: `${originOf(ctx, req)}/sandbox/games/sport?currency=${body.currency}`, gp_id: "GPSB" } }),
  checkIframe: ({ body }) => {
    let embeddable = false;
    try {
      embeddable = new URL(body.url, "http://localhost").pathname.startsWith("/sandbox/");
    } catch {
      embeddable = false;
    }
    return ok({ embeddable });
  },
} satisfies Partial<Handlers>;
