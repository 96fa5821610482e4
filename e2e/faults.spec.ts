// The fault gate (faults): the platform fails and the site stays honest. The sandbox's admin controls
// `outage` and `realtime` (sandbox/README.md "Fault controls") take /api and socket.io down; pages still answer,
// the parts that need the platform say so with a Retry, nothing throws, and everything works again when the
// platform returns — without a reload.
//
// An outage is global to a server, so this file runs its own server (E2E_PORT + 6: the demo server is + 1, the
// platform project's nginx, platform and site + 2, + 3, + 4; playwright.config.ts), in the
// behaviour project only (one project is enough: the outage is the same everywhere): the specs running in
// parallel on the shared server never see the platform down.
import { spawn, type ChildProcess } from "node:child_process";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";
import { admin, login, msg, openLogin, submitLogin } from "./auth-helpers.ts";
import { captureErrors, promotionsAlreadyClosed } from "./helpers.ts";
import { PAGES } from "./routes.ts";

const PORT = Number(process.env["E2E_PORT"] ?? 4599) + 6;
const BASE = `http://127.0.0.1:${PORT}`;

test.use({ baseURL: BASE });
test.describe.configure({ mode: "serial" });

// The promotion pop-up (spec 000 §3) comes up once the page is interactive, and on a loaded machine that can be
// just after the platform returns, over the part under test. These tests are about faults: this visitor has
// already closed it (a close time later than every item's update, spec 000 §4).
test.beforeEach(({ page }) => promotionsAlreadyClosed(page));

let server: ChildProcess | undefined;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  server = spawn("npm", ["run", "serve"], {
    detached: true, // its own process group, so afterAll ends npm and the server it started
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SANDBOX_DB: ":memory:",
      SANDBOX_CAPTCHA: "1234",
      SANDBOX_ADMIN_KEY: "sandbox",
      NODE_ENV: "production",
    },
  });
  await expect
    .poll(async () => (await fetch(BASE).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [250] })
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

test.afterEach(async ({ request }) => {
  await admin(request, "outage", { mode: "off" });
  await admin(request, "realtime", { action: "start" });
});

const outage = (request: APIRequestContext, body: Record<string, unknown>) => admin(request, "outage", body);

/**
 * The console errors that are the browser's own report of a refused or failed request ("Failed to load
 * resource: net::ERR_EMPTY_RESPONSE", a refused WebSocket): the outage itself, not an error of the site.
 * Anything else (an uncaught error, a React error, a CSP violation) stays.
 */
function siteErrors(list: string[]): string[] {
  return list.filter(
    (e) =>
      !/Failed to load resource: (net::ERR_|the server responded with a status of (403|503))/.test(e) &&
      !/WebSocket connection to '.*' failed/.test(e),
  );
}

/** Whether the page's real-time socket is connected (the connector's one connection, src/lib/realtime). */
function realtimeConnected(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const conn = (globalThis as { __lobbyRealtime?: { echo: { connector: { socket?: { connected: boolean } } } } })
      .__lobbyRealtime;
    return conn?.echo.connector.socket?.connected ?? false;
  });
}

test("every route still answers its normal status within 2 s while the platform is down or hangs", async ({
  request,
}) => {
  test.setTimeout(90_000);
  for (const mode of ["down", "slow"] as const) {
    await outage(request, { mode });
    for (const route of [...PAGES, "/no-such-page"]) {
      const started = Date.now();
      const response = await request.get(route, { maxRedirects: 0 });
      const took = Date.now() - started;
      expect(response.status(), `${mode} ${route}`).toBe(route === "/no-such-page" ? 404 : 200);
      expect(took, `${mode} ${route} took ${took} ms`).toBeLessThan(2000);
    }
  }
});

test("home with the platform down: the jackpot says so with Retry, and Retry works once it is back", async ({
  page,
  request,
  errors,
}, testInfo) => {
  await outage(request, { mode: "down" });
  await page.goto("/");
  const jackpot = page.locator("#home-jackpot");
  await expect(jackpot).toHaveAttribute("data-state", "error");
  await expect(jackpot).not.toHaveAttribute("aria-busy", "true");
  await expect(jackpot.getByText(msg(testInfo, "fault.jackpot.unavailable"))).toBeVisible();
  const retry = jackpot.getByRole("button", { name: msg(testInfo, "fault.retry") });

  // Still down: Retry tries, and says so again.
  const attempt = page.waitForEvent("requestfailed", (r) => r.url().endsWith("/api/v2/get_jackpot"));
  await retry.click();
  await attempt;
  await expect(jackpot).toHaveAttribute("data-state", "error");
  await expect(retry).toBeVisible();

  // Back: the same page, no reload.
  await outage(request, { mode: "off" });
  await retry.click();
  await expect(jackpot).toHaveAttribute("data-state", "ready");
  await expect(jackpot.locator(".jp-digit").first()).toHaveText(/\d/);
  await expect(retry).toBeHidden();
  expect(siteErrors(errors.list)).toEqual([]);
});

