// Site-wide data; every shape but web_logo_list is our decision (spec 001 §7 "not shown").
import { CURRENCIES } from "../../src/contract/constants.ts";
import type { ModelKind } from "../../src/contract/site.ts";
import { getMeta, type Db } from "../db/index.ts";
import { localize, requestLanguage } from "../db/content-i18n.ts";
import { ok, type Handlers } from "./types.ts";

const links = (items: [string, string][]) =>
  items.map(([title, link], i) => ({ id: i + 1, title, link, icon: `/sandbox/img/link/${title}.svg` }));

/** A model list in the asked language, else in English (sandbox/db/models-seed.ts has en_US, hi_IN and ta_IN). */
const model = (db: Db, kind: ModelKind, language: string) => {
  const read = (lang: string) =>
    db
      .prepare("SELECT id, title, link FROM models WHERE kind = ? AND language = ? ORDER BY sort, id")
      .all(kind, lang) as { id: number; title: string; link: string }[];
  const rows = read(language);
  return {
    list: (rows.length > 0 ? rows : read("en_US")).map((r) => ({
      id: r.id,
      title: r.title,
      image: `/sandbox/img/model/${r.id}.svg`,
      link: r.link,
      language,
    })),
  };
};

export const siteHandlers = {
  siteDetail: ({ body, ctx }) =>
    ok({
      site_id: body.site_id,
      site_name: getMeta(ctx.db, "site_name") ?? "lobby",
      currencies: [...CURRENCIES],
      customer_service_link: getMeta(ctx.db, "customer_service_link") ?? "",
      is_game_room: true,
    }),
  logo: () => ok({ web_logo_list: [0, 1, 2].map((t) => ({ id: t + 1, use_type: t, url: "/sandbox/img/logo.svg" })) }),
  modelSetting: ({ body, ctx }) => ok(model(ctx.db, "setting", body.language)),
  modelSponsor: ({ body, ctx }) => ok(model(ctx.db, "sponsor", body.language)),
  modelLogin: ({ body, ctx }) => ok(model(ctx.db, "login", body.language)),
  // site02 and bob_mobile: templates that have real-time channels (spec 001 §7), so the admin control
  // model-updated reaches the pages. Meta `template` / `mobile_template` change them.
  templateConfig: ({ ctx }) =>
    ok({
      template: getMeta(ctx.db, "template") ?? "site02",
      mobile_template: getMeta(ctx.db, "mobile_template") ?? "bob_mobile",
      theme: "dark",
    }),
  mobileFooter: ({ ctx }) =>
    ok({
      list: links([
        ["home", "/"],
        ["discount", "/discount"],
        ["deposit", "/user/Deposit"],
        ["wallet", "/user?page=MyWallet"],
        ["about_us", "/faq/1"],
        ["customer_service", getMeta(ctx.db, "customer_service_link") ?? ""],
      ]),
    }),
  footer: ({ ctx, req }) =>
    ok({
      // The FAQ is the one the site's own footer lacks; the site drops the others, which it already lists.
      list: links([
        ["faq", "/faq/8"],
        ["about_us", "/faq/1"],
        ["user_agreement", "/faq/2"],
        ["responsible_gaming", "/faq/3"],
        ["privacy_policy", "/faq/5"],
      ]),
      // In the request's language (db/content-i18n.ts), as the rest of the operator's content.
      copyright: localize(ctx.db, "© Lobby. 18+ Play responsibly.", requestLanguage(req)),
    }),
  float: ({ ctx }) =>
    ok({
      list: links([
        ["customer_service", getMeta(ctx.db, "customer_service_link") ?? ""],
        ["app", "/app"],
      ]),
    }),
  registerBackground: () =>
    ok({ desktop: "/sandbox/img/register-bg/desktop.svg", mobile: "/sandbox/img/register-bg/mobile.svg" }),
  fbTracking: () => ok({}),
} satisfies Partial<Handlers>;
