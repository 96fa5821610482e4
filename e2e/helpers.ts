// Shared helpers for the browser tests: which routed locale a project addresses, and console-error capture.
import type { Page, TestInfo } from "@playwright/test";

export type RoutedLocale = "en_US" | "hi_IN" | "ta_IN";

export function projectLocale(testInfo: TestInfo): { locale: RoutedLocale; prefix: string; tag: string } {
  const locale = (testInfo.project.metadata as { locale?: RoutedLocale }).locale ?? "en_US";
  return { locale, prefix: locale === "en_US" ? "" : `/${locale}`, tag: locale.replace("_", "-") };
}

/** Collects console errors and uncaught page errors; call `.list` at the end of the test. */
export function captureErrors(page: Page) {
  const list: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") list.push(`${page.url()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => list.push(`${page.url()}: ${err.message}`));
  return { list };
}
