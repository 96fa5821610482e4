// The home page's live parts (spec 000 §1, §3): the jackpot total comes from /v2/get_jackpot in the page's
// currency, its integer part padded to ten digits; before the answer nothing invented is shown.
import { expect } from "@playwright/test";
import { test } from "./fixtures.ts";
import { freshMember, login } from "./auth-helpers.ts";

test("the jackpot shows the platform's total, padded to ten digits (spec 000 §3)", async ({
  page,
  request,
  prefix,
  errors,
}) => {
  await page.goto(prefix + "/");
  const jackpot = page.locator("#home-jackpot");
  await expect(jackpot).toHaveAttribute("data-state", "ready", { timeout: 15_000 });
  const currency = await page.evaluate(
    () => (JSON.parse(document.getElementById("lobby-boot")!.textContent!) as { currency: string }).currency,
  );
  const answer = await request.post("/api/v2/get_jackpot", { data: { currency } });
  const total = ((await answer.json()) as { apiResponseData: { jackpot_amount_total: number } }).apiResponseData
    .jackpot_amount_total;
  const expected = String(Math.floor(total)).padStart(10, "0");
  await expect(jackpot.locator(".jp-digit")).toHaveText(expected.split(""));
  expect(errors.list).toEqual([]);
});

test("a logged-in member sees the jackpot in their own currency (spec 000 §3)", async ({ page, request }, testInfo) => {
  await page.goto("/");
  const jackpot = page.locator("#home-jackpot");
  await expect(jackpot.locator(".jp-sym")).toHaveText("$");
  const { account, password } = await freshMember(request, testInfo);
  await login(page, testInfo, account, password);
  await expect(jackpot.locator(".jp-sym")).toHaveText("₹");
  const answer = await request.post("/api/v2/get_jackpot", { data: { currency: "INR" } });
  const total = ((await answer.json()) as { apiResponseData: { jackpot_amount_total: number } }).apiResponseData
    .jackpot_amount_total;
  await expect(jackpot.locator(".jp-digit")).toHaveText(String(Math.floor(total)).padStart(10, "0").split(""));
});
