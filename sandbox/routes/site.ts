// Site-wide data; every shape but web_logo_list is our decision (spec 001 §7 "not shown").
import { CURRENCIES } from "../../src/contract/constants.ts";
import { getMeta } from "../db/index.ts";
import { ok, type Handlers } from "./types.ts";

const links = (items: [string, string][]) =>
  items.map(([title, link], i) => ({ id: i + 1, title, link, icon: `/sandbox/img/logo.svg` }));

const model = (kind: string, language: string) => ({
  list: [1, 2].map((i) => ({
    id: i,
    title: `${kind} ${i}`,
    image: `/sandbox/img/banner/${i}.svg`,
    link: "/discount",
    language,
  })),
});

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
  modelSetting: ({ body }) => ok(model("Ad", body.language)),
  modelSponsor: ({ body }) => ok(model("Sponsor", body.language)),
  modelLogin: ({ body }) => ok(model("Login banner", body.language)),
  // site02 and bob_mobile: templates that have real-time channels (spec 001 §7), so the admin control
  // model-updated reaches the pages. Meta `template` / `mobile_template` change them.
  templateConfig: ({ ctx }) =>
    ok({
      template: getMeta(ctx.db, "template") ?? "site02",
      mobile_template: getMeta(ctx.db, "mobile_template") ?? "bob_mobile",
      theme: "dark",
    }),
  mobileFooter: () =>
    ok({
      list: links([
        ["home", "/"],
        ["discount", "/discount"],
        ["deposit", "/user/Deposit"],
        ["wallet", "/user?page=MyWallet"],
      ]),
    }),
  footer: () =>
    ok({
      list: links([
        ["about_us", "/faq/1"],
        ["user_agreement", "/faq/2"],
        ["responsible_gaming", "/faq/3"],
        ["privacy_policy", "/faq/5"],
      ]),
      copyright: "© Lobby. 18+ Play responsibly.",
    }),
  float: ({ ctx }) =>
    ok({
      list: links([
        ["customer_service", getMeta(ctx.db, "customer_service_link") ?? ""],
        ["app", "/app"],
      ]),
    }),
  registerBackground: () => ok({ desktop: "/sandbox/img/banner/1.svg", mobile: "/sandbox/img/banner/9.svg" }),
  fbTracking: () => ok({}),
} satisfies Partial<Handlers>;
