// Account security (src/contract/security.ts, our extension): a member sets up two-factor authentication on
// /user/Security with the QR code's secret, is then asked for a code at the next login and at a withdrawal, and
// logs another of their sessions out from the sessions list (that page is signed out live). The page and every
// dialog of the flow pass the accessibility gate. en_US desktop and ta_IN phone (`@ta_IN-phone`).
//
// Codes are made with otpauth from the secret the page showed, for the sandbox's clock (its `server_time`: the e2e
// server's clock may start at another hour than the machine's, SANDBOX_NOW), never the test machine's.
import { expect as baseExpect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import {
  CAPTCHA,
  expectLoggedIn,
  expectLoggedOut,
  logOut,
  memberChannelJoined,
  msg,
  openLogin,
  openWithdrawal,
  seedSession,
  submitLogin,
} from "./auth-helpers.ts";
import { seriousViolations } from "./axe.ts";
import { test, type Member } from "./fixtures.ts";
import { captureErrors, projectContext } from "./helpers.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const STEP_MS = 30_000;

async function expectAxeClean(page: Page, label: string) {
  expect(await seriousViolations(page, label, false)).toEqual([]);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: false });
}

/**
 * The member's authenticator app: each code of a later 30-second step than the last one used (a code is used once),
 * for the sandbox's clock, and still valid for at least 10 s when it is typed (the sandbox accepts one step either
 * side). A step ahead of the sandbox's window is waited for (at most one step), by asking the sandbox its time
 * through `clock`, a member of its own (the test's member logs out on the way).
 */
function authenticator(secret: string, clock: Member) {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  let last = -Infinity;
  const sandboxNow = async () => Date.parse(String((await clock.api("/member/security/status", {}))["server_time"]));
  return async (): Promise<string> => {
    let step = 0;
    await expect
      .poll(
        async () => {
          const now = await sandboxNow();
          const current = Math.floor(now / STEP_MS);
          step = Math.max(last + 1, current - 1);
          // valid until the step after next begins: keep 10 s of it for typing
          if ((step + 2) * STEP_MS - now < 10_000) step += 1;
          return step <= current + 1;
        },
        { timeout: 45_000, intervals: [1000, 2000, 3000] },
      )
      .toBe(true);
    last = step;
    return totp.generate({ timestamp: step * STEP_MS + 1000 });
  };
}

/** Types the 4-digit withdraw password into the four boxes of the group named `label`. */
async function typePin(page: Page, label: string, pin: string) {
  await page.getByRole("group", { name: label }).locator("input").first().click();
  await page.keyboard.type(pin);
}

/** A login through the API from another device (its own User-Agent): a second live session of the member. */
async function loginElsewhereDevice(request: APIRequestContext, member: Member, userAgent: string): Promise<string> {
  const post = async (path: string, data: unknown, headers: Record<string, string> = {}) => {
    const body = (await (await request.post(`/api${path}`, { data, headers })).json()) as {
      code: number;
      message: string;
      apiResponseData: Record<string, unknown>;
    };
    expect(body.code, `${path}: ${body.message}`).toBe(100);
    return body.apiResponseData;
  };
  const { header } = (await post("/get_login_header", {})) as { header: Record<string, string> };
  const { token } = (await post("/captcha", { type: 1, site_id: 1 })) as { token: string };
  const result = await post(
    "/login",
    { account: member.account, password: member.password, site_id: 1, answer: CAPTCHA, captcha_token: token },
    { ...header, "user-agent": userAgent },
  );
  return String(result["token"]);
}

