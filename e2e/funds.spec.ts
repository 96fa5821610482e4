// Money in and out: a fresh member binds a UPI id and an Indian bank account, deposits through the
// sandbox's simulated gateway and sees the header balance rise live, withdraws, sees the pending withdrawal and
// sees it change when the back office approves it. Refused input keeps what was typed and says why on the field;
// each page passes the accessibility gate. Deposit and withdrawal on a desktop and a phone (`@phone`).
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { admin, msg, openWithdrawal, payPendingDeposit } from "./auth-helpers.ts";
import { test } from "./fixtures.ts";
import { seriousViolations } from "./axe.ts";
import { captureErrors, projectLocale } from "./helpers.ts";
import { HTML_LANG, PAY_TEXT } from "../sandbox/pay/page-text.ts";

// The machine these run on is shared and loaded: each step may wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Types the 4-digit withdraw password into the four boxes of the group named `label`. */
async function typePin(scope: Locator | Page, page: Page, label: string, pin: string) {
  await scope.getByRole("group", { name: label }).locator("input").first().click();
  await page.keyboard.type(pin);
}

async function expectAxeClean(page: Page, label: string) {
  expect(await seriousViolations(page, label, false)).toEqual([]);
}

test("a member binds a UPI id and an Indian bank account; a bad UPI id is refused and kept", async ({
  signedInPage: page,
}, testInfo) => {
  const t = (key: string, p?: Record<string, string | number>) => msg(testInfo, key, p);
  const errors = await captureErrors(page);
  await page.goto(`${projectLocale(testInfo).prefix}/user/BindAccount`);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: t("funds.bind.submit") }) });
  await expect(form).toBeVisible();
  await expect(page.getByText(t("funds.bind.none"))).toBeVisible();

  await page.getByRole("radio", { name: t("funds.kind.upi"), exact: true }).check();
  await form.getByRole("textbox", { name: t("funds.field.holder_name") }).fill("Asha Rao");
  const upi = form.getByRole("textbox", { name: t("funds.field.upi_id") });
  await upi.fill("asha.okaxis");
  await typePin(form, page, t("funds.field.withdraw_password"), "1234");
  await form.getByRole("button", { name: t("funds.bind.submit") }).click();
  await expect(form.getByText(t("funds.err.upi_id"))).toBeVisible();
  await expect(upi).toHaveValue("asha.okaxis");
  await expect(upi).toHaveAttribute("aria-invalid", "true");
  await expectAxeClean(page, "BindAccount with a refused UPI id");

  await upi.fill("asha@okaxis");
  await form.getByRole("button", { name: t("funds.bind.submit") }).click();
  const bound = page.getByTestId("bound-account");
  await expect(bound.filter({ hasText: "asha@okaxis" })).toBeVisible();
  await expect(bound.filter({ hasText: "asha@okaxis" })).toContainText(t("funds.bind.default"));

  await page.getByRole("radio", { name: t("funds.kind.bank_in"), exact: true }).check();
  await form.getByRole("textbox", { name: t("funds.field.holder_name") }).fill("Asha Rao");
  await form.getByRole("textbox", { name: t("funds.field.account_number"), exact: true }).fill("123456789012");
  await form.getByRole("textbox", { name: t("funds.field.account_number_confirm") }).fill("123456789012");
  const ifsc = form.getByRole("textbox", { name: t("funds.field.ifsc") });
  await ifsc.fill("hdfc0001234");
  await expect(ifsc).toHaveValue("HDFC0001234");
  await typePin(form, page, t("funds.field.withdraw_password"), "1234");
  await form.getByRole("button", { name: t("funds.bind.submit") }).click();
  await expect(bound.filter({ hasText: "••••9012" })).toBeVisible();
  await expect(bound).toHaveCount(2);
  await expectAxeClean(page, "BindAccount with two accounts");
  expect(errors.list).toEqual([]);
});

