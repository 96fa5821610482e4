// security (low): security headers on every response, socket.io's included; HSTS only over https;
// CSP merged (frame-ancestors kept, the real-time origin added to connect-src); the sandbox only without a platform.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createSandbox } from "../../sandbox/index.ts";
import { sandboxMounted, secureResponses } from "../../server/main.ts";
import { parseTrustedProxies } from "../../src/contract/client-address.ts";
import { cameOverHttps, mergeCsp, realtimeConnectSources, securityHeaders } from "../../server/security-headers.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe("security headers (pure rules)", () => {
  it("HSTS only when the request came over https", () => {
    expect(securityHeaders("/", {})["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders("/", { https: true })["Strict-Transport-Security"]).toBe("max-age=31536000");
  });

  it.each([
    [{ encrypted: true }, {}, true],
    [{}, { "x-forwarded-proto": "https" }, true],
    [{}, { "x-forwarded-proto": "https, http" }, true],
    [{}, { "x-forwarded-proto": "http" }, false],
    [{}, {}, false],
  ])("came over https: socket %j, headers %j → %s", (socket, headers, expected) => {
    expect(cameOverHttps({ socket, headers })).toBe(expected);
  });

  it.each([
    [undefined, []],
    ["not a url", []],
    ["https://rt.example", ["https://rt.example", "wss://rt.example"]],
    ["wss://rt.example:6001/socket", ["https://rt.example:6001", "wss://rt.example:6001"]],
    ["http://localhost:6001", ["http://localhost:6001", "ws://localhost:6001"]],
    ["ftp://rt.example", []],
  ])("real-time connect sources of %j → %j", (url, sources) => {
    expect(realtimeConnectSources(url)).toEqual(sources);
  });

  it("merges a CSP: frame-ancestors added once, real-time origins into connect-src, idempotent", () => {
    const astro = "default-src 'self';connect-src 'self';object-src 'none'; script-src 'self' 'sha256-x';";
    const merged = mergeCsp(astro, ["wss://rt.example"]);
    expect(merged).toBe(
      "default-src 'self'; connect-src 'self' wss://rt.example; object-src 'none'; script-src 'self' 'sha256-x'; " +
        "frame-ancestors 'self'",
    );
    expect(mergeCsp(merged, ["wss://rt.example"])).toBe(merged);
    expect(mergeCsp("frame-ancestors 'none'")).toBe("frame-ancestors 'none'");
  });

  it("the sandbox is mounted only when neither platform URL is set", () => {
    expect(sandboxMounted({ PLATFORM_API_URL: undefined, REALTIME_URL: undefined })).toBe(true);
    expect(sandboxMounted({ PLATFORM_API_URL: "https://p", REALTIME_URL: undefined })).toBe(false);
    expect(sandboxMounted({ PLATFORM_API_URL: undefined, REALTIME_URL: "wss://r" })).toBe(false);
    expect(sandboxMounted({ PLATFORM_API_URL: "https://p", REALTIME_URL: "wss://r" })).toBe(false);
  });
});

describe("every response gets the headers, socket.io's and Astro-style CSP headers included", () => {
  async function start() {
    const sandbox = createSandbox({ dbPath: ":memory:", adminKey: "k", log: () => {} });
    const server = http.createServer((req, res) => {
      if (req.url === "/page") {
        // Like Astro's node adapter: the page's own CSP in writeHead, which would replace ours.
        res.writeHead(200, { "content-type": "text/html", "content-security-policy": "connect-src 'self'" });
        res.end("<!doctype html>");
        return;
      }
      res.statusCode = 404;
      res.end();
    });
    sandbox.attachRealtime(server);
    secureResponses(server, "wss://rt.example");
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    cleanups.push(async () => {
      await sandbox.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("socket.io's polling answer carries them", async () => {
    const base = await start();
    const r = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(r.status).toBe(200);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(r.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
  });

  it("a page's own CSP keeps frame-ancestors and gains the real-time origin", async () => {
    const base = await start();
    const r = await fetch(`${base}/page`, { headers: { "x-forwarded-proto": "https" } });
    expect(r.headers.get("content-security-policy")).toBe(
      "connect-src 'self' https://rt.example wss://rt.example; frame-ancestors 'self'",
    );
    expect(r.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });
});

// security: a cookie set over https is Secure, so it never travels back over plain http. "Over https" is
// TLS on the socket or a trusted proxy's X-Forwarded-Proto (TRUSTED_PROXIES).
describe("cookies set over https are Secure, whoever sets them", () => {
  async function start(trustedText: string) {
    const parsed = parseTrustedProxies(trustedText);
    const server = http.createServer((req, res) => {
      if (req.url === "/set-header") res.setHeader("Set-Cookie", ["a=1; Path=/", "b=2; Path=/; Secure"]);
      if (req.url === "/append") res.appendHeader("set-cookie", "c=3; Path=/");
      // Like Astro's node adapter (the middleware's cookies): an object in writeHead.
      res.writeHead(200, req.url === "/write-head" ? { "set-cookie": ["d=4; Path=/; SameSite=Lax"] } : {});
      res.end("ok");
    });
    secureResponses(server, undefined, parsed.ok ? parsed.value : []);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    cleanups.push(async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const cookies = async (base: string, path: string, headers: Record<string, string> = {}) =>
    (await fetch(base + path, { headers })).headers.getSetCookie();

  it("adds Secure behind a trusted proxy that says https, on every way of setting a cookie", async () => {
    const base = await start("loopback");
    const https = { "x-forwarded-proto": "https" };
    expect(await cookies(base, "/set-header", https)).toEqual(["a=1; Path=/; Secure", "b=2; Path=/; Secure"]);
    expect(await cookies(base, "/append", https)).toEqual(["c=3; Path=/; Secure"]);
    expect(await cookies(base, "/write-head", https)).toEqual(["d=4; Path=/; SameSite=Lax; Secure"]);
  });

  it("leaves cookies as they are over plain http, and when the https claim comes from an untrusted client", async () => {
    const trusted = await start("loopback");
    expect(await cookies(trusted, "/set-header")).toEqual(["a=1; Path=/", "b=2; Path=/; Secure"]);
    const untrusted = await start("");
    expect(await cookies(untrusted, "/write-head", { "x-forwarded-proto": "https" })).toEqual([
      "d=4; Path=/; SameSite=Lax",
    ]);
  });
});

describe("the sandbox's public origin (play1's lobby_url is checked against it, never the Host)", () => {
  it("is PUBLIC_ORIGIN, else SITE_URL's origin, else unset", async () => {
    const { publicOriginOption } = await import("../../server/main.ts");
    expect(publicOriginOption({ PUBLIC_ORIGIN: "https://a.example/x", SITE_URL: "https://b.example" })).toEqual({
      publicOrigin: "https://a.example",
    });
    expect(publicOriginOption({ SITE_URL: "https://lobby.example/" })).toEqual({
      publicOrigin: "https://lobby.example",
    });
    expect(publicOriginOption({})).toEqual({});
  });
});
