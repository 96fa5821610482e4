// Screenshots for looking at the design (not assertions): SCREENS=1 npx playwright test e2e/screens.spec.ts
// (playwright.config.ts leaves this file out unless SCREENS is set).
import { test } from "@playwright/test";
import { projectLocale } from "./helpers.ts";

// SCREENS_ROUTES="/app,/sponsor" picks other pages; SCREENS_FULL=1 takes the whole page.
const ROUTES = process.env["SCREENS_ROUTES"]?.split(",") ?? ["/", "/faq/1", "/discount", "/gameHall/3", "/user/Info"];

test("screenshots of the main pages @phone", async ({ page }, testInfo) => {
  const { prefix, locale } = projectLocale(testInfo);
  const viewport = (testInfo.project.metadata as { viewport?: string }).viewport ?? "desktop";
  for (const route of ROUTES) {
    await page.goto(prefix + route);
    const name = `${locale}-${viewport}${route.replace(/[/?&=]/g, "_") || "_home"}.png`;
    await page.screenshot({ path: `test-results/screens/${name}`, fullPage: Boolean(process.env["SCREENS_FULL"]) });
  }
});
