// Home and site content, against the real server and sandbox on both viewports: the platform's ads
// (below the banners), sponsors (/sponsor), login-page models (login modal), mobile footer and register background
// are shown, sized and described; an ads change reaches the page live only in the page's language (spec 001 §7
// model_settings.url on {template}_template), and customer_service_link_change re-points the Support link live.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { test } from "./fixtures.ts";
import { admin, isMobile, msg, openLogin, signIn } from "./auth-helpers.ts";
import { channelJoined, projectLocale } from "./helpers.ts";

/** The Support link the platform's customer-service entry became: the floating button on desktop, the mobile footer's on mobile. */
function supportLink(page: Page, testInfo: TestInfo) {
  return isMobile(testInfo)
    ? page.getByTestId("mobile-footer").locator("a[data-support-link]")
    : page.locator("nav.float a[data-support-link]");
}

/** Sets the customer-service link through the admin control until this page shows it (spec 001 §7). */
async function pointSupport(page: Page, testInfo: TestInfo, link: string) {
  await expect(async () => {
    await admin(page.request, "customer-service", { link });
    await expect(supportLink(page, testInfo)).toHaveAttribute("href", link, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

test("the platform's ads are a row of sized, lazy, described tiles below the banners", async ({
  page,
  prefix,
}, testInfo) => {
  await page.goto(`${prefix}/`);
  const ads = page.getByTestId("home-ads");
  await expect(ads).toBeVisible();
  await expect(ads).toHaveAttribute("aria-label", msg(testInfo, "site.ads"));
  const imgs = ads.locator("img");
  expect(await imgs.count()).toBeGreaterThanOrEqual(2);
  for (const img of await imgs.all()) {
    await expect(img).toHaveAttribute("alt", /\S/);
    await expect(img).toHaveAttribute("width", "600");
    await expect(img).toHaveAttribute("height", "240");
    await expect(img).toHaveAttribute("loading", "lazy");
  }
  // A site path in the page's language (links pass the carousel's URL rules).
  await expect(ads.locator("a").first()).toHaveAttribute("href", new RegExp(`^${prefix}/`));
  // Below the banners.
  const [hero, row] = await Promise.all([page.locator("#home-carousel").boundingBox(), ads.boundingBox()]);
  expect(hero && row && row.y >= hero.y + hero.height).toBe(true);
});

test("an ads change appears live in the page's language and not when the event names another", async ({
  page,
  request,
}, testInfo) => {
  const { prefix, locale } = projectLocale(testInfo);
  const other = locale === "en_US" ? "hi_IN" : "en_US";
  await signIn(page, request, testInfo); // a stored member starts the real-time connection at once
  await page.goto(`${prefix}/`);
  const ads = page.getByTestId("home-ads");
  await expect(ads.locator("img").first()).toBeAttached();
  await expect.poll(() => channelJoined(page, "site02_template"), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // The socket may still be subscribing when the first ad is added (no acknowledgement for public channels).
  const live = `Live ad ${testInfo.project.name}`;
  let attempt = 0;
  await expect(async () => {
    attempt += 1;
    await admin(request, "model", { kind: "setting", language: locale, title: `${live} ${Date.now()} ${attempt}` });
    await expect(ads.locator(`img[alt^="${live}"]`).first()).toBeAttached({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });

  // An ad of this language announced in another language: the page does not read the ads again. The
  // customer-service change sent after it proves the page has heard it (one socket delivers in order).
  const quiet = `Quiet ad ${testInfo.project.name} ${Date.now()}`;
  await admin(request, "model", { kind: "setting", language: locale, title: quiet, event_language: other });
  await pointSupport(page, testInfo, `https://example.com/help/${testInfo.project.name}-${Date.now()}`);
  await expect(ads.locator(`img[alt="${quiet}"]`)).toHaveCount(0);
  // The event in the page's language brings it.
  await admin(request, "model-updated", { channel: "site02_template", event: "model_settings.url", language: locale });
  await expect(ads.locator(`img[alt="${quiet}"]`)).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("/sponsor shows the platform's sponsors in the page's language", async ({ page }, testInfo) => {
  const { prefix, locale } = projectLocale(testInfo);
  await page.goto(`${prefix}/sponsor`);
  const list = page.getByRole("region", { name: msg(testInfo, "models.sponsors") });
  await expect(list).toBeVisible();
  const imgs = list.locator("img");
  expect(await imgs.count()).toBeGreaterThanOrEqual(3);
  const script = { en_US: /[A-Za-z]/, hi_IN: /[\u0900-\u097F]/, ta_IN: /[\u0B80-\u0BFF]/ }[locale];
  await expect(imgs.first()).toHaveAttribute("alt", script);
  await expect(imgs.first()).toHaveAttribute("width", "360");
  await expect(imgs.first()).toHaveAttribute("height", "180");
  await expect.poll(() => imgs.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("the login modal shows the platform's login model above the form", async ({ page, prefix }, testInfo) => {
  await page.goto(`${prefix}/`);
  const dialog = await openLogin(page, testInfo);
  const model = dialog.getByRole("complementary", { name: msg(testInfo, "models.login") });
  await expect(model.locator("img")).toHaveAttribute("alt", /\S/);
  await expect(model.locator("img")).toHaveAttribute("width", "640");
  const [modelBox, fieldBox] = await Promise.all([
    model.boundingBox(),
    dialog.getByLabel(msg(testInfo, "auth.field.account"), { exact: true }).boundingBox(),
  ]);
  expect(modelBox && fieldBox && modelBox.y + modelBox.height <= fieldBox.y).toBe(true);
});

test("the mobile layout's footer shows the platform's mobile footer; the desktop keeps its own @phone", async ({
  page,
  prefix,
}, testInfo) => {
  await page.goto(`${prefix}/`); // a page rendered on the server (prerendered ones have no platform content)
  const mobileFooter = page.getByTestId("mobile-footer");
  const desktopLink = page.locator("footer.site-footer li[data-platform-link]").first();
  if (isMobile(testInfo)) {
    await expect(mobileFooter).toBeVisible();
    await expect(mobileFooter.getByRole("link", { name: msg(testInfo, "site.link.home"), exact: true })).toBeVisible();
    await expect(
      mobileFooter.getByRole("link", { name: msg(testInfo, "site.link.deposit"), exact: true }),
    ).toHaveAttribute("href", `${prefix}/user/Deposit`);
    await expect(desktopLink).toBeHidden();
  } else {
    await expect(mobileFooter).toBeHidden();
    await expect(desktopLink).toBeVisible();
  }
});

test("the registration form stands on the platform's register background, which moves nothing @phone", async ({
  page,
  prefix,
}, testInfo) => {
  // /register: the sign-up modal on home in production (spec 000 §4), the page elsewhere; both show it.
  await page.goto(`${prefix}/register`);
  const bg = page.getByTestId("register-background");
  await expect(bg).toBeVisible({ timeout: 15_000 }); // the sign-up form's chunks load first
  await expect(bg).toHaveAttribute("src", isMobile(testInfo) ? /mobile/ : /desktop/);
  await expect(bg).toHaveAttribute("width", /^\d+$/);
  await expect(bg).toHaveAttribute("alt", "");
  expect(await bg.evaluate((el) => getComputedStyle(el).position)).toBe("absolute");
  await expect.poll(() => bg.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("customer_service_link_change re-points the customer-service button without a reload @phone", async ({
  signedInPage: page,
  request,
  prefix,
}, testInfo) => {
  await page.goto(`${prefix}/`);
  await expect(supportLink(page, testInfo)).toBeVisible();
  await expect.poll(() => channelJoined(page, "web_member"), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const link = `https://example.com/support/${testInfo.project.name}-${Date.now()}`;
  try {
    await pointSupport(page, testInfo, link);
    await expect(supportLink(page, testInfo)).toHaveAttribute("target", "_blank");
    await expect(supportLink(page, testInfo)).toHaveAttribute("rel", "noopener noreferrer");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    // The link is the whole sandbox's: give the other specs back the seeded one (sandbox/db/seed.ts).
    await admin(request, "customer-service", { link: "/sandbox/support" });
  }
});

test("the floating buttons sit beside the page at 1366 px, covering none of it, and name themselves on hover", async ({
  page,
  prefix,
}) => {
  await page.goto(`${prefix}/gameHall/3`);
  const links = page.locator("nav.float a");
  await expect(links.first()).toBeVisible();
  const content = (await page.locator(".site-main .container").first().boundingBox())!;
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.x, "a floating button over the page's content").toBeGreaterThanOrEqual(content.x + content.width);
    expect(box.width).toBeGreaterThanOrEqual(24); // WCAG 2.2 target size
  }
  // Each keeps its platform label as its name, shown when pointed at.
  const first = links.first();
  const label = first.locator("span");
  await expect(first).toHaveAccessibleName((await label.textContent())!.trim());
  await first.hover();
  expect((await label.boundingBox())!.width).toBeGreaterThan(1);
});
