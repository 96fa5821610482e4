// The refer-a-friend paths (spec 001 §2 recommend_award): the home ad says what the programme pays (its settings,
// sandbox/recommend-rules.ts) and opens the programme's page; /user?page=Recommend lands there too, not on Info.
import { expect, test } from "@playwright/test";
import { msg } from "./auth-helpers.ts";
import { projectLocale } from "./helpers.ts";

test("the refer-a-friend ad says ₹300 and opens the programme's page", async ({ page }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}/`);
  const ad = page.getByTestId("home-ads").locator(`a[href="${prefix}/user/RecommendProject"]`);
  await expect(ad).toHaveCount(1);
  await expect(ad.locator("img")).toHaveAttribute("alt", /₹300/);
  await expect(page.getByTestId("home-ads").locator('a[href*="page=Recommend"]')).toHaveCount(0);
});

test("/user?page=Recommend lands on the programme's page", async ({ page }, testInfo) => {
  const { prefix } = projectLocale(testInfo);
  await page.goto(`${prefix}/user?page=Recommend`);
  await expect(page.getByRole("heading", { level: 1, name: msg(testInfo, "menu.RecommendProject") })).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(msg(testInfo, "menu.RecommendProject").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
});
