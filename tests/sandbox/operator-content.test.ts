// The sandbox's operator content: answered in the request's language (spec 000 §9 routed languages, spec 000 §7
// `lang` header), with links that lead to real pages, and the refer-a-friend ad that says what the programme pays
// and opens the programme's page (spec 001 §2 recommend_award).
import { describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import { promotionsCalls } from "../../src/contract/promotions.ts";
import { siteCalls } from "../../src/contract/site.ts";
import { redEnvelopeCalls } from "../../src/contract/red-envelope.ts";
import { RECOMMEND_AWARD_RULES } from "../../sandbox/recommend-rules.ts";
import { OPERATOR_CONTENT } from "../../sandbox/db/content-i18n.ts";
import { MODELS_SCHEMA, seedModels } from "../../sandbox/db/models-seed.ts";
import { isMemberPage } from "../../src/lib/routing/member-menu.ts";
import { sandboxFor } from "./helpers.ts";

const h = sandboxFor();

const ROUTED = ["en_US", "hi_IN", "ta_IN"] as const;
const SCRIPT = { hi_IN: /[\u0900-\u097F]/, ta_IN: /[\u0B80-\u0BFF]/ } as const;

async function inLanguage<T>(path: string, body: unknown, lang: string, parse: (d: unknown) => T, auth = {}) {
  const r = await h.post(path, body, { lang, ...auth });
  expect(r.body.code).toBe(100);
  return parse(r.body.apiResponseData);
}

describe("operator content in the request's language (spec 000 §9 routed languages)", () => {
  for (const lang of ["hi_IN", "ta_IN"] as const) {
    it(`${lang}: banners, their images, announcements, pop-ups and the copyright are in ${lang}'s script`, async () => {
      const script = SCRIPT[lang];
      const banners = await inLanguage(
        promotionsCalls.carousel.path,
        { site_id: 1, use_type: 0, currency: "INR" },
        lang,
        (d) => promotionsCalls.carousel.response.parse(d).web_carousel_picture_list,
      );
      expect(banners.length).toBeGreaterThan(2);
      for (const b of banners) {
        expect(b.title).toMatch(script);
        const img = await h.raw(b.image ?? b.url, { method: "GET" });
        expect(img.status).toBe(200);
        expect(await img.text()).toMatch(script);
      }
      const marquee = await inLanguage(
        promotionsCalls.marquee.path,
        { site_id: 1, sort_field: "sort", sort_order: "descending" },
        lang,
        (d) => (d as { web_announcement_list: { content: string }[] }).web_announcement_list,
      );
      expect(marquee.length).toBeGreaterThan(0);
      for (const a of marquee) expect(a.content).toMatch(script);
      const popups = await inLanguage(
        promotionsCalls.bulletin.path,
        { site_id: 1, display_device: 1 },
        lang,
        (d) => promotionsCalls.bulletin.response.parse(d).list,
      );
      expect(popups.length).toBeGreaterThan(0);
      for (const p of popups) {
        expect(p.display_content).toMatch(script);
        expect(p.content).toMatch(script);
      }
      const footer = await inLanguage(siteCalls.footer.path, { site_id: 1 }, lang, (d) =>
        siteCalls.footer.response.parse(d),
      );
      expect(footer.copyright).toMatch(script);
    });

    it(`${lang}: the red envelope's name`, async () => {
      const token = await h.token("demo01", "demo1234");
      const envelope = await inLanguage(
        redEnvelopeCalls.redEnvelopePromotion.path,
        {},
        lang,
        (d) => d as { title?: string },
        h.bearer(token),
      );
      expect(envelope.title).toMatch(SCRIPT[lang]);
    });
  }

  it("English and an unrouted language get the text as written", async () => {
    for (const lang of ["en_US", "vi_VN"]) {
      const footer = await inLanguage(siteCalls.footer.path, { site_id: 1 }, lang, (d) =>
        siteCalls.footer.response.parse(d),
      );
      expect(footer.copyright).toBe("© Lobby. 18+ Play responsibly.");
    }
  });

  it("every seeded text has a Hindi and a Tamil translation in its script", () => {
    for (const [source, t] of Object.entries(OPERATOR_CONTENT)) {
      expect(t.hi_IN, source).toMatch(SCRIPT.hi_IN);
      expect(t.ta_IN, source).toMatch(SCRIPT.ta_IN);
    }
  });
});

/** A link that leads somewhere real: a path of the site (a known route) or of the sandbox. */
function realPath(link: string): boolean {
  if (!link.startsWith("/") || link.startsWith("//")) return false;
  const path = link.split(/[?#]/)[0] ?? "";
  if (path === "/sandbox/support") return true;
  const user = /^\/user\/(\w+)$/.exec(path);
  if (user) return isMemberPage(user[1]);
  return /^\/(discount|sponsor|proxy|app|faq\/\d+|gameHall\/[2-9]|user)?$/.test(path);
}

describe("seeded links lead to real pages of the site or the sandbox", () => {
  it("banners, ads, sponsors, login models, footer, floating buttons and Support", async () => {
    const links: string[] = [];
    for (const useType of [0, 1, 2]) {
      const r = await h.post(promotionsCalls.carousel.path, { site_id: 1, use_type: useType, currency: "INR" });
      for (const b of r.body.apiResponseData.web_carousel_picture_list as { link: string; link_type: number }[])
        if (b.link_type !== 2) links.push(b.link);
    }
    for (const call of [siteCalls.modelSetting, siteCalls.modelSponsor, siteCalls.modelLogin])
      for (const lang of ROUTED) {
        const r = await h.post(call.path, { site_id: 1, language: lang, model_version: "pc" });
        links.push(...(r.body.apiResponseData.list as { link: string }[]).map((m) => m.link));
      }
    for (const call of [siteCalls.footer, siteCalls.mobileFooter, siteCalls.float]) {
      const r = await h.post(call.path, { site_id: 1 });
      links.push(...(r.body.apiResponseData.list as { link: string }[]).map((m) => m.link));
    }
    const detail = await h.post(siteCalls.siteDetail.path, { site_id: 1 });
    links.push(detail.body.apiResponseData.customer_service_link as string);
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((l) => !realPath(l))).toEqual([]);
  });

  it("the customer-service page answers, in the visitor's language", async () => {
    const en = await h.raw("/sandbox/support", { method: "GET" });
    expect(en.status).toBe(200);
    expect(en.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await en.text()).toContain("<h1>Customer service</h1>");
    const ta = await h.raw("/sandbox/support", { method: "GET", headers: { cookie: "i18n_redirected=ta_IN" } });
    const text = await ta.text();
    expect(text).toMatch(SCRIPT.ta_IN);
    expect(text).toContain('href="/ta_IN/faq/8#contact"');
  });
});

describe("the refer-a-friend ad (spec 001 §2 recommend_award)", () => {
  const award = `₹${RECOMMEND_AWARD_RULES.INR?.[0]?.referrer}`;
  it("says what the programme pays and opens the programme's page, in every seeded language", async () => {
    for (const lang of ROUTED) {
      const r = await h.post(siteCalls.modelSetting.path, { site_id: 1, language: lang, model_version: "pc" });
      const refer = (r.body.apiResponseData.list as { title: string; link: string }[]).filter((m) =>
        /recommend/i.test(m.link),
      );
      expect(refer, lang).toHaveLength(1);
      expect(refer[0]?.link).toBe("/user/RecommendProject");
      expect(refer[0]?.title).toContain(award);
    }
  });

  it("an older database file's ad gets the programme's page and award", () => {
    const db = new DatabaseSync(":memory:");
    db.exec(MODELS_SCHEMA);
    db.prepare("INSERT INTO models (kind, language, title, link, sort, hue) VALUES (?, ?, ?, ?, ?, ?)").run(
      "setting",
      "en_US",
      "Refer a friend, earn ₹500",
      "/user?page=Recommend",
      1,
      220,
    );
    seedModels(db);
    expect(db.prepare("SELECT title, link FROM models").get()).toEqual({
      title: `Refer a friend, earn ${award}`,
      link: "/user/RecommendProject",
    });
  });
});
