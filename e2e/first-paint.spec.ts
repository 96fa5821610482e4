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

// Nothing on the lobby's first screens hydrates while the HTML is parsed: with client:load an island's code (React
// with it) was fetched at once and ran before the largest paint (the home page's pop-up at 215 ms vs its banner at
// 299 in a Lighthouse trace, the hall's providers at 107 vs its heading at 180), and Lighthouse's simulation counted
// every such request in the LCP. The pop-up renders nothing before the page is idle, and the hall's providers are
// in the server's HTML: both hydrate at the first idle moment, like the slot list's islands.
for (const route of LOBBY)
  test(`${route} hydrates no island while it is parsed @phone`, async ({ page, prefix }) => {
    await page.goto(prefix + route);
    await expect(page.locator("astro-island").first()).toBeAttached();
    const atLoad = await page
      .locator('astro-island[client="load"]')
      .evaluateAll((islands) => islands.map((i) => i.getAttribute("opts")));
    expect(atLoad).toEqual([]);
  });

// Whatever the first screen does not show waits until scrolled near: an image fetched with the page is one more
// request before the banner's paint in Lighthouse's count. The first row of games lies a screen and a half down on
// a phone and below the first screen on a desktop, and its six tiles were fetched with the page.
test("the home page's images below the first screen load lazily @phone", async ({ page, prefix }) => {
  await page.goto(prefix + "/");
  await expect(page.locator(".carousel-slide img").first()).toBeVisible();
  // The footer's logo is the header's file: no request of its own.
  const eagerBelow = await page.locator("img").evaluateAll((imgs) => {
    const below = (img: Element) => img.getBoundingClientRect().top >= window.innerHeight;
    const firstScreen = new Set(imgs.filter((img) => !below(img)).map((img) => img.getAttribute("src")));
    return imgs
      .filter((img) => (img as HTMLImageElement).loading !== "lazy" && below(img))
      .map((img) => img.getAttribute("src"))
      .filter((src) => !firstScreen.has(src));
  });
  expect(eagerBelow).toEqual([]);
});
