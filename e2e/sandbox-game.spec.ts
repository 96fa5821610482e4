// security: the sandbox's slot page runs under a CSP that allows only its own inline script and style
// by hash. A person playing the demo slot still sees it styled and working, with no policy violation.
import { expect, test } from "@playwright/test";
import { captureErrors } from "./helpers.ts";

test("the demo slot machine plays under its hashed-script CSP", async ({ page }) => {
  const errors = await captureErrors(page);
  const response = await page.goto("/sandbox/games/slot?game=1");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'sha256-/);
  expect(csp).not.toContain("unsafe-inline");
  // The script ran: it wrote the balance; the style applied: the heading is the page's gold.
  await expect(page.locator("#bal")).toHaveText("1,000.00");
  await expect(page.locator("h1")).toHaveCSS("color", "rgb(245, 180, 0)");
  await page.getByRole("button", { name: "Spin" }).click();
  await expect(page.getByRole("status")).toHaveText(/You win|No win/);
  await expect(page.getByRole("link", { name: "Back to lobby" })).toHaveAttribute("href", "/");
  expect(errors.list).toEqual([]);
});
