// /sandbox/games/*: the slot page, its spin endpoint and the sportsbook stand-in.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Ctx } from "../context.ts";
import { memberById } from "../context.ts";
import { readBody, send, sendJson } from "../http.ts";
import { toMajor, toMinor } from "../money.ts";
import { emitCash, playRound } from "../wallet.ts";
import { pageCsp, slotPage, sportPage } from "./slot-page.ts";

/** Every HTML page of the sandbox goes out with its own CSP (issue 7, security: hashed inline scripts). */
function sendPage(res: ServerResponse, status: number, html: string): void {
  send(res, status, "text/html; charset=utf-8", html, "no-store", { "Content-Security-Policy": pageCsp(html) });
}

interface SessionRow {
  session: string;
  member_id: number;
  gp_id: string;
  game_code: string;
  game_id: number | null;
  lobby_url: string | null;
  closed: number;
}

function openSession(ctx: Ctx, session: string): SessionRow | undefined {
  return ctx.db.prepare("SELECT * FROM game_sessions WHERE session = ? AND closed = 0").get(session) as
    SessionRow | undefined;
}

/** Runs one round for a session; shared by the spin endpoint and tests. Bet in major units. */
export function spin(ctx: Ctx, session: string, betMajor: number) {
  const s = openSession(ctx, session);
  if (!s) return { ok: false, message: "the game session is closed" };
  const m = memberById(ctx.db, s.member_id);
  if (!m) return { ok: false, message: "unknown member" };
  const type = s.game_id
    ? ((ctx.db.prepare("SELECT game_type FROM games WHERE id = ?").get(s.game_id) as { game_type: number } | undefined)
        ?.game_type ?? 2)
    : 2;
  const r = playRound(ctx.db, m.id, s.gp_id, toMinor(betMajor, m.currency), Math.random, { id: s.game_id, type });
  if (r.ok) emitCash(ctx, m.id);
  return {
    ok: r.ok,
    message: r.message,
    reels: r.reels,
    win: toMajor(r.win, m.currency),
    balance: toMajor(r.balance, m.currency),
  };
}

export async function handleGames(ctx: Ctx, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname === "/sandbox/games/slot" && req.method === "GET") {
    const session = url.searchParams.get("session");
    if (session) {
      const s = openSession(ctx, session);
      const m = s && memberById(ctx.db, s.member_id);
      if (!s || !m) {
        sendPage(res, 404, "<!doctype html><title>Game closed</title><p>This game session has ended.</p>");
        return true;
      }
      const g = ctx.db
        .prepare("SELECT g.game_name, p.gp_name FROM games g JOIN providers p ON p.gp_id = g.gp_id WHERE g.id = ?")
        .get(s.game_id ?? 0) as { game_name: string; gp_name: string } | undefined;
      const bal = ctx.db.prepare("SELECT cash FROM wallets WHERE member_id = ? AND gp_id = ?").get(m.id, s.gp_id) as
        { cash: number } | undefined;
      sendPage(
        res,
        200,
        slotPage({
          title: g?.game_name ?? s.game_code,
          provider: g?.gp_name ?? s.gp_id,
          currency: m.currency,
          balance: toMajor(bal?.cash ?? 0, m.currency),
          session,
          lobbyUrl: s.lobby_url ?? "/",
        }),
      );
      return true;
    }
    const g = ctx.db
      .prepare("SELECT g.game_name, p.gp_name FROM games g JOIN providers p ON p.gp_id = g.gp_id WHERE g.id = ?")
      .get(Number(url.searchParams.get("game") ?? 0)) as { game_name: string; gp_name: string } | undefined;
    sendPage(
      res,
      200,
      slotPage({
        title: g?.game_name ?? "Demo slot",
        provider: g?.gp_name ?? "Sandbox",
        currency: "DEMO",
        balance: 1000,
        session: null,
        lobbyUrl: "/",
      }),
    );
    return true;
  }
  if (url.pathname === "/sandbox/games/spin" && req.method === "POST") {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, 4096));
    } catch {
      sendJson(res, 400, { ok: false, message: "body must be JSON { session, bet }" });
      return true;
    }
    const { session, bet } = (body ?? {}) as { session?: unknown; bet?: unknown };
    if (typeof session !== "string" || typeof bet !== "number" || !(bet > 0) || bet > 1_000_000) {
      sendJson(res, 400, { ok: false, message: "body must be { session: string, bet: positive number }" });
      return true;
    }
    sendJson(res, 200, spin(ctx, session, bet));
    return true;
  }
  if (url.pathname === "/sandbox/games/sport" && req.method === "GET") {
    sendPage(res, 200, sportPage(url.searchParams.get("currency") ?? "INR"));
    return true;
  }
  return false;
}
