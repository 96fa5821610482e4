// The member's live connection goes where REALTIME_URL says, and every page's Content-Security-Policy lets it: the
// embedded sandbox on the site's own origin (behaviour), the platform's own origin when the platform runs as a
// process of its own (the `platform` project, README "Deploying"). Content pages are prerendered with the build's
// policy in a meta tag, so the server widens that tag's connect-src at run time (server/prerendered-csp.ts).
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures.ts";

/** The origin the project's site was started with as REALTIME_URL (playwright.config.ts metadata), else its own. */
function realtimeOrigin(metadata: Record<string, unknown>, baseURL: string): string {
  const configured = metadata["realtimeOrigin"];
  return typeof configured === "string" ? configured : new URL(baseURL).origin;
}

function connectSrc(policy: string | null | undefined): string[] {
  return (/(?:^|;)\s*connect-src([^;]*)/i.exec(policy ?? "")?.[1] ?? "").trim().split(/\s+/);
}

async function metaPolicy(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute("content") ?? null,
  );
}

test("the live connection goes to the real-time origin, which the CSP's connect-src names on rendered and prerendered pages @platform", async ({
  signedInPage: page,
  prefix,
  errors,
}, testInfo) => {
  const origin = realtimeOrigin(
    testInfo.project.metadata as Record<string, unknown>,
    String(testInfo.project.use.baseURL),
  );
  const sameOrigin = origin === new URL(String(testInfo.project.use.baseURL)).origin;
  const ws = origin.replace(/^http/, "ws");

  for (const path of ["/", "/faq/1"]) {
    const socket = page.waitForEvent("websocket", (w) => w.url().startsWith(`${ws}/socket.io/`));
    const res = await page.goto(`${prefix}${path}`);
    const sources = [...connectSrc(res?.headers()["content-security-policy"]), ...connectSrc(await metaPolicy(page))];
    // each policy that has a connect-src must allow the origin ('self' does when it is the site's own)
    for (const policy of [res?.headers()["content-security-policy"], await metaPolicy(page)]) {
      if (!policy || !/connect-src/i.test(policy)) continue;
      const allowed = connectSrc(policy);
      expect(allowed, `${path}: ${policy}`).toContain(sameOrigin ? "'self'" : origin);
      if (!sameOrigin) expect(allowed, `${path}: ${policy}`).toContain(ws);
    }
    expect(sources.length).toBeGreaterThan(0);
    // the member's channel connects there (socket.io upgrades to a WebSocket on that origin)
    await socket;
    await expect(page.getByTestId("balance").first()).toContainText(/\d/);
  }
  expect(errors.list).toEqual([]);
});
