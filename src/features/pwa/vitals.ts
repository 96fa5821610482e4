// Browser, loaded after load and idle only where VITALS_URL is set (<html data-vitals>, features/pwa/client.ts).
// Reports LCP, INP and CLS of this page view to POST /vitals (the contract's VitalsReport), once, when the page
// is hidden or left: web-vitals reports the final values then, and sendBeacon survives the unload.
import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import type { VitalsReport } from "../../contract/vitals.ts";
import { pageTemplate } from "./page-template.ts";

export const VITALS_ENDPOINT = "/vitals";

export function reportVitals(): void {
  const metrics = new Map<string, VitalsReport["metrics"][number]>();
  const keep = (m: Metric) => {
    if (m.name === "LCP" || m.name === "INP" || m.name === "CLS")
      metrics.set(m.name, { name: m.name, value: Math.round(m.value * 1000) / 1000, rating: m.rating });
    // A value that comes once the page is hidden or going (web-vitals reports INP and CLS then, in whichever
    // order the browser fires pagehide and visibilitychange) leaves at once, in a beacon of its own.
    if (leaving || document.visibilityState === "hidden") flush();
  };
  let leaving = false;
  const flush = () => {
    if (metrics.size === 0) return;
    const report: VitalsReport = { template: pageTemplate(window.location.pathname), metrics: [...metrics.values()] };
    metrics.clear();
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(report));
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  // After web-vitals' own listeners (registered above), so the final values are in before the beacon leaves.
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  addEventListener("pagehide", () => {
    leaving = true;
    flush();
  });
}
