// The routes of spec 000 §2 and spec 001 §2 in the project's routed locale and viewport: the redirects and cookies
// of spec 000 §4, the pages that leave home, the 404 text, the language switcher and the width templates.
import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { captureErrors, projectLocale } from "./helpers.ts";

// Every page answering 200 with its title and <html lang>, without sideways overflow or console errors, is checked
// on the accessibility gate's walk over the same pages (e2e/a11y.spec.ts, "every page answers …").

// /authCallback opened directly (not as a login pop-up) returns home too (spec 001 §4, the auth feature's relay).
test("/play, /close and a direct /authCallback leave to the home page (spec 000 §2)", async ({
  page,
  prefix,
  errors,
}) => {
  for (const route of ["/play", "/close", "/authCallback?code=abc"]) {
    const response = await page.goto(prefix + route);
    expect(response?.status(), route).toBe(200);
    await page.waitForURL((u) => u.pathname === `${prefix}/`, { timeout: 10_000 });
  }
  expect(errors.list).toEqual([]);
});

test("guards redirect home and set the spec's cookies (spec 000 §4)", async ({ request, prefix }) => {
  const cases: [string, string | null][] = [
    ["/fastDeposit", "isFastDeposit=true"],
    ["/main", null],
    ["/main/12", null],
    ["/gameHall", null],
    ["/slotgame", null],
    // The e2e server runs with NODE_ENV=production.
    ["/register", "isRouteRegister=true"],
    // GAME_ROOM is off in the e2e server.
    ["/gameRoom?gt_id=2&gp_id=GPR8&house=0", null],
  ];
  for (const [route, cookie] of cases) {
    const response = await request.get(prefix + route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(302);
    expect(response.headers()["location"], route).toBe(`${prefix}/`);
    if (cookie) expect(response.headers()["set-cookie"] ?? "", route).toContain(cookie);
  }
});

test("referral links keep the introducer and recommend code (spec 000 §2, spec 001 §2)", async ({
  request,
  prefix,
}) => {
  const agent = await request.get(`${prefix}/?id=80001`, { maxRedirects: 0 });
  expect(agent.headers()["set-cookie"]).toContain("member_agent=80001");
  expect(agent.headers()["set-cookie"]).toContain("register_type=member_agent");
  const invite = await request.get(`${prefix}/discount?invite=FRIEND7`, { maxRedirects: 0 });
  expect(invite.status()).toBe(200);
});

test("a prefixed locale is remembered and / follows it (spec 000 §9) @only:hi_IN @only:ta_IN", async ({
  request,
}, testInfo) => {
  const { locale, prefix } = projectLocale(testInfo);
  const visit = await request.get(`${prefix}/gameHall/3`, { maxRedirects: 0 });
  expect(visit.headers()["set-cookie"]).toMatch(
    new RegExp(`i18n_redirected=${locale};.*Max-Age=31536000.*Path=/.*SameSite=Lax`, "i"),
  );
  const home = await request.get("/", { maxRedirects: 0, headers: { cookie: `i18n_redirected=${locale}` } });
  expect(home.status()).toBe(302);
  expect(home.headers()["location"]).toBe(`${prefix}/`);
});

test("unknown paths answer 404 with the path named (spec 000 §2, spec 001 §2)", async ({ page }, testInfo) => {
  const { prefix, tag } = projectLocale(testInfo);
  const errors = await captureErrors(page);
  for (const route of ["/no-such-page", "/gameHall/99", "/user/Nope", "/faq/99"]) {
    const response = await page.goto(prefix + route);
    expect(response?.status(), route).toBe(404);
    await expect(page.getByText(`Page not found: ${prefix}${route}`)).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", tag);
    await expect(page.getByRole("link", { name: /./ }).filter({ hasText: /./ }).last()).toBeVisible();
    await expect(page.locator(".err .btn")).toHaveAttribute("href", `${prefix}/`);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
  }
  // Errors of the 404 responses themselves are expected in the console; nothing else is.
  expect(errors.list.filter((e) => !/404/.test(e))).toEqual([]);
});

test("an unrouted language prefix is not found", async ({ request }) => {
  const response = await request.get("/zh_CN/faq/1", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

test("the language switcher: routed locales by prefix, the others by cookie and storage (spec 000 §9)", async ({
  page,
  context,
  prefix,
  errors,
}) => {
  await page.goto(`${prefix}/faq/1`);
  await page.locator("details.lang summary").click();
  await page.locator('a[data-lang="zh_CN"]').click();
  // zh_CN has no URL of its own: the unprefixed page, rendered in the cookie's language.
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  expect(new URL(page.url()).pathname).toBe("/faq/1");
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("zh_CN");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("zh_CN");
  // A server-rendered page follows the cookie too.
  await page.goto("/gameHall/3");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");

  await page.locator("details.lang summary").click();
  await page.locator('a[data-lang="ta_IN"]').click();
  await page.waitForURL((u) => u.pathname === "/ta_IN/gameHall/3");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta-IN");
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "i18n_redirected")?.value).toBe("ta_IN");
  expect(errors.list).toEqual([]);
});

test.describe("before the page's script runs (a slow phone) or without it", () => {
  test.use({ javaScriptEnabled: false });
  test("a press on a language without a URL of its own still switches to it (spec 000 §9) @only:en_US-mobile", async ({
    page,
    context,
  }) => {
    await page.goto("/faq/1");
    await page.locator("details.lang summary").click();
    await page.locator('a[data-lang="zh_CN"]').click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/faq/1");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("zh_CN");
  });
});

test("desktop and mobile templates follow the width without a reload (spec 001 §2, 1000 ms debounce) @only:desktop", async ({
  page,
  prefix,
}) => {
  await page.goto(`${prefix}/`);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-layout", "desktop");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator("nav.tabbar")).toBeVisible();
  await expect(html).toHaveAttribute("data-layout", "mobile", { timeout: 3000 });
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(html).toHaveAttribute("data-layout", "desktop", { timeout: 3000 });
  await expect(page.locator("nav.tabbar")).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("appPage and the pages without header or footer (spec 001 §2)", async ({ page, prefix }) => {
  const header = page.locator("header.site-header");
  const footer = page.locator("footer.site-footer");
  const main = page.locator("main#main");

  // /discount is prerendered (the client applies appPage), /gameHall/3 is server-rendered.
  for (const base of ["/discount", "/gameHall/3"]) {
    await page.goto(`${prefix}${base}?appPage=content`);
    await expect(main).toBeVisible();
    await expect(header).toBeHidden();
    await expect(footer).toBeHidden();
    await page.goto(`${prefix}${base}?appPage=header`);
    await expect(header).toBeVisible();
    await expect(main).toBeHidden();
    await page.goto(`${prefix}${base}?appPage=footer`);
    await expect(header).toBeHidden();
    await expect(main).toBeHidden();
  }
  await page.goto(`${prefix}/slotgame?gt_id=2&gp_id=GPR8&house=0`);
  await expect(header).toHaveCount(0);
  await expect(footer).toHaveCount(0);
  await page.goto(`${prefix}/fastPayment`);
  await expect(header).toBeVisible();
  await expect(footer).toHaveCount(0);
});

test("the promotions list opens an offer in a pop-up (spec 000 §2 discount list and modal)", async ({
  page,
  prefix,
  errors,
}) => {
  await page.goto(`${prefix}/discount`);
  await page.locator('[data-promo-open="promo-welcome"]').click();
  const dialog = page.locator("dialog#promo-welcome");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("#promo-welcome-h")).toContainText("10,000");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.locator('[data-promo-open="promo-cashback"]').click();
  await page.locator("dialog#promo-cashback [data-promo-close]").click();
  await expect(page.locator("dialog#promo-cashback")).toBeHidden();
  expect(page.url()).toContain("/discount");
  expect(errors.list).toEqual([]);
});

test("content pages load no React until the first interaction, and the first tap on Log in opens it", async ({
  page,
  prefix,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto(`${prefix}/faq/1`);
  // "load", then the browser's first idle moment (when client:idle islands would start to load), rather than
  // "networkidle", which a busy CI machine sometimes never reaches.
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
  // DESIGN budget: no island runtime (React) fetched before interaction on a content page.
  expect(scripts.filter((u) => /client\.|index\.[\w-]+\.js|react/i.test(u))).toEqual([]);
  // The server-rendered button (no hydration yet) takes the first tap: the island hydrates and the login opens.
  await page.locator("header.site-header .account button").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
