// server/html-cache.ts: a server-rendered page is reused only for the same URL, cookies and device class,
// only when it is a plain 200 HTML page without Set-Cookie, and only for its time to live (DESIGN budgets).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import { afterEach, describe, expect, it } from "vitest";
import { acceptsCompression, createHtmlCache, pickEncoding } from "../../server/html-cache.ts";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";
const MOBILE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

let server: http.Server | undefined;
afterEach(() => server?.close());

/** A stand-in for Astro: every render says how many renders there have been, so a reuse is visible. */
async function start(
  ttlMs = 5000,
  clock = { t: 0 },
  limits: { maxEntries?: number; maxEntryBytes?: number; countryHeader?: string } = {},
) {
  let renders = 0;
  const cache = createHtmlCache({ ttlMs, desktopLock: false, now: () => clock.t, ...limits });
  const compress = compression({ threshold: 0 }) as unknown as (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    next: () => void,
  ) => void;
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    compress(req, res, () => {
      cache.capture(req, res);
      renders++;
      const url = new URL(req.url ?? "/", "http://x");
      res.statusCode = url.pathname === "/missing" ? 404 : url.pathname === "/boom" ? 500 : 200;
      res.setHeader("Content-Type", url.pathname === "/json" ? "application/json" : "text/html");
      if (url.searchParams.has("id")) res.setHeader("Set-Cookie", "member_agent=5");
      if (url.pathname === "/private") res.setHeader("Cache-Control", "private");
      // Like the canonical link without SITE_URL: the page names the origin it was asked for.
      res.write(`<!doctype html><link rel="canonical" href="http://${req.headers.host}/"><p>render ${renders} `);
      res.end(`${"x".repeat(2000)}</p>`);
    });
  });
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers: { "user-agent": DESKTOP, ...headers } });
    return { status: res.status, cache: res.headers.get("x-cache"), text: await res.text() };
  };
  return { get, cache, base, clock };
}

const renderNo = (text: string) => Number(/render (\d+)/.exec(text)?.[1]);

