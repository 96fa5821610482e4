// Shared helpers for the browser tests: which routed locale a project addresses, and console-error capture.
import type { Page, TestInfo } from "@playwright/test";

export type RoutedLocale = "en_US" | "hi_IN" | "ta_IN";

export function projectLocale(testInfo: TestInfo): { locale: RoutedLocale; prefix: string; tag: string } {
  const locale = (testInfo.project.metadata as { locale?: RoutedLocale }).locale ?? "en_US";
  return { locale, prefix: locale === "en_US" ? "" : `/${locale}`, tag: locale.replace("_", "-") };
}

/**
 * Collects console errors, uncaught page errors and Content-Security-Policy violations (a blocked eval
 * that the code catches logs nothing, but still breaks the policy); call `.list` at the end of the test.
 */
export async function captureErrors(page: Page) {
  const list: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") list.push(`${page.url()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => list.push(`${page.url()}: ${err.message}`));
  await page.exposeFunction("__lobbyCspViolation", (text: string) => list.push(`${page.url()}: CSP ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __lobbyCspViolation?: (t: string) => void }).__lobbyCspViolation;
      report?.(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return { list };
}
