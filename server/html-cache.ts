// A short-lived cache of server-rendered HTML (DESIGN budget: the home page at least a quarter of a static
// file's throughput). Rendering a page costs about 2 ms of CPU (Astro, React SSR of the islands, i18n,
// compression); the same request a moment later gets the same bytes, compressed once per encoding.
//
// Why it is safe: a server-rendered page depends only on its URL, the origin it was asked for (canonical and
// hreflang links use the request's origin when SITE_URL was not set at build time), the visitor's cookies
// the render reads (language, currency, locale choice, referral cookies: render-cookies.ts, never the whole Cookie
// header, or any analytics or ad cookie would make every request a miss) and the device class from the User-Agent
// (src/middleware.ts); the member's session lives in the browser, never in the HTML. The key holds all of them:
// without the host, one request with a forged Host header would have served its links to every visitor
// (poisoned page cache). X-Forwarded-Host and -Proto are in the key too, in case a proxy or a
// later Astro setting (security.allowedDomains) makes the page read them. Only a plain
// 200 text/html answer to a GET without Set-Cookie and without `Cache-Control: no-store/private` is kept,
// and only for `ttlMs` (HTML_CACHE_MS, default 5000; 0 turns the cache off).
import type http from "node:http";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { layoutFromUserAgent } from "../src/lib/device/user-agent.ts";
import { renderCookieKey } from "./render-cookies.ts";

interface Entry {
  status: number;
  headers: [string, string | number | string[]][];
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface HtmlCacheOptions {
  ttlMs: number;
  desktopLock: boolean;
  /** The CDN's country header (COUNTRY_HEADER, lower case): the page's default currency depends on it. */
  countryHeader?: string | undefined;
  maxEntries?: number;
  maxEntryBytes?: number;
  now?: () => number;
}

/** Headers that belong to one transfer, not to the page. */
const TRANSFER_HEADERS = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "vary",
  "date",
  "x-cache",
]);

/**
 * The encoding to send: br, then gzip, when the client accepts it (negotiator: q=0 refuses, `*` accepts any).
 * The server's order wins over the client's q values: br is smaller and costs the same once cached.
 */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? "" } }).encodings(["br", "gzip"]);
  return accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "identity";
}

/**
 * Whether the client takes any encoding the compression middleware can make (br, gzip, deflate). Without one the
 * server skips the middleware altogether: it wraps every write of the page only to send it as it is.
 */
export function acceptsCompression(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return (
    new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encodings(["br", "gzip", "deflate"]).length > 0
  );
}

export function createHtmlCache(options: HtmlCacheOptions) {
  // Bounded so that requests with made-up query strings or cookies cannot grow memory without end:
  // at most 300 pages of at most 512 KB (a page here is about 80 KB), least recently used first out.
  const { ttlMs, desktopLock, countryHeader, maxEntries = 300, maxEntryBytes = 512 * 1024, now = Date.now } = options;
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    ttl: Math.max(1, ttlMs),
    perf: { now },
    ttlResolution: 0, // read the clock on every check (the test clock moves by hand)
  });

  const header = (req: http.IncomingMessage, name: string) => {
    const v = req.headers[name];
    return (Array.isArray(v) ? v.join(",") : v) ?? "";
  };
  const keyOf = (req: http.IncomingMessage) =>
    [
      req.url ?? "/",
      header(req, "host").toLowerCase(),
      header(req, "x-forwarded-host").toLowerCase(),
      header(req, "x-forwarded-proto").toLowerCase(),
      layoutFromUserAgent(req.headers["user-agent"], desktopLock),
      renderCookieKey(req.headers.cookie),
      // The sandbox's per-browser targeting (src/lib/api/server-call.ts sandboxAudience): the home page paints
      // the visitor's pop-up planted for that browser.
      header(req, "x-sandbox-audience"),
      countryHeader ? header(req, countryHeader).toUpperCase() : "",
    ].join("\u0000");
  const cacheable = (req: http.IncomingMessage) => ttlMs > 0 && req.method === "GET" && !req.headers.authorization;

  /** Answers from the cache when it can; true when it did. */
  function serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (!cacheable(req)) return false;
    const key = keyOf(req);
    const entry = entries.get(key); // undefined once its time to live has passed
    if (!entry) return false;
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    let body = entry.body;
    if (encoding === "br")
      body = entry.br ??= brotliCompressSync(entry.body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
      });
    else if (encoding === "gzip") body = entry.gzip ??= gzipSync(entry.body, { level: 6 });
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Length", body.length);
    res.setHeader("X-Cache", "HIT");
    res.end(body);
    return true;
  }

  /** Records the page this response renders (call after compression has wrapped `res`). */
  function capture(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (!cacheable(req)) return;
    const key = keyOf(req);
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const keep = (chunk: unknown, encoding?: BufferEncoding) => {
      if (overflow || chunk == null || typeof chunk === "function") return;
      const buf = typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      if (size > maxEntryBytes) overflow = true;
      else chunks.push(buf);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined);
      return write(chunk, encoding, cb);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined);
      store();
      return end(chunk, encoding, cb);
    }) as typeof res.end;
    res.setHeader("X-Cache", "MISS");

    function store() {
      if (overflow || res.statusCode !== 200) return;
      if (!String(res.getHeader("content-type") ?? "").startsWith("text/html")) return;
      if (res.hasHeader("set-cookie")) return;
      if (/no-store|private/i.test(String(res.getHeader("cache-control") ?? ""))) return;
      const headers = Object.entries(res.getHeaders()).filter(
        (h): h is [string, string | number | string[]] => h[1] !== undefined && !TRANSFER_HEADERS.has(h[0]),
      );
      entries.set(key, { status: 200, headers, body: Buffer.concat(chunks) });
    }
  }

  return { serve, capture, size: () => entries.size, clear: () => entries.clear() };
}
