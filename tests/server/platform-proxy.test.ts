// security: the pass-through to PLATFORM_API_URL builds its target from the parsed path and query; an
// absolute-form request line ("GET http://other.example/api/…") is refused, never sent to another host.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { platformTarget, proxyToPlatform } from "../../server/platform-proxy.ts";
import { parseTrustedProxies, REQUEST_BODY_LIMIT, type TrustedProxies } from "../../src/contract/client-address.ts";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A platform that records what reached it, and the site passing /api through to it. */
async function setup() {
  const seen: string[] = [];
  const platform = await listen((req, res) => {
    seen.push(`${req.headers.host} ${req.url}`);
    res.setHeader("content-type", "application/json");
    res.end('{"status":true,"code":100}');
  });
  const site = await listen((req, res) => void proxyToPlatform(req, res, `${platform}/gateway`));
  return { seen, platform, site };
}

function rawRequest(base: string, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(`${requestLine}\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
    });
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (c: string) => (text += c));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

describe("platform pass-through target (security)", () => {
  it("sends an ordinary request to the platform's base, path and query kept", async () => {
    const { seen, platform, site } = await setup();
    const answer = await rawRequest(site, "GET /api/v2/get_jackpot?currency=INR HTTP/1.1");
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(seen).toEqual([`${new URL(platform).host} /gateway/api/v2/get_jackpot?currency=INR`]);
  });

  it("refuses an absolute-form request line with 400 and calls no one", async () => {
    const { seen, site } = await setup();
    const other = await listen((_req, res) => {
      seen.push("other host reached");
      res.end();
    });
    const answer = await rawRequest(site, `GET ${other}/api/v2/get_jackpot HTTP/1.1`);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain('"code":400');
    expect(seen).toEqual([]);
  });

  it.each([
    ["/api/x?y=1", "https://p.example/base/api/x?y=1"],
    ["/api/a%2Fb", "https://p.example/base/api/a%2Fb"],
    ["http://evil.example/api/x", null],
    ["https://evil.example/api/x", null],
    ["//evil.example/api/x", null],
    ["@evil.example/api/x", null],
    ["*", null],
    ["", null],
  ])("%j → %j", (requestUrl, target) => {
    expect(platformTarget("https://p.example/base", requestUrl)?.href ?? null).toBe(target);
  });
});

// security: the platform's IP rules (region blocks, blacklists, per-IP limits) read the client's address
// from what the pass-through sends, so a client must not be able to choose it.
describe("what the pass-through tells the platform about the client (security)", () => {
  interface Seen {
    headers: http.IncomingHttpHeaders;
    body: string;
  }

  async function through(trustedText = "") {
    const parsed = parseTrustedProxies(trustedText);
    const trusted: TrustedProxies = parsed.ok ? parsed.value : [];
    const seen: Seen[] = [];
    const platform = await listen((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString("utf8")));
      req.on("end", () => {
        seen.push({ headers: req.headers, body });
        res.setHeader("content-type", "application/json");
        res.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/; HttpOnly", "c=3; Path=/"]);
        res.end('{"status":true,"code":100}');
      });
    });
    const site = await listen((req, res) => void proxyToPlatform(req, res, platform, trusted));
    return { seen, site };
  }

  function get(base: string, headers: Record<string, string>) {
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(`${base}/api/v2/get_jackpot`, { headers, agent: false });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve(res));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("a client's forged X-Forwarded-For and X-Real-IP never reach the platform; its real address does", async () => {
    const { seen, site } = await through("");
    await get(site, { "x-forwarded-for": "203.0.113.99", "x-real-ip": "203.0.113.99", forwarded: "for=203.0.113.99" });
    expect(seen[0]?.headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen[0]?.headers["x-real-ip"]).toBe("127.0.0.1");
    expect(seen[0]?.headers["forwarded"]).toBeUndefined();
  });

  it("behind a trusted proxy, the address it vouches for is kept, the client's own prefix dropped, ours appended", async () => {
    const { seen, site } = await through("loopback");
    await get(site, { "x-forwarded-for": "1.1.1.1, 203.0.113.5" });
    expect(seen[0]?.headers["x-forwarded-for"]).toBe("203.0.113.5, 127.0.0.1");
    expect(seen[0]?.headers["x-real-ip"]).toBe("203.0.113.5");
  });

  it("sets X-Forwarded-Proto and X-Forwarded-Host, believing a proxy's only when it is trusted", async () => {
    const forged = { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" };
    const plain = await through("");
    await get(plain.site, forged);
    expect(plain.seen[0]?.headers["x-forwarded-proto"]).toBe("http");
    expect(plain.seen[0]?.headers["x-forwarded-host"]).toBe(new URL(plain.site).host);
    const proxied = await through("127.0.0.1");
    await get(proxied.site, { "x-forwarded-proto": "https", "x-forwarded-host": "lobby.example" });
    expect(proxied.seen[0]?.headers["x-forwarded-proto"]).toBe("https");
    expect(proxied.seen[0]?.headers["x-forwarded-host"]).toBe("lobby.example");
  });

  it("copies every Set-Cookie of the platform's answer, not only the last", async () => {
    const { site } = await through("");
    const res = await get(site, {});
    expect(res.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/; HttpOnly", "c=3; Path=/"]);
  });

  function post(base: string, body: Buffer, chunked: boolean) {
    return new Promise<{ status: number; text: string; error?: string }>((resolve) => {
      let reply: { status: number; text: string } | undefined;
      let error: string | undefined;
      const req = http.request(`${base}/api/member/letter/destroy`, {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", ...(chunked ? {} : { "content-length": String(body.length) }) },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () => (reply = { status: res.statusCode ?? 0, text }));
      });
      req.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
      req.on("close", () => resolve({ ...(reply ?? { status: 0, text: "" }), ...(error ? { error } : {}) }));
      void (async () => {
        for (let i = 0; i < body.length && !req.destroyed; i += 64 * 1024) {
          if (!req.write(body.subarray(i, i + 64 * 1024)))
            await new Promise<void>((r) => req.once("drain", () => r()).once("close", () => r()));
        }
        if (!req.destroyed) req.end();
      })();
    });
  }

  it.each([false, true])(
    "refuses a 2 MB body with a 413 envelope and sends nothing on (chunked: %s)",
    async (chunked) => {
      const { seen, site } = await through("");
      const r = await post(site, Buffer.alloc(2 * 1024 * 1024, "a"), chunked);
      expect(r.error).toBeUndefined();
      expect(r.status).toBe(413);
      expect(JSON.parse(r.text)).toMatchObject({ status: false, code: 413, apiResponseData: null });
      expect(seen).toEqual([]);
    },
  );

  it("passes a body within the limit on unchanged", async () => {
    const { seen, site } = await through("");
    const body = JSON.stringify({ id: [1, 2, 3], pad: "x".repeat(REQUEST_BODY_LIMIT - 100) });
    const r = await post(site, Buffer.from(body), true);
    expect(r.status).toBe(200);
    expect(seen[0]?.body).toBe(body);
  });
});
