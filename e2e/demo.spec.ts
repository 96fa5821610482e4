// Demo mode (IS_DEMO, spec 001 §5): login is faked in the browser and stays (no platform call may undo it),
// registration and transfer validation (the forgot-password flow stands on it) are blocked with a message.
// Runs on the "demo-mobile" project against a second server started with IS_DEMO=true.
import { expect, test } from "@playwright/test";
import { accountMenuButton, logOut, msg, openLogin, submitLogin } from "./auth-helpers.ts";
import { captureErrors } from "./helpers.ts";

test("demo mode fakes a login that survives a reload, and logs out cleanly", async ({ page }, testInfo) => {
  const errors = await captureErrors(page);
  await page.goto("/");
  await openLogin(page, testInfo);
  await submitLogin(page, testInfo, "anyone01", "anything1");
  // A phone logs out from the account menu (the header shows the account button and the balance).
  const accountButton = accountMenuButton(page, testInfo);
  await expect(accountButton).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("member_account"))).toBe("anyone01");
  // Past the 2 s real-time rule and the after-login calls: still logged in.
  await page.waitForTimeout(3000);
  await expect(accountButton).toBeVisible();
  await page.reload();
  await expect(accountButton).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(accountButton).toBeVisible();
  const home = page.waitForEvent("load"); // the logout goes to / (spec 001 §4)
  await logOut(page, testInfo);
  await home;
  await expect(page.getByRole("button", { name: msg(testInfo, "auth.login.open"), exact: true }).first()).toBeVisible();
  expect(errors.list).toEqual([]);
});

test("demo mode blocks registration and the forgot-password flow with a message", async ({ page }, testInfo) => {
  await page.goto("/");
  const signUp = page.getByRole("button", { name: msg(testInfo, "auth.register.open"), exact: true }).first();
  const dialog = page.getByRole("dialog", { name: msg(testInfo, "register.title") });
  await expect(async () => {
    await signUp.click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog.getByText(msg(testInfo, "register.demoBlocked"))).toBeVisible();
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
  await dialog.getByRole("button", { name: msg(testInfo, "ui.close") }).click();
  const login = await openLogin(page, testInfo);
  await login.getByRole("button", { name: msg(testInfo, "auth.login.forgot"), exact: true }).click();
  await expect(page.getByText(msg(testInfo, "forgot.demoBlocked"))).toBeVisible();
});