describe("server-rendered HTML cache", () => {
  it("answers the same request again from the cache, byte for byte", async () => {
    const { get } = await start();
    const a = await get("/");
    const b = await get("/");
    expect(a.cache).toBe("MISS");
    expect(b.cache).toBe("HIT");
    expect(b.text).toBe(a.text);
  });

  it("keeps visitors apart: another URL, other cookies or the other device class render anew", async () => {
    const { get } = await start();
    await get("/");
    expect(renderNo((await get("/?appPage=content")).text)).toBe(2);
    expect(renderNo((await get("/", { cookie: "lang=zh_CN" })).text)).toBe(3);
    expect(renderNo((await get("/", { "user-agent": MOBILE })).text)).toBe(4);
    expect(renderNo((await get("/", { cookie: "lang=zh_CN" })).text)).toBe(3);
  });

  // The render reads only the site's own cookies (spec 000 §3, spec 001 §3; server/render-cookies.ts): an
  // analytics or ad-tracking cookie must not make every visitor's request a render of its own.
  it("reuses the page across unrelated cookies, and renders anew for another language or currency", async () => {
    const { get } = await start();
    await get("/");
    const unrelated = await get("/", { cookie: "_ga=GA1.2.3; _fbp=fb.1.2; bench=7" });
    expect(unrelated.cache).toBe("HIT");
    expect(renderNo(unrelated.text)).toBe(1);
    expect(renderNo((await get("/", { cookie: "_ga=GA1.9; lang=hi_IN" })).text)).toBe(2);
    expect(renderNo((await get("/", { cookie: "ccy=INR" })).text)).toBe(3);
    expect(renderNo((await get("/", { cookie: "currency=INR" })).text)).toBe(4);
    expect((await get("/", { cookie: "lang=hi_IN; other=1" })).cache).toBe("HIT");
  });

  // The default currency follows the CDN's country header (spec 000 §9 with COUNTRY_HEADER): a page rendered
  // for a visitor from India (₹) is not the one for a visitor from elsewhere ($).
  it("keeps countries apart when a country header is configured", async () => {
    const { get } = await start(5000, { t: 0 }, { countryHeader: "cf-ipcountry" });
    await get("/");
    expect(renderNo((await get("/", { "cf-ipcountry": "IN" })).text)).toBe(2);
    expect(renderNo((await get("/", { "cf-ipcountry": "in" })).text)).toBe(2);
    expect(renderNo((await get("/", { "cf-ipcountry": "US" })).text)).toBe(3);
    expect(renderNo((await get("/")).text)).toBe(1);
  });

  // security: poisoned page cache. A forged Host must not put its links in the page others get.
  it("keeps hosts apart: a page rendered for a forged Host is never served to a visitor of the real one", async () => {
    const { base } = await start();
    const port = new URL(base).port;
    const getAs = (headers: Record<string, string>) =>
      new Promise<{ cache: string; text: string }>((resolve, reject) => {
        const req = http.get(`${base}/`, { headers: { "user-agent": DESKTOP, ...headers } }, (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (text += c));
          res.on("end", () => resolve({ cache: String(res.headers["x-cache"]), text }));
        });
        req.on("error", reject);
      });
    const forged = await getAs({ host: "evil.example" });
    expect(forged.text).toContain('href="http://evil.example/"');
    const visitor = await getAs({ host: `127.0.0.1:${port}` });
    expect(visitor.cache).toBe("MISS");
    expect(visitor.text).not.toContain("evil.example");
    expect(visitor.text).toContain(`href="http://127.0.0.1:${port}/"`);
    expect((await getAs({ host: `127.0.0.1:${port}` })).cache).toBe("HIT");
    const forwarded = await getAs({ host: `127.0.0.1:${port}`, "x-forwarded-host": "evil.example" });
    expect(forwarded.cache).toBe("MISS");
  });

  it("never keeps a page that sets a cookie, an error page, a non-HTML answer or a private page", async () => {
    const { get } = await start();
    for (const path of ["/?id=5", "/missing", "/boom", "/json", "/private"]) {
      await get(path);
      expect((await get(path)).cache).toBe("MISS");
    }
  });

  it("renders anew once the time to live has passed, and not at all with a zero TTL", async () => {
    const s = await start(5000, { t: 1000 });
    await s.get("/");
    s.clock.t = 6000;
    expect((await s.get("/")).cache).toBe("HIT");
    s.clock.t = 6001;
    expect((await s.get("/")).cache).toBe("MISS");
    server?.close();
    const off = await start(0);
    await off.get("/");
    expect((await off.get("/")).cache).toBe(null);
    expect(off.cache.size()).toBe(0);
  });

  it("holds a bounded number of pages, oldest out first, and never an oversized one", async () => {
    const { get, cache } = await start(5000, { t: 0 }, { maxEntries: 2, maxEntryBytes: 3000 });
    await get("/?a");
    await get("/?b");
    await get("/?c");
    expect(cache.size()).toBe(2);
    expect((await get("/?a")).cache).toBe("MISS");
    expect((await get("/?c")).cache).toBe("HIT");
    server?.close();
    const small = await start(5000, { t: 0 }, { maxEntryBytes: 1000 });
    await small.get("/");
    expect((await small.get("/")).cache).toBe("MISS");
  });

  it("a request with an Authorization header is never answered from the cache", async () => {
    const { get } = await start();
    await get("/");
    expect(renderNo((await get("/", { authorization: "Bearer t" })).text)).toBe(2);
  });

  it("sends the cached page brotli- or gzip-compressed when the browser accepts it", async () => {
    const { base, get } = await start();
    const plain = (await get("/")).text;
    for (const [accept, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await new Promise<http.IncomingMessage>((r) =>
        http.get(base + "/", { headers: { "user-agent": DESKTOP, "accept-encoding": accept } }, r),
      );
      const chunks: Buffer[] = [];
      for await (const c of res) chunks.push(c as Buffer);
      expect(res.headers["x-cache"]).toBe("HIT");
      expect(res.headers["content-encoding"]).toBe(accept);
      expect(res.headers["vary"]).toBe("Accept-Encoding");
      expect(decode(Buffer.concat(chunks)).toString()).toBe(plain);
    }
  });

  it("tells whether a client takes any compressed encoding (else the server skips the compression middleware)", () => {
    expect(acceptsCompression(undefined)).toBe(false);
    expect(acceptsCompression("")).toBe(false);
    expect(acceptsCompression("identity")).toBe(false);
    expect(acceptsCompression("gzip;q=0, br;q=0")).toBe(false);
    expect(acceptsCompression("deflate")).toBe(true);
    expect(acceptsCompression("gzip, deflate, br")).toBe(true);
    expect(acceptsCompression("*")).toBe(true);
  });

  it("picks br, then gzip, and honours q=0 (RFC 9110 §12.5.3)", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("gzip;q=0.5, br;q=0.8")).toBe("br");
    expect(pickEncoding("deflate, gzip;q=0.1")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br"); // any encoding: the preferred one
    expect(pickEncoding("*, br;q=0")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
  });
});