test("two-factor is set up on the Security page, then asked at the next login and at a withdrawal @ta_IN-phone", async ({
  signedInPage: page,
  fundedMember,
  newMember,
  prefix,
}, testInfo) => {
  const t = (key: string, p?: Record<string, string | number>) => msg(testInfo, key, p);
  const errors = await captureErrors(page);
  await page.goto(`${prefix}/user/Security`);
  const card = page.getByTestId("security-two-factor");
  await expect(card.getByText(t("security.2fa.state_off"), { exact: true })).toBeVisible();
  await expect(page.getByTestId("login-history").locator("tbody tr").first()).toBeVisible();
  await expectAxeClean(page, "Security page, two-factor off");
  await shot(page, testInfo, "security-page");

  // set-up: the QR code and the secret for manual entry, confirmed with a first code
  await card.getByRole("button", { name: t("security.2fa.set_up") }).click();
  const setup = page.getByRole("dialog", { name: t("security.2fa.setup.title") });
  await expect(setup.getByTestId("two-factor-qr")).toBeVisible();
  const secret = ((await setup.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAxeClean(page, "Two-factor set-up dialog");
  await shot(page, testInfo, "two-factor-setup");
  const nextCode = authenticator(secret, await newMember());
  // a wrong first code is refused in words, and nothing is turned on
  await setup.getByLabel(t("security.2fa.code_label")).fill("000000");
  await setup.getByRole("button", { name: t("security.2fa.setup.submit") }).click();
  await expect(setup.getByText(t("security.2fa.err.wrong_left", { count: 4 }))).toBeVisible();
  await setup.getByLabel(t("security.2fa.code_label")).fill(await nextCode());
  await setup.getByRole("button", { name: t("security.2fa.setup.submit") }).click();

  // the recovery codes, shown once
  const recovery = page.getByRole("dialog", { name: t("security.2fa.recovery.title") });
  await expect(recovery.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  await expectAxeClean(page, "Recovery codes dialog");
  await shot(page, testInfo, "recovery-codes");
  const first = await recovery.getByTestId("recovery-codes").allTextContents();
  await recovery.getByRole("button", { name: t("security.2fa.recovery.done") }).click();
  await expect(recovery).toBeHidden();
  await expect(card.getByText(t("security.2fa.codes_left", { count: 10 }))).toBeVisible();
  await expect(card.getByRole("button", { name: t("security.2fa.turn_off") })).toBeVisible();

  // new recovery codes: a current app code, then a new set shown once (the old ones stop working)
  await card.getByRole("button", { name: t("security.2fa.regenerate.open") }).click();
  const renew = page.getByRole("dialog", { name: t("security.2fa.regenerate.title") });
  await expect(renew.getByLabel(t("security.2fa.code_label"))).toBeVisible();
  await expectAxeClean(page, "New recovery codes dialog");
  await renew.getByLabel(t("security.2fa.code_label")).fill(await nextCode());
  await renew.getByRole("button", { name: t("security.2fa.regenerate.submit") }).click();
  await expect(recovery.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  expect(await recovery.getByTestId("recovery-codes").allTextContents()).not.toEqual(first);
  await recovery.getByRole("button", { name: t("security.2fa.recovery.done") }).click();
  await expect(card.getByText(t("security.2fa.codes_left", { count: 10 }))).toBeVisible();

  // the next login asks for a code after the password
  await logOut(page, testInfo);
  await expectLoggedOut(page, testInfo);
  await openLogin(page, testInfo);
  await submitLogin(page, testInfo, fundedMember.account, fundedMember.password);
  const second = page.getByRole("dialog", { name: t("security.2fa.login.title") });
  await expect(second).toBeVisible();
  await expectAxeClean(page, "Login's two-factor dialog");
  await shot(page, testInfo, "login-two-factor");
  await second.getByLabel(t("security.2fa.code_or_recovery")).fill(await nextCode());
  await second.getByRole("button", { name: t("security.2fa.login.submit") }).click();
  await expectLoggedIn(page, testInfo);

  // a withdrawal asks for a code before it goes
  await openWithdrawal(page, testInfo);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: t("funds.withdraw.submit") }) });
  await form.getByRole("textbox", { name: t("funds.field.amount") }).fill("250");
  await typePin(page, t("funds.field.withdraw_password"), fundedMember.withdrawPassword);
  await form.getByRole("button", { name: t("funds.withdraw.submit") }).click();
  const prompt = page.getByRole("dialog", { name: t("security.2fa.prompt.title") });
  await expect(prompt.getByRole("button", { name: t("ui.confirm") })).toBeInViewport({ ratio: 1 });
  await expectAxeClean(page, "Withdrawal's two-factor dialog");
  await shot(page, testInfo, "withdrawal-two-factor");
  await prompt.getByLabel(t("security.2fa.prompt.label")).fill(await nextCode());
  await prompt.getByRole("button", { name: t("ui.confirm") }).click();
  await expect(page.getByTestId("balance").first()).toContainText("750.00");
  await expect(page.getByTestId("dw-records").locator("tbody tr").first()).toContainText(t("funds.status.pending"));
  expect(errors.list).toEqual([]);
});

test("another session is logged out from the sessions list, and that page is signed out live @ta_IN-phone", async ({
  browser,
  page,
  member,
  request,
  prefix,
}, testInfo) => {
  const t = (key: string, p?: Record<string, string | number>) => msg(testInfo, key, p);
  // the member on another device: a login there (its own session), its page open and listening
  const phoneUa =
    "Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
  const otherToken = await loginElsewhereDevice(request, member, phoneUa);
  const context = await projectContext(browser, testInfo, {});
  try {
    const other = await context.newPage();
    await seedSession(other, { token: otherToken, id: member.id, account: member.account });
    await other.goto(`${prefix}/`);
    await expectLoggedIn(other, testInfo);
    await memberChannelJoined(other, request, member.account);

    // this device: the sessions list shows both, this one marked
    await seedSession(page, member);
    await page.goto(`${prefix}/user/Security`);
    const sessions = page.getByTestId("security-sessions");
    await expect(sessions.getByTestId("security-session")).toHaveCount(2);
    await expect(sessions.locator("[data-current]")).toContainText(t("security.sessions.this_device"));
    const there = sessions.locator('[data-testid="security-session"]:not([data-current])');
    await expect(there).toContainText("Chrome");
    await expectAxeClean(page, "Security page, two sessions");
    await sessions.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "sessions");

    await there.getByRole("button", { name: new RegExp(t("security.sessions.end")) }).click();
    // the other page hears it at once: signed out, told why
    await expect(other.getByText(t("security.session_ended"))).toBeVisible();
    await expectLoggedOut(other, testInfo);
    await shot(other, testInfo, "signed-out-there");
    // this one stays, alone in the list
    await expect(sessions.getByTestId("security-session")).toHaveCount(1);
    await expectLoggedIn(page, testInfo);
  } finally {
    await context.close();
  }
});
