// The request id reaches the platform as X-Request-Id (README "Deploying"): through the /api pass-through, and from
// the calls a page makes while it renders (server/main.ts keeps the request in an AsyncLocalStorage that
// src/lib/api/server-call.ts reads). The answer's X-Instance-Id stays the site's own; pass-through failures count.
import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { proxyToPlatform } from "../../server/platform-proxy.ts";
import { defineCall } from "../../src/contract/call.ts";
import { createServerCaller, REQUEST_CONTEXT_KEY } from "../../src/lib/api/server-call.ts";

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
  delete (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT_KEY];
});

async function listen(handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return (server.address() as AddressInfo).port;
}

describe("X-Request-Id to the platform", () => {
  it("goes through the /api pass-through; the platform's X-Instance-Id does not come back", async () => {
    const seen: (string | undefined)[] = [];
    const platform = await listen((req, res) => {
      seen.push(req.headers["x-request-id"] as string | undefined);
      res.setHeader("X-Instance-Id", "platform");
      res.setHeader("Content-Type", "application/json");
      res.end('{"code":100}');
    });
    const site = await listen((req, res) => {
      req.headers["x-request-id"] = "req-12345678"; // as server/main.ts sets it
      res.setHeader("X-Instance-Id", "lobby-1");
      void proxyToPlatform(req, res, `http://127.0.0.1:${platform}`);
    });
    const r = await fetch(`http://127.0.0.1:${site}/api/x`, { method: "POST", body: "{}" });
    expect(r.headers.get("x-instance-id")).toBe("lobby-1");
    expect(seen).toEqual(["req-12345678"]);
  });

  it("counts a platform that cannot be reached as a pass-through error", async () => {
    const closed = await listen(() => undefined);
    servers.splice(0).forEach((s) => s.close());
    const kinds: string[] = [];
    const site = await listen((req, res) => {
      void proxyToPlatform(req, res, `http://127.0.0.1:${closed}`, undefined, undefined, (k) => kinds.push(k));
    });
    const r = await fetch(`http://127.0.0.1:${site}/api/x`);
    expect(r.status).toBe(502);
    expect(kinds).toEqual(["network"]);
  });

  it("goes with a page's server calls made while the request is answered", async () => {
    const store = new AsyncLocalStorage<{ requestId: string }>();
    (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT_KEY] = store;
    const headers: Record<string, string>[] = [];
    const caller = createServerCaller({
      baseUrl: () => "http://127.0.0.1:1",
      fetch: ((_url: string, init: RequestInit) => {
        headers.push(init.headers as Record<string, string>);
        return Promise.resolve(
          new Response(JSON.stringify({ status: true, code: 100, message: "", apiResponseData: { n: 1 } }), {
            status: 200,
          }),
        );
      }) as typeof fetch,
    });
    const def = defineCall({
      path: "/api/t",
      auth: false,
      request: z.object({}),
      response: z.object({ n: z.number() }),
    });
    await store.run({ requestId: "page-req-0001" }, () => caller.serverCall(def, {}, { lang: "en_US" }));
    await caller.serverCall(defineCall({ ...def, path: "/api/u" }), {}, { lang: "en_US" }); // outside a request
    expect(headers[0]?.["X-Request-Id"]).toBe("page-req-0001");
    expect(headers[1]?.["X-Request-Id"]).toBeUndefined();
  });
});
