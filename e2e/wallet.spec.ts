// The wallet end to end ("Wallet" MyWallet): the header balance follows member.cash live, the
// wallet panel lists the provider wallets and the total, one-key transfer back brings the money home (spec 000
// §4, §8), its cooldown says one_key_waiting, balance get-back answers with the 101–105 messages (spec 001 §8),
// and what the site shows equals the sandbox's ledger (money never shown created or lost).
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { formatMoney } from "../src/lib/money/index.ts";
import { admin, msg } from "./auth-helpers.ts";
import { test } from "./fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { projectLocale } from "./helpers.ts";

interface Ledger {
  cash: number;
  wallets: number;
  session: string | null;
}

/** The member's balances in the sandbox, in minor units (admin `member`). */
async function ledger(request: APIRequestContext, account: string): Promise<Ledger> {
  const { apiResponseData } = (await admin(request, "member", { account })) as { apiResponseData: Ledger };
  return apiResponseData;
}

/** "₹1,00,000.00" for an amount in paise, as the page's language writes it. */
function inr(testInfo: TestInfo, minor: number): string {
  return formatMoney("INR", minor / 100, projectLocale(testInfo).tag);
}

/** Starts a slot in the sandbox as the launcher would (play1: the main wallet moves into the provider wallet). */
async function play(request: APIRequestContext, token: string, gpId = "GPR8") {
  const res = await request.post("/api/member/game/play1", {
    data: { gp_id: gpId, game_type: 2, game_code: "", house: 0, lobby_url: "/close", device: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await res.json()) as { code: number }).code).toBe(100);
}

async function spin(request: APIRequestContext, session: string, bet: number) {
  const res = await request.post("/sandbox/games/spin", { data: { session, bet } });
  expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
}

/** The first figures of a page wait for the session, the socket and my_cash: generous on a shared machine. */
const FIRST_LOAD = 20_000;

/** Whether this page's real-time socket is connected (the connector's global slot, as in faults.spec.ts). */
function realtimeConnected(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const conn = (globalThis as { __lobbyRealtime?: { echo: { connector: { socket?: { connected: boolean } } } } })
      .__lobbyRealtime;
    return conn?.echo.connector.socket?.connected ?? false;
  });
}

/**
 * Waits until member.cash reaches this page: the member's private channel is joined only some time after the
 * first figure shows (an event emitted before that is lost, as on the real platform). A 0.01 deposit, repeated
 * until the header shows the ledger's total.
 */
async function channelJoined(page: Page, request: APIRequestContext, testInfo: TestInfo, account: string) {
  await expect(page.getByTestId("balance")).toContainText(/₹[\d,]+\.\d\d/, { timeout: FIRST_LOAD });
  await expect.poll(() => realtimeConnected(page), { timeout: FIRST_LOAD }).toBe(true);
  await expect(async () => {
    await admin(request, "deposit", { account, amount: 0.01 });
    const l = await ledger(request, account);
    await expect(page.getByTestId("balance")).toContainText(inr(testInfo, l.cash + l.wallets), { timeout: 2_000 });
  }).toPass({ timeout: FIRST_LOAD });
  return ledger(request, account);
}

function toast(page: Page, text: string) {
  return page.getByTestId("toast").filter({ hasText: text });
}

test("the header balance follows member.cash live, without a reload, grouped the Indian way @platform", async ({
  signedInPage: page,
  member: { account },
  request,
}, testInfo) => {
  await page.goto(`${projectLocale(testInfo).prefix}/`);
  const balance = page.getByTestId("balance");
  const start = await channelJoined(page, request, testInfo, account);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  await admin(request, "deposit", { account, amount: 100_000 });
  await expect(balance).toContainText(inr(testInfo, start.cash + start.wallets + 10_000_000));
  expect(inr(testInfo, 10_000_000)).toBe("₹1,00,000.00");
  await admin(request, "deposit", { account, amount: 0.5 });
  await expect(balance).toContainText(inr(testInfo, start.cash + start.wallets + 10_000_050));
  // the same document all along: no reload
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // the refresh control is a named button and gives the same figure
  const refresh = page.getByRole("button", { name: msg(testInfo, "session.refresh_balance") });
  await refresh.click();
  await expect(balance).toContainText(inr(testInfo, start.cash + start.wallets + 10_000_050));
});

