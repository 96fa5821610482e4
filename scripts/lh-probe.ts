// Runs Lighthouse (mobile, performance only) on one page of a running server and prints the score, CLS and the
// elements that shifted, the LCP element with its breakdown (TTFB, resource load delay, load time, render delay)
// and the render-blocking requests. Dev aid for the budgets of DESIGN.md; `npm run bench` writes the figures of record.
// Usage: BASE=http://127.0.0.1:4700 npx node scripts/lh-probe.ts /faq/1 (GRAPH=1 adds the simulated LCP's requests)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
const BASE = process.env["BASE"] ?? "http://127.0.0.1:4700";
const path = process.argv[2] ?? "/";
const chrome = await chromeLauncher.launch({
  chromePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  // CPU=1: the simulation without its 4× CPU slowdown, to compare network changes on a busy machine (the
  // observed CPU time, multiplied, is most of the noise); figures of record keep Lighthouse's defaults.
  const cpu = process.env["CPU"] ? Number(process.env["CPU"]) : undefined;
  const config = cpu
    ? {
        extends: "lighthouse:default",
        settings: {
          throttling: {
            rttMs: 150,
            throughputKbps: 1638.4,
            requestLatencyMs: 562.5,
            downloadThroughputKbps: 1474.56,
            uploadThroughputKbps: 675,
            cpuSlowdownMultiplier: cpu,
          },
        },
      }
    : undefined;
  const result = await lighthouse(
    BASE + path,
    { port: chrome.port, onlyCategories: ["performance"], output: "json" },
    config,
  );
  const lhr = result?.lhr;
  const audit = (id: string) => lhr?.audits[id];
  console.log("performance", Math.round((lhr?.categories["performance"]?.score ?? 0) * 100));
  for (const id of [
    "cumulative-layout-shift",
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "speed-index",
  ])
    console.log(id, audit(id)?.displayValue, `(${Math.round(audit(id)?.numericValue ?? 0)})`);
  const shifts = audit("layout-shifts")?.details as { items?: { node?: { snippet?: string }; score?: number }[] };
  for (const item of shifts?.items ?? []) console.log("shift", item.score?.toFixed(4), item.node?.snippet);
  type Table = { items?: Record<string, unknown>[] };
  const lcp = audit("largest-contentful-paint-element")?.details as { items?: Table[] } | undefined;
  const node = lcp?.items?.[0]?.items?.[0]?.["node"] as { snippet?: string; selector?: string } | undefined;
  console.log("lcp element", node?.selector, node?.snippet?.slice(0, 300));
  for (const phase of lcp?.items?.[1]?.items ?? [])
    console.log("lcp phase", phase["phase"], Math.round(Number(phase["timing"])), "ms");
  // What Lighthouse's simulated LCP counts (lantern: every request, except low-priority images, that ended before
  // the LCP observed in the unthrottled load, and the CPU work started before it): the paint seen unthrottled
  // is what to move earlier, and what lies before it is what to take out.
  const observed = (audit("metrics")?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const fcp = Math.round(observed?.["observedFirstContentfulPaint"] ?? 0);
  const lcpAt = Math.round(observed?.["observedLargestContentfulPaint"] ?? 0);
  console.log("observed fcp", fcp, "ms, lcp", lcpAt, "ms");
  const requests = (audit("network-requests")?.details as Table | undefined)?.items ?? [];
  for (const r of requests) {
    const end = Number(r["networkEndTime"]);
    const low = r["resourceType"] === "Image" && (r["priority"] === "Low" || r["priority"] === "VeryLow");
    if (end <= lcpAt && !low)
      console.log(
        "before lcp",
        Math.round(Number(r["networkRequestTime"])),
        "→",
        Math.round(end),
        "ms",
        r["resourceType"],
        r["priority"],
        String(r["url"]).replace(BASE, ""),
        r["transferSize"],
        "B",
      );
  }
  const tasks = (audit("main-thread-tasks")?.details as Table | undefined)?.items ?? [];
  for (const task of tasks)
    if (Number(task["startTime"]) <= lcpAt && Number(task["duration"]) >= 5)
      console.log(
        "task before lcp",
        Math.round(Number(task["startTime"])),
        "ms",
        Math.round(Number(task["duration"])),
        "ms",
      );
  const blocking = audit("render-blocking-insight")?.details as Table | undefined;
  for (const item of blocking?.items ?? [])
    console.log("render-blocking", item["url"], item["totalBytes"], "B", Math.round(Number(item["wastedMs"])), "ms");
  // GRAPH=1: the simulated LCP's requests as Lighthouse schedules them (start → end, in simulated ms): about six at
  // a time, one round trip each, so the last rounds show which requests push the LCP out.
  if (process.env["GRAPH"] && result?.artifacts) {
    const a = result.artifacts;
    const data = {
      trace: a.Trace,
      devtoolsLog: a.DevtoolsLog,
      gatherContext: a.GatherContext,
      settings: lhr!.configSettings,
      URL: a.URL,
      SourceMaps: a.SourceMaps,
      simulator: null,
    };
    const simulated = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() } as never);
    const rows = [...simulated.optimisticEstimate.nodeTimings.entries()]
      .filter(([node]) => node.type === "network")
      .map(([node, t]) => {
        const request = (node as unknown as { request: { url: string; resourceType: string } }).request;
        return { start: t.startTime, end: t.endTime, what: `${request.resourceType} ${request.url.replace(BASE, "")}` };
      })
      .sort((x, y) => x.start - y.start);
    for (const r of rows) console.log("simulated", Math.round(r.start), "→", Math.round(r.end), "ms", r.what);
  }
} finally {
  chrome.kill();
}
