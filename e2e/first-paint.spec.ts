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

// What each page paints first, and its islands: hydrated at the first idle moment (the slot list's, the hall's
// providers, the home page's pop-up), their code (React with it) is requested only after that paint. With
// client:load it was fetched while the HTML was parsed and ran before the paint: the slot list's code came at
// 1,646 ms vs paint 1,660, the home page's pop-up at 215 ms vs 299, and Lighthouse counted it in the LCP.
const FIRST = [
  { route: "/", painted: ".carousel-slide img" },
  { route: "/gameHall/3", painted: ".hall-head .intro" },
  { route: "/slotgame?gt_id=2&gp_id=GPJL&house=0", painted: ".game-grid .game" },
];

for (const { route, painted } of FIRST)
  test(`${route} is painted before its islands' code is requested @phone`, async ({ page, prefix }) => {
    await page.goto(prefix + route);
    await islandsReady(page);
    await expect(page.locator(painted).first()).toBeVisible();
    const timing = await page.evaluate(async (painted) => {
      // When the page's largest paint (the one Lighthouse's LCP is about) drew the element: a later candidate
      // (the pop-up once open) does not count.
      const entries = await new Promise<LargestContentfulPaint[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries() as LargestContentfulPaint[])).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      const paint = entries.find((e) => e.element?.closest(painted))?.startTime ?? Infinity;
      const islands = [...document.querySelectorAll('astro-island:is([client="load"], [client="idle"])')].map((i) =>
        i.getAttribute("component-url"),
      );
      const code = performance
        .getEntriesByType("resource")
        .filter((r) => islands.some((url) => url && new URL(r.name).pathname === url))
        .map((r) => ({ url: new URL(r.name).pathname, start: r.startTime }));
      return { paint, code };
    }, painted);
    expect(timing.paint, `the largest paint of ${painted}`).toBeLessThan(Infinity);
    expect(timing.code.length).toBeGreaterThan(0);
    for (const { url, start } of timing.code) expect(start, url).toBeGreaterThanOrEqual(timing.paint);
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