test("the wallet panel lists the provider wallets and the total; transfer back lands it in the main wallet; the ledger agrees (spec 000 §4, §8)", async ({
  signedInPage: page,
  member: { account, token },
  request,
  prefix,
}, testInfo) => {
  await admin(request, "deposit", { account, amount: 500 });
  await page.goto(`${prefix}/`);
  const balance = page.getByTestId("balance");
  await channelJoined(page, request, testInfo, account);

  // A round in the sandbox game, then the provider ends the session: the money stays in GPR8.
  await play(request, token);
  const playing = await ledger(request, account);
  await spin(request, playing.session ?? "", 10);
  await admin(request, "game-session/expire", { account });
  const after = await ledger(request, account);
  expect(after.cash).toBe(0);
  const total = after.cash + after.wallets;
  await expect(balance).toContainText(inr(testInfo, total));

  await page.getByTestId("wallet-toggle").click();
  const panel = page.getByTestId("wallet-panel");
  await expect(panel).toBeVisible();
  const row = panel.locator('[data-testid="wallet-provider"][data-gp-id="GPR8"]');
  await expect(row).toContainText(inr(testInfo, after.wallets));
  await expect(row.locator("img")).toHaveAttribute("src", /\/sandbox\/img\//);
  await expect(panel.getByTestId("wallet-main")).toContainText(inr(testInfo, 0));
  await expect(panel.getByTestId("wallet-total")).toContainText(inr(testInfo, total));

  // one-key transfer back: the toast says how much came back, the money is in the main wallet, nothing created or lost
  const back = panel.getByRole("button", { name: msg(testInfo, "wallet.transferBack") });
  // What each transfer does is said under it.
  await expect(back).toHaveAccessibleDescription(msg(testInfo, "wallet.transferBackHelp"));
  await back.click();
  await expect(toast(page, msg(testInfo, "wallet.backAmount", { amount: inr(testInfo, after.wallets) }))).toBeVisible();
  await expect(panel.getByTestId("wallet-main")).toContainText(inr(testInfo, total));
  await expect(row).toContainText(inr(testInfo, 0));
  await expect(panel.getByTestId("wallet-total")).toContainText(inr(testInfo, total));
  await expect(balance).toContainText(inr(testInfo, total));
  const home = await ledger(request, account);
  expect(home).toMatchObject({ cash: total, wallets: 0 });

  // a second click inside the 10 s cooldown sends nothing and says one_key_waiting
  // aria-disabled, not disabled, so the press still reaches it (Playwright's click refuses aria-disabled): by keyboard
  await expect(back).toHaveAttribute("aria-disabled", "true");
  await expect(back).toHaveAccessibleDescription(
    `${msg(testInfo, "wallet.disabled.cooldown")} ${msg(testInfo, "wallet.transferBackHelp")}`,
  );
  await back.focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, msg(testInfo, "one_key_waiting"))).toBeVisible();
  expect(await ledger(request, account)).toMatchObject({ cash: total, wallets: 0 });
});

