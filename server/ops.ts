// What an operator's platform team needs from each instance (README "Deploying"): which instance answered
// (X-Instance-Id), a request id carried to the platform (X-Request-Id), one JSON log line a request (pino) without
// secrets, Prometheus metrics (prom-client) behind METRICS_TOKEN, health and readiness probes, and the cache
// headers a CDN can act on. Pure helpers here (tested in tests/server/ops.test.ts); server/main.ts wires them.
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import os from "node:os";
import { pino, type Logger } from "pino";
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/** This process's name in logs, metrics and the X-Instance-Id header: INSTANCE_ID, else host name and pid. */
export function instanceId(env: Record<string, string | undefined> = process.env): string {
  const given = env["INSTANCE_ID"]?.trim();
  if (given && /^[\w.:-]{1,64}$/.test(given)) return given;
  return `${os.hostname()}-${process.pid}`;
}

/**
 * The request's id: the incoming X-Request-Id when it is sane (a load balancer's or CDN's id: 8 to 128 characters
 * of letters, digits and - _ . :), else a new UUID. Anything else a client wrote is not carried into our logs or
 * to the platform (log injection).
 */
export function requestIdOf(incoming: string | string[] | undefined): string {
  const v = Array.isArray(incoming) ? incoming[0] : incoming;
  return v && /^[\w.:-]{8,128}$/.test(v) ? v : randomUUID();
}

/**
 * Query parameters that may carry a secret: the query-string login (tk, enc, member_* of spec 001 §2), tokens,
 * passwords, game sessions, codes, keys and signatures. Their values never reach a log line.
 */
const SECRET_PARAM = /^(tk|enc|session|code|sig|signature|key)$|token|passw|pwd|secret|auth|member_|otp|captcha/i;

/** The path and query as logged: each secret parameter's value replaced, the rest kept; a path only if unparsable. */
export function loggablePath(rawUrl: string | undefined): string {
  let url: URL;
  try {
    url = new URL(rawUrl ?? "/", "http://localhost");
  } catch {
    return "/";
  }
  if (!url.search) return url.pathname;
  const parts: string[] = [];
  for (const [name, value] of url.searchParams)
    parts.push(`${encodeURIComponent(name)}=${SECRET_PARAM.test(name) ? "[redacted]" : encodeURIComponent(value)}`);
  return `${url.pathname}?${parts.join("&")}`;
}

/** Paths answered without a log line and outside the request metrics (probes and the scrape itself). */
export const UNLOGGED = new Set(["/healthz", "/readyz", "/metrics"]);

const LOCALE_PREFIX = /^\/(en_US|hi_IN|ta_IN|zh_TW|zh_CN|vi_VN|ko_KR|ja_JP|th_TH|my_MM|bn_BD)(?=\/|$)/;

/**
 * A bounded label for a path (Prometheus labels must not grow with what clients send): the locale prefix is
 * dropped, ids become `:id`, files are grouped, and an answer of 404 is `(unmatched)` so made-up paths cost one
 * series. Examples: /hi_IN/gameHall/3 → /gameHall/:id, /_astro/x.js → /_astro/:file, /api/member/x → /api/member/x.
 */
export function routeTemplate(pathname: string, status: number): string {
  if (status === 404) return "(unmatched)";
  if (pathname.startsWith("/_astro/")) return "/_astro/:file";
  if (pathname.startsWith("/socket.io/")) return "/socket.io";
  if (pathname.startsWith("/sandbox/img/")) return "/sandbox/img/:file";
  const p = pathname.replace(LOCALE_PREFIX, "") || "/";
  if (/\.[a-z0-9]{1,8}$/i.test(p)) return "/:file";
  const segments = p
    .split("/")
    .filter(Boolean)
    .slice(0, 4)
    .map((s) => (/^\d+$/.test(s) ? ":id" : /^[A-Za-z][\w-]{0,40}$/.test(s) ? s : ":param"));
  return `/${segments.join("/")}`;
}

/** Most distinct route labels kept; past it a new one is counted as `(other)`. */
const MAX_ROUTES = 300;

export interface OpsMetrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  pageCache(result: "hit" | "miss"): void;
  proxyError(kind: string): void;
}

export function createMetrics(instance: string): OpsMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ instance_id: instance });
  // process and Node figures, event-loop lag among them (nodejs_eventloop_lag_seconds and its percentiles)
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: "lobby_http_requests_total",
    help: "HTTP requests answered, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "lobby_http_request_duration_seconds",
    help: "Time from request to the end of the answer, by method and route template",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cache = new Counter({
    name: "lobby_page_cache_total",
    help: "Server-rendered page cache (server/html-cache.ts) lookups, by result",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const proxy = new Counter({
    name: "lobby_platform_proxy_errors_total",
    help: "Calls the /api pass-through could not complete, by kind (network, timeout, too_large, aborted)",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const routes = new Set<string>();
  const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]);
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      if (!routes.has(route)) {
        if (routes.size >= MAX_ROUTES) route = "(other)";
        else routes.add(route);
      }
      const m = METHODS.has(method) ? method : "OTHER";
      requests.inc({ method: m, route, status: String(status) });
      durations.observe({ method: m, route }, seconds);
    },
    pageCache: (result) => cache.inc({ result }),
    proxyError: (kind) => proxy.inc({ kind }),
  };
}

