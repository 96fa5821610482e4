// Browser. The installable app's always-on part, run by every page's layout-client.ts; kept to a few hundred bytes
// because it counts in the content pages' JS budget:
// - <html data-offline> follows the connection, so the header's badge shows by CSS (OfflineBadge.astro);
// - an installed app stores the spec's `pwa` flag (spec 001 §3), so every client-type reader says pwa (spec 000 §9);
// - after load and idle, the service worker is registered and told the page's language; a waiting new version
//   loads update.ts (the toast), and the web-vitals reporter loads only where the server enabled it (vitalsOn).
import { STORAGE } from "../../lib/config/keys.ts";
import { writeItem } from "../../lib/storage/storage.ts";
import { runsInstalled } from "../../lib/device/client-kind.ts";
import { SW_PATH, VITALS_TIMING } from "./paths.ts";

/**
 * The server says VITALS_URL is set with a `Server-Timing: vitals` header on the page (server/main.ts): a
 * run-time switch that prerendered pages can read too, and no byte in any page when it is off.
 */
function vitalsOn(): boolean {
  const nav = performance.getEntriesByType("navigation")[0];
  return nav?.serverTiming?.some((t) => t.name === VITALS_TIMING) ?? false;
}

function afterIdle(fn: () => void): void {
  const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(fn) : setTimeout(fn, 200));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

async function register(): Promise<void> {
  const sw = navigator.serviceWorker;
  const reg = await sw.register(SW_PATH);
  const lang = document.documentElement.lang.replace("-", "_");
  void sw.ready.then((r) => r.active?.postMessage({ type: "lang", lang }));
  // A new version is "waiting" once installed beside the one that controls this page.
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
  if (runsInstalled()) writeItem(STORAGE.pwa, "1");
  afterIdle(() => {
    if ("serviceWorker" in navigator) register().catch(() => undefined);
    if (vitalsOn()) void import("./vitals.ts").then((m) => m.reportVitals());
  });
}
