// Game catalogue, demo play, favourites, last played, play1/leave1 (spec 000 §3, §4, §7).
import type { IncomingMessage } from "node:http";
import {
  EVENTS,
  FORWARD_GAME_TRANSFER_DISABLED,
  isRelativeOrSameOrigin,
  type GameItem,
  type GameType,
} from "../../src/contract/index.ts";
import { INPUT_ERROR_CODE } from "../router-codes.ts";
import type { Ctx } from "../context.ts";
import { randomToken } from "../crypto.ts";
import { transaction } from "../db/index.ts";
import { emitCash, transferIn, transferOut } from "../wallet.ts";
import {
  activeProviders,
  favoritesOf,
  GAME_SELECT,
  gameItem,
  gtName,
  inMaintenance,
  providerById,
  providerItem,
  type GameRow,
} from "./catalogue.ts";
import { fail, need, ok, type Handlers } from "./types.ts";

/** Delay between play1's answer and the game.url event (spec 000 §4: the URL arrives over the private channel). */
export const GAME_URL_DELAY_MS = 100;

export function originOf(ctx: Ctx, req: IncomingMessage): string {
  if (ctx.opts.publicOrigin) return ctx.opts.publicOrigin.replace(/\/$/, "");
  const proto = (req.headers["x-forwarded-proto"] as string | undefined)?.split(",")[0] ?? "http";
  return `${proto}://${req.headers.host ?? "localhost"}`;
}

function games(ctx: Ctx, where: string, ...params: (string | number)[]): GameRow[] {
  return ctx.db.prepare(`${GAME_SELECT} ${where} ORDER BY g.id`).all(...params) as unknown as GameRow[];
}

function gameTypes(ctx: Ctx, favorites: Set<number>): GameType[] {
  const providers = activeProviders(ctx.db);
  const types = ctx.db.prepare("SELECT gt_id, gt_name FROM game_types ORDER BY sort").all() as {
    gt_id: number;
    gt_name: string;
  }[];
  const favProviders = new Set(
    [...favorites].map(
      (id) => (ctx.db.prepare("SELECT gp_id FROM games WHERE id = ?").get(id) as { gp_id: string } | undefined)?.gp_id,
    ),
  );
  return types.map((t) => ({
    gt_id: t.gt_id,
    gt_name: t.gt_name,
    gt_icon: `/sandbox/img/gt/${t.gt_id}.svg`,
    gt_icon_active: `/sandbox/img/gt/${t.gt_id}-active.svg`,
    gp_list: providers
      .filter((p) => (JSON.parse(p.gt_ids) as number[]).includes(t.gt_id))
      .map((p) => providerItem(p, t.gt_id, favProviders.has(p.gp_id))),
  }));
}

function demoGames(ctx: Ctx, where = "", ...params: (string | number)[]): GameItem[] {
  return games(ctx, `AND g.demo = 1 ${where}`, ...params).map((g) => gameItem(g, new Set()));
}

