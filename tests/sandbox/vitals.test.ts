// /sandbox/vitals (OUR EXTENSION, src/contract/vitals.ts): the site forwards reports here; the bench reads the p75.
import { afterEach, describe, expect, it } from "vitest";
import { startSandbox, type Harness } from "./helpers.ts";

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe("/sandbox/vitals", () => {
  it("keeps checked reports and answers their p75 per template; DELETE empties it", async () => {
    h = await startSandbox();
    const post = (body: unknown) =>
      fetch(`${h!.base}/sandbox/vitals`, { method: "POST", body: JSON.stringify(body) }).then((r) => r.status);
    expect(await post({ template: "home", metrics: [{ name: "LCP", value: 900 }] })).toBe(202);
    expect(await post({ template: "home", metrics: [{ name: "LCP", value: 1500 }] })).toBe(202);
    expect(await post({ template: "home", metrics: [{ name: "NOPE", value: 1 }] })).toBe(400);
    expect(await post("not json")).toBe(400);
    const summary = (await (await fetch(`${h.base}/sandbox/vitals`)).json()) as unknown;
    expect(summary).toEqual({ home: { LCP: { count: 2, p75: 1500 } } });
    expect((await fetch(`${h.base}/sandbox/vitals`, { method: "DELETE" })).status).toBe(200);
    expect(await (await fetch(`${h.base}/sandbox/vitals`)).json()).toEqual({});
  });
});
