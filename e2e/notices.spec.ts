// A notice the member must read wins over marketing: the "logged in elsewhere" warning (spec 001 §4
// already_login_msg) is never covered by the promotion pop-up (spec 000 §4); the pop-up waits until it is gone.
import { expect, test } from "@playwright/test";
import { admin, expectLoggedIn, msg, signIn } from "./auth-helpers.ts";
import { projectLocale } from "./helpers.ts";

test("the logged-in-elsewhere warning is read before the promotion pop-up shows", async ({
  page,
  request,
}, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  // Every frame of every page of this tab: were the warning and the pop-up ever on screen together?
  await page.addInitScript(() => {
    const w = window as unknown as { __overlap?: boolean };
    const tick = () => {
      const warning = document.querySelector(".ui-toast--warning");
      const popup = document.querySelector(".popup-items");
      if (warning?.checkVisibility() && popup?.checkVisibility()) w.__overlap = true;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const account = await signIn(page, request, testInfo);
  await page.goto(`${prefix}/user/Info`);
  await expectLoggedIn(page, testInfo);
  // Logged in elsewhere once the page listens on the member's channel: asked again until the page has heard it.
  await expect(async () => {
    await admin(request, "login-elsewhere", { account });
    await expect(page).toHaveURL(new RegExp(`${prefix}/$`), { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  const warning = page.locator(".ui-toast--warning", { hasText: msg(testInfo, "already_login_msg") });
  const popup = page.getByRole("dialog", { name: msg(testInfo, "popup.title") });
  await expect(warning).toBeVisible();
  await expect(popup).toBeHidden();
  // The warning goes (its time is up), then the visitor's pop-up comes.
  await expect(warning).toBeHidden({ timeout: 15_000 });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { __overlap?: boolean }).__overlap ?? false)).toBe(false);
});
