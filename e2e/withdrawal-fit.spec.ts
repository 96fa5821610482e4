// The Withdrawal page on a phone with a long UPI label (a long holder name and UPI ID as the account choice's
// text): nothing may push the page wider than the screen, from 320 to 430 px (a horizontal scroll on a Tamil phone
// at 390×844 was reported). Tamil on a phone (@ta_IN-phone) and English on a desktop.
import { expect as baseExpect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { admin, seedSession } from "./auth-helpers.ts";

const expect = baseExpect.configure({ timeout: 20_000 });

test("the Withdrawal page fits the screen with a long UPI label @ta_IN-phone", async ({
  page,
  member,
  request,
  prefix,
}) => {
  await member.api("/member/bank_account/store", {
    kind: "upi",
    holder_name: "Venkatasubramanian Ramakrishnan Krishnamoorthy",
    upi_id: "venkatasubramanian.ramakrishnan.krishnamoorthy.chennai@okhdfcbank",
    withdraw_password: member.withdrawPassword,
  });
  await admin(request, "deposit", { account: member.account, amount: 1000 });
  await seedSession(page, member);
  for (const width of [320, 390, 430]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${prefix}/user/Withdrawal`);
    await expect(page.getByTestId("withdraw-available")).toContainText("1,000.00");
    const select = page.locator("#withdraw-account");
    await expect(select).toBeVisible();
    // The page does not scroll sideways, and the account choice lies within the screen.
    const fit = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
      right: document.querySelector("#withdraw-account")!.getBoundingClientRect().right,
    }));
    expect(fit.scroll, `page width at ${width}px`).toBeLessThanOrEqual(fit.view);
    expect(fit.right, `account choice at ${width}px`).toBeLessThanOrEqual(fit.view);
  }
});
