// sign-up errors are easy to find. An empty submit scrolls to and focuses the first field
// in error; the agreement error names what the checkbox says; a short captcha answer is refused before it
// is sent (spec 001 §5 verifyCode), and the click on the submit button is not lost to the field's blur error
// pushing the button down.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { msg } from "./auth-helpers.ts";
import { projectLocale } from "./helpers.ts";

async function openSignUp(page: Page, testInfo: TestInfo) {
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}/`);
  const open = page.getByRole("button", { name: msg(testInfo, "auth.register.open"), exact: true }).first();
  const dialog = page.getByRole("dialog", { name: msg(testInfo, "register.title") });
  // A click before the header island hydrates does nothing: click until the modal shows (once it shows,
  // another click could land on the button behind the opening modal).
  await expect(async () => {
    if (!(await dialog.isVisible())) await open.click();
    await expect(dialog).toBeVisible({ timeout: 4000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog.getByRole("button", { name: msg(testInfo, "register.submit") })).toBeVisible({
    timeout: 10_000,
  });
  return dialog;
}

test("an empty sign-up submit brings the first field in error into view and focuses it", async ({ page }, testInfo) => {
  const dialog = await openSignUp(page, testInfo);
  await dialog.getByRole("button", { name: msg(testInfo, "register.submit") }).click();
  const account = dialog.getByRole("textbox", {
    name: new RegExp(`^${msg(testInfo, "register.field.memberAccount")}`),
  });
  await expect(account).toBeFocused();
  await expect(account).toBeInViewport();
  await expect(account).toHaveAttribute("aria-invalid", "true");
});

test("the agreement error names what the checkbox says", async ({ page }, testInfo) => {
  const dialog = await openSignUp(page, testInfo);
  await dialog.getByRole("button", { name: msg(testInfo, "register.submit") }).click();
  const error = dialog.getByText(msg(testInfo, "signup.err_agreement"), { exact: true });
  await expect(error).toBeVisible();
  // The same words as the label's link ("user agreement") appear in the error.
  const link = msg(testInfo, "register.agreementLink");
  await expect(dialog.getByText(link, { exact: true })).toBeVisible();
  expect(msg(testInfo, "signup.err_agreement")).toContain(link);
});

test("the user agreement opens the platform's terms in the terms modal, sanitised", async ({ page }, testInfo) => {
  // spec 000 §2 screens "terms modal"; spec 001 §7 register-settings/service-agreement.
  const dialog = await openSignUp(page, testInfo);
  await dialog.getByRole("button", { name: msg(testInfo, "register.agreementLink"), exact: true }).click();
  const terms = page.getByRole("dialog", { name: "Terms and conditions" });
  await expect(terms).toBeVisible();
  await expect(terms).toContainText("18 or older");
  await page.keyboard.press("Escape");
  await expect(terms).toBeHidden();
  await expect(dialog).toBeVisible();
});

test("a captcha answer of the wrong length is refused before sending", async ({ page }, testInfo) => {
  const dialog = await openSignUp(page, testInfo);
  const captcha = dialog.getByPlaceholder(msg(testInfo, "ui.captcha.placeholder", { n: 4 }));
  await captcha.fill("12");
  let registerCalls = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/register")) registerCalls++;
  });
  await dialog.getByRole("button", { name: msg(testInfo, "register.submit") }).click();
  await expect(dialog.getByText(msg(testInfo, "register.err.captchaLength", { n: 4 }))).toBeVisible();
  // The click submitted (every rule ran, not only the captcha's on leaving it) and nothing was sent.
  await expect(dialog.getByText(msg(testInfo, "signup.err_agreement"), { exact: true })).toBeVisible();
  expect(registerCalls).toBe(0);
});
