// features/home/server.ts loadHome: the view of the same platform answers is mapped once and is the same object
// (the page's memoised parts find it by identity, lib/render/memo.ts); a new answer (the server-call cache asked
// again after the data's cache time, spec 001 §7) is a new view that shows it.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GameItem } from "../../../src/contract/games.ts";
import type { BannerItem } from "../../../src/contract/promotions.ts";
import { gameItem } from "./game-item.ts";

// Astro-only modules of the features' doors, and the content collection (astro:content).
vi.mock("../../../src/features/catalogue/GameTile.astro", () => ({ default: {} }));
vi.mock("../../../src/features/catalogue/GameRow.astro", () => ({ default: {} }));
vi.mock("../../../src/features/catalogue/PlayButton.astro", () => ({ default: {} }));
const promos = [{ id: "en_US/welcome", data: { order: 1, accent: "gold", badge: "b", title: "t", summary: "s" } }];
vi.mock("../../../src/components/content-entry.ts", () => ({ localizedEntries: () => Promise.resolve(promos) }));

/** What the platform answers now, per call path: the server-call cache gives the same object until it asks again. */
const answers = new Map<string, unknown>();
vi.mock("../../../src/lib/api/server-call.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  serverCall: (def: { path: string }) => Promise.resolve(answers.get(def.path) ?? null),
}));
let hot: GameItem[] = [];
const fresh: GameItem[] = [];
vi.mock("../../../src/features/catalogue/index.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadTagGames: (_c: unknown, tag: string) => Promise.resolve(tag === "hot" ? hot : fresh),
}));

const { loadHome } = await import("../../../src/features/home/server.ts");

/** A game the platform lists under `name` (its English and only name). */
const game = (id: number, name: string) => gameItem(id, { i18n_name: { en_US: name }, game_name: name });
const banners = (title: string) => ({
  web_carousel_picture_list: [
    { id: 1, url: "/b/1.png", image: "", link: "/discount", link_type: 1, link_method: 0, title } as BannerItem,
  ],
});

/** The middleware's `t` is one function per language (lib/i18n/server.ts serverT). */
const translators = { en_US: (key: string) => `en_US:${key}`, hi_IN: (key: string) => `hi_IN:${key}` };
const locals = (lang: "en_US" | "hi_IN" = "en_US") =>
  ({
    t: translators[lang],
    lang,
    localePrefix: lang === "en_US" ? "" : `/${lang}`,
    currency: "INR",
    device: "desktop",
    config: { siteId: 1, desktopLock: false, isDemo: false, appLinks: {} },
    env: {},
  }) as unknown as App.Locals;
const deps = { popupSeed: () => Promise.resolve(null) };
const load = (lang?: "en_US" | "hi_IN") => loadHome(locals(lang), new Request("http://lobby.test/"), deps);

describe("loadHome", () => {
  beforeEach(() => {
    answers.clear();
    answers.set("/api/arks/web/carousel_picture", banners("Welcome"));
    hot = [game(1, "Sweet Bonanza"), game(2, "Aviator")];
  });

  it("maps the same answers once: the same view object", async () => {
    const first = await load();
    expect(await load()).toBe(first);
    expect(first.rows[0]?.games.map((g) => g.name)).toEqual(["Sweet Bonanza", "Aviator"]);
  });

  it("shows a new answer at once: new games, new banners", async () => {
    const first = await load();
    hot = [game(3, "Gates of Olympus")];
    const games = await load();
    expect(games).not.toBe(first);
    expect(games.rows[0]?.games.map((g) => g.name)).toEqual(["Gates of Olympus"]);
    answers.set("/api/arks/web/carousel_picture", banners("Diwali"));
    const banner = await load();
    expect(banner).not.toBe(games);
    expect(banner.carousel.banners[0]?.title).toBe("Diwali");
  });

  it("keeps a view per language", async () => {
    const en = await load("en_US");
    const hi = await load("hi_IN");
    expect(hi).not.toBe(en);
    expect(hi.rows[0]?.title).toBe("hi_IN:catalogue.home.hot");
    expect(await load("en_US")).toBe(en);
  });
});
