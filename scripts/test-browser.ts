// What the e2e runs, the bench and the scale test share about the browser and the platform they drive: Debian's
// Chromium (Playwright cannot download its own browser here; CHROMIUM_PATH overrides) with one set of flags, and
// the sandbox settings that let a test drive the platform (captcha and SMS codes, admin key, raised login limit).

/** The Chromium binary every script and test launches. */
export const CHROMIUM_PATH = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

/** Flags for a test or measuring browser: no sandbox (a container), no GPU, none of the browser's own traffic. */
export const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/**
 * The sandbox variables of every test server (playwright.config.ts, scripts/scale/stack.ts; sandbox/README.md):
 * a fresh in-memory database, fixed captcha and SMS codes, the admin controls on with the tests' key, the per-IP
 * login limit raised (every project logs in from 127.0.0.1), and X-Forwarded-For believed from loopback (each
 * sign-up names its own address, e2e/auth-helpers.ts).
 */
export const TEST_PLATFORM_ENV: Readonly<Record<string, string>> = {
  SANDBOX_DB: ":memory:",
  SANDBOX_CAPTCHA: "1234",
  SANDBOX_SMS_CODE: "123456",
  SANDBOX_LOGIN_LIMITS: "ip=100000",
  SANDBOX_ADMIN_KEY: "sandbox",
  TRUSTED_PROXIES: "loopback",
};
