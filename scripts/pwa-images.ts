// Makes the installable app's committed images in public/pwa/ (features/pwa/manifest.ts PWA_IMAGES), with the
// system Chromium: the icons (192, 512, and a maskable 512 whose mark sits inside the 80 % safe zone) drawn from
// the brand mark public/favicon.svg, and the manifest's screenshots of the real site at a phone's and a desktop's
// width (JPEG, quality 70). Run against a started site: BASE=http://127.0.0.1:4321 npm run pwa:images
import { chromium } from "@playwright/test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = (name: string) => path.join(root, "public/pwa", name);
const BASE = process.env["BASE"] ?? "http://127.0.0.1:4321";
const svg = await readFile(path.join(root, "public/favicon.svg"), "utf8");

const browser = await chromium.launch({
  executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});

async function icon(size: number, file: string, maskable: boolean) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // Maskable: the whole square is the app's colour; the mark fills 64 % of it, inside the 80 % safe circle.
  const mark = maskable ? Math.round(size * 0.64) : size;
  const background = maskable ? "#141c28" : "transparent";
  await page.setContent(
    `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
      svg.replace("<svg ", `<svg width="${mark}" height="${mark}" `) +
      `</body></html>`,
  );
  await page.screenshot({ path: out(file), omitBackground: !maskable });
  await page.close();
}

await icon(192, "icon-192.png", false);
await icon(512, "icon-512.png", false);
await icon(512, "maskable-512.png", true);

async function screenshot(file: string, width: number, height: number, isMobile: boolean) {
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile,
    hasTouch: isMobile,
    reducedMotion: "reduce",
    serviceWorkers: "block",
  });
  // The home page at rest: the visitor's promotion pop-up already closed (as e2e/helpers.ts promotionsAlreadyClosed).
  await context.addInitScript(() => {
    localStorage.setItem("popUpDiscountModalCloseTime", `visitor:${Date.now() + 365 * 24 * 3600 * 1000}`);
  });
  const page = await context.newPage();
  await page.goto(BASE + "/", { waitUntil: "networkidle" });
  await page.screenshot({ path: out(file), type: "jpeg", quality: 70 });
  await context.close();
}

await screenshot("screen-phone.jpg", 390, 844, true);
await screenshot("screen-desktop.jpg", 1366, 768, false);
await browser.close();
console.log("public/pwa: icons and screenshots written");
