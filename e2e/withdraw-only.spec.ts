// The withdraw-only view of a timed-out or self-excluded member (OUR EXTENSION, src/contract/protection.ts
// WithdrawOnlyLoginSchema): login is refused with the end date and offers the withdraw-only page, where the member
// sees when the break ends and the balance, withdraws to a bound account, and signs out; nothing else is offered
// (no games, deposits or promotions). In English on a desktop and in Tamil on a phone (@ta_IN-phone).
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { expectLoggedOut, msg, openLogin, submitLogin } from "./auth-helpers.ts";
import { seriousViolations } from "./axe.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

async function typePin(scope: Locator, page: Page, label: string, pin: string) {
  await scope.getByRole("group", { name: label }).locator("input").first().click();
  await page.keyboard.type(pin);
}

test("a timed-out member signs in to the withdraw-only view and withdraws @ta_IN-phone", async ({
  page,
  fundedMember,
  prefix,
}, testInfo) => {
  const t = (key: string, p?: Record<string, string | number>) => msg(testInfo, key, p);
  await fundedMember.api("/member/protection/time_out", { length: "7d" });

  await page.goto(`${prefix}/`);
  await openLogin(page, testInfo);
  const dialog = await submitLogin(page, testInfo, fundedMember.account, fundedMember.password);
  await expect(dialog.getByTestId("login-error")).toBeVisible();
  const link = dialog.getByRole("link", { name: t("protection.withdrawOnly.open") });
  await expect(link).toHaveAttribute("href", `${prefix}/withdraw-only`);
  await link.click();

  await expect(page).toHaveURL(new RegExp(`${prefix}/withdraw-only$`));
  const view = page.getByTestId("withdraw-only");
  await expect(view.getByRole("heading", { name: t("protection.withdrawOnly.statusTitle") })).toBeVisible();
  // When the break ends, in the page's language (seven days from the member's clock: the year at least).
  await expect(view.getByTestId("withdraw-only-until")).not.toBeEmpty();
  await expect(view.getByTestId("withdraw-only-main")).toContainText("1,000.00");
  // Nothing but the money: no game, deposit or promotion link inside the view, and the site still signed out.
  await expect(view.getByRole("link")).toHaveCount(0);
  await expectLoggedOut(page, testInfo);
  expect(await seriousViolations(page, "withdraw-only view", false)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("withdraw-only.png"), fullPage: true });
  // Within the screen on a phone: nothing scrolls sideways, and every control stays inside its card.
  const fit = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
    outside: [...document.querySelectorAll("[data-testid=withdraw-only] .card :is(select, input, button)")]
      .filter((e) => e.getBoundingClientRect().right > e.closest(".card")!.getBoundingClientRect().right + 1)
      .map((e) => e.outerHTML.slice(0, 80)),
  }));
  expect(fit.scroll).toBeLessThanOrEqual(fit.view);
  expect(fit.outside).toEqual([]);

  const form = view.locator("form");
  await form.getByRole("textbox", { name: t("funds.field.amount") }).fill("250");
  await typePin(form, page, t("funds.field.withdraw_password"), fundedMember.withdrawPassword);
  await form.getByRole("button", { name: t("funds.withdraw.submit") }).click();
  await expect(view.getByTestId("withdraw-only-done")).toBeVisible();
  await expect(view.getByTestId("withdraw-only-main")).toContainText("750.00");

  // Sign out: the token is forgotten; the page asks for a sign-in.
  await view.getByRole("button", { name: t("protection.withdrawOnly.signOut") }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
  await page.goto(`${prefix}/withdraw-only`);
  await expect(page.getByTestId("withdraw-only-gone")).toContainText(t("protection.withdrawOnly.signIn"));
});
