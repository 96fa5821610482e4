// A server-rendered page ships only the island messages its own browser code may use (server/page-messages.ts):
// every island of every page, hydrated (at once for a signed-in member), shows its words, never a raw key.
import { expect, type Page } from "@playwright/test";
import { islandsReady, projectLocale, promotionsAlreadyClosed } from "./helpers.ts";
import { memberTest as test } from "./member-state.ts";
import { PAGES, routeUrl } from "./routes.ts";

/** Visible text that looks like one of our keys ("auth.login.title"): a message the page did not ship. */
async function rawKeys(page: Page): Promise<string[]> {
  const text = await page.locator("body").evaluate((el) => (el as HTMLElement).innerText);
  return text.split(/\s+/).filter((w) => /^[a-z][a-zA-Z]*(\.[\w-]+){1,4}$/.test(w));
}

/** Every island hydrated: none is still waiting (a member's client:interact islands start at once). */
async function allHydrated(page: Page): Promise<void> {
  await islandsReady(page);
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
}

test("signed in, every page's islands show their messages, not keys", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await promotionsAlreadyClosed(page);
  const { prefix } = projectLocale(testInfo);
  const found: string[] = [];
  for (const route of PAGES) {
    await page.goto(routeUrl(route, prefix));
    await allHydrated(page);
    for (const key of await rawKeys(page)) found.push(`${route}: ${key}`);
  }
  expect(found).toEqual([]);
});

test("the account bar's wallet panel, loaded later, shows its messages", async ({ page }, testInfo) => {
  await promotionsAlreadyClosed(page);
  await page.goto(routeUrl("/", projectLocale(testInfo).prefix));
  await allHydrated(page);
  await page.getByTestId("wallet-toggle").first().click();
  const panel = page.locator(".ab-wallet-pop:not([hidden])");
  await expect(panel).toBeVisible();
  await expect(panel).not.toBeEmpty();
  expect(await rawKeys(page)).toEqual([]);
});
