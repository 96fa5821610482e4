// A notice the member must read wins over marketing: the "logged in elsewhere" warning (spec 001 §4
// already_login_msg) is never covered by the promotion pop-up (spec 000 §4); the pop-up waits until it is gone.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { admin, expectLoggedIn, memberChannelJoined, msg } from "./auth-helpers.ts";

// Each test's visitor pop-up is planted for its browser alone (sandbox-only audience header, as living-promo
// does; the run clears the seeded ones, e2e/global-setup.ts). One audience per test: the server keeps a visitor's
// list for 10 s (features/popup/popup.server.ts), so a second test sharing one would get the first one's list.
const RUN = `n${process.pid}${Date.now().toString(36)}`;
test.describe.configure({ timeout: 90_000 });

/**
 * Watches every frame of every page of this tab: whether a warning was on screen (kept in sessionStorage, so a
 * warning read before a navigation counts) and whether a warning and the pop-up were ever on screen together.
 */
async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tick = () => {
      const warning = document.querySelector(".ui-toast--warning");
      const popup = document.querySelector(".popup-items");
      if (warning?.checkVisibility()) sessionStorage.setItem("e2e-warned", warning.textContent ?? "");
      if (warning?.checkVisibility() && popup?.checkVisibility()) sessionStorage.setItem("e2e-overlap", "1");
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
const warned = (page: Page) => page.evaluate(() => sessionStorage.getItem("e2e-warned") ?? "");
const overlapped = (page: Page) => page.evaluate(() => sessionStorage.getItem("e2e-overlap") === "1");

async function plantPopup(request: Parameters<typeof admin>[0], audience: string, name: string): Promise<string> {
  const title = `Offer ${audience} ${name}`;
  await admin(request, "bulletin", { location: 1, audience, title, content: "<p>Marketing</p>" });
  return title;
}

test.describe("carried", () => {
  test.use({ extraHTTPHeaders: { "x-sandbox-audience": `${RUN}c` } });
  test("a warning carried to the home page is read before the promotion pop-up shows", async ({
    page,
    request,
    prefix,
  }, testInfo) => {
    const title = await plantPopup(request, `${RUN}c`, `${testInfo.project.name} carried`);
    await watchFrames(page);
    // What a forced logout leaves for the home page (features/auth/start.ts carryToastsAcrossNavigation).
    await page.addInitScript(() => {
      if (sessionStorage.getItem("e2e-carried")) return;
      sessionStorage.setItem("e2e-carried", "1");
      sessionStorage.setItem(
        "lobby.carriedToasts",
        JSON.stringify({ at: Date.now(), toasts: [{ type: "warning", message: { key: "already_login_msg" } }] }),
      );
    });
    await page.goto(`${prefix}/`);
    const popup = page.getByRole("dialog", { name: msg(testInfo, "popup.title") });
    await expect(page.locator(".ui-toast--warning")).toContainText(msg(testInfo, "already_login_msg"));
    await expect(popup).toBeHidden();
    // The warning goes (its time is up, spec 000 §4), then the pop-up comes; never both at once.
    await expect(popup.getByRole("heading", { name: title })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(".ui-toast--warning")).toHaveCount(0);
    expect(await overlapped(page)).toBe(false);
  });
});

test.describe("elsewhere", () => {
  test.use({ extraHTTPHeaders: { "x-sandbox-audience": `${RUN}e` } });
  test("logged in elsewhere: the warning is read, and the pop-up never covers it", async ({
    signedInPage: page,
    member: { account },
    request,
    prefix,
  }, testInfo) => {
    const title = await plantPopup(request, `${RUN}e`, `${testInfo.project.name} elsewhere`);
    await watchFrames(page);
    await page.goto(`${prefix}/user/Info`);
    await expectLoggedIn(page, testInfo);
    await memberChannelJoined(page, request, account);
    await admin(request, "login-elsewhere", { account });
    await expect(page).toHaveURL(new RegExp(`${prefix}/$`), { timeout: 10_000 });
    const popup = page.getByRole("dialog", { name: msg(testInfo, "popup.title") });
    await expect(popup.getByRole("heading", { name: title })).toBeVisible({ timeout: 20_000 });
    expect(await warned(page)).toContain(msg(testInfo, "already_login_msg"));
    await expect(page.locator(".ui-toast--warning")).toHaveCount(0);
    expect(await overlapped(page)).toBe(false);
  });
});
