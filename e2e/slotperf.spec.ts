// What kept it open (slot list budgets and play gaps): the slot list's JS before interaction within the
// home page's budget, "Try demo" clear of a tile's art and name on a phone, and the hall's search finding any
// game of its type, not only the hot and new ones.
import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext, type TestInfo } from "@playwright/test";
import { isMobile, msg } from "./auth-helpers.ts";
import { projectLocale } from "./helpers.ts";

const SLOTS = "/slotgame?gt_id=2&gp_id=GPJL&house=0";

interface ApiGame {
  id: number;
  game_name: string;
  i18n_name: Record<string, string>;
  is_hot: number;
  is_new: number;
}

async function providerGames(request: APIRequestContext, testInfo: TestInfo): Promise<ApiGame[]> {
  const res = await request.post("/api/v2/game_label", {
    data: { site_id: 1, currency: "INR", device: isMobile(testInfo) ? 2 : 1, gp_id: "GPJL", house: 0, game_type_id: 2 },
  });
  return ((await res.json()) as { apiResponseData: { list: ApiGame[] } }).apiResponseData.list;
}

test("a visitor's slot list loads no more JavaScript before interaction than the home page's budget, 110 KB gzip (bench)", async ({
  page,
}, testInfo) => {
  const bodies: Promise<number>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script")
      bodies.push(
        res.body().then(
          (b) => gzipSync(b).length,
          () => 0,
        ),
      );
  });
  const { prefix } = projectLocale(testInfo);
  await page.goto(prefix + SLOTS, { waitUntil: "networkidle" });
  await expect(page.locator(".game-grid .game-play").first()).toBeVisible();
  const total = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  expect(total / 1024, "KB of JS (gzip) before any interaction").toBeLessThanOrEqual(110);
});

test("'Try demo' sits clear of the tile's art and name, on a phone too (390 px) @phone", async ({ page }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await page.goto(prefix + SLOTS);
  const tile = page
    .locator(".game-grid .game")
    .filter({ has: page.locator(".game-demo") })
    .first();
  await expect(tile.locator(".game-demo")).toBeVisible();
  const demo = (await tile.locator(".game-demo").boundingBox())!;
  const art = (await tile.locator(".game-play img").boundingBox())!;
  const name = (await tile.locator(".game-name").boundingBox())!;
  const overlaps = (a: typeof demo, b: typeof demo) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps(demo, art), "the button over the art").toBe(false);
  expect(overlaps(demo, name), "the button over the name").toBe(false);
  // Still a comfortable target (WCAG 2.2 target size) inside the tile's column.
  expect(demo.height).toBeGreaterThanOrEqual(24);
  expect(demo.x).toBeGreaterThanOrEqual(art.x - 1);
  expect(demo.x + demo.width).toBeLessThanOrEqual(art.x + art.width + 1);
});

test("the hall's search finds a game by its Hindi name that is in neither the hot nor the new row (Search)", async ({
  page,
  request,
}, testInfo) => {
  const { prefix, locale } = projectLocale(testInfo);
  const games = await providerGames(request, testInfo);
  const game = games.find((g) => g.is_hot === 0 && g.is_new === 0 && (g.i18n_name["hi_IN"] ?? "") !== g.game_name);
  expect(game, "a plain game with a Hindi name").toBeDefined();
  const hindi = game!.i18n_name["hi_IN"]!;
  await page.goto(`${prefix}/gameHall/2`);
  const search = page.getByRole("searchbox", { name: msg(testInfo, "catalogue.hall.search") });
  await expect(page.locator("#game-hall .provider").first()).toBeVisible();
  await search.fill(hindi);
  const shown = game!.i18n_name[locale] || game!.game_name;
  await expect(page.locator(".hall-games .game-name").filter({ hasText: shown }).first()).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: msg(testInfo, "catalogue.hall.searchEmpty", { query: hindi }) }),
  ).toHaveCount(0);
});

test("words typed before the hall's script arrives are kept and searched once it does (Search, slow phone)", async ({
  page,
}, testInfo) => {
  // Hold every script back so the server-rendered field takes the words before React hydrates it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_astro/*.js", async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold back "load" and "DOMContentLoaded": wait for the response and the field only.
  await page.goto("/gameHall/2", { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: msg(testInfo, "catalogue.hall.search") });
  await search.fill("Silver");
  release();
  await expect(page.locator("#game-hall astro-island[ssr]")).toHaveCount(0);
  await expect(search).toHaveValue("Silver");
  await expect(page.locator(".hall-games .game-name").filter({ hasText: "Silver" }).first()).toBeVisible();
  await expect(page.locator("#game-hall .provider")).toHaveCount(0);
});