export const gamesHandlers = {
  demoPlay: ({ body, ctx, req }) => {
    const row = games(ctx, "AND g.gp_id = ? AND g.game_code = ? AND g.demo = 1", body.gp_id, body.game_code)[0];
    if (!row) return fail(102, "demo play is not available for this game");
    return ok({ game_url: `${originOf(ctx, req)}/sandbox/games/slot?demo=1&game=${row.id}` });
  },
  demoProviderGames: ({ body, ctx }) =>
    ok({ data: demoGames(ctx, "AND g.gp_id = ? AND g.game_type = ?", body.gp_id, body.game_type_id) }),
  demoTypeGames: ({ ctx }) => {
    const all = demoGames(ctx);
    const ids = [...new Set(all.map((g) => g.game_type))];
    return ok({
      data: ids.map((gt) => ({
        gt_id: gt,
        gt_name: gtName(ctx.db, gt),
        game_list: all.filter((g) => g.game_type === gt),
      })),
    });
  },
  gameList: ({ ctx, member }) => ok({ data: gameTypes(ctx, favoritesOf(ctx.db, member?.id)) }),
  tagGameList: ({ body, ctx, member }) => {
    const fav = favoritesOf(ctx.db, member?.id);
    const col = body.tag === "hot" ? "is_hot" : "is_new";
    const list = games(ctx, `AND g.${col} = 1 AND g.game_type = ?`, body.gt_id).map((g) => gameItem(g, fav));
    return ok({ info: { [body.tag]: { game_list: list } } });
  },
  gameLabel: ({ body, ctx, member }) => {
    const p = providerById(ctx.db, body.gp_id);
    if (!p || !p.active) return fail(102, `provider ${body.gp_id} is not available`);
    const list = games(ctx, "AND g.gp_id = ? AND g.game_type = ?", body.gp_id, body.game_type_id).map((g) =>
      gameItem(g, favoritesOf(ctx.db, member?.id)),
    );
    const labels = [...new Set(list.flatMap((g) => g.labels))];
    const main = [
      { key: "all_game", name: "entire_games" },
      ...(member
        ? [
            { key: "my_favorite", name: "my_favorites" },
            { key: "last_play", name: "last_play_games" },
          ]
        : []),
      ...labels.map((l) => ({ key: l, name: l })),
    ];
    return ok({ list, main });
  },
  templateGameList: ({ ctx, member }) => {
    const fav = favoritesOf(ctx.db, member?.id);
    const types = ctx.db.prepare("SELECT gt_id, gt_name FROM game_types ORDER BY sort").all() as {
      gt_id: number;
      gt_name: string;
    }[];
    return ok({
      info: types.map((t) => ({
        gt_id: t.gt_id,
        gt_name: t.gt_name,
        game_list: games(ctx, "AND g.game_type = ? AND (g.is_hot = 1 OR g.is_new = 1)", t.gt_id)
          .slice(0, 12)
          .map((g) => gameItem(g, fav)),
      })),
    });
  },
  lastPlayingGames: ({ ctx, member }) => {
    const rows = ctx.db
      .prepare("SELECT game_id FROM last_played WHERE member_id = ? ORDER BY played_at DESC LIMIT 20")
      .all(need(member).id) as { game_id: number }[];
    return ok({ list: rows.map((r) => r.game_id) });
  },
  storeFavorites: ({ body, ctx, member }) => {
    const m = need(member);
    for (const { game_id } of body.data) {
      if (!ctx.db.prepare("SELECT 1 FROM games WHERE id = ?").get(game_id))
        return fail(102, `unknown game_id ${game_id}`);
    }
    transaction(ctx.db, () => {
      for (const { game_id, status } of body.data) {
        if (status === 1)
          ctx.db.prepare("INSERT OR IGNORE INTO favorites (member_id, game_id) VALUES (?, ?)").run(m.id, game_id);
        else ctx.db.prepare("DELETE FROM favorites WHERE member_id = ? AND game_id = ?").run(m.id, game_id);
      }
    });
    return ok({ list: [...favoritesOf(ctx.db, m.id)] });
  },
  playGame: ({ body, ctx, member, req }) => {
    const m = need(member);
    // issue 7, security: lobby_url becomes the game page's back link, so only a path or this origin's URL.
    const origin = originOf(ctx, req);
    if (!isRelativeOrSameOrigin(body.lobby_url, origin))
      return fail(INPUT_ERROR_CODE, `lobby_url: must be a path starting with a single / or a URL on ${origin}`);
    const p = providerById(ctx.db, body.gp_id);
    if (!p || !p.active) return fail(102, `provider ${body.gp_id} is not available`);
    if (m.wallet_status === 0) {
      // spec 001 §4, §8: forward-game status 957 means transfers are disabled.
      ctx.later(GAME_URL_DELAY_MS, () =>
        ctx.emit.toMember(m.id, EVENTS.forwardGameStatus.name, { code: FORWARD_GAME_TRANSFER_DISABLED }),
      );
      return fail(FORWARD_GAME_TRANSFER_DISABLED, "transfers are disabled for this wallet");
    }
    if (inMaintenance(p))
      return fail(203, "provider under maintenance", { start_at: p.maintenance_start, end_at: p.maintenance_end });
    const game = body.game_code
      ? games(ctx, "AND g.gp_id = ? AND g.game_code = ?", body.gp_id, body.game_code)[0]
      : games(ctx, "AND g.gp_id = ? AND g.game_type = ?", body.gp_id, body.game_type)[0];
    if (!game) return fail(104, `unknown game ${body.gp_id}/${body.game_code}`);
    if (m.playing_gp_id && m.playing_gp_id !== body.gp_id)
      transaction(ctx.db, () => transferOut(ctx.db, m.id, m.playing_gp_id ?? ""));
    const session = randomToken(16);
    transaction(ctx.db, () => {
      ctx.db.prepare("UPDATE game_sessions SET closed = 1 WHERE member_id = ?").run(m.id);
      transferIn(ctx.db, m.id, body.gp_id);
      ctx.db.prepare("UPDATE members SET playing_gp_id = ? WHERE id = ?").run(body.gp_id, m.id);
      ctx.db
        .prepare(
          `INSERT INTO game_sessions (session, member_id, gp_id, game_code, game_id, lobby_url, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(session, m.id, body.gp_id, game.game_code, game.id, body.lobby_url, new Date().toISOString());
      ctx.db
        .prepare(
          `INSERT INTO last_played (member_id, game_id, played_at) VALUES (?, ?, ?)
        ON CONFLICT(member_id, game_id) DO UPDATE SET played_at = excluded.played_at`,
        )
        .run(m.id, game.id, new Date().toISOString());
    });
    const url = `${origin}/sandbox/games/slot?session=${session}`;
    ctx.later(GAME_URL_DELAY_MS, () => {
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
        ctx.db.prepare("UPDATE game_sessions SET closed = 1 WHERE member_id = ?").run(m.id);
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
