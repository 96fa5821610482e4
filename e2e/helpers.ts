// Shared helpers for the browser tests: which routed locale a project addresses, and console-error capture.
import { expect, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from "@playwright/test";

export type RoutedLocale = "en_US" | "hi_IN" | "ta_IN";

export function projectLocale(testInfo: TestInfo): { locale: RoutedLocale; prefix: string; tag: string } {
  const locale = (testInfo.project.metadata as { locale?: RoutedLocale }).locale ?? "en_US";
  return { locale, prefix: locale === "en_US" ? "" : `/${locale}`, tag: locale.replace("_", "-") };
}

/**
 * The sanitiser's code in the build: src/components/ui/SafeHtml.tsx's chunk, which holds src/lib/html/sanitize.ts
 * and DOMPurify (or their own chunks, should the bundler split them out).
 */
const SANITISER_CHUNK = /\/_astro\/(SafeHtml|sanitize|purify)[\w.-]*\.js$/;
const INLINE_HANDLER_LINE =
  /^Executing inline event handler violates the following Content Security Policy directive 'script-src /;

/**
 * Collects console errors, uncaught page errors and Content-Security-Policy violations (a blocked eval
 * that the code catches logs nothing, but still breaks the policy); read `.list` at the end of the test.
 *
 * One report is exempt, exactly ("Platform HTML is hostile"): Chromium reports a `script-src-attr`
 * violation whenever markup with an event-handler attribute is merely parsed, even into the sanitiser's inert
 * document. The sandbox is shared by the tests running in parallel, so any page that shows platform HTML (an
 * announcement, a letter, a bulletin) may be handed another test's hostile payload. Exempt are the
 * `script-src-attr` events whose source is the sanitiser's chunk, and as many of Chromium's console lines for
 * inline handlers as there were such events (the same report, told twice); anything else stays.
 */
export async function captureErrors(page: Page) {
  const entries: { text: string; sanitiserParse?: true; handlerLine?: true }[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    entries.push({ text: `${page.url()}: ${text}`, ...(INLINE_HANDLER_LINE.test(text) ? { handlerLine: true } : {}) });
  });
  page.on("pageerror", (err) => entries.push({ text: `${page.url()}: ${err.message}` }));
  await page.exposeFunction("__lobbyCspViolation", (directive: string, blocked: string, source: string, line: number) =>
    entries.push({
      text: `${page.url()}: CSP ${directive} ${blocked} ${source}:${line}`,
      ...(directive === "script-src-attr" && SANITISER_CHUNK.test(source) ? { sanitiserParse: true } : {}),
    }),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (
        window as unknown as { __lobbyCspViolation?: (d: string, b: string, s: string, l: number) => void }
      ).__lobbyCspViolation;
      report?.(e.violatedDirective, e.blockedURI, e.sourceFile, e.lineNumber);
    });
  });
  return {
    get list(): string[] {
      let pardon = entries.filter((e) => e.sanitiserParse).length;
      return entries
        .filter((e) => {
          if (e.sanitiserParse) return false;
          if (e.handlerLine && pardon > 0) {
            pardon -= 1;
            return false;
          }
          return true;
        })
        .map((e) => e.text);
    },
  };
}

/**
 * Waits until the page's islands that hydrate at once (`client:load`, `client:idle`) have hydrated: Astro removes
 * an island's `ssr` attribute when it has. A server-rendered button pressed before that does nothing, on a slow
 * phone as on a loaded test machine; a test that acts at once would test the machine's speed, not the site.
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:is([client="load"], [client="idle"])'));
}

/**
 * The promotion pop-up (spec 000 §3) comes up once the page is interactive and takes the focus, as it should.
 * Tests about something else start as a visitor who has already closed it: a close time later than every item's
 * update (spec 000 §4), written before any page script runs.
 */
export async function promotionsAlreadyClosed(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const nextYear = Date.now() + 365 * 24 * 3600 * 1000;
    localStorage.setItem("popUpDiscountModalCloseTime", `visitor:${nextYear}`);
  });
}

/**
 * A new browser context with the project's own settings (base URL, viewport, touch, user agent) and extra request
 * headers, for a test that must send headers the project's context does not (a CDN country, a sandbox audience).
 */
export async function projectContext(
  browser: Browser,
  testInfo: TestInfo,
  extraHTTPHeaders: Record<string, string>,
): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, userAgent, baseURL } = testInfo.project.use;
  return browser.newContext({
    extraHTTPHeaders,
    ...(baseURL ? { baseURL } : {}),
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(userAgent ? { userAgent } : {}),
  });
}

/** The page's real-time connection has joined a public channel (src/lib/realtime/connector.ts). */
export function channelJoined(page: Page, channel: string): Promise<boolean> {
  return page.evaluate((name) => {
    const conn = (globalThis as { __lobbyRealtime?: { echo: { connector: { channels: Record<string, unknown> } } } })
      .__lobbyRealtime;
    return Boolean(conn && Object.hasOwn(conn.echo.connector.channels, name));
  }, channel);
}

/**
 * On a slot list, opens the first game's demo modal from its "Try demo" (spec 000 §9 demo-capable providers); a tap
 * before the list hydrates is replayed. Returns the modal.
 */
export async function openFirstDemo(page: Page): Promise<Locator> {
  const modal = page.getByTestId("demo-game-modal");
  await expect(async () => {
    await page.locator(".game-grid .game-demo").first().click();
    await expect(modal).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return modal;
}
