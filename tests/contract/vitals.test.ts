// The web-vitals report (src/contract/vitals.ts, OUR EXTENSION): its shape, and the p75 the bench prints.
import { describe, expect, it } from "vitest";
import { VitalsReportSchema, p75, summariseVitals } from "../../src/contract/vitals.ts";

describe("vitals report", () => {
  it("accepts a template and LCP/INP/CLS values; refuses addresses, unknown metrics and absurd values", () => {
    const ok = { template: "discount/[id]", metrics: [{ name: "LCP", value: 1200.5, rating: "good" }] };
    expect(VitalsReportSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, template: "/discount?token=abc" },
      { ...ok, metrics: [{ name: "FID", value: 3 }] },
      { ...ok, metrics: [{ name: "CLS", value: -1 }] },
      { ...ok, metrics: [] },
    ])
      expect(VitalsReportSchema.safeParse(bad).success).toBe(false);
  });

  it("p75 is the nearest-rank 75th percentile", () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6);
  });

  it("summarises per template and metric", () => {
    const s = summariseVitals([
      {
        template: "home",
        metrics: [
          { name: "LCP", value: 1000 },
          { name: "CLS", value: 0.01 },
        ],
      },
      { template: "home", metrics: [{ name: "LCP", value: 2000 }] },
      { template: "faq", metrics: [{ name: "INP", value: 40 }] },
    ]);
    expect(s).toEqual({
      home: { LCP: { count: 2, p75: 2000 }, CLS: { count: 1, p75: 0.01 } },
      faq: { INP: { count: 1, p75: 40 } },
    });
  });
});