test("MyWallet: the wallets with the total, balance get-back's 101 and transfer back's 102 messages (spec 001 §8, spec 000 §8)", async ({
  signedInPage: page,
  member: { account, token },
  request,
}, testInfo) => {
  await admin(request, "deposit", { account, amount: 300 });
  await page.goto(`${projectLocale(testInfo).prefix}/user/MyWallet`);
  const panel = page.getByTestId("wallet-panel");
  const funded = await channelJoined(page, request, testInfo, account);
  await expect(panel.getByTestId("wallet-total")).toContainText(inr(testInfo, funded.cash + funded.wallets), {
    timeout: FIRST_LOAD,
  });
  await expect(panel.getByTestId("wallet-main")).toContainText(inr(testInfo, funded.cash));

  // nothing in any provider wallet: 101
  await panel.getByRole("button", { name: msg(testInfo, "wallet.getBack") }).click();
  await expect(toast(page, msg(testInfo, "one_key_err_code_101"))).toBeVisible();

  // a game being played (another device; the launcher here knows nothing of it): 102, and the panel follows
  await play(request, token);
  await expect(panel.locator('[data-testid="wallet-provider"][data-gp-id="GPR8"]')).toContainText(
    inr(testInfo, funded.cash),
  );
  await expect(panel.getByTestId("wallet-main")).toContainText(inr(testInfo, 0));
  await panel.getByRole("button", { name: msg(testInfo, "wallet.transferBack") }).click();
  await expect(toast(page, msg(testInfo, "one_key_err_code_102"))).toBeVisible();
  const still = await ledger(request, account);
  expect(still.cash + still.wallets).toBe(funded.cash + funded.wallets);
  await expect(panel.getByTestId("wallet-total")).toContainText(inr(testInfo, funded.cash + funded.wallets));

  // The cash-surplus hint shows while a provider wallet holds money …
  await expect(page.getByTestId("cash-surplus-hint")).toBeVisible();
  // … the platform holds a game (102): "End the game and bring the money back" ends it (leave1), transfers back and
  // says how much came home; with every provider at ₹0.00 the hint goes.
  await panel.getByRole("button", { name: msg(testInfo, "wallet.endGame") }).click();
  await expect(toast(page, msg(testInfo, "wallet.backAmount", { amount: inr(testInfo, still.wallets) }))).toBeVisible();
  await expect(panel.locator('[data-testid="wallet-provider"][data-gp-id="GPR8"]')).toContainText(inr(testInfo, 0));
  await expect(panel.getByTestId("wallet-main")).toContainText(inr(testInfo, funded.cash + funded.wallets));
  expect(await ledger(request, account)).toMatchObject({ cash: funded.cash + funded.wallets, wallets: 0 });
  await expect(page.getByTestId("cash-surplus-hint")).toBeHidden();
  await expect(panel.getByRole("button", { name: msg(testInfo, "wallet.endGame") })).toBeHidden();
});

test("the wallet panel opens and closes by keyboard and passes the accessibility gate, here and on MyWallet (DESIGN quality gates)", async ({
  signedInPage: page,
  member: { account, token },
  request,
}, testInfo) => {
  test.setTimeout(120_000); // two axe scans on a shared machine
  await admin(request, "deposit", { account, amount: 1234.5 });
  await play(request, token, "GPJL");
  await admin(request, "game-session/expire", { account });
  const held = await ledger(request, account);
  await page.goto(`${projectLocale(testInfo).prefix}/`);
  const toggle = page.getByTestId("wallet-toggle");
  await expect(page.getByTestId("balance")).toContainText(/₹[\d,]+\.\d\d/, { timeout: FIRST_LOAD });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByTestId("wallet-panel");
  await expect(panel.locator('[data-testid="wallet-provider"][data-gp-id="GPJL"]')).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await page.screenshot({ path: testInfo.outputPath("wallet-panel.png") });
  expect(await seriousViolations(page, "wallet panel open")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.goto(`${projectLocale(testInfo).prefix}/user/MyWallet`);
  const body = page.getByTestId("wallet-panel");
  await expect(body.locator('[data-testid="wallet-provider"][data-gp-id="GPJL"]')).toBeVisible();
  await body.getByRole("button", { name: msg(testInfo, "wallet.transferBack") }).click();
  await expect(toast(page, msg(testInfo, "wallet.backAmount", { amount: inr(testInfo, held.wallets) }))).toBeVisible();
  await expect(body.getByRole("button", { name: msg(testInfo, "wallet.transferBack") })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await page.screenshot({ path: testInfo.outputPath("my-wallet.png"), fullPage: true });
  expect(await seriousViolations(page, "MyWallet after a transfer back")).toEqual([]);
});
