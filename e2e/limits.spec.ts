// Player protection, the member's side of limits and the reality check, driven by the sandbox's clock (the admin
// `clock` control moves this member's clock only, sandbox/member-clock.ts): a deposit limit set and a deposit over
// it refused with the limit and its reset; a raise pending until 24 hours have passed, then confirmed; the reality
// check over a running slot game (its own window) and over a game in the modal, "Stop" quitting the game. Runs in
// English on desktop and, tagged, in Tamil on a phone.
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { admin, continueDepositPrompt, moveClock, msg, openLogin, submitLogin } from "./auth-helpers.ts";
import { test } from "./fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { islandsReady, projectLocale } from "./helpers.ts";
import { PAGE_TEXT } from "../sandbox/games/page-text.ts";

const GAME_PAGE = /\/sandbox\/games\/slot\?/;
const HOUR = 3_600_000;

async function expectAxeClean(page: Page, label: string) {
  expect(await seriousViolations(page, label, false)).toEqual([]);
}

async function playing(request: APIRequestContext, account: string): Promise<string | null> {
  const r = (await admin(request, "member", { account })) as { apiResponseData: { playing_gp_id: string | null } };
  return r.apiResponseData.playing_gp_id;
}

/** The limit `kind.period`'s block on /user/Limits. */
function slot(page: Page, key: string) {
  return page.getByTestId(`limit-${key}`);
}

async function openLimits(page: Page, testInfo: TestInfo) {
  await page.goto(`${projectLocale(testInfo).prefix}/user/Limits`);
  await expect(page.getByTestId("limits")).toBeVisible();
}

async function setDailyDeposit(page: Page, testInfo: TestInfo, amount: string) {
  const t = (key: string, p?: Record<string, string | number>) => msg(testInfo, key, p);
  const block = slot(page, "deposit.day");
  const label = t("limits.newAmount", { limit: t("limits.slot.deposit.day") });
  await block.getByRole("textbox", { name: label }).fill(amount);
  await block.getByRole("button", { name: t("limits.save") }).click();
}

test("a deposit limit refuses a deposit over it with the limit and its reset; a raise waits 24 hours, then is confirmed @ta_IN-phone", async ({
  signedInPage: page,
  member: { account },
  request,
  t,
}, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await openLimits(page, testInfo);
  await setDailyDeposit(page, testInfo, "600");
  const block = slot(page, "deposit.day");
  await expect(block.getByRole("status")).toHaveText(t("limits.saved.now"));
  await expect(block.getByTestId("limit-current")).toContainText("600.00");
  await expectAxeClean(page, "Limits");
  await page.screenshot({ path: testInfo.outputPath("limits.png"), fullPage: true });

  // A deposit over it: the pop-up (tn) shows the limit first, then the platform refuses on the amount.
  await page.goto(`${prefix}/user/Deposit`);
  const submit = page.getByRole("button", { name: t("funds.deposit.submit") });
  const form = page.locator("form").filter({ has: submit });
  await form.getByRole("radio", { name: new RegExp(`^${t("funds.method.upi")}`) }).check();
  await form.getByRole("textbox", { name: t("funds.field.amount") }).fill("700");
  await submit.click();
  const prompt = page.getByTestId("deposit-limits-prompt");
  await expect(prompt).toContainText("600.00");
  await expectAxeClean(page, "Deposit pop-up");
  await continueDepositPrompt(page, testInfo);
  await expect(form.getByRole("alert")).toContainText("600.00");
  await expect(form.getByRole("link", { name: t("limits.safer") })).toHaveAttribute("href", `${prefix}/safer-gambling`);
  await page.screenshot({ path: testInfo.outputPath("deposit-over-limit.png"), fullPage: true });

  // A raise waits: the old limit holds and the confirm button stays off until 24 hours have passed.
  await openLimits(page, testInfo);
  await setDailyDeposit(page, testInfo, "1000");
  await expect(block.getByRole("status")).toHaveText(t("limits.saved.pending"));
  await expect(block.getByTestId("limit-current")).toContainText("600.00");
  const pending = block.getByTestId("limit-pending");
  await expect(pending).toContainText("1,000.00");
  const confirm = pending.getByRole("button", { name: t("limits.confirm") });
  await expect(confirm).toBeDisabled();
  await moveClock(request, { advance_ms: 23 * HOUR }, account);
  await openLimits(page, testInfo);
  await expect(confirm).toBeDisabled();
  await moveClock(request, { advance_ms: HOUR }, account);
  await openLimits(page, testInfo);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(block.getByTestId("limit-current")).toContainText("1,000.00");
  await expect(pending).toBeHidden();
});

/** The member plays the first game of the GPJL slot list; returns the game's own window once the game runs. */
/**
 * A live game in the modal, 16 minutes past a 15-minute reality check on the member's own clock: the next spin
 * brings the dialog up. Answers the game's modal.
 */
async function playPastRealityCheck(
  page: Page,
  testInfo: TestInfo,
  request: APIRequestContext,
  api: (path: string, data: unknown) => Promise<Record<string, unknown>>,
  account: string,
) {
  await api("/member/responsible/reality_check", { interval_min: 15 });
  await page.goto(`${projectLocale(testInfo).prefix}/gameHall/3`);
  await islandsReady(page);
  await page.getByRole("button", { name: "BigBet Live", exact: true }).first().click();
  const modal = page.getByTestId("game-modal");
  await expect(modal.locator("iframe")).toHaveAttribute("src", GAME_PAGE, { timeout: 15_000 });
  await expect.poll(() => playing(request, account)).toBe("GPBB");
  await moveClock(request, { advance_ms: 16 * 60_000 }, account);
  return modal;
}

