// DESIGN "content pages ≤ 30 KB of HTML": a content page carries no island messages; they come after the page
// (src/lib/i18n/late-messages.ts) and every island waits for them, so none ever shows a raw key.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { msg } from "./auth-helpers.ts";
import { projectLocale } from "./helpers.ts";

/** Visible text that looks like one of our keys ("auth.login.title"): a message that never arrived. */
async function rawKeys(root: Locator): Promise<string[]> {
  const text = await root.evaluate((el) => (el as HTMLElement).innerText);
  return text.split(/\s+/).filter((w) => /^[a-z][a-zA-Z]*(\.[\w-]+){1,4}$/.test(w));
}

async function bootMessageCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const boot = JSON.parse(document.getElementById("lobby-boot")?.textContent ?? "{}") as { messages?: object };
    return Object.keys(boot.messages ?? {}).length;
  });
}

test("a content page ships no island messages, and its login modal shows them translated", async ({
  page,
}, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}/faq/1`);
  expect(await bootMessageCount(page)).toBe(0);
  await expect(page.locator("#lobby-late-messages[data-src]")).toHaveCount(1);
  // The server-rendered button takes the first tap: the island hydrates once its messages are here.
  await page.locator("header.site-header .account button").first().click();
  const dialog = page.getByRole("dialog", { name: msg(testInfo, "auth.login.title") });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(msg(testInfo, "auth.field.captcha"), { exact: false }).first()).toBeVisible();
  expect(await rawKeys(dialog)).toEqual([]);
});

test("the game search opened first on a content page shows its messages, not keys", async ({ page }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}/faq/1`);
  await page.getByRole("button", { name: msg(testInfo, "gameSearch.open"), exact: true }).click();
  const dialog = page.getByRole("dialog", { name: msg(testInfo, "gameSearch.open") });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("searchbox", { name: msg(testInfo, "gameSearch.label") })).toBeVisible();
  expect(await rawKeys(dialog)).toEqual([]);
});
