import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_PLATFORM_ENV } from "./scripts/test-browser.ts";
import { testSandboxNow } from "./scripts/test-clock.ts";

// Real Chromium from Debian (Playwright cannot download browsers here). CHROMIUM_PATH overrides.
const executablePath = CHROMIUM_PATH;
const args = [...CHROMIUM_ARGS];
const PORT = Number(process.env["E2E_PORT"] ?? 4599);
/** A second server with IS_DEMO=true for e2e/demo.spec.ts (spec 001 §5 demo mode). */
const DEMO_PORT = PORT + 1;

/**
 * The `platform` project (README "Deploying"): the site as an operator runs it, against the platform as a process of
 * its own. nginx (npm run lb, deploy/nginx/lobby.conf.template) on PORT+2 in front of a site on PORT+4 started with
 * PLATFORM_API_URL and REALTIME_URL naming the platform on PORT+3 (`npm run platform`); browsers reach its socket.io
 * on its own origin (the CSP's connect-src must name it). Its servers start only when the run includes the project.
 */
const LB_PORT = PORT + 2;
const PLATFORM_PORT = PORT + 3;
const PLATFORM_SITE_PORT = PORT + 4;
const PLATFORM_ORIGIN = `http://127.0.0.1:${PLATFORM_PORT}`;
const askedProjects = process.argv.flatMap((a, i, all) =>
  a === "--project" ? [all[i + 1] ?? ""] : a.startsWith("--project=") ? [a.slice("--project=".length)] : [],
);
const platformRun = askedProjects.length === 0 || askedProjects.includes("platform");
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

/** The sandbox's clock for the run: today at 12:00 in India (scripts/test-clock.ts). */
export const SANDBOX_NOW = testSandboxNow();
// Workers inherit it, so a spec's own server (e2e/faults.spec.ts) runs on the same clock.
process.env["SANDBOX_NOW"] = SANDBOX_NOW;

/**
 * Projects by purpose (DESIGN "Quality gates"), chosen here rather than skipped at run time:
 *
 * - `matrix-<locale>-<viewport>`: the gates that depend on the language and the width (routes, accessibility,
 *   text fit, untranslated text, page titles), in every routed locale at both viewports. A test tagged
 *   `@only:<locale>-<viewport>`, `@only:<locale>` or `@only:<viewport>` (e.g. `@only:ta_IN-mobile`, `@only:hi_IN`,
 *   `@only:desktop`) runs in the matrix projects it names; an untagged one in all six.
 * - `behaviour`: every other flow once, in English on a desktop.
 * - `behaviour-phone`: English on a phone, for the flows that differ there: a test tagged `@phone` runs in both
 *   behaviour projects, one tagged `@phone-only` (the phone's own template) in this one alone.
 * - `behaviour-hi_IN-phone`, `behaviour-ta_IN-phone`: a flow whose issue asks for it in that language on a phone
 *   (the agent centre in Hindi, player protection in Tamil): a test tagged `@hi_IN-phone` or `@ta_IN-phone` runs
 *   in `behaviour` and in that project.
 * - `demo`: e2e/demo.spec.ts against the second server, started with IS_DEMO=true (spec 001 §5).
 * - `platform`: the tests tagged `@platform` (log in, open a game, member.cash live, deposit, a letter, the quick-bet
 *   frame) against a site whose platform is a process of its own, behind nginx (LB_PORT above).
 */
const MATRIX_SPECS = /[\\/](routes|a11y|text-fit|untranslated|page-titles)\.spec\.ts$/;
const DEMO_SPECS = /[\\/]demo\.spec\.ts$/;
/** Screenshots to look at, not a test: only when asked for (SCREENS=1, e2e/screens.spec.ts). */
const NOT_ASKED_FOR = process.env["SCREENS"] ? [] : [/[\\/]screens\.spec\.ts$/];
const onlyFor = (locale: string, viewport: string) =>
  new RegExp(`^(?!.*@only:)|@only:(${locale}-${viewport}|${locale}|${viewport})(?=\\s|$)`);
