// Browser. The installable app's always-on part, run by every page's layout script; a few hundred bytes that
// count in the content pages' JS budget, so it imports no tables:
// - <html data-offline> follows the connection, so the header's badge shows by CSS (OfflineBadge.astro);
// - an installed app stores the spec's `pwa` flag (spec 001 §3), so every client-type reader says pwa (spec 000 §9);
// - after load and idle, the service worker is registered; a new version waiting beside the one in control loads
//   update.ts (the toast); the web-vitals reporter loads only where the server enabled it (vitalsOn).
import { rememberInstalled, runsInstalled } from "../../lib/device/installed.ts";
import { SW_PATH, VITALS_TIMING } from "./paths.ts";

/**
 * The server says VITALS_URL is set with a `Server-Timing: vitals` header on the page (server/main.ts): a
 * run-time switch that prerendered pages can read too, and no byte in any page when it is off.
 */
function vitalsOn(): boolean {
  const nav = performance.getEntriesByType("navigation")[0];
  return nav?.serverTiming?.some((t) => t.name === VITALS_TIMING) ?? false;
}

async function register(): Promise<void> {
  const sw = navigator.serviceWorker;
  const reg = await sw.register(SW_PATH);
  // The page's language, for the offline page where the worker cannot read the `lang` cookie (not Chromium).
  void sw.ready.then((r) =>
    r.active?.postMessage({ type: "lang", lang: document.documentElement.lang.replace("-", "_") }),
  );
  const waiting = () => {
    if (reg.waiting && sw.controller) void import("./update.ts").then((m) => m.offerUpdate(reg));
  };
  waiting();
  reg.addEventListener("updatefound", () => reg.installing?.addEventListener("statechange", waiting));
}

export function startPwa(): void {
  const root = document.documentElement;
  const sync = () => root.toggleAttribute("data-offline", !navigator.onLine);
  sync();
  addEventListener("online", sync);
  addEventListener("offline", sync);
  if (runsInstalled()) rememberInstalled();
  const later = () => {
    if ("serviceWorker" in navigator) register().catch(() => undefined);
    if (vitalsOn()) void import("./vitals.ts").then((m) => m.reportVitals());
  };
  // After load, when the browser is idle: nothing here competes with the page's first paint and hydration.
  const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(later) : setTimeout(later, 200));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
