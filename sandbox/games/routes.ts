// /sandbox/games/*: the slot page, its spin endpoint and the sportsbook stand-in.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Ctx } from "../context.ts";
import { memberById } from "../context.ts";
import { readBody, send, sendJson } from "../http.ts";
import { toMajor, toMinor } from "../money.ts";
import { emitCash, playRound } from "../wallet.ts";
import { playSession } from "../limits.ts";
import { EVENTS } from "../../src/contract/index.ts";
import { transaction } from "../db/index.ts";
import { releaseRecommendAwards } from "../routes/recommend.ts";
import { GT_NAMES } from "../db/catalogue-words.ts";
import { providerI18n, stmt } from "../routes/catalogue.ts";
import { PAGE_TEXT, pageLanguage, type PageLanguage } from "./page-text.ts";
import { notePage, pageCsp, slotPage, sportPage } from "./slot-page.ts";

/** Every HTML page of the sandbox goes out with its own CSP (hashed inline scripts). */
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
  lang: string | null;
}

function openSession(ctx: Ctx, session: string): SessionRow | undefined {
  return stmt(ctx.db, "SELECT * FROM game_sessions WHERE session = ? AND closed = 0").get(session) as
    SessionRow | undefined;
}

interface PageGameRow {
  game_name: string;
  name_hi: string;
  name_ta: string;
  game_type: number;
  gp_id: string;
  gp_name: string;
  demo: number;
  active: number;
}

function pageGame(ctx: Ctx, id: number): PageGameRow | undefined {
  return stmt(
    ctx.db,
    `SELECT g.game_name, g.name_hi, g.name_ta, g.game_type, g.gp_id, g.demo, p.gp_name, p.active
     FROM games g JOIN providers p ON p.gp_id = g.gp_id WHERE g.id = ?`,
  ).get(id) as PageGameRow | undefined;
}

/** The game's, its type's and its provider's names in the page's language. */
function names(g: PageGameRow, lang: PageLanguage) {
  const i = lang === "hi_IN" ? 1 : lang === "ta_IN" ? 2 : 0;
  const title = (i === 1 ? g.name_hi : i === 2 ? g.name_ta : "") || g.game_name;
  return {
    title,
    typeName: GT_NAMES[g.game_type]?.[i] ?? "",
    provider: providerI18n(g.gp_id, g.gp_name)[lang] ?? g.gp_name,
    gameType: g.game_type,
  };
}

/** Runs one round for a session; shared by the spin endpoint and tests. Bet in major units. */
export function spin(ctx: Ctx, session: string, betMajor: number) {
  const s = openSession(ctx, session);
  if (!s) return { ok: false, reason: "closed", message: "the game session is closed" };
  const m = memberById(ctx.db, s.member_id);
  if (!m) return { ok: false, reason: "closed", message: "unknown member" };
  // A reality check due and not yet answered (sandbox/limits.ts): the round waits, and the game page says to
  // answer it in the site's window (the game may run in a window of its own, where the site cannot draw).
  const due = playSession(ctx.db, m, ctx.opts.compliance.profiles).due_check_at;
  if (due !== null) {
    ctx.emit.toMember(m.id, EVENTS.realityCheckDue.name, { due_at: due });
    return { ok: false, reason: "reality_check", message: "a reality check is waiting in the site's window" };
  }
  const type = (s.game_id ? pageGame(ctx, s.game_id)?.game_type : undefined) ?? 2;
  const r = playRound(ctx.db, m.id, s.gp_id, toMinor(betMajor, m.currency), Math.random, { id: s.game_id, type });
  if (r.ok) {
    // Recommend awards held for this friend are paid once the friend has wagered enough (routes/recommend.ts).
    const paid = transaction(ctx.db, () => releaseRecommendAwards(ctx.db, m.id));
    for (const id of new Set([m.id, ...paid])) emitCash(ctx, id);
  }
  if (r.limit) {
    // The member's own limit (sandbox/limits.ts): the page says which and when it resets.
    return {
      ok: false,
      reason: "limit",
      code: r.limit.code,
      message: r.message,
      limit: r.limit.detail,
      balance: toMajor(r.balance, m.currency),
    };
  }
  return {
    ok: r.ok,
    reason: r.ok ? undefined : "insufficient",
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
      const lang = pageLanguage(s?.lang ?? url.searchParams.get("lang"));
      if (!s || !m) {
        const t = PAGE_TEXT[lang];
        sendPage(res, 404, notePage(lang, t.ended, t.closed));
        return true;
      }
      const g = pageGame(ctx, s.game_id ?? 0);
      const bal = stmt(ctx.db, "SELECT cash FROM wallets WHERE member_id = ? AND gp_id = ?").get(m.id, s.gp_id) as
        { cash: number } | undefined;
      sendPage(
        res,
        200,
        slotPage({
          ...(g ? names(g, lang) : { title: s.game_code, provider: s.gp_id }),
          currency: m.currency,
          balance: toMajor(bal?.cash ?? 0, m.currency),
          session,
          lobbyUrl: s.lobby_url ?? "/",
          lang,
        }),
      );
      return true;
    }
    // Demo play (/api/demo/play): play money in the page itself; nothing is written (spec 000 §1, §9).
    const lang = pageLanguage(url.searchParams.get("lang"));
    const g = pageGame(ctx, Number(url.searchParams.get("game") ?? 0) || 0);
    if (!g || !g.demo || !g.active) {
      const t = PAGE_TEXT[lang];
      sendPage(res, 404, notePage(lang, t.ended, t.noDemo));
      return true;
    }
    sendPage(
      res,
      200,
      slotPage({ ...names(g, lang), currency: "DEMO", balance: 1000, session: null, lobbyUrl: "/", lang }),
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
