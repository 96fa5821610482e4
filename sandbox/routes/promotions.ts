// Carousel, marquee, pop-up bulletins, jackpot (spec 000 §3, §4, §7).
import { sandboxNowIso } from "../clock.ts";
import { getMeta } from "../db/index.ts";
import { localize, requestLanguage } from "../db/content-i18n.ts";
import { toMajor } from "../money.ts";
import { fail, need, ok, type Handlers } from "./types.ts";
import type { IncomingMessage } from "node:http";
import type { Ctx, MemberRow } from "../context.ts";

interface BulletinRow {
  id: number;
  location: number;
  display_device: number;
  display_content: string;
  content: string;
  updated_at: string;
}

/**
 * Sandbox-only targeting (no platform field): a bulletin with an audience goes only to the member of that account,
 * or to a browser whose requests carry `x-sandbox-audience` with that value, so a demo or a test can plant a
 * pop-up without putting it in front of everyone else using the same sandbox.
 */
function audiencesOf(req: IncomingMessage, member: MemberRow | null): [string, string] {
  const h = req.headers["x-sandbox-audience"];
  return [typeof h === "string" ? h : "", member?.account ?? ""];
}

const AUDIENCE = "(audience IS NULL OR audience = ? OR audience = ?)";

function bulletins(ctx: Ctx, location: number, device: number, audiences: [string, string]): BulletinRow[] {
  return ctx.db
    .prepare(
      `SELECT * FROM bulletins WHERE location = ? AND display_device IN (0, ?) AND ${AUDIENCE}
      ORDER BY updated_at DESC, id DESC`,
    )
    .all(location, device, ...audiences) as unknown as BulletinRow[];
}

/** A pop-up in the request's language (db/content-i18n.ts). */
const itemIn = (ctx: Ctx, language: string) => (b: BulletinRow) => ({
  id: b.id,
  display_device: b.display_device as 0 | 1 | 2,
  display_content: localize(ctx.db, b.display_content, language),
  content: localize(ctx.db, b.content, language),
  updated_at: b.updated_at,
});

/** A banner's generated image, drawn in the request's language (its title is on it); English keeps the old path. */
const bannerPath = (id: number, language: string) =>
  language === "en_US" ? `/sandbox/img/banner/${id}.svg` : `/sandbox/img/banner/${id}.${language}.svg`;

const frequency = (ctx: Ctx, key: string): 0 | 1 => (getMeta(ctx.db, key) === "0" ? 0 : 1);

export const promotionsHandlers = {
  carousel: ({ body, ctx, req }) => {
    const language = requestLanguage(req);
    const rows = ctx.db
      .prepare("SELECT * FROM carousel WHERE use_type = ? AND (currency IS NULL OR currency = ?) ORDER BY sort, id")
      .all(body.use_type, body.currency ?? "INR") as {
      id: number;
      title: string;
      link: string;
      link_type: number;
      link_method: number;
      game_params: string | null;
    }[];
    return ok({
      web_carousel_picture_list: rows.map((r) => ({
        id: r.id,
        url: bannerPath(r.id, language),
        image: bannerPath(r.id, language),
        link: r.link,
        title: localize(ctx.db, r.title, language),
        link_type: r.link_type as 0 | 1 | 2,
        link_method: r.link_method as 0 | 1,
        game_link_parameter: r.game_params ? (JSON.parse(r.game_params) as unknown) : null,
      })),
    });
  },
  marquee: ({ body, ctx, member, req }) => {
    const language = requestLanguage(req);
    const col = member ? "display_after_login" : "display_before_login";
    const order = body.sort_order === "ascending" ? "ASC" : "DESC";
    const rows = ctx.db
      .prepare(`SELECT * FROM announcements WHERE ${col} = 1 ORDER BY sort ${order}, id ${order}`)
      .all() as { content: string }[];
    return ok({ web_announcement_list: rows.map((r) => ({ ...r, content: localize(ctx.db, r.content, language) })) });
  },
  bulletin: ({ body, ctx, req, member }) =>
    ok({
      list: bulletins(ctx, 1, body.display_device, audiencesOf(req, member)).map(itemIn(ctx, requestLanguage(req))),
      setting: { display_frequency: frequency(ctx, "popup_frequency_public") },
    }),
  memberBulletin: ({ body, ctx, member, req }) => {
    const m = need(member);
    const freq = frequency(ctx, "popup_frequency_member");
    const hidden = ctx.db
      .prepare("SELECT hidden_at FROM bulletin_hides WHERE member_id = ? AND location = ? AND display_device = ?")
      .get(m.id, body.display_location, body.display_device) as { hidden_at: string } | undefined;
    const list = bulletins(ctx, body.display_location, body.display_device, audiencesOf(req, m)).filter(
      (b) => freq !== 0 || !hidden || b.updated_at > hidden.hidden_at,
    );
    return ok({ list: list.map(itemIn(ctx, requestLanguage(req))), setting: { display_frequency: freq } });
  },
  bulletinHistory: ({ body, ctx, req, member }) => {
    const rows = ctx.db
      .prepare(
        `SELECT * FROM bulletins WHERE display_device IN (0, ?) AND ${AUDIENCE} ORDER BY updated_at DESC, id DESC`,
      )
      .all(body.display_device, ...audiencesOf(req, member)) as unknown as BulletinRow[];
    return ok({ list: rows.map(itemIn(ctx, requestLanguage(req))) });
  },
  hideMemberBulletin: ({ body, ctx, member }) => {
    ctx.db
      .prepare(
        `INSERT INTO bulletin_hides (member_id, location, display_device, hidden_at) VALUES (?, ?, ?, ?)
      ON CONFLICT DO UPDATE SET hidden_at = excluded.hidden_at`,
      )
      .run(need(member).id, body.display_location, body.display_device, sandboxNowIso());
    return ok({});
  },
  jackpot: ({ body, ctx }) => {
    const row = ctx.db.prepare("SELECT amount FROM jackpot WHERE currency = ?").get(body.currency) as
      { amount: number } | undefined;
    if (!row) return fail(101, "no jackpot for this currency");
    return ok({ jackpot_amount_total: toMajor(row.amount, body.currency) });
  },
} satisfies Partial<Handlers>;
