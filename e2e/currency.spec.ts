// The default currency (spec 000 §9) with the visitor's country: the CDN's country header (COUNTRY_HEADER,
// CF-IPCountry by default) names India, so the English site shows rupees, as every promotion does.
import { expect, test } from "@playwright/test";
import { projectContext } from "./helpers.ts";

for (const [country, symbol] of [
  ["IN", "₹"],
  ["US", "$"],
] as const) {
  test(`a visitor from ${country} reading English sees the jackpot in ${symbol}`, async ({ browser }, testInfo) => {
    const context = await projectContext(browser, testInfo, { "CF-IPCountry": country });
    try {
      const page = await context.newPage();
      await page.goto("/");
      await expect(page.locator("#home-jackpot .jp-sym")).toHaveText(symbol);
      const boot = JSON.parse(
        await page.evaluate(() => document.getElementById("lobby-boot")?.textContent ?? "{}"),
      ) as { currency?: string };
      expect(boot.currency).toBe(country === "IN" ? "INR" : "USD");
    } finally {
      await context.close();
    }
  });
}
