// /sandbox/img/*: generated SVG art for games, providers, game types, banners and the logo.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Ctx } from "../context.ts";
import { send } from "../http.ts";
import { localize } from "../db/content-i18n.ts";
import { stmt } from "../routes/catalogue.ts";
import { MODEL_IMAGE_SIZE, REGISTER_BACKGROUND_SIZE, type ModelKind } from "../../src/contract/site.ts";
import { bannerArt, gameArt, providerLogo } from "./art.ts";
import { gameTypeIcon, linkIcon, logo, modelTile } from "./svg.ts";

const SVG = "image/svg+xml; charset=utf-8";
/**
 * Cached like a CDN's images: a day fresh, then revalidated with the ETag (the art is drawn from the row, so a
 * renamed game or banner gets new bytes and a new tag, and a browser asks again at most once a day).
 */
const CACHE = "public, max-age=86400, stale-while-revalidate=604800";

export function handleImage(ctx: Ctx, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const svg = (body: string) => sendSvg(req, res, body);
  const p = pathname.slice("/sandbox/img/".length);
  let m: RegExpExecArray | null;
  if (p === "logo.svg") return svg(logo());
  if ((m = /^link\/([a-z_]{1,40})\.svg$/.exec(p))) return svg(linkIcon(m[1] ?? ""));
  if ((m = /^game\/(\d+)\.svg$/.exec(p))) {
    const id = Number(m[1]);
    const g = stmt(
      ctx.db,
      "SELECT g.game_name, g.hue, p.gp_name FROM games g JOIN providers p ON p.gp_id = g.gp_id WHERE g.id = ?",
    ).get(id) as { game_name: string; hue: number; gp_name: string } | undefined;
    return g ? svg(gameArt({ id, name: g.game_name, provider: g.gp_name, hue: g.hue })) : false;
  }
  if ((m = /^provider\/(GP[A-Z0-9]+)-(light|dark)\.svg$/.exec(p))) {
    const pr = ctx.db.prepare("SELECT gp_name FROM providers WHERE gp_id = ?").get(m[1] ?? "") as
      { gp_name: string } | undefined;
    return pr ? svg(providerLogo(m[1] ?? "", pr.gp_name, m[2] === "dark")) : false;
  }
  if ((m = /^gt\/([2-9])(-active)?\.svg$/.exec(p))) return svg(gameTypeIcon(Number(m[1]), Boolean(m[2])));
  if ((m = /^banner\/(\d+)(?:\.([a-z]{2}_[A-Z]{2}))?\.svg$/.exec(p))) {
    const b = ctx.db.prepare("SELECT title, hue, use_type FROM carousel WHERE id = ?").get(Number(m[1])) as
      { title: string; hue: number; use_type: number } | undefined;
    // The banner's title in the language its path names (routes/promotions.ts bannerPath).
    const title = b ? localize(ctx.db, b.title, m[2] ?? "en_US") : "Lobby";
    return svg(b ? bannerArt(title, b.hue, b.use_type, `${m[1]}:${b.title}`) : bannerArt("Lobby", 260, 0));
  }
  if ((m = /^register-bg\/(desktop|mobile)\.svg$/.exec(p))) {
    const [w, h] = REGISTER_BACKGROUND_SIZE[m[1] === "mobile" ? "mobile" : "desktop"];
    return svg(modelTile("", 265, w, h, false));
  }
  if ((m = /^model\/(\d+)\.svg$/.exec(p))) {
    const r = ctx.db.prepare("SELECT kind, title, hue FROM models WHERE id = ?").get(Number(m[1])) as
      { kind: ModelKind; title: string; hue: number } | undefined;
    if (!r) return false;
    const [w, h] = MODEL_IMAGE_SIZE[r.kind] ?? MODEL_IMAGE_SIZE.setting;
    return svg(modelTile(r.title, r.hue, w, h, r.kind === "sponsor"));
  }
  return false;
}

/** Answers the SVG with its ETag, or 304 when the browser holds these bytes already. */
function sendSvg(req: IncomingMessage, res: ServerResponse, body: string): true {
  const etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
  const asked = req.headers["if-none-match"];
  if (typeof asked === "string" && asked.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
    res.writeHead(304, { ETag: etag, "Cache-Control": CACHE });
    res.end();
    return true;
  }
  send(res, 200, SVG, body, CACHE, { ETag: etag });
  return true;
}
