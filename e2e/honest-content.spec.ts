// the content promises only what the product does. /app offers no download when the
// operator configured none (APP_* unset, as in this test server), the FAQ promises no 24/7 live chat, and
// Support opens the platform's customer-service link (spec 001 §7 site detail) or the FAQ's contact answer.
import { expect, test } from "@playwright/test";
import { msg } from "./auth-helpers.ts";
import { projectLocale } from "./helpers.ts";

const SEEDED_LINK = "/sandbox/support"; // sandbox/db/seed.ts customer_service_link: the sandbox's own page

test("the app page shows no download button without APP_* configuration, and says so", async ({ page }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}/app`);
  await expect(page.getByTestId("app-no-download")).toHaveText(msg(testInfo, "page.app.none"));
  await expect(page.getByTestId("app-downloads")).toHaveCount(0);
  for (const key of ["page.app.android", "page.app.apk", "page.app.ios"]) {
    await expect(page.getByRole("link", { name: msg(testInfo, key) })).toHaveCount(0);
  }
  await expect(page.locator('a[href="#android"], a[href="#ios"]')).toHaveCount(0);
});

test("the FAQ promises no 24/7 live chat", async ({ page }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}/faq/8`);
  await expect(page.locator("#contact")).toBeVisible();
  await expect(page.locator("article")).not.toContainText("24/7");
});

test("Support opens the platform's customer-service link, a real page", async ({ page }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  // The link is asked for once the page is idle: wait for the answer, not for a clock.
  const detail = page.waitForResponse((r) => r.url().includes("/api/arks/web/site/detail"), { timeout: 20_000 });
  await page.goto(`${prefix}/`);
  await detail;
  const support = page.getByRole("link", { name: msg(testInfo, "nav.customerService"), exact: true }).first();
  // The seeded link (a page of the sandbox, same tab), or the one e2e/models.spec.ts points the shared sandbox to
  // for a moment (https://example.com/…, a new tab).
  await expect(support).toHaveAttribute(
    "href",
    /^(\/sandbox\/support|https:\/\/example\.com\/(help|support)\/[\w-]+)$/,
  );
  const href = await support.getAttribute("href");
  if (href === SEEDED_LINK) {
    await expect(support).not.toHaveAttribute("target", "_blank");
    const answer = await page.request.get(SEEDED_LINK);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain("<h1>");
  } else {
    await expect(support).toHaveAttribute("target", "_blank");
  }
});

test("a customer-service link that is not https leaves Support on the FAQ's contact answer", async ({
  page,
}, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  // The platform answers with a javascript: link (this page only; the sandbox's shared link stays).
  let answered = false;
  await page.route("**/api/arks/web/site/detail", async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { apiResponseData: Record<string, unknown> };
    body.apiResponseData["customer_service_link"] = "javascript:alert(1)";
    answered = true;
    await route.fulfill({ response: res, json: body });
  });
  await page.goto(`${prefix}/discount`);
  await expect.poll(() => answered).toBe(true);
  // Two frames later the answer has been read and judged.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const support = page.getByRole("link", { name: msg(testInfo, "nav.customerService"), exact: true }).first();
  await expect(support).toHaveAttribute("href", `${prefix}/faq/8#contact`);
  await expect(support).not.toHaveAttribute("target", "_blank");
});