test("a platform that hangs: loading stays honest, the page stays usable, the client gives up at 30 s (spec 000 §7)", async ({
  page,
  request,
  errors,
}, testInfo) => {
  // The page's clock is ours: the 30 s client timeout passes without the test waiting 30 s.
  await page.clock.install();
  await outage(request, { mode: "slow" }); // answers after 35 s
  await page.goto("/");
  const jackpot = page.locator("#home-jackpot");
  await expect(jackpot).toHaveAttribute("data-state", "loading");
  await expect(jackpot).toHaveAttribute("aria-busy", "true");
  await expect(jackpot.locator(".jp-value")).toHaveAttribute("aria-label", msg(testInfo, "fault.jackpot.loading"));

  // Usable meanwhile: the login modal opens, its captcha is loading.
  const dialog = await openLogin(page, testInfo);
  const captcha = dialog.getByTestId("captcha-image");
  await expect(captcha).toBeDisabled(); // loading

  await page.clock.fastForward(31_000);
  await expect(jackpot).toHaveAttribute("data-state", "error");
  await expect(jackpot.getByText(msg(testInfo, "fault.jackpot.unavailable"))).toBeVisible();
  await expect(captcha).toHaveAttribute("data-state", "failed");
  await expect(captcha).toBeEnabled();
  expect(siteErrors(errors.list)).toEqual([]);
});

test("login modal with the platform down: the captcha says it failed, and loads again when it is back; login works", async ({
  page,
  request,
  errors,
}, testInfo) => {
  await page.goto("/");
  await outage(request, { mode: "down" });
  const dialog = await openLogin(page, testInfo);
  const captcha = dialog.getByTestId("captcha-image");
  await expect(captcha).toHaveAttribute("data-state", "failed");
  await expect(captcha).toHaveAccessibleName(msg(testInfo, "fault.captcha.failed"));
  await expect(captcha).toHaveText(msg(testInfo, "fault.retry"));

  await outage(request, { mode: "off" });
  await captcha.click();
  await submitLogin(page, testInfo, "demo01", "demo1234");
  await expect(page.getByTestId("balance")).toContainText(/₹\s?[\d,]+/);
  expect(siteErrors(errors.list)).toEqual([]);
});

test("signed in, the platform answers 503: the header says the balance is unavailable; its refresh works once it is back", async ({
  page,
  request,
  errors,
}, testInfo) => {
  await page.goto("/user/Info");
  await login(page, testInfo, "demo01", "demo1234");
  await outage(request, { mode: "errors" });
  await page.reload();
  const balance = page.getByTestId("balance");
  await expect(balance).toHaveText(new RegExp(msg(testInfo, "fault.balance.unavailable")));
  const refresh = page.getByRole("button", { name: msg(testInfo, "session.refresh_balance") });
  await expect(refresh).toBeEnabled();
  // the failure alone logs nobody out
  await expect(page.getByRole("button", { name: msg(testInfo, "auth.logout.button"), exact: true })).toBeVisible();

  await outage(request, { mode: "off" });
  await refresh.click();
  await expect(balance).toContainText(/₹\s?[\d,]+/);
  await expect(balance).not.toContainText(msg(testInfo, "fault.balance.unavailable"));
  expect(siteErrors(errors.list)).toEqual([]);
});

