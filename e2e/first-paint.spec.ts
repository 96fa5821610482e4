// The lobby's first screens paint early on a phone (DESIGN budget: LCP at most 1.5 s under Lighthouse mobile on
// `/`, the game halls and the slot list). Under Lighthouse's simulation each render-blocking file is another
// request on one of six connections, and whatever loads before the largest paint is counted in it: the first
// paint waits for three stylesheets (the layout's, the lobby's, the islands'), and the slot list's islands load
// their code (React) only after it.
import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { islandsReady } from "./helpers.ts";

const LOBBY = ["/", "/gameHall/3", "/slotgame?gt_id=2&gp_id=GPJL&house=0"];

for (const route of LOBBY)
  test(`${route} links at most three render-blocking stylesheets @phone`, async ({ page, prefix }) => {
    await page.goto(prefix + route);
    const sheets = await page
      .locator('head link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).getAttribute("href")));
    expect(sheets.length, sheets.join(" ")).toBeLessThanOrEqual(3);
  });

test("the slot list's games are painted before its islands' code is requested @phone", async ({ page, prefix }) => {
  await page.goto(prefix + "/slotgame?gt_id=2&gp_id=GPJL&house=0");
  await islandsReady(page);
  await expect(page.locator(".game-grid .game").first()).toBeVisible();
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
    const islands = [...document.querySelectorAll("astro-island")].map((i) => i.getAttribute("component-url"));
    const code = performance
      .getEntriesByType("resource")
      .filter((r) => islands.some((url) => url && new URL(r.name).pathname === url))
      .map((r) => r.startTime);
    return { paint, code };
  });
  expect(timing.code.length).toBeGreaterThan(0);
  for (const start of timing.code) expect(start).toBeGreaterThanOrEqual(timing.paint);
});
