// The installable app (features/pwa): Chromium's own installability check, the offline page in the member's
// language, the offline badge and the refused game start, the service worker leaving the platform's calls and the
// sandbox's game page alone, and the "update available" toast, never during a game. The rest of the suite runs
// with service workers blocked (playwright.config.ts); these tests allow them.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, expect, type Page } from "@playwright/test";
import { msg } from "./auth-helpers.ts";
import { test } from "./fixtures.ts";
import { islandsReady, openFirstDemo, projectLocale } from "./helpers.ts";

test.use({ serviceWorkers: "allow" });

const GAME_PAGE = /\/sandbox\/games\/slot\?/;

/**
 * Loads `path` and waits until the service worker is active, controls the page and holds its shell. Playwright
 * must have seen the worker (its "serviceworker" event) for context.setOffline to reach the worker too.
 */
async function controlled(page: Page, path: string): Promise<void> {
  const context = page.context();
  const seen = context.serviceWorkers().length > 0 ? Promise.resolve() : context.waitForEvent("serviceworker");
  await page.goto(path);
  await seen;
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    const keys = await caches.keys();
    return Boolean(reg?.active && navigator.serviceWorker.controller && keys.some((k) => k.startsWith("lobby-shell-")));
  });
}

/**
 * `controlled`, then loads the page again until the worker answered the navigation: Chromium's offline emulation
 * lets a worker answer navigations only once it has answered one (else the first offline one fails before it).
 */
async function answeredByWorker(page: Page, path: string): Promise<void> {
  await controlled(page, path);
  await expect(async () => expect((await page.goto(path))?.fromServiceWorker()).toBe(true)).toPass();
}

/** Every URL the worker's caches hold. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
}

test("Chromium's installability check finds no error, and the manifest is the page's language", async ({}, testInfo) => {
  const { prefix, locale } = projectLocale(testInfo);
  // Chromium never installs from an incognito profile, which a test's context is: a profile on disk instead.
  const dir = await mkdtemp(path.join(tmpdir(), "lobby-pwa-"));
  const use = testInfo.project.use;
  const context = await chromium.launchPersistentContext(dir, {
    ...use.launchOptions,
    ...(use.baseURL ? { baseURL: use.baseURL } : {}),
    ...(use.viewport ? { viewport: use.viewport } : {}),
    ...(use.locale ? { locale: use.locale } : {}),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await controlled(page, `${prefix}/`);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 15_000 })
      .toEqual([]);
    const { url } = await cdp.send("Page.getAppManifest");
    expect(url).toContain(`/pwa/manifest-${locale}.webmanifest`);
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
});

test("offline, a page shows the offline page in the member's language, and the header says so @ta_IN-phone", async ({
  page,
  context,
}, testInfo) => {
  const { prefix, locale } = projectLocale(testInfo);
  await answeredByWorker(page, `${prefix}/`);
  await context.setOffline(true);
  // The badge of the page already open.
  await expect(page.getByTestId("offline-badge").filter({ visible: true })).toHaveText(msg(testInfo, "pwa.badge"));
  await page.goto(`${prefix}/discount`);
  await expect(page.getByRole("heading", { name: msg(testInfo, "pwa.offline.title") })).toBeVisible();
  await expect(page.locator(`[data-offline-page="${locale}"]`)).toBeVisible();
  await context.setOffline(false);
  // "Try again" reloads the address asked for.
  await page.getByRole("link", { name: msg(testInfo, "pwa.offline.retry") }).click();
  await expect(page.getByRole("heading", { level: 1, name: msg(testInfo, "nav.discount") })).toBeVisible();
  await expect(page.getByTestId("offline-badge").filter({ visible: true })).toHaveCount(0);
});

test("offline, a game start is refused with a translated message and nothing hangs", async ({
  page,
  context,
}, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await controlled(page, `${prefix}/slotgame?gt_id=2&gp_id=GPJL&house=0`);
  await islandsReady(page);
  await expect(page.locator(".game-grid .game-name").first()).toBeVisible();
  // The member has been looking at the list: a touch hydrated the islands that wait for one (the toasts among
  // them) and pointing at a game brought the launcher, while their code could still come (the worker keeps it).
  await page.locator(".game-grid .game-name").first().hover();
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  const name = await page.locator(".game-grid .game-name").first().innerText();
  await page.locator(".game-grid").getByRole("button", { name, exact: true }).press("Enter");
  await expect(page.getByText(msg(testInfo, "pg.offline"), { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog", { name: msg(testInfo, "proxy.please_login_title") })).toHaveCount(0);
});

test("offline, a press on a game whose start code never loaded shows the same translated refusal", async ({
  page,
  context,
}, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  // Nobody has pointed at a game yet: the code of a game press (play-click.ts, the launcher) was never fetched,
  // so the worker cannot have kept it.
  await controlled(page, `${prefix}/`);
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  const game = page.locator("button[data-play]").first();
  await game.focus();
  await game.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: msg(testInfo, "pg.offline") })).toBeVisible();
  // Back online, the press starts the game's way as usual (here: a visitor is asked to log in).
  await context.setOffline(false);
  await game.press("Enter");
  await expect(page.getByRole("dialog", { name: msg(testInfo, "proxy.please_login_title") })).toBeVisible();
});

test("the service worker never answers a platform call", async ({ page }) => {
  await controlled(page, "/");
  const answered = page.waitForResponse((r) => r.url().includes("/api/arks/web/site/detail"));
  await page.evaluate(() =>
    fetch("/api/arks/web/site/detail", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ site_id: 1 }),
    }),
  );
  const res = await answered;
  expect(res.fromServiceWorker()).toBe(false);
  expect((await cachedUrls(page)).filter((u) => u.startsWith("/api"))).toEqual([]);
});

/** A visitor's demo game from the slot list; returns its window, and the answer that brought the game's page. */
async function demoGame(page: Page, testInfo: Parameters<typeof msg>[0]) {
  const modal = await openFirstDemo(page);
  const popupOpened = page.waitForEvent("popup");
  const gamePage = page
    .context()
    .waitForEvent("response", (r) => GAME_PAGE.test(r.url()) && r.request().isNavigationRequest());
  await modal.getByRole("button", { name: msg(testInfo, "catalogue.demo.try"), exact: true }).click();
  const game = await popupOpened;
  await game.waitForURL(GAME_PAGE);
  return { game, gamePage: await gamePage };
}