const PHONE = /@phone(-only)?(?=\s|$)/;
const PHONE_ONLY = /@phone-only(?=\s|$)/;
const localePhone = (locale: string) => new RegExp(`@${locale}-phone(?=\\s|$)`);
const PLATFORM = /@platform(?=\s|$)/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // A stray test.only must never make CI run part of the suite and pass.
  forbidOnly: Boolean(process.env["CI"]),
  // Two, one a core of the 2-core CI machine; E2E_WORKERS tries another count without editing this file.
  workers: Number(process.env["E2E_WORKERS"]) || 2,
  retries: process.env["CI"] ? 1 : 0,
  reporter: process.env["CI"] ? [["list"]] : [["list"]],
  // demo01 signed in once, before any test, for the tests that need a member on the page (e2e/member-state.ts).
  globalSetup: "./e2e/global-setup.ts",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The site's service worker (features/pwa) answers navigations, and its 3 s timeout on a loaded machine would
    // turn a slow page into the offline page; page.route() would not see what it fetches. e2e/pwa.spec.ts allows it.
    serviceWorkers: "block",
    launchOptions: { executablePath, args },
    trace: "off",
  },
  projects: [
    ...locales.flatMap((locale) =>
      (Object.keys(viewports) as (keyof typeof viewports)[]).map((vp) => ({
        name: `matrix-${locale}-${vp}`,
        testMatch: MATRIX_SPECS,
        grep: onlyFor(locale, vp),
        // The gates read the page at rest: no transitions or carousel motion between a scan and its screenshot.
        use: { ...viewports[vp], locale: locale.replace("_", "-"), reducedMotion: "reduce" as const },
        metadata: { locale, viewport: vp },
      })),
    ),
    {
      name: "behaviour",
      testIgnore: [MATRIX_SPECS, DEMO_SPECS, ...NOT_ASKED_FOR],
      grepInvert: PHONE_ONLY,
      use: { ...viewports.desktop, locale: "en-US" },
      metadata: { locale: "en_US", viewport: "desktop" },
    },
    {
      name: "behaviour-phone",
      testIgnore: [MATRIX_SPECS, DEMO_SPECS, ...NOT_ASKED_FOR],
      grep: PHONE,
      use: { ...viewports.mobile, locale: "en-US" },
      metadata: { locale: "en_US", viewport: "mobile" },
    },
    ...(["hi_IN", "ta_IN"] as const).map((locale) => ({
      name: `behaviour-${locale}-phone`,
      testIgnore: [MATRIX_SPECS, DEMO_SPECS, ...NOT_ASKED_FOR],
      grep: localePhone(locale),
      use: { ...viewports.mobile, locale: locale.replace("_", "-") },
      metadata: { locale, viewport: "mobile" },
    })),
    {
      name: "demo",
      testMatch: DEMO_SPECS,
      use: { ...viewports.mobile, locale: "en-US", baseURL: `http://127.0.0.1:${DEMO_PORT}` },
      metadata: { locale: "en_US", viewport: "mobile" },
    },
    ...(platformRun
      ? [
          {
            name: "platform",
            testIgnore: [MATRIX_SPECS, DEMO_SPECS, ...NOT_ASKED_FOR],
            grep: PLATFORM,
            use: { ...viewports.desktop, locale: "en-US", baseURL: `http://127.0.0.1:${LB_PORT}` },
            metadata: { locale: "en_US", viewport: "desktop", realtimeOrigin: PLATFORM_ORIGIN },
          },
        ]
      : []),
  ],
  webServer: [
    ...[PORT, DEMO_PORT].map((port) => ({
      command: "npm run serve",
      // A static file, not a page: rendering "/" here would cache the seeded visitor pop-ups for 10 s (the
      // server's platform-call cache), past the global setup's bulletin/clear, and cover the first tests' pages.
      url: `http://127.0.0.1:${port}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        // Every project logs in (and fails on purpose) from 127.0.0.1 against this one server: the per-IP login
        // limit is raised (sandbox/README.md, SANDBOX_LOGIN_LIMITS); production turns the sandbox's admin controls
        // off unless a key is set (e2e/auth-helpers.ts sends this one); the tests' own requests name a client
        // address with X-Forwarded-For (each sign-up from its own address), as a proxy on loopback would.
        ...TEST_PLATFORM_ENV,
        // E2E_NODE_ENV=development with `astro build --devOutput` serves React's development build, whose errors
        // carry their full text (how React's error #177 in the red envelope's root was found; loaded-view.ts).
        NODE_ENV: process.env["E2E_NODE_ENV"] ?? "production",
        SANDBOX_NOW,
        // A country no other test comes from: e2e/protection.spec.ts shows its visitors why they cannot sign up.
        BLOCKED_COUNTRIES: "AQ",
        ...(port === DEMO_PORT ? { IS_DEMO: "true" } : {}),
      },
    })),
    ...(platformRun
      ? [
          {
            command: "npm run platform",
            url: `${PLATFORM_ORIGIN}/readyz`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PORT: String(PLATFORM_PORT),
              HOST: "127.0.0.1",
              NODE_ENV: "production",
              ...TEST_PLATFORM_ENV,
              SANDBOX_NOW,
            },
          },
          {
            command: "npm run serve",
            url: `http://127.0.0.1:${PLATFORM_SITE_PORT}/favicon.svg`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PORT: String(PLATFORM_SITE_PORT),
              HOST: "127.0.0.1",
              NODE_ENV: process.env["E2E_NODE_ENV"] ?? "production",
              PLATFORM_API_URL: PLATFORM_ORIGIN,
              REALTIME_URL: PLATFORM_ORIGIN,
              TRUSTED_PROXIES: "loopback",
              LOG_LEVEL: "warn",
            },
          },
          {
            command: `npm run lb -- --listen ${LB_PORT} --lobby 127.0.0.1:${PLATFORM_SITE_PORT} --platform 127.0.0.1:${PLATFORM_PORT}`,
            url: `http://127.0.0.1:${LB_PORT}/favicon.svg`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
