// Player protection as a member sees it (src/contract/protection.ts), driven by the sandbox's clock (admin
// `clock`, each test moving its own member's clock so parallel tests keep theirs): a time-out logs out the
// member's other tab; self-exclusion refuses the next login with its end date; the night block refuses a login at
// 00:30 India time; a blocked country sees why instead of the sign-up form. In English on a desktop and in Tamil
// on a phone (@ta_IN-phone).
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import {
  expectLoggedIn,
  expectLoggedOut,
  freshMember,
  moveClock,
  clockNow,
  msg,
  openLogin,
  openSignUp,
  storeSession,
  submitLogin,
} from "./auth-helpers.ts";
import { projectContext, projectLocale } from "./helpers.ts";
import { seriousViolations } from "./axe.ts";

/** A message with any text in place of its `param` (what a person reads whatever the date or time). */
const pattern = (testInfo: TestInfo, key: string, param: string) =>
  new RegExp(
    msg(testInfo, key, { [param]: "\u0000" })
      .split("\u0000")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+"),
  );

async function startExclusion(page: Page, testInfo: TestInfo, path: string, length: string) {
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}${path}`);
  await page.getByRole("radio", { name: msg(testInfo, `protection.length.${length}`), exact: true }).check();
  await page.getByRole("button", { name: msg(testInfo, "protection.continue"), exact: true }).click();
  const confirm = page.getByTestId("exclusion-confirm");
  await expect(confirm.getByRole("heading", { name: msg(testInfo, "protection.confirm.title") })).toBeVisible();
  // The accessibility gate on the page's confirm step.
  expect(await seriousViolations(page, `${path} confirm step`)).toEqual([]);
  await confirm.getByRole("button", { name: msg(testInfo, "protection.confirm.yes"), exact: true }).click();
}

test("a time-out logs out the member's other tab @ta_IN-phone", async ({ page, request, context }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  const { account } = await freshMember(request, testInfo);
  await storeSession(page, request, account);
  await page.goto(`${prefix}/`);
  await expectLoggedIn(page, testInfo);
  // The other tab shares the session (one browser).
  const other = await context.newPage();
  await other.goto(`${prefix}/`);
  await expectLoggedIn(other, testInfo);

  await startExclusion(page, testInfo, "/user/TimeOut", "24h");
  // Ended through the real-time channel: the other tab is logged out and told why.
  await expectLoggedOut(other, testInfo);
  await expect(other.getByText(msg(testInfo, "protection.ended.time_out"))).toBeVisible();
  await expectLoggedOut(page, testInfo);
  await other.close();
});

test("self-exclusion refuses the next login with its end date @ta_IN-phone", async ({ page, request }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  const { account, password } = await freshMember(request, testInfo);
  await storeSession(page, request, account);
  await page.goto(`${prefix}/`);
  await expectLoggedIn(page, testInfo);
  await startExclusion(page, testInfo, "/user/SelfExclusion", "6m");
  await expectLoggedOut(page, testInfo);

  await page.goto(`${prefix}/`);
  await openLogin(page, testInfo);
  const dialog = await submitLogin(page, testInfo, account, password);
  const refusal = dialog.getByText(pattern(testInfo, "protection.excluded.selfUntil", "date"));
  await expect(refusal).toBeVisible();
  // The end date, six months on, in the page's language.
  const now = new Date(await clockNow(request, account));
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + 6);
  const { tag } = projectLocale(testInfo);
  const year = new Intl.DateTimeFormat(tag, { year: "numeric" }).format(end);
  await expect(refusal).toContainText(year);
  await expectLoggedOut(page, testInfo);
});

test("the night block refuses a login at 00:30 India time @ta_IN-phone", async ({ page, request }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  const { account, password } = await freshMember(request, testInfo);
  // The sandbox runs at 12:00 India time (SANDBOX_NOW); this member's clock moves to 00:30 the next night.
  const now = await clockNow(request, account);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.parse(now) + 86_400_000),
  );
  await moveClock(request, { to: `${day}T00:30:00+05:30` }, account);

  await page.goto(`${prefix}/`);
  await openLogin(page, testInfo);
  const dialog = await submitLogin(page, testInfo, account, password);
  await expect(dialog.getByText(pattern(testInfo, "protection.night.refused", "time"))).toBeVisible();
  expect(await seriousViolations(page, "login refused by the night block")).toEqual([]);
  await expectLoggedOut(page, testInfo);

  // At 05:00 the same login goes through.
  await moveClock(request, { to: `${day}T05:00:00+05:30` }, account);
  await submitLogin(page, testInfo, account, password);
  await expectLoggedIn(page, testInfo);
});

test("a visitor from a blocked country sees why instead of the sign-up form @ta_IN-phone", async ({
  browser,
}, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  // playwright.config.ts blocks AQ (BLOCKED_COUNTRIES); the CDN's header comes through the trusted proxy (loopback).
  const context = await projectContext(browser, testInfo, { "CF-IPCountry": "AQ" });
  const page = await context.newPage();
  try {
    await page.goto(`${prefix}/`);
    const dialog = await openSignUp(page, testInfo);
    const blocked = dialog.getByTestId("country-blocked");
    await expect(blocked).toContainText(msg(testInfo, "protection.country.title"));
    await expect(blocked).toContainText(msg(testInfo, "protection.country.refused", { country: "AQ" }));
    await expect(dialog.getByRole("button", { name: msg(testInfo, "register.submit") })).toHaveCount(0);
    expect(await seriousViolations(page, "blocked-country sign-up")).toEqual([]);
    // Content pages stay readable.
    await page.goto(`${prefix}/safer-gambling`);
    await expect(page.getByTestId("safer-gambling")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the tools page links the account history and the Safer gambling guide", async ({ page, request }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  const { account } = await freshMember(request, testInfo);
  await storeSession(page, request, account);
  await page.goto(`${prefix}/user/ResponsibleGaming`);
  const tools = page.getByTestId("responsible-gaming");
  await expect(tools.getByRole("link", { name: msg(testInfo, "menu.DWRecord") })).toHaveAttribute(
    "href",
    `${prefix}/user/DWRecord`,
  );
  await expect(tools.getByRole("link", { name: msg(testInfo, "menu.Transaction") })).toHaveAttribute(
    "href",
    `${prefix}/user/Transaction`,
  );
  await tools.locator('[data-tool="safer-gambling"] a').click();
  await expect(page.getByTestId("safer-gambling")).toContainText("14416");
});
