// Demo mode (IS_DEMO, spec 001 §5): login is faked in the browser and stays (no platform call may undo it),
// registration and transfer validation (the forgot-password flow stands on it) are blocked with a message.
// Runs on the "demo-mobile" project against a second server started with IS_DEMO=true.
import { expect, test, type Page, type Request } from "@playwright/test";
import { accountMenuButton, logOut, msg, openLogin, submitLogin } from "./auth-helpers.ts";
import { captureErrors } from "./helpers.ts";

/**
 * Runs the page's clock 3 s on (every timer due by then fires: the 2 s real-time rule of spec 001 §7), then waits
 * until no platform call is still running, whatever those timers started.
 */
async function pastTimersAndCalls(page: Page): Promise<void> {
  const running = new Set<Request>();
  const track = (r: Request) => {
    if (r.url().includes("/api/")) running.add(r);
  };
  const done = (r: Request) => running.delete(r);
  page.on("request", track);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  try {
    await page.clock.runFor(3000);
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
    await expect.poll(() => running.size).toBe(0);
  } finally {
    page.off("request", track);
    page.off("requestfinished", done);
    page.off("requestfailed", done);
  }
}

test("demo mode fakes a login that survives a reload, and logs out cleanly", async ({ page }, testInfo) => {
  const errors = await captureErrors(page);
  // The page's clock, to run past its timers (the 2 s real-time rule, spec 001 §7) without sleeping.
  await page.clock.install();
  await page.goto("/");
  await openLogin(page, testInfo);
  await submitLogin(page, testInfo, "anyone01", "anything1");
  // A phone logs out from the account menu (the header shows the account button and the balance).
  const accountButton = accountMenuButton(page, testInfo);
  await expect(accountButton).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("member_account"))).toBe("anyone01");
  // Past the 2 s real-time rule and the after-login calls: still logged in.
  await pastTimersAndCalls(page);
  await expect(accountButton).toBeVisible();
  await page.reload();
  await expect(accountButton).toBeVisible();
  await pastTimersAndCalls(page);
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
