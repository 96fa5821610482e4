// Page titles (spec 001 §2 defects 2 and 12): unknown paths fall back to the home title and
// description while the body stays the error page; the member centre, /faq and the halls without a spec
// title carry titles of their own, in the page's language.
import { expect, test } from "@playwright/test";
import { homeMeta, pageMeta } from "../src/lib/routing/page-meta.ts";
import { msg } from "./auth-helpers.ts";
import { projectLocale } from "./helpers.ts";

test("unknown paths carry the home title and description; the body is the 404 error page", async ({
  page,
}, testInfo) => {
  const { locale, prefix } = projectLocale(testInfo);
  const home = homeMeta(locale, "Lobby");
  for (const route of ["/no-such-page", "/user/Nope", "/gameHall/99"]) {
    const response = await page.goto(prefix + route);
    expect(response?.status(), route).toBe(404);
    await expect(page, route).toHaveTitle(home.title);
    await expect(page.locator('meta[name="description"]'), route).toHaveAttribute("content", home.description);
    await expect(page.getByRole("heading", { level: 1, name: msg(testInfo, "error.notFound") })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: msg(testInfo, "error.backHome") })).toHaveAttribute(
      "href",
      `${prefix}/`,
    );
  }
});

test("member pages, /faq and the halls without a spec title have their own translated titles", async ({
  page,
}, testInfo) => {
  const { locale, prefix } = projectLocale(testInfo);
  const home = homeMeta(locale, "Lobby").title;
  for (const route of [
    "/user/Info",
    "/user/Deposit",
    "/proxy/ProxyCenter/Transfer",
    "/faq",
    "/gameHall/2",
    "/gameHall/9",
  ]) {
    await page.goto(prefix + route);
    const expected = pageMeta(route, new URLSearchParams(), locale, "Lobby").title;
    expect(expected, route).not.toBe(home);
    await expect(page, route).toHaveTitle(expected);
  }
  await page.goto(`${prefix}/user/Info`);
  await expect(page).toHaveTitle(`${msg(testInfo, "menu.Info")} | ${msg(testInfo, "member.title")} | Lobby`);
});
