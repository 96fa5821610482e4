// The game catalogue pages ("Pages" and "Search"; spec 000 §2, §3, §7): from a hall to a provider's
// slot list, its tabs, favourites and last played kept across a reload, and search by a game's name in any
// of its languages with an honest empty state.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { isMobile, msg, signIn } from "./auth-helpers.ts";
import type { TestInfo } from "@playwright/test";
import { islandsReady, projectLocale } from "./helpers.ts";
import { seriousViolations } from "./axe.ts";

const SLOTS = "/slotgame?gt_id=2&gp_id=GPJL&house=0";

interface ApiGame {
  id: number;
  game_code: string;
  game_name: string;
  i18n_name: Record<string, string>;
  labels: string[];
}

/** The provider's games as the page's device gets them (support differs per device, spec 000 §6). */
async function providerGames(
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<{ list: ApiGame[]; main: { key: string }[] }> {
  const device = isMobile(testInfo) ? 2 : 1;
  const res = await request.post("/api/v2/game_label", {
    data: { site_id: 1, currency: "INR", device, gp_id: "GPJL", house: 0, game_type_id: 2 },
  });
  return ((await res.json()) as { apiResponseData: { list: ApiGame[]; main: { key: string }[] } }).apiResponseData;
}

const tiles = (page: Page) => page.locator(".game-grid .game-play");

test("a slot provider in the hall leads to its slot list, which keeps a way back (spec 000 §2, spec 001 §2)", async ({
  page,
  prefix,
  errors,
}, testInfo) => {
  await page.goto(`${prefix}/gameHall/2`);
  await islandsReady(page);
  const link = page.locator('a.provider[href*="gp_id=GPJL"]');
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/slotgame\?gt_id=2&gp_id=GPJL&house=0$/);
  // First paint from the server: the games are there without waiting for a client call.
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByRole("tab", { name: msg(testInfo, "entire_games") })).toHaveAttribute("aria-selected", "true");
  // Header and footer are hidden here; the slim bar leads back to the hall.
  await page.getByRole("link", { name: msg(testInfo, "page.slotgame.back") }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/gameHall/2$`));
  expect(errors.list).toEqual([]);
});

test("the label tabs show that label's games and 'show more' adds the next page @phone", async ({
  page,
  request,
  prefix,
}, testInfo) => {
  const { list, main } = await providerGames(request, testInfo);
  const label = main.map((m) => m.key).find((k) => !["all_game", "my_favorite", "last_play"].includes(k));
  expect(label, "the provider has label tabs (sandbox seed)").toBeTruthy();
  await page.goto(prefix + SLOTS);
  await islandsReady(page);
  await expect(page.locator(".slot-count")).toHaveText(msg(testInfo, "catalogue.search.count", { n: list.length }));
  // Hundreds of games are painted a page at a time.
  expect(await tiles(page).count()).toBeLessThanOrEqual(48);
  if (list.length > 48) {
    await page
      .getByRole("button", { name: msg(testInfo, "catalogue.showMore", { shown: 48, total: list.length }) })
      .click();
    await expect(tiles(page)).toHaveCount(Math.min(96, list.length));
  }
  const labelled = list.filter((g) => g.labels.includes(label!)).length;
  const tab = page.locator(`#slot-tab-${label}`);
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.locator(".slot-count")).toHaveText(msg(testInfo, "catalogue.search.count", { n: labelled }));
});

test("search finds a game by its Hindi name, whatever the page's language (Search)", async ({
  page,
  request,
}, testInfo) => {
  const { prefix, locale } = projectLocale(testInfo);
  const { list } = await providerGames(request, testInfo);
  const game = list.find((g) => g.i18n_name["hi_IN"] && g.i18n_name["hi_IN"] !== g.game_name) ?? list[0]!;
  const hindi = game.i18n_name["hi_IN"]!;
  await page.goto(prefix + SLOTS);
  await islandsReady(page);
  await expect(tiles(page).first()).toBeVisible();
  const search = page.getByRole("searchbox", { name: msg(testInfo, "catalogue.search.label") });
  await search.fill(hindi);
  const shownName = game.i18n_name[locale] || game.game_name;
  // A tile is a button named by the game's name in the page's language.
  await expect(page.getByRole("button", { name: shownName, exact: true }).first()).toBeVisible();
  const names = await tiles(page).locator(".game-name").allTextContents();
  expect(names).toContain(shownName);
  expect(names.length).toBeLessThan(list.length);
});

test("a search with no match says so", async ({ page, prefix }, testInfo) => {
  await page.goto(prefix + SLOTS);
  await islandsReady(page);
  await expect(tiles(page).first()).toBeVisible();
  await page.getByRole("searchbox", { name: msg(testInfo, "catalogue.search.label") }).fill("zzqqxx");
  await expect(
    page.getByRole("status").filter({ hasText: msg(testInfo, "catalogue.search.empty", { query: "zzqqxx" }) }),
  ).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);
});

