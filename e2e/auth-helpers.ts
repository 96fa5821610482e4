// Helpers for the account-flow browser tests: translated texts of the project's locale, the login modal,
// the sandbox admin controls and the client captcha of transfer validation.
import { readFileSync } from "node:fs";
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { projectLocale } from "./helpers.ts";

const cache = new Map<string, Record<string, string>>();

/** The text of a locale key in the project's language (interpolating {{name}}). */
export function msg(testInfo: TestInfo, key: string, params: Record<string, string | number> = {}): string {
  const { locale } = projectLocale(testInfo);
  let m = cache.get(locale);
  if (!m) {
    m = JSON.parse(readFileSync(`locales/${locale}.json`, "utf8")) as Record<string, string>;
    cache.set(locale, m);
  }
  const text = m[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(params[n] ?? ""));
}

export const CAPTCHA = "1234";

export async function admin(request: APIRequestContext, action: string, body: unknown): Promise<unknown> {
  const res = await request.post(`/sandbox/admin/${action}`, { data: body, headers: { "x-sandbox-key": "sandbox" } });
  expect(res.ok()).toBeTruthy();
  return res.json();
}

/** Opens the login modal from the header and returns the dialog. */
export async function openLogin(page: Page, testInfo: TestInfo) {
  const open = page.getByRole("button", { name: msg(testInfo, "auth.login.open"), exact: true }).first();
  const dialog = page.getByRole("dialog", { name: msg(testInfo, "auth.login.title") });
  const promo = page.getByTestId("promo-popup");
  // A click before the header island hydrates does nothing: click until the modal shows. The visitor's promotion
  // pop-up (spec 000 §3) may come up first, after idle, over the header: the visitor closes it, as a person would.
  await expect(async () => {
    // An earlier try's click may have opened it late (a loaded machine): then there is nothing left to press.
    if (await dialog.isVisible()) return;
    if (await promo.isVisible())
      await promo
        .getByRole("button", { name: msg(testInfo, "popup.close"), exact: true })
        .last()
        .click();
    await open.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/**
 * Opens the sign-up modal from the header of the page shown and returns the dialog. A click before the header island
 * hydrates does nothing: click until the modal shows, but not once it shows (another click could land on the
 * button behind the opening modal).
 */
export async function openSignUp(page: Page, testInfo: TestInfo): Promise<Locator> {
  const open = page.getByRole("button", { name: msg(testInfo, "auth.register.open"), exact: true }).first();
  const dialog = page.getByRole("dialog", { name: msg(testInfo, "register.title") });
  await expect(async () => {
    if (!(await dialog.isVisible())) await open.click();
    await expect(dialog).toBeVisible({ timeout: 4000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

/** Fills and submits the login modal (waits for the captcha image first). */
export async function submitLogin(page: Page, testInfo: TestInfo, account: string, password: string) {
  const dialog = page.getByRole("dialog", { name: msg(testInfo, "auth.login.title") });
  await expect(dialog.getByRole("img", { name: msg(testInfo, "ui.captcha.alt") })).toBeVisible();
  await dialog.getByLabel(msg(testInfo, "auth.field.account"), { exact: true }).fill(account);
  await dialog.getByLabel(msg(testInfo, "auth.field.password"), { exact: true }).fill(password);
  await dialog.getByLabel(msg(testInfo, "auth.field.captcha"), { exact: true }).fill(CAPTCHA);
  await dialog.getByRole("button", { name: msg(testInfo, "auth.login.submit"), exact: true }).click();
  return dialog;
}

export async function login(page: Page, testInfo: TestInfo, account: string, password: string) {
  await openLogin(page, testInfo);
  await submitLogin(page, testInfo, account, password);
  await expectLoggedIn(page, testInfo);
}

/** The header's account menu button (named "Account menu <account>[, N unread]"), on every layout. */
export function accountMenuButton(page: Page, testInfo: TestInfo) {
  return page.locator("header.site-header").getByRole("button", {
    name: new RegExp(`^${msg(testInfo, "session.menu.label").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  });
}

export async function expectLoggedIn(page: Page, testInfo: TestInfo) {
  await expect(accountMenuButton(page, testInfo)).toBeVisible();
  await expect(page.getByTestId("balance")).toContainText(/₹\s?[\d,]+/);
}

export async function expectLoggedOut(page: Page, testInfo: TestInfo) {
  await expect(page.getByRole("button", { name: msg(testInfo, "auth.login.open"), exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: msg(testInfo, "auth.logout.button"), exact: true })).toHaveCount(0);
  await expect(accountMenuButton(page, testInfo)).toHaveCount(0);
}

/**
 * After a logout the page goes to the home page (spec 001 §4): waits until it has loaded there, signed out, so a test
 * ends with no navigation in flight (a context closed during one could hang Chromium's disposal of it).
 */
export async function atHomeSignedOut(page: Page, testInfo: TestInfo) {
  const { prefix } = projectLocale(testInfo);
  await page.waitForURL((u) => u.pathname === `${prefix}/` || u.pathname === prefix);
  await expectLoggedOut(page, testInfo);
}

/** Logs out as a member does on any layout: Log out in the account menu (a phone has it there only). */
export async function logOut(page: Page, testInfo: TestInfo) {
  const menu = page.getByTestId("account-menu");
  await accountMenuButton(page, testInfo).click();
  await menu.getByRole("button", { name: msg(testInfo, "auth.logout.button"), exact: true }).click();
}

/** The digits drawn in the client captcha of transfer validation (an SVG data URL). */
export async function clientCaptchaDigits(page: Page): Promise<string> {
  const src = await page.getByTestId("client-captcha").locator("img").getAttribute("src");
  const svg = decodeURIComponent((src ?? "").split(",")[1] ?? "");
  return [...svg.matchAll(/<text[^>]*>(\d)<\/text>/g)].map((m) => m[1]).join("");
}

let seq = 0;
/**
 * A new INR member registered through the API (spec 001 §7 /register, SMS code from SANDBOX_SMS_CODE), so
 * projects running in parallel never share an account: a login of the same account in another browser
 * is a "login elsewhere" and logs the first one out (spec 001 §4).
 */
export async function freshMember(
  request: APIRequestContext,
  testInfo: TestInfo,
  /** `withdrawPassword: false` leaves it unset; `extra` adds or overrides /register fields (an introducer…). */
  options: { withdrawPassword?: boolean; extra?: Record<string, unknown> } = {},
): Promise<{ account: string; password: string; email: string; withdrawPassword: string }> {
  seq += 1;
  const n = `${Date.now() % 1e5}`.padStart(5, "0");
  const account = `e${testInfo.parallelIndex}${seq}${n}`.slice(0, 12);
  const phone = `8${testInfo.parallelIndex}${seq % 10}${n}${Math.floor(Math.random() * 1000)}`
    .padEnd(10, "1")
    .slice(0, 10);
  // each registration from its own address: the sandbox limits registrations per IP (996)
  const headers = { "x-forwarded-for": `198.18.${testInfo.parallelIndex}.${(Date.now() + seq) % 250}` };
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api${path}`, { data, headers });
    const body = (await res.json()) as { code: number; message: string; apiResponseData: Record<string, unknown> };
    expect(body.code, `${path}: ${body.message}`).toBe(100);
    return body.apiResponseData;
  };
  await post("/register/sms", { member_phone: phone, currency: "INR", type: "register_member", site_id: 1 });
  const { token } = await post("/captcha", { type: 2, site_id: 1 });
  const password = "fresh1234";
  await post("/register", {
    site_id: 1,
    member_account: account,
    password,
    check_password: password,
    member_currency: "INR",
    member_name: "Fresh Tester",
    member_phone: phone,
    phone_verify: "123456",
    member_email: `${account}@example.com`,
    ...(options.withdrawPassword === false ? {} : { withdraw_password: "1234" }),
    captcha_token: token,
    verify_code: CAPTCHA,
    age_confirmed: 1,
    ...options.extra,
  });
  return { account, password, email: `${account}@example.com`, withdrawPassword: "1234" };
}

/** A live token and the member id for an account, through the sandbox admin (a new session). */
export async function tokenFor(request: APIRequestContext, account: string): Promise<{ token: string; id: number }> {
  const { apiResponseData: session } = (await admin(request, "login-elsewhere", { account })) as {
    apiResponseData: { token: string };
  };
  const { apiResponseData: member } = (await admin(request, "member", { account })) as {
    apiResponseData: { id: number };
  };
  return { token: session.token, id: member.id };
}

export const isMobile = (testInfo: TestInfo) =>
  (testInfo.project.metadata as { viewport?: string }).viewport === "mobile";

/**
 * Stores a live session in the page as a login leaves it (spec 001 §3), before its next page loads; a logout is
 * not undone (the seed runs once per tab).
 */
export async function seedSession(page: Page, session: { token: string; id: number; account: string }): Promise<void> {
  await page.addInitScript(
    ([t, i, a]) => {
      if (sessionStorage.getItem("e2e-seeded")) return;
      sessionStorage.setItem("e2e-seeded", "1");
      localStorage.setItem("token", t);
      localStorage.setItem("member_id", i);
      localStorage.setItem("member_account", a);
      localStorage.setItem("currency", "INR");
    },
    [session.token, String(session.id), session.account] as const,
  );
}

/**
 * Stores a live session of `account` in the page as a login leaves it (spec 001 §3) and returns its token, for
 * API set-up calls in the same session; a logout is not undone (the seed runs once per tab).
 */
export async function storeSession(page: Page, request: APIRequestContext, account: string): Promise<string> {
  const { token, id } = await tokenFor(request, account);
  await seedSession(page, { token, id, account });
  return token;
}

/** A fresh member stored in the browser. Fresh, because one account in two browsers is a login elsewhere (spec 001 §4). */
export async function signIn(page: Page, request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const { account } = await freshMember(request, testInfo);
  await storeSession(page, request, account);
  return account;
}

/**
 * Waits until the page listens on the member's real-time channel. It is joined some time after the page shows the
 * member; a login elsewhere before that revokes the page's token unheard (its next call's 401 logs out without
 * the warning). A member.cash probe tells when the page listens: a tiny deposit, repeated until the header's
 * balance moves.
 */
export async function memberChannelJoined(page: Page, request: APIRequestContext, account: string): Promise<void> {
  const balance = page.getByTestId("balance").first();
  await expect(async () => {
    const before = (await balance.textContent()) ?? "";
    await admin(request, "deposit", { account, amount: 0.01 });
    await expect(balance).not.toHaveText(before, { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
}

/** A site link marked for the third-party login (the sandbox has no identity provider: it points straight at /authCallback). */
export async function clickThirdPartyLogin(page: Page, href: string): Promise<Page> {
  await page.evaluate((url) => {
    const a = document.createElement("a");
    a.href = url;
    a.dataset["thirdPartyLogin"] = "";
    a.id = "e2e-third-party-login";
    a.textContent = "Log in with the identity provider";
    document.body.append(a);
  }, href);
  const popup = page.waitForEvent("popup");
  await page.locator("#e2e-third-party-login").click();
  return popup;
}

/** The registration form's field for `key` (register.field.*), with or without its required mark. */
export function registerField(form: Locator, testInfo: TestInfo, key: string): Locator {
  const text = msg(testInfo, `register.field.${key}`).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return form.getByLabel(new RegExp(`^${text}( \\*)?$`));
}

/**
 * Fills a registration form (the register modal or the agent sign-up) as a new visitor: a fresh account made of
 * `letter`, the worker and the time (returned), the password abc12345, and whatever else the currency's settings
 * ask for (spec 001 §5: confirmation, `name`, e-mail, a phone starting `phoneLead` with its SMS code, the
 * captcha), and ticks the agreement. The caller presses submit.
 */
export async function fillRegistration(
  form: Locator,
  testInfo: TestInfo,
  who: { letter: string; phoneLead: string; name: string },
): Promise<string> {
  const t = (key: string) => msg(testInfo, key);
  const field = (key: string) => registerField(form, testInfo, key);
  const n = String(Date.now() % 1e6).padStart(6, "0");
  const account = `${who.letter}${testInfo.parallelIndex}${n}`.slice(0, 12);
  await field("memberAccount").fill(account);
  await field("password").fill("abc12345");
  if (await field("checkPassword").count()) await field("checkPassword").fill("abc12345");
  if (await field("memberName").count()) await field("memberName").fill(who.name);
  if (await field("memberEmail").count()) await field("memberEmail").fill(`${account}@example.com`);
  if (await field("memberPhone").count()) {
    await field("memberPhone").fill(`${who.phoneLead}${n}${testInfo.parallelIndex}`.padEnd(10, "5").slice(0, 10));
    if (await field("phoneVerify").count()) {
      await form.getByRole("button", { name: t("register.sms.send") }).click();
      await expect(form.getByRole("button", { name: t("register.sms.send") })).toHaveCount(0);
      await field("phoneVerify").fill("123456");
    }
  }
  await expect(form.getByRole("img", { name: t("ui.captcha.alt") })).toBeVisible();
  await field("verifyCode").fill(CAPTCHA);
  await form.getByRole("checkbox").check();
  return account;
}

/**
 * A friend opens a member's shared recommend link in a browser of their own and signs up through the register
 * modal (spec 000 §4, §6); the code rides along from the link. `currency` is chosen where the form asks for one;
 * `letter` and `phoneLead` keep each caller's accounts and phones apart from the other's. The context stays open
 * for the caller to go on as the friend (and close).
 */
export async function friendSignsUpByLink(
  browser: Browser,
  testInfo: TestInfo,
  shared: URL,
  options: { letter: string; phoneLead: string; currency?: string },
): Promise<{ friend: string; friendPage: Page; context: BrowserContext }> {
  const t = (key: string) => msg(testInfo, key);
  const { prefix } = projectLocale(testInfo);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL ?? "" });
  const friendPage = await context.newPage();
  await friendPage.goto(`${shared.pathname}${shared.search}`);
  await friendPage.goto(`${prefix}/`);
  const dialog = await openSignUp(friendPage, testInfo);
  await expect(registerField(dialog, testInfo, "memberAccount")).toBeVisible({ timeout: 10_000 });
  if (options.currency) {
    const currency = dialog.getByLabel(t("register.field.currency"), { exact: true });
    if (await currency.count()) await currency.selectOption(options.currency);
  }
  const friend = await fillRegistration(dialog, testInfo, {
    letter: options.letter,
    phoneLead: options.phoneLead,
    name: "Friend Kumar",
  });
  await dialog.getByRole("button", { name: t("register.submit"), exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  return { friend, friendPage, context };
}

/**
 * Opens the withdrawal page of a funded member (₹1,000 in the main wallet) and returns its form, once the page
 * shows that balance as available (the machine is shared and loaded: the wait is long).
 */
export async function openWithdrawal(page: Page, testInfo: TestInfo): Promise<Locator> {
  await page.goto(`${projectLocale(testInfo).prefix}/user/Withdrawal`);
  const submit = page.getByRole("button", { name: msg(testInfo, "funds.withdraw.submit") });
  await expect(page.getByTestId("withdraw-available")).toContainText("1,000.00", { timeout: 20_000 });
  return page.locator("form").filter({ has: submit });
}

/**
 * Moves the sandbox's clock forward (admin `clock`, sandbox/member-clock.ts): with `account`, that member's clock
 * only, so tests running in parallel keep theirs. `to` is an ISO instant; answers the clock's new now.
 */
export async function moveClock(
  request: APIRequestContext,
  move: { advance_ms: number } | { to: string },
  account?: string,
): Promise<string> {
  const answer = (await admin(request, "clock", { ...move, ...(account ? { account } : {}) })) as {
    code: number;
    message: string;
    apiResponseData: { now: string };
  };
  expect(answer.code, answer.message).toBe(100);
  return answer.apiResponseData.now;
}

/** The sandbox clock's now (a member's, with `account`). */
export async function clockNow(request: APIRequestContext, account?: string): Promise<string> {
  return moveClock(request, { advance_ms: 0 }, account);
}

/**
 * The deposit pop-up (compliance rule deposit_popup, on under the default profiles, tn among them): before each
 * deposit it shows the deposit limits and what is used of them; the member goes on.
 */
export async function continueDepositPrompt(page: Page, testInfo: TestInfo): Promise<void> {
  const prompt = page.getByTestId("deposit-limits-prompt");
  await prompt.getByRole("button", { name: msg(testInfo, "limits.prompt.continue") }).click();
  await expect(prompt).toBeHidden();
}

/**
 * Submits the deposit form shown (through the deposit pop-up), waits for the pending order, and opens its payment
 * page from "Pay" in a window of its own; returns that window.
 */
export async function payPendingDeposit(page: Page, testInfo: TestInfo, form: Locator): Promise<Page> {
  await form.getByRole("button", { name: msg(testInfo, "funds.deposit.submit") }).click();
  await continueDepositPrompt(page, testInfo);
  await expect(page.getByTestId("deposit-status")).toHaveText(msg(testInfo, "funds.status.pending"));
  const [gateway] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: msg(testInfo, "funds.deposit.pay") }).click(),
  ]);
  return gateway;
}
