// The site-wide game search (search_catalogue, our extension; src/features/game-search): from the header on both
// layouts (a full-screen sheet on phones) and from the home page's field, results grouped by game type and
// provider, in the page's language; a found game starts through the launcher (a visitor is asked to log in,
// spec 000 §5; a member's game window opens, spec 000 §4). The island loads on first use, not with the page.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { msg, signIn } from "./auth-helpers.ts";
import { seriousViolations } from "./axe.ts";
import { captureErrors, projectLocale, promotionsAlreadyClosed } from "./helpers.ts";

/** "Dragon" in each routed language, as the sandbox's catalogue names its games (catalogue-words.ts). */
const DRAGON = { en_US: "Dragon", hi_IN: "ड्रैगन", ta_IN: "டிராகன்" } as const;
/** The live table that matches it, named in the page's language. */
const DRAGON_TIGER = { en_US: "Dragon Tiger", hi_IN: "ड्रैगन टाइगर", ta_IN: "டிராகன் டைகர்" } as const;
const GAME_PAGE = /\/sandbox\/games\/slot\?/;

/** Records every script the page loads; the search island's chunks are stage.*.js and mount.*.js. */
function scripts(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") seen.push(r.url());
  });
  return seen;
}

async function openHeaderSearch(page: Page, testInfo: TestInfo) {
  await page.getByRole("button", { name: msg(testInfo, "gameSearch.open"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: msg(testInfo, "gameSearch.open") });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the header's search finds a game in every type and provider, grouped, in the page's language; a visitor who opens one is asked to log in @phone", async ({
  page,
}, testInfo) => {
  const { locale, prefix } = projectLocale(testInfo);
  const errors = await captureErrors(page);
  await promotionsAlreadyClosed(page);
  const loaded = scripts(page);
  await page.goto(`${prefix}/`);
  await page.waitForLoadState("networkidle");
  // The header keeps its row: nothing in the bar overflows the screen with the search button in it.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // DESIGN budget: the island is not part of the page's JavaScript before interaction.
  expect(loaded.filter((u) => /\/(mount|stage)\.[\w-]+\.js$/.test(u))).toEqual([]);

  const dialog = await openHeaderSearch(page, testInfo);
  const field = dialog.getByRole("searchbox", { name: msg(testInfo, "gameSearch.label") });
  await expect(field).toBeFocused();
  if (testInfo.project.use.isMobile) {
    // Phones: the sheet covers the whole screen.
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBeGreaterThanOrEqual(800);
  }
  await field.fill("d");
  await expect(dialog.getByTestId("game-search-status")).toHaveText(msg(testInfo, "gameSearch.hint"));
  await field.fill(DRAGON[locale]);
  await expect(dialog.getByTestId("game-search-status")).toContainText(
    msg(testInfo, "gameSearch.found", { count: "" }),
  );

  // Grouped: a heading per game type (slots and live casino both have a dragon), then per provider.
  const results = dialog.getByRole("region", { name: msg(testInfo, "gameSearch.results") });
  await expect(results.getByRole("heading", { level: 3, name: msg(testInfo, "gameType.2.abbr") })).toBeVisible();
  await expect(results.getByRole("heading", { level: 3, name: msg(testInfo, "gameType.3.abbr") })).toBeVisible();
  const slotProvider = results.locator("section").first().getByRole("heading", { level: 4 }).first().getByRole("link");
  await expect(slotProvider).toHaveAttribute(
    "href",
    new RegExp(`^${prefix}/slotgame\\?gt_id=2&gp_id=GP[A-Z0-9]+&house=\\d$`),
  );
  await expect(results.getByRole("button", { name: DRAGON_TIGER[locale] }).first()).toBeVisible();
  const names = await results.getByTestId("game-search-game").allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
  for (const n of names) expect(n).toContain(DRAGON[locale]);
  const findings = await seriousViolations(page, "search sheet with results");
  expect(findings, findings.join("\n")).toEqual([]);

  // Keyboard: ArrowDown from the field enters the results; Escape closes and gives the focus back.
  await field.press("ArrowDown");
  await expect(slotProvider).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results.getByTestId("game-search-game").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: msg(testInfo, "gameSearch.open"), exact: true })).toBeFocused();

  // Open a found game: a visitor gets the launcher's login question (spec 000 §5).
  const again = await openHeaderSearch(page, testInfo);
  await again.getByRole("searchbox").fill(DRAGON_TIGER[locale]);
  await again.getByRole("button", { name: DRAGON_TIGER[locale] }).first().click();
  await expect(again).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: msg(testInfo, "proxy.please_login_title") })).toBeVisible();
  expect(errors.list).toEqual([]);
});

test("a member opens a slot found from the home page's field: the game window opens (spec 000 §4)", async ({
  page,
  request,
}, testInfo) => {
  const { locale, prefix } = projectLocale(testInfo);
  await signIn(page, request, testInfo);
  await promotionsAlreadyClosed(page);
  await page.goto(`${prefix}/`);
  const field = page
    .getByTestId("game-search-field")
    .getByRole("searchbox", { name: msg(testInfo, "gameSearch.label") });
  await field.fill(DRAGON[locale]);
  const inline = page.getByTestId("game-search-inline");
  // Slots come first (the types' order); their first game is a slot.
  const slots = inline.locator("section").first();
  await expect(slots.getByRole("heading", { level: 3 })).toHaveText(msg(testInfo, "gameType.2.abbr"));
  const game = slots.getByTestId("game-search-game").first();
  await expect(game).toContainText(DRAGON[locale]);
  const popupOpened = page.waitForEvent("popup");
  await game.click();
  const opened = await popupOpened;
  await opened.waitForURL(GAME_PAGE);
});

test("words nothing matches say so, and the home field searches what was typed before its code arrived", async ({
  page,
}, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await promotionsAlreadyClosed(page);
  await page.goto(`${prefix}/`);
  const field = page.getByTestId("game-search-field").getByRole("searchbox");
  await field.pressSequentially("zzqxjv");
  await expect(page.getByTestId("game-search-inline").getByTestId("game-search-status")).toHaveText(
    msg(testInfo, "gameSearch.empty", { query: "zzqxjv" }),
  );
  await field.press("Escape");
  await expect(page.getByTestId("game-search-inline")).toBeHidden();
});