test("the sandbox's game page is never answered nor cached by the service worker", async ({ page }, testInfo) => {
  await controlled(page, "/slotgame?gt_id=2&gp_id=GPJL&house=0");
  await islandsReady(page);
  const { game, gamePage } = await demoGame(page, testInfo);
  expect(gamePage.fromServiceWorker()).toBe(false);
  const cached = await cachedUrls(page);
  // Only the shell, the build's hashed files and the stored language: nothing of the game.
  expect(cached.filter((u) => !/^\/(pwa\/offline-|_astro\/|__lobby\/)/.test(u))).toEqual([]);
  expect(cached.filter((u) => u.startsWith("/sandbox"))).toEqual([]);
  await game.close();
});

/**
 * A new version of the worker, as a deploy brings: the same registration gets a worker from another script address
 * (the server ignores the query), which the browser installs beside the running one, where it waits. The page's
 * own update watch (features/pwa/client.ts) sees it as it would see a new /sw.js.
 */
async function newWorkerVersion(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.register(`/sw.js?next=${Date.now()}`);
  });
}

test("a new version offers an update; the member's choice reloads into it", async ({ page }, testInfo) => {
  await controlled(page, "/discount");
  // The page at rest (its islands in, nothing loading): a new worker activates once the old one has no fetch in
  // flight, and this test is about the toast, not about a busy page.
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => !document.querySelector("astro-island[ssr]"));
  await page.waitForLoadState("networkidle");
  const toast = page.getByRole("status").filter({ hasText: msg(testInfo, "pwa.update.text") });
  await expect(toast).toBeHidden();
  await newWorkerVersion(page);
  await expect(toast).toBeVisible();
  const reloaded = page.waitForEvent("framenavigated");
  await toast.getByRole("button", { name: msg(testInfo, "pwa.update.reload") }).click();
  // The page reloads under the new version.
  await reloaded;
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "")).toContain("next=");
});

test("the update toast waits while a game runs and shows once it is over", async ({ page }, testInfo) => {
  await controlled(page, "/slotgame?gt_id=2&gp_id=GPJL&house=0");
  await islandsReady(page);
  const { game } = await demoGame(page, testInfo);
  await expect(page.locator("html[data-game-busy]")).toHaveCount(1);
  await newWorkerVersion(page);
  const toast = page.getByRole("status").filter({ hasText: msg(testInfo, "pwa.update.text") });
  // The new version is installed and waiting, yet the toast stays hidden during the game.
  await expect(page.locator("[data-pwa-update][data-offered]")).toHaveCount(1);
  await expect(page.locator("[data-pwa-update]")).toBeHidden();
  await game.close();
  await expect(toast).toBeVisible();
});
