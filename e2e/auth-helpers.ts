// Helpers for the account-flow browser tests: translated texts of the project's locale, the login modal,
// the sandbox admin controls and the client captcha of transfer validation.
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
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
  await page
    .getByRole("button", { name: msg(testInfo, "auth.login.open"), exact: true })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: msg(testInfo, "auth.login.title") });
  await expect(dialog).toBeVisible();
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

export async function expectLoggedIn(page: Page, testInfo: TestInfo) {
  await expect(page.getByRole("button", { name: msg(testInfo, "auth.logout.button"), exact: true })).toBeVisible();
  await expect(page.getByTestId("balance")).toContainText(/₹\s?[\d,]+/);
}

export async function expectLoggedOut(page: Page, testInfo: TestInfo) {
  await expect(page.getByRole("button", { name: msg(testInfo, "auth.login.open"), exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: msg(testInfo, "auth.logout.button"), exact: true })).toHaveCount(0);
}

/** The digits drawn in the client captcha of transfer validation (an SVG data URL). */
export async function clientCaptchaDigits(page: Page): Promise<string> {
  const src = await page.getByTestId("client-captcha").locator("img").getAttribute("src");
  const svg = decodeURIComponent((src ?? "").split(",")[1] ?? "");
  return [...svg.matchAll(/<text[^>]*>(\d)<\/text>/g)].map((m) => m[1]).join("");
}
