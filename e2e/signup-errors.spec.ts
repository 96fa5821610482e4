// Sign-up errors a person meets (spec 001 §5, §8), in one visit to the sign-up modal: an empty submit scrolls to and
// focuses the first field in error; the platform's "taken" answer for an account shows on its field when the
// field is left; the user agreement opens the platform's terms, sanitised, and Escape comes back to the form.
// The rules behind the words are unit tests: the agreement error naming the checkbox's words, a captcha answer of
// the wrong length refused before sending with every other rule, and the broken-rule messages that clear when
// fixed are in tests/features/register/register-form.dom.test.tsx; the field rules in validate.test.ts.
import { expect, test } from "@playwright/test";
import { msg, openSignUp } from "./auth-helpers.ts";
import { projectLocale } from "./helpers.ts";

test("sign-up errors: the first field in error is focused in view, a taken account says so on leaving it, and the terms open and close", async ({
  page,
}, testInfo) => {
  const t = (key: string) => msg(testInfo, key);
  await page.goto(`${projectLocale(testInfo).prefix}/`);
  const dialog = await openSignUp(page, testInfo);
  const submit = dialog.getByRole("button", { name: t("register.submit") });
  await expect(submit).toBeVisible({ timeout: 10_000 });
  const account = dialog.getByRole("textbox", { name: new RegExp(`^${t("register.field.memberAccount")}`) });

  await test.step("an empty submit brings the first field in error into view and focuses it", async () => {
    await submit.click();
    await expect(account).toBeFocused();
    await expect(account).toBeInViewport();
    await expect(account).toHaveAttribute("aria-invalid", "true");
  });

  await test.step("an account the platform already has is refused on its field when the field is left", async () => {
    await account.fill("demo01");
    await account.blur();
    await expect(dialog.getByText(t("register.err.accountRepeat"))).toBeVisible();
    await expect(account).toHaveAttribute("aria-invalid", "true");
  });

  // spec 000 §2 screens "terms modal"; spec 001 §7 register-settings/service-agreement.
  await test.step("the user agreement opens the platform's terms in the terms modal, sanitised", async () => {
    await dialog.getByRole("button", { name: t("register.agreementLink"), exact: true }).click();
    const terms = page.getByRole("dialog", { name: "Terms and conditions" });
    await expect(terms).toBeVisible();
    await expect(terms).toContainText("18 or older");
    await page.keyboard.press("Escape");
    await expect(terms).toBeHidden();
    await expect(dialog).toBeVisible();
  });
});