test("a deposit through the simulated gateway raises the header balance live @phone @platform", async ({
  signedInPage: page,
}, testInfo) => {
  const t = (key: string, p?: Record<string, string | number>) => msg(testInfo, key, p);
  await page.goto(`${projectLocale(testInfo).prefix}/user/Deposit`);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: t("funds.deposit.submit") }) });
  await expect(form).toBeVisible();
  await expect(page.getByTestId("balance")).toContainText("0.00");

  // below the UPI minimum: refused on the field, the amount kept
  await form.getByRole("radio", { name: new RegExp(`^${t("funds.method.upi")}`) }).check();
  const amount = form.getByRole("textbox", { name: t("funds.field.amount") });
  await amount.fill("50");
  await form.getByRole("button", { name: t("funds.deposit.submit") }).click();
  await expect(form.getByText(t("funds.err.amount_below_min", { min: "₹100.00" }))).toBeVisible();
  await expect(amount).toHaveValue("50");
  await expectAxeClean(page, "Deposit with a refused amount");
  const viewport = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`deposit-${viewport}.png`), fullPage: true });

  await form
    .getByRole("button", { name: /500\.00$/ })
    .first()
    .click();
  await expect(amount).toHaveValue("500.00");
  const gateway = await payPendingDeposit(page, testInfo, form);
  // The payment page cannot reach the lobby (no opener: no tab-nabbing, no messages).
  expect(await gateway.evaluate(() => window.opener === null)).toBe(true);
  await expect(gateway.getByTestId("pay-order")).toHaveText(
    (await page.getByTestId("deposit-order").textContent()) ?? "",
  );
  // the gateway speaks the language the deposit was made in (sandbox/pay/page-text.ts)
  const pay = PAY_TEXT[projectLocale(testInfo).locale];
  await expect(gateway.locator("html")).toHaveAttribute("lang", HTML_LANG[projectLocale(testInfo).locale]);
  await gateway.getByRole("button", { name: pay.confirm }).click();
  await expect(gateway.getByRole("status")).toContainText(pay.confirmedTitle);
  // member.cash reaches the lobby tab: no reload
  await expect(page.getByTestId("balance")).toContainText("500.00");
  await gateway.close();
  await expect(page.getByTestId("deposit-status")).toHaveText(t("funds.status.paid"));
  await expectAxeClean(page, "Deposit order paid");
});

test("a withdrawal is pending at once and changes when the back office approves it @phone", async ({
  signedInPage: page,
  fundedMember,
  request,
}, testInfo) => {
  const t = (key: string, p?: Record<string, string | number>) => msg(testInfo, key, p);
  const form = await openWithdrawal(page, testInfo);

  // above the main wallet: refused on the field, what was typed stays
  const amount = form.getByRole("textbox", { name: t("funds.field.amount") });
  await amount.fill("5000");
  await typePin(form, page, t("funds.field.withdraw_password"), fundedMember.withdrawPassword);
  await form.getByRole("button", { name: t("funds.withdraw.submit") }).click();
  await expect(form.getByText(t("funds.err.amount_insufficient"))).toBeVisible();
  await expect(amount).toHaveValue("5000");
  await expectAxeClean(page, "Withdrawal with a refused amount");

  await amount.fill("250");
  await form.getByRole("button", { name: t("funds.withdraw.submit") }).click();
  await expect(page.getByTestId("balance")).toContainText("750.00");
  const row = page.getByTestId("dw-records").locator("tbody tr").first();
  await expect(row).toContainText(t("funds.status.pending"));
  const orderNumber = await row.getAttribute("data-order");
  expect(orderNumber).toMatch(/^W/);

  await admin(request, "withdraw/approve", { order_number: orderNumber });
  await expect(page.locator(`tr[data-order="${orderNumber}"]`)).toContainText(t("funds.status.paid"));
  await expect(page.getByTestId("balance")).toContainText("750.00");

  await page.goto(`${projectLocale(testInfo).prefix}/user/DWRecord`);
  const record = page.locator(`tr[data-order="${orderNumber}"]`);
  await expect(record).toContainText(t("funds.status.paid"));
  await page.getByRole("combobox", { name: t("funds.record.type") }).selectOption("deposit");
  await page.getByRole("button", { name: t("funds.record.search"), exact: true }).click();
  await expect(record).toHaveCount(0);
  await expectAxeClean(page, "DWRecord");
});

test("a member whose bank account must be verified is asked to bind one before depositing (spec 001 §6)", async ({
  signedInPage: page,
  member,
  request,
}, testInfo) => {
  const t = (key: string) => msg(testInfo, key);
  await admin(request, "bank-verify", { account: member.account, need: 1 });
  await page.goto(`${projectLocale(testInfo).prefix}/user?page=Deposit`);
  const prompt = page.getByRole("region", { name: t("funds.deposit.bindFirstTitle") });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("link", { name: t("funds.deposit.bindNow") }).click();
  await expect(page).toHaveURL(/\/user\/BindAccount$/);
});

test("fast payment asks a visitor to log in, and /fastDeposit opens it", async ({ page }, testInfo) => {
  const t = (key: string) => msg(testInfo, key);
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}/fastDeposit`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/fastPayment$`));
  await expect(page.getByRole("heading", { name: t("member.signedOut.title") })).toBeVisible();
});
