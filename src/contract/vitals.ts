// Ships to server and browser, and is imported by the sandbox. Real-user performance reports (the browsers'
// web-vitals: LCP, INP, CLS) per page template. OUR EXTENSION: the platform's contract has no such call; the site
// takes them at POST /vitals and forwards them to VITALS_URL, which the sandbox answers at /sandbox/vitals so that
// `npm run bench` can print their p75. Not under /api (not the platform's API), JSON, snake_case.
import { z } from "./zod.ts";

export const VITAL_NAMES = ["LCP", "INP", "CLS"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** One report: a page view's final values (LCP and INP in ms, CLS unitless). */
export const VitalsReportSchema = z.object({
  /** The page template ("home", "discount/[id]", …), not its address: no ids or query values travel. */
  template: z.string().check(z.regex(/^[A-Za-z0-9_[\]/-]{1,64}$/)),
  metrics: z
    .array(
      z.object({
        name: z.enum(VITAL_NAMES),
        value: z.number().check(z.gte(0), z.lte(600_000)),
        rating: z.optional(z.enum(["good", "needs-improvement", "poor"])),
      }),
    )
    .check(z.minLength(1), z.maxLength(VITAL_NAMES.length)),
});
export type VitalsReport = z.infer<typeof VitalsReportSchema>;

/** Largest report body accepted, in bytes. */
export const VITALS_BODY_LIMIT = 2048;

/** The sandbox's collector (a stand-in for the operator's real-user monitoring). */
export const SANDBOX_VITALS_PATH = "/sandbox/vitals";

/** The 75th percentile (nearest rank), as web-vitals' thresholds are read; null for no values. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

/** What GET /sandbox/vitals answers: per template and metric, the count and the p75. */
export type VitalsSummary = Record<string, Partial<Record<VitalName, { count: number; p75: number }>>>;

export function summariseVitals(reports: readonly VitalsReport[]): VitalsSummary {
  const values = new Map<string, Map<VitalName, number[]>>();
  for (const r of reports) {
    const byName = values.get(r.template) ?? new Map<VitalName, number[]>();
    values.set(r.template, byName);
    for (const m of r.metrics) byName.set(m.name, [...(byName.get(m.name) ?? []), m.value]);
  }
  const out: VitalsSummary = {};
  for (const [template, byName] of values) {
    const row: VitalsSummary[string] = {};
    for (const [name, list] of byName) row[name] = { count: list.length, p75: p75(list) ?? 0 };
    out[template] = row;
  }
  return out;
}
