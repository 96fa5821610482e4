// POST /vitals (src/pages/vitals.ts): off without VITALS_URL, a bad report is 400, and a body past the limit is
// refused before it is read whole (a declared length unread; a stream without one cut at the limit).
import { describe, expect, it, vi } from "vitest";
import { VITALS_BODY_LIMIT } from "../../src/contract/vitals.ts";
import { POST } from "../../src/pages/vitals.ts";

type Ctx = Parameters<typeof POST>[0];
const call = (request: Request, VITALS_URL?: string) =>
  POST({ request, locals: { env: { VITALS_URL } } } as unknown as Ctx) as Promise<Response>;
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://x/vitals", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("POST /vitals", () => {
  it("answers 404 when VITALS_URL is unset", async () => {
    expect((await call(post("{}"))).status).toBe(404);
  });

  it("answers 400 to a body that is not a report", async () => {
    expect((await call(post("not json"), "log")).status).toBe(400);
    expect((await call(post('{"name":"LCP"}'), "log")).status).toBe(400);
  });

  it("takes a valid report (logged when VITALS_URL is log)", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const report = { template: "home", metrics: [{ name: "LCP", value: 900 }] };
    expect((await call(post(JSON.stringify(report)), "log")).status).toBe(204);
    expect(log).toHaveBeenCalledWith(JSON.stringify({ vitals: report }));
    log.mockRestore();
  });

  it("refuses a declared length over the limit without reading the body", async () => {
    const request = post("{}", { "content-length": String(VITALS_BODY_LIMIT + 1) });
    const text = vi.spyOn(request, "text");
    expect((await call(request, "log")).status).toBe(413);
    expect(text).not.toHaveBeenCalled();
  });

  it("cuts a stream without a length once it passes the limit", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    expect((await call(post(stream), "log")).status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });
});
