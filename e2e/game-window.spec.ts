// The game window end to end on the phone and the desktop (spec 000 §4 leaving, §9 window polling 500 ms):
// - a provider page inside the game window cannot reach the lobby (window.opener is null), yet the lobby still
//   notices when the window closes and brings the money back;
// - money never stranded: a game whose window the lobby lost (the lobby tab reloaded, as a phone does to a tab in
//   the background) and that the member then closed can be ended from the withdrawal page, which shows where the
//   rest of the money is, and the toast says how much came back.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { formatMoney } from "../src/lib/money/index.ts";
import { admin, msg, signIn } from "./auth-helpers.ts";
import { seriousViolations } from "./axe.ts";
import { islandsReady, projectLocale } from "./helpers.ts";

const GAME_PAGE = /\/sandbox\/games\/slot\?/;

interface Ledger {
  cash: number;
  wallets: number;
  playing_gp_id: string | null;
}

async function ledger(request: APIRequestContext, account: string): Promise<Ledger> {
  const r = (await admin(request, "member", { account })) as { apiResponseData: Ledger };
  return r.apiResponseData;
}

function inr(testInfo: TestInfo, minor: number): string {
  return formatMoney("INR", minor / 100, projectLocale(testInfo).tag);
}

/** A funded member on a provider's slot list, the first game started from its tile (Enter: a user activation). */
async function openGame(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const { prefix } = projectLocale(testInfo);
  const account = await signIn(page, request, testInfo);
  await admin(request, "deposit", { account, amount: 500 });
  await page.goto(`${prefix}/slotgame?gt_id=2&gp_id=GPJL&house=0`);
  await islandsReady(page);
  const first = page.locator(".game-grid .game-name").first();
  await expect(first).toBeVisible();
  const name = await first.innerText();
  const popupOpened = page.waitForEvent("popup");
  await page.locator(".game-grid").getByRole("button", { name, exact: true }).press("Enter");
  const game = await popupOpened;
  await game.waitForURL(GAME_PAGE);
  await expect.poll(async () => (await ledger(request, account)).playing_gp_id).toBe("GPJL");
  return { account, game };
}

test("the game window has no opener, and closing it brings the money back to the main wallet (spec 000 §4, §9) @phone", async ({
  page,
  request,
}, testInfo) => {
  const { account, game } = await openGame(page, request, testInfo);
  // The provider's page cannot reach the lobby: no navigating it, no messages to it through opener.
  expect(await game.evaluate(() => window.opener === null)).toBe(true);
  const before = await ledger(request, account);
  expect(before.wallets).toBeGreaterThan(0);

  // The member closes the game's tab without "Back to lobby": the lobby's poll runs the quit step (leave1).
  await game.close();
  await expect.poll(async () => (await ledger(request, account)).playing_gp_id).toBeNull();
  const after = await ledger(request, account);
  expect(after).toMatchObject({ cash: before.cash + before.wallets, wallets: 0 });
});

test("Back to lobby in the opener-less game window ends the game and closes the window @phone", async ({
  page,
  request,
}, testInfo) => {
  const { account, game } = await openGame(page, request, testInfo);
  await game.locator("#lobby").click();
  await expect.poll(() => game.isClosed()).toBe(true);
  await expect.poll(async () => (await ledger(request, account)).playing_gp_id).toBeNull();
  expect((await ledger(request, account)).wallets).toBe(0);
});

test("a game tab closed after the lobby reloaded: the withdrawal page shows the money held by the provider and brings it back @phone", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const { prefix } = projectLocale(testInfo);
  const { account, game } = await openGame(page, request, testInfo);
  // A phone reloads a tab it kept in the background: the lobby no longer holds the game's window.
  await page.reload();
  await islandsReady(page);
  await game.close();
  // Nothing ended the game: the provider keeps the whole balance.
  const held = await ledger(request, account);
  expect(held).toMatchObject({ playing_gp_id: "GPJL", cash: 0 });
  expect(held.wallets).toBeGreaterThan(0);

  await page.goto(`${prefix}/user/Withdrawal`);
  const elsewhere = page.getByTestId("provider-money");
  await expect(elsewhere.getByRole("heading")).toHaveText(
    msg(testInfo, "wallet.elsewhere", { amount: inr(testInfo, held.wallets) }),
    {
      timeout: 20_000,
    },
  );
  await expect(elsewhere.locator('[data-testid="wallet-provider"][data-gp-id="GPJL"]')).toContainText(
    inr(testInfo, held.wallets),
  );
  await page.screenshot({ path: testInfo.outputPath("withdrawal-provider-money.png"), fullPage: true });
  expect(await seriousViolations(page, "withdrawal with money held by a provider")).toEqual([]);
  // Transfer back alone is refused (a game is being played, 102) …
  await elsewhere.getByRole("button", { name: msg(testInfo, "wallet.transferBack") }).click();
  await expect(page.getByTestId("toast").filter({ hasText: msg(testInfo, "one_key_err_code_102") })).toBeVisible();
  // … "End the game and bring the money back" ends it (leave1) and brings everything home.
  const end = elsewhere.getByRole("button", { name: msg(testInfo, "wallet.endGame") });
  await expect(end).toHaveAccessibleDescription(msg(testInfo, "wallet.gameHeld"));
  await end.click();
  await expect(
    page
      .getByTestId("toast")
      .filter({ hasText: msg(testInfo, "wallet.backAmount", { amount: inr(testInfo, held.wallets) }) }),
  ).toBeVisible();
  await expect
    .poll(async () => ledger(request, account))
    .toMatchObject({
      cash: held.cash + held.wallets,
      wallets: 0,
      playing_gp_id: null,
    });
  await expect(elsewhere).toBeHidden();
});
