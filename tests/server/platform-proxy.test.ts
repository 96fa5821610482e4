// issue 7, security: the pass-through to PLATFORM_API_URL builds its target from the parsed path and query; an
// absolute-form request line ("GET http://other.example/api/…") is refused, never sent to another host.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { platformTarget, proxyToPlatform } from "../../server/platform-proxy.ts";

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

describe("platform pass-through target (issue 7, security)", () => {
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