async function startSlot(page: Page, testInfo: TestInfo, request: APIRequestContext, account: string): Promise<Page> {
  await page.goto(`${projectLocale(testInfo).prefix}/slotgame?gt_id=2&gp_id=GPJL&house=0`);
  await islandsReady(page);
  const names = page.locator(".game-grid .game-name");
  await expect(names.first()).toBeVisible();
  const first = page.locator(".game-grid").getByRole("button", { name: await names.first().innerText(), exact: true });
  const popup = page.waitForEvent("popup");
  await first.press("Enter");
  const game = await popup;
  await game.waitForURL(GAME_PAGE);
  await expect.poll(() => playing(request, account)).toBe("GPJL");
  return game;
}

test("the reality check comes up over a slot game in its own window; the game window says where to look; Stop quits the game @ta_IN-phone", async ({
  signedInPage: page,
  fundedMember: { account, api },
  request,
  t,
}, testInfo) => {
  await api("/member/responsible/reality_check", { interval_min: 15 });
  const game = await startSlot(page, testInfo, request, account);
  await game.locator("#spin").click();
  await expect(game.getByRole("status")).not.toHaveText("");
  const dialog = page.getByRole("dialog", { name: t("reality.title") });
  await expect(dialog).toBeHidden();

  // 16 minutes of play later (this member's clock): the next round waits, the game page says so, and the
  // site's window shows the check.
  await moveClock(request, { advance_ms: 16 * 60_000 }, account);
  await game.locator("#spin").click();
  const lang = projectLocale(testInfo).locale;
  await expect(game.getByRole("status")).toHaveText(PAGE_TEXT[lang].reality);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t("reality.keep"));
  await expectAxeClean(page, "Reality check");
  await page.screenshot({ path: testInfo.outputPath("reality-check-window.png") });

  await dialog.getByRole("button", { name: t("reality.stop") }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => game.isClosed()).toBe(true);
  await expect.poll(() => playing(request, account)).toBeNull();
});

test("the reality check comes up over a game in the modal and Keep playing lets the game go on", async ({
  signedInPage: page,
  fundedMember: { account, api },
  request,
  t,
}, testInfo) => {
  const modal = await playPastRealityCheck(page, testInfo, request, api, account);
  const frame = modal.frameLocator("iframe");
  await frame.locator("#spin").click();
  const dialog = page.getByRole("dialog", { name: t("reality.title") });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("reality-check-modal.png") });
  await dialog.getByRole("button", { name: t("reality.keep") }).click();
  await expect(dialog).toBeHidden();
  // acknowledged: the game plays again
  await frame.locator("#spin").click();
  await expect(frame.getByRole("status")).toHaveText(/You win|No win/);
  await expect(modal).toBeVisible();
  expect(await playing(request, account)).toBe("GPBB");
});

test("Take a break starts the time-out from the reality check in one dialog, then the member is logged out", async ({
  signedInPage: page,
  fundedMember: { account, api, password },
  request,
  t,
}, testInfo) => {
  const modal = await playPastRealityCheck(page, testInfo, request, api, account);
  await modal.frameLocator("iframe").locator("#spin").click();
  const reality = page.getByRole("dialog", { name: t("reality.title") });
  await reality.getByRole("button", { name: t("reality.break") }).click();

  // One dialog: the length, until when, start or back; focus stays inside it.
  const dialog = page.getByRole("dialog", { name: t("protection.break.title") });
  await expect(dialog).toBeVisible();
  await expect(reality).toBeHidden();
  await expect(dialog.locator(":focus")).toHaveCount(1);
  await dialog.getByRole("button", { name: t("protection.confirm.yes") }).click();
  await expect(dialog.getByRole("alert")).toHaveText(t("protection.err.chooseLength"));
  await dialog.getByRole("radio", { name: t("protection.length.24h"), exact: true }).check();
  await expect(dialog.getByTestId("take-break-until")).toBeVisible();
  await expectAxeClean(page, "Take a break dialog");
  await page.screenshot({ path: testInfo.outputPath("take-break.png") });
  // Back returns to the reality check; nothing has started.
  await dialog.getByRole("button", { name: t("protection.back") }).click();
  await expect(reality).toBeVisible();
  await reality.getByRole("button", { name: t("reality.break") }).click();
  await dialog.getByRole("radio", { name: t("protection.length.24h"), exact: true }).check();
  await dialog.getByRole("button", { name: t("protection.confirm.yes") }).click();

  // The break holds: the game is closed, the member logged out, and the platform refuses play.
  await expect(dialog).toBeHidden();
  await expect(modal).toBeHidden();
  await expect(page.getByRole("button", { name: t("auth.login.open"), exact: true }).first()).toBeVisible();
  await expect.poll(() => playing(request, account)).toBeNull();
  // The next login is refused until the break ends, and offers the withdraw-only page.
  await openLogin(page, testInfo);
  const login = await submitLogin(page, testInfo, account, password);
  const [before] = t("protection.excluded.timeOutUntil", { date: "\u0000" }).split("\u0000");
  await expect(login.getByTestId("login-error")).toContainText(before!.trim());
  await expect(login.getByRole("link", { name: t("protection.withdrawOnly.open") })).toBeVisible();
});