/**
 * Who may read /metrics: nobody while METRICS_TOKEN is unset (the route answers 404, as if it did not exist),
 * else a request with `Authorization: Bearer <METRICS_TOKEN>`. The nginx template refuses /metrics from outside
 * as well; scrape each instance directly.
 */
export function metricsAllowed(token: string | undefined, authorization: string | undefined): boolean {
  if (!token) return false;
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
  if (!given || given.length !== token.length) return false;
  let diff = 0;
  for (let i = 0; i < token.length; i++) diff |= token.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}

/** One JSON line a request (LOG_LEVEL, default info; `silent` for none). */
export function createRequestLogger(
  instance: string,
  env: Record<string, string | undefined> = process.env,
  destination?: { write(line: string): void },
): Logger {
  const level = env["LOG_LEVEL"]?.trim() || "info";
  const options = {
    level,
    base: { instance },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Belt and braces: these fields are never logged even if a caller passed them.
    redact: { paths: ["token", "password", "enc", "authorization", "cookie"], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** What kind of answer a path gets from a CDN's point of view. */
export type CacheClass = "never" | "asset" | "content" | "rendered" | "other";

/** Paths that belong to the platform or the live channel: never stored by anyone (member data, tokens). */
export function neverCached(pathname: string): boolean {
  return (
    pathname === "/api" ||
    pathname.startsWith("/api/") ||
    pathname === "/sandbox" ||
    pathname.startsWith("/sandbox/") ||
    pathname === "/socket.io" ||
    pathname.startsWith("/socket.io/") ||
    UNLOGGED.has(pathname)
  );
}

/** How long a CDN may keep a prerendered content page, and serve it stale while it fetches a new one. */
export const CONTENT_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
/**
 * A server-rendered page: it carries no member data (the member's session lives in the browser: DESIGN, and
 * html-cache.ts) so a shared cache may keep it, as long as this process's own page cache does (HTML_CACHE_MS).
 */
export const RENDERED_CACHE = "public, max-age=0, s-maxage=5, stale-while-revalidate=30";
export const ASSET_CACHE = "public, max-age=31536000, immutable";
export const NO_STORE = "no-store";

export interface CacheFacts {
  pathname: string;
  status: number;
  contentType: string | undefined;
  /** The Cache-Control already set by whoever answered (a page that came late sets no-store). */
  existing: string | undefined;
  setCookie: boolean;
  /** A prerendered file from dist/client, not Astro's render. */
  prerendered: boolean;
  /** The refill of a late page (x-lobby-refill): one browser's second request. */
  refill: boolean;
}

/**
 * The Cache-Control of an answer. /api, /sandbox, /socket.io and the probes are never cacheable, whatever their
 * handler said. Hashed assets are immutable. A 200 HTML page without cookies is public: prerendered content for
 * CONTENT_CACHE, a render for RENDERED_CACHE; a page that said no-store/private (its platform data came late)
 * keeps it. Anything else that is not a plain success is not stored.
 */
export function cacheControlFor(f: CacheFacts): string | undefined {
  if (neverCached(f.pathname)) return NO_STORE;
  if (f.pathname.startsWith("/_astro/") && f.status === 200) return ASSET_CACHE;
  const html = (f.contentType ?? "").startsWith("text/html");
  if (!html) return f.status >= 400 ? NO_STORE : f.existing;
  if (f.status !== 200 || f.setCookie || f.refill) return NO_STORE;
  if (f.existing && /no-store|private|no-cache/i.test(f.existing)) return f.existing;
  return f.prerendered ? CONTENT_CACHE : RENDERED_CACHE;
}

/**
 * What a shared cache must key on besides the URL: a prerendered page at an unprefixed address is the one of the
 * `lang` cookie's language (static-locale.ts); a render reads the cookies of render-cookies.ts and the device
 * class from the User-Agent (and the CDN's country header when configured).
 */
export function varyFor(f: Pick<CacheFacts, "pathname" | "prerendered">, countryHeader?: string): string[] {
  if (f.prerendered) return LOCALE_PREFIX.test(f.pathname) ? [] : ["Cookie"];
  return ["Cookie", "User-Agent", ...(countryHeader ? [countryHeader] : [])];
}

/**
 * Makes `res` go out with `Cache-Control: no-store` whatever its handler sets (the platform process: everything it
 * serves is under /api, /sandbox or /socket.io, sandbox images included).
 */
export function pinNoStore(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => unknown;
  res.writeHead = ((...args: unknown[]) => {
    for (const given of args.slice(1))
      if (given && typeof given === "object" && !Array.isArray(given))
        for (const k of Object.keys(given)) if (k.toLowerCase() === "cache-control") delete (given as never)[k];
    res.setHeader("Cache-Control", NO_STORE);
    return writeHead(...args);
  }) as typeof res.writeHead;
}