test("favourites and last played survive a reload (spec 000 §3, §7) @phone", async ({ page, request }, testInfo) => {
  const { prefix, locale } = projectLocale(testInfo);
  await signIn(page, request, testInfo);
  const { list } = await providerGames(request, testInfo);
  const [first, second] = [list[0]!, list[1]!];
  const nameOf = (g: ApiGame) => g.i18n_name[locale] || g.game_name;
  await page.goto(prefix + SLOTS);
  await islandsReady(page);
  // Last played needs a play1: through the API with the member's own token.
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const played = await request.post("/api/member/game/play1", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      gp_id: "GPJL",
      game_type: 2,
      game_code: second.game_code,
      house: 0,
      lobby_url: "/close",
      device: isMobile(testInfo) ? 2 : 1,
    },
  });
  expect(((await played.json()) as { code: number }).code).toBe(100);

  const heart = page.getByRole("button", {
    name: msg(testInfo, "catalogue.favorite.toggle", { name: nameOf(first) }),
  });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const stored = page.waitForResponse((r) => r.url().includes("/favorite/store"));
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true"); // optimistic
  expect(((await (await stored).json()) as { code: number }).code).toBe(100);

  // After a reload the member's favourites come from game_label asked with the member's token.
  const memberList = page.waitForResponse(
    (r) => r.url().includes("/v2/game_label") && r.request().headers()["authorization"] !== undefined,
  );
  await page.reload();
  await islandsReady(page);
  await memberList;
  await expect(heart).toHaveAttribute("aria-pressed", "true", { timeout: 15_000 });
  await page.getByRole("tab", { name: msg(testInfo, "my_favorites") }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first()).toHaveAccessibleName(nameOf(first));
  await page.getByRole("tab", { name: msg(testInfo, "last_play_games") }).click();
  await expect(tiles(page).first()).toHaveAccessibleName(nameOf(second));

  // Un-favourite: the favourites tab empties at once and says so.
  await page.getByRole("tab", { name: msg(testInfo, "my_favorites") }).click();
  await heart.click();
  await expect(
    page.getByRole("status").filter({ hasText: msg(testInfo, "catalogue.tab.emptyFavorites") }),
  ).toBeVisible();
});

test("the hall paints its providers on the server, no skeleton left waiting (gate)", async ({ page, prefix }) => {
  await page.goto(`${prefix}/gameHall/3`);
  await islandsReady(page);
  await expect(page.locator(".skeleton")).toHaveCount(0);
  await expect(page.locator("#game-hall .provider").first()).toBeVisible();
});

test("screenshots of the slot list @phone", async ({ page }, testInfo) => {
  await page.goto(SLOTS);
  await islandsReady(page);
  await expect(tiles(page).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`slotgame-${testInfo.project.name}.png`) });
});

test("catalogue pages, a member's hearts and the demo modals: no serious or critical axe violation", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { prefix } = projectLocale(testInfo);
  await signIn(page, request, testInfo);
  const findings: string[] = [];
  // Signed-out halls, home and slot lists are in e2e/a11y.spec.ts; here the sport hall's sportsbook button and a
  // member's slot list with its hearts and the two demo modals.
  for (const route of ["/gameHall/4", SLOTS]) {
    await page.goto(prefix + route);
    await islandsReady(page);
    await page.waitForLoadState("load");
    findings.push(...(await seriousViolations(page, route, false)));
  }
  // The member's hearts are on the tiles once the session is known.
  await expect(page.locator(".game-fav").first()).toBeVisible({ timeout: 15_000 });
  findings.push(...(await seriousViolations(page, `${SLOTS} (member)`, false)));
  await page.getByRole("button", { name: msg(testInfo, "catalogue.demo.list") }).click();
  const list = page.getByTestId("demo-list-modal");
  await expect(list.locator(".demo-list button").first()).toBeVisible();
  findings.push(...(await seriousViolations(page, "demo list modal", false)));
  await list.locator(".demo-list button").first().click();
  await expect(page.getByTestId("demo-game-modal")).toBeVisible();
  findings.push(...(await seriousViolations(page, "demo game modal", false)));
  expect(findings, findings.join("\n")).toEqual([]);
});

test("a provider that is not available says so, translated, without its code or a pointless Retry (spec 000 §8 code 102)", async ({
  page,
  prefix,
  errors,
}, testInfo) => {
  // GPEA is seeded inactive: the platform refuses its games with code 102.
  await page.goto(`${prefix}/slotgame?gp_id=GPEA`);
  const main = page.locator("main");
  await expect(main.getByText(msg(testInfo, "catalogue.error.provider"))).toBeVisible();
  await expect(main.getByText(msg(testInfo, "catalogue.error.games"))).toHaveCount(0);
  await expect(page.getByRole("link", { name: msg(testInfo, "fault.retry") })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(msg(testInfo, "gameType.2.hall"));
  await expect(main).not.toContainText("GPEA");
  // The way on: the hall's providers.
  await page.getByTestId("provider-unavailable").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/gameHall/2$`));
  expect(errors.list).toEqual([]);
});
