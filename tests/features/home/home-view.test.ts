// The home page's view model (features/home/home-view.ts): what the page shows from the platform's answers and
// the content collection (spec 000 §1–§3), and what turns into a skeleton when the render's budget ran out.
import { describe, expect, it, vi } from "vitest";
import type { BannerItem } from "../../../src/contract/promotions.ts";
import type { Announcement } from "../../../src/features/marquee/index.ts";
import {
  ROW_SIZE,
  toHomeView,
  type HomeAnswers,
  type HomeContext,
  type PromoEntry,
} from "../../../src/features/home/home-view.ts";
import { gameItem } from "./game-item.ts";

// The features' index.ts also export their Astro components, which only Astro compiles.
vi.mock("../../../src/features/catalogue/GameTile.astro", () => ({ default: {} }));
vi.mock("../../../src/features/catalogue/GameRow.astro", () => ({ default: {} }));
vi.mock("../../../src/features/catalogue/PlayButton.astro", () => ({ default: {} }));

const t = (key: string, o?: Record<string, string | number>) => (o ? `${key}${JSON.stringify(o)}` : key);

const ctx = (over: Partial<HomeContext> = {}): HomeContext => ({
  t,
  lang: "hi_IN",
  localePrefix: "/hi_IN",
  currency: "INR",
  useType: 2,
  isDemo: false,
  hasAppLinks: true,
  late: false,
  ...over,
});

const banner = (id: number, over: Partial<BannerItem> = {}): BannerItem => ({
  id,
  url: `/b/${id}.png`,
  image: "",
  link: "",
  link_type: 0,
  link_method: 0,
  game_link_parameter: null,
  ...over,
});

const line = (id: number, before: 0 | 1, after: 0 | 1, sort = 0): Announcement => ({
  id,
  content: `line ${id}`,
  sort,
  display_before_login: before,
  display_after_login: after,
  created_at: "2026-11-26 09:00:00",
});

const promo = (id: string, order: number): PromoEntry => ({
  id: `hi_IN/${id}`,
  data: { order, accent: "gold", badge: `b-${id}`, title: `t-${id}`, summary: `s-${id}` },
});

const answers = (over: Partial<HomeAnswers> = {}): HomeAnswers => ({
  banners: [banner(1, { image: "/b/1-big.png" }), banner(2)],
  announcements: [line(1, 1, 0, 1), line(2, 0, 1, 9), line(3, 1, 1, 5)],
  ads: [{ id: 7, image: "/a.png", title: " Ad ", link: "/discount" }, { id: "x" }],
  sponsors: [],
  hot: [gameItem(1), gameItem(2)],
  fresh: [gameItem(3, { is_hot: 0, is_new: 1 })],
  popupSeed: null,
  promos: [promo("c", 3), promo("a", 1), promo("d", 4), promo("b", 2)],
  ...over,
});

describe("the home view (spec 000 §1–§3)", () => {
  it("the first banner's image is the LCP preload; banners go to the carousel as given", () => {
    const v = toHomeView(answers(), ctx());
    expect(v.lcp).toBe("/b/1-big.png");
    expect(v.carousel.banners.map((b) => b.id)).toEqual([1, 2]);
    expect(v.carousel).toMatchObject({ useType: 2, currency: "INR", localePrefix: "/hi_IN", isDemo: false });
    expect(toHomeView(answers({ banners: [banner(5)] }), ctx()).lcp).toBe("/b/5.png");
    expect(toHomeView(answers({ banners: [] }), ctx()).lcp).toBeUndefined();
  });

  it("the server paints the visitors' announcements, highest sort first (spec 000 §3)", () => {
    const v = toHomeView(answers(), ctx());
    expect(v.marquee.announcements.map((a) => a.id)).toEqual([3, 1]);
  });

  it("ads are checked and given site paths in the page's language; bad items are dropped (spec 001 §7)", () => {
    const v = toHomeView(answers(), ctx());
    expect(v.ads).toEqual([{ id: 7, title: "Ad", image: "/a.png", href: "/hi_IN/discount", external: false }]);
    expect(v.sponsors).toEqual([]);
  });

  it("the hot and new rows: at most ROW_SIZE games each, named in the page's language; an empty row is left out", () => {
    const many = Array.from({ length: ROW_SIZE + 5 }, (_, i) => gameItem(i + 1));
    const v = toHomeView(answers({ hot: many, fresh: [] }), ctx());
    expect(v.rows.map((r) => r.id)).toEqual(["hot"]);
    expect(v.rows[0]!.games).toHaveLength(ROW_SIZE);
    expect(v.rows[0]!.games[0]).toMatchObject({ name: "खेल 1", gpId: "GPJL", code: "JL_1", image: "/g/1.png" });
    expect(v.rows[0]!.title).toBe("catalogue.home.hot");
    expect(v.rowsFailed).toBe(false);
  });

  it("one row failing keeps the other; both failing is the rows' error", () => {
    expect(toHomeView(answers({ hot: null }), ctx()).rows.map((r) => r.id)).toEqual(["new"]);
    const both = toHomeView(answers({ hot: null, fresh: null }), ctx());
    expect(both.rowsFailed).toBe(true);
    expect(both.rows).toEqual([]);
  });

  it("the first three promotions by their order, linked in the page's language", () => {
    const v = toHomeView(answers(), ctx());
    expect(v.promos.map((p) => p.href)).toEqual(["/hi_IN/discount/a", "/hi_IN/discount/b", "/hi_IN/discount/c"]);
    expect(v.promos[0]).toMatchObject({ accent: "gold", badge: "b-a", title: "t-a", summary: "s-a" });
  });

  it("the app prompt links the app page in the page's language and knows whether the site has app links", () => {
    const v = toHomeView(answers(), ctx({ hasAppLinks: false }));
    expect(v.prompts.texts.app.action.href).toBe("/hi_IN/app");
    expect(v.prompts.hasAppLinks).toBe(false);
  });

  it("in time, nothing is pending, even what the platform did not answer (an error, not a skeleton)", () => {
    const v = toHomeView(
      answers({ banners: null, announcements: null, ads: null, sponsors: null, hot: null, fresh: null }),
      ctx(),
    );
    expect(v.pending).toEqual({ banners: false, marquee: false, ads: false, sponsors: false, rows: false });
    expect(v.carousel.banners).toEqual([]);
  });

  it("past the budget, each part that did not answer is a skeleton that a second render fills", () => {
    const v = toHomeView(answers({ banners: null, ads: null, hot: null, fresh: null }), ctx({ late: true }));
    expect(v.late).toBe(true);
    expect(v.pending).toEqual({ banners: true, marquee: false, ads: true, sponsors: false, rows: true });
    const oneRow = toHomeView(answers({ hot: null }), ctx({ late: true }));
    expect(oneRow.pending.rows).toBe(false);
  });
});