test("real-time server stopped and restarted: the member stays logged in, the page reconnects within 5 s and events flow (spec 001 §9)", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const errors = await captureErrors(page);
  await page.clock.install();
  await page.goto("/");
  await login(page, testInfo, "demo01", "demo1234");
  await expect.poll(() => realtimeConnected(page)).toBe(true);

  await admin(request, "realtime", { action: "stop" });
  await expect.poll(() => realtimeConnected(page)).toBe(false);
  // Past the 2 s member-channel rule (spec 001 §7): a server that is down is not a refused channel.
  await page.clock.runFor(5_000);
  const logout = page.getByRole("button", { name: msg(testInfo, "auth.logout.button"), exact: true });
  await expect(logout).toBeVisible();

  await admin(request, "realtime", { action: "start" });
  const back = Date.now();
  await expect.poll(() => realtimeConnected(page), { timeout: 10_000, intervals: [100] }).toBe(true);
  // Reconnection delay 1 s, at most 5 s (randomisation 0.5): never more than 5 s after the server returns,
  // plus the handshake.
  expect(Date.now() - back).toBeLessThan(6_000);

  // Channels rejoined: an event only the real-time channel carries reaches the page.
  await expect(async () => {
    await admin(request, "forward-game-status", { account: "demo01", code: 957 });
    await expect(page.getByText(msg(testInfo, "session.transfer_disabled")).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  // …and a deposit moves the header balance.
  const before = (await page.getByTestId("balance").textContent()) ?? "";
  await admin(request, "deposit", { account: "demo01", amount: 321 });
  await expect(page.getByTestId("balance")).not.toHaveText(before);
  await expect(logout).toBeVisible();
  expect(siteErrors(errors.list)).toEqual([]);
});

/**
 * A browser whose pages are in `lang` (the language cookie): every language has its own server-side cache of
 * platform answers, so a language no other test of this file uses starts cold, as on a fresh server.
 */
async function inLanguage(page: Page, lang: string): Promise<void> {
  await page.context().addCookies([{ name: "lang", value: lang, url: BASE }]);
}

test("a slow platform: the page comes within 2 s with skeletons, and they fill when the platform answers (DESIGN budget)", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = await captureErrors(page);
  await inLanguage(page, "ko_KR");
  // Slower than the render's budget (800 ms), within the server's own wait for a call (3 s).
  await outage(request, { mode: "slow", delayMs: 2000 });

  const home = await page.goto("/");
  expect(home?.request().timing().responseStart).toBeLessThan(2000);
  // The HTML that arrived had skeletons (the platform had not answered), and was not kept for other visitors.
  const html = (await home?.text()) ?? "";
  expect(html).toContain('data-refill="home-rows" data-pending=""');
  // The jackpot's cells wait empty (a loading state), never "₹ 0000000000".
  expect(html).toMatch(/class="jp-digit"/);
  expect(html).not.toMatch(/class="jp-digit"[^>]*>\d/);
  expect(home?.headers()["cache-control"]).toContain("no-store");
  // The skeletons fill, without a reload: the game rows, the banners.
  const rows = page.locator('[data-refill="home-rows"]');
  await expect(rows.locator(".row-game").first()).toBeVisible({ timeout: 15_000 });
  await expect(rows).not.toHaveAttribute("aria-busy", "true");
  await expect(page.locator("[data-pending]")).toHaveCount(0);
  // The jackpot loads as a loading state (no "0000000000"), then shows its figure.
  await expect(page.locator("#home-jackpot .jp-digit").first()).toHaveText(/\d/, { timeout: 15_000 });

  await inLanguage(page, "ja_JP");
  const slots = await page.goto("/slotgame?gt_id=2&gp_id=GPR8&house=0");
  expect(slots?.request().timing().responseStart).toBeLessThan(2000);
  expect(await slots?.text()).toContain('data-refill="slot-list" data-pending=""');
  await expect(page.locator(".slot-list .game-play").first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("[data-pending]")).toHaveCount(0);

  const wallet = await page.goto("/user/MyWallet");
  expect(wallet?.request().timing().responseStart).toBeLessThan(2000);
  expect(siteErrors(errors.list)).toEqual([]);
});

test("a platform that hangs past every timeout: the skeletons turn into honest errors with Retry, none stays", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const errors = await captureErrors(page);
  await inLanguage(page, "th_TH");
  await outage(request, { mode: "slow" }); // answers after 35 s: every server call gives up at 3 s
  const response = await page.goto("/slotgame?gt_id=2&gp_id=GPLL&house=0");
  expect(response?.request().timing().responseStart).toBeLessThan(2000);
  const list = page.locator('[data-refill="slot-list"]');
  // The second render waited for the calls and found none answered: the list's own error, with Retry.
  await expect(list.getByRole("alert")).toBeVisible({ timeout: 15_000 });
  await expect(list.getByRole("link")).toHaveAttribute("href", /\/slotgame\?gt_id=2&gp_id=GPLL/);
  await expect(page.locator("[data-pending]")).toHaveCount(0);
  await expect(page.locator(".skeleton")).toHaveCount(0);
  expect(siteErrors(errors.list)).toEqual([]);
});

test("the platform answers 503: the member is told the service is unavailable, not to check their connection", async ({
  page,
  request,
  errors,
}, testInfo) => {
  await page.goto("/user/Info");
  await openLogin(page, testInfo);
  // Only the login call fails, as a gateway in front of a failing platform answers it: a bare 503.
  await outage(request, { mode: "errors", paths: ["/api/login"] });
  const dialog = await submitLogin(page, testInfo, "demo01", "demo1234");
  await expect(dialog.getByText(msg(testInfo, "api.error.unavailable"))).toBeVisible();
  await expect(dialog.getByText(msg(testInfo, "api.error.network"))).toHaveCount(0);
  expect(siteErrors(errors.list)).toEqual([]);
});
