import { defineConfig, devices } from "@playwright/test";

// Real Chromium from Debian (Playwright cannot download browsers here). CHROMIUM_PATH overrides.
const executablePath = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
const PORT = Number(process.env["E2E_PORT"] ?? 4599);

const viewports = {
  desktop: { viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
  mobile: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: devices["Pixel 7"].userAgent,
  },
} as const;
const locales = ["en_US", "hi_IN", "ta_IN"] as const;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env["CI"] ? 2 : 2,
  retries: process.env["CI"] ? 1 : 0,
  reporter: process.env["CI"] ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath, args },
    trace: "off",
  },
  projects: locales.flatMap((locale) =>
    (Object.keys(viewports) as (keyof typeof viewports)[]).map((vp) => ({
      name: `${locale}-${vp}`,
      use: { ...viewports[vp], locale: locale.replace("_", "-") },
      metadata: { locale, viewport: vp },
    })),
  ),
  webServer: {
    command: "npm run serve",
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SANDBOX_DB: ":memory:",
      SANDBOX_CAPTCHA: "1234",
      SANDBOX_SMS_CODE: "123456",
      NODE_ENV: "production",
    },
  },
});
