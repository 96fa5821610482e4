// Lists each script a mobile visitor loads on a page (networkidle + 500 ms) with its gzip size. Dev aid for the JS budget.
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
const BASE = process.env["BASE"] ?? "http://127.0.0.1:4700";
const path = process.argv[2] ?? "/";
const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
const rows: [string, number][] = [];
const pending: Promise<unknown>[] = [];
page.on("response", (res) => {
  if (res.request().resourceType() === "script")
    pending.push(
      res.body().then(
        (b) => rows.push([res.url().replace(BASE, ""), gzipSync(b).length]),
        () => 0,
      ),
    );
});
await page.goto(BASE + path, { waitUntil: "networkidle" });
await page.waitForTimeout(500);
await Promise.all(pending);
rows.sort((a, b) => b[1] - a[1]);
let t = 0;
for (const [u, n] of rows) {
  t += n;
  console.log((n / 1024).toFixed(1).padStart(7), u);
}
console.log((t / 1024).toFixed(1).padStart(7), "TOTAL", rows.length);
await browser.close();
