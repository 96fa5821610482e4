// The one production process (DESIGN "The two halves"): one http.Server that mounts, in order,
//   1. the sandbox platform (/api/*, /sandbox/*, /socket.io) when PLATFORM_API_URL and REALTIME_URL are unset,
//   2. a pass-through to the real platform's /api when they are set (parseEnv refuses one without the other),
//   3. the built site: static files and prerendered pages from dist/client, then Astro's SSR handler.
// Every response, socket.io's and the error answers included, gets the security headers (security-headers.ts).
// Around them (server/ops.ts, server/lifecycle.ts): /healthz and /readyz, /metrics, the X-Instance-Id and X-Request-Id
// headers, one JSON log line a request, the cache headers a CDN reads, and the graceful shutdown on SIGTERM.
// Run with the project's Node 24 (npm start / npm run serve), which runs this TypeScript file directly.
// Serving a build is production unless NODE_ENV says otherwise (servedNodeEnv, finding 1).
import http from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import sirv from "sirv";
import type { AddressInfo } from "node:net";
import { AsyncLocalStorage } from "node:async_hooks";
import { ConfigError, isProduction, parseEnv, servedNodeEnv, type SiteEnv } from "../src/lib/config/env.ts";
import { acceptsCompression, createHtmlCache } from "./html-cache.ts";
import { cameOverHttps, mergeCsp, realtimeConnectSources, securityHeaders } from "./security-headers.ts";
import { languageChoice, localizedStaticPath } from "./static-locale.ts";
import { proxyToPlatform } from "./platform-proxy.ts";
import {
  cameOverHttps as cameOverTrustedHttps,
  fromTrustedProxy,
  NO_TRUSTED_PROXIES,
  type TrustedProxies,
} from "../src/contract/client-address.ts";
import { INTERNAL_ORIGIN_ENV, loopbackOrigin, REFILL_HEADER, REQUEST_CONTEXT_KEY } from "../src/lib/api/server-call.ts";
import {
  cacheControlFor,
  createMetrics,
  createRequestLogger,
  instanceId,
  loggablePath,
  metricsAllowed,
  neverCached,
  requestIdOf,
  routeTemplate,
  UNLOGGED,
  varyFor,
} from "./ops.ts";
import { answerProbe, createLifecycle, reachable, shutdownDelay, tuneKeepAlive } from "./lifecycle.ts";
import { createPrerenderedCsp } from "./prerendered-csp.ts";
import { loadPageMessages } from "./page-messages.ts";
import { VITALS_TIMING } from "../src/features/pwa/paths.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Mountable {
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
  attachRealtime(server: http.Server): void;
  close(): Promise<void>;
}

/** The sandbox runs only when no platform URL is set (security): never beside a real platform. */
export const sandboxMounted = (env: Pick<SiteEnv, "PLATFORM_API_URL" | "REALTIME_URL">): boolean =>
  !env.PLATFORM_API_URL && !env.REALTIME_URL;

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * Puts the security headers on every response of `server`, whoever answers it: the site, the sandbox, socket.io
 * (which takes over the server's request listeners when it attaches), the error answers. Any CSP set later,
 * Astro's included, is merged rather than replaced (frame-ancestors, the real-time origin in connect-src).
 * Every cookie set on a request that came over https (TLS here, or `X-Forwarded-Proto: https` from a trusted
 * proxy) is made `Secure`, whoever sets it: the middleware's, the platform's through the pass-through.
 */
export function secureResponses(
  server: http.Server,
  realtimeUrl: string | undefined,
  trusted: TrustedProxies = NO_TRUSTED_PROXIES,
): void {
  const extraConnect = realtimeConnectSources(realtimeUrl);
  const listeners = server.listeners("request") as Listener[];
  server.removeAllListeners("request");
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    applySecurityHeaders(req, res, extraConnect, cameOverTrustedHttps(req, trusted));
    for (const listener of listeners) listener.call(server, req, res);
  });
}

const secured = new WeakSet<http.ServerResponse>();

/**
 * A Set-Cookie value with the Secure attribute (unchanged when it has one). A test rather than the `cookie`
 * library's parseSetCookie + stringifySetCookie: re-serialising would re-encode the platform's cookie values.
 */
export function secureCookie(value: string): string {
  return /;\s*secure\s*(;|$)/i.test(value) ? value : `${value}; Secure`;
}

type HeaderValue = number | string | readonly string[];

function secureCookies(value: HeaderValue): HeaderValue {
  if (typeof value === "string") return secureCookie(value);
  if (Array.isArray(value)) return (value as readonly string[]).map(secureCookie);
  return value;
}

function applySecurityHeaders(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  extraConnect: string[],
  httpsCookies = false,
) {
  if (secured.has(res)) {
    // Again (an error answer after something removed headers): set them, keep the one wrapper.
    for (const [k, v] of Object.entries(securityHeaders(pathOf(req), { https: cameOverHttps(req) })))
      res.setHeader(k, v);
    return;
  }
  secured.add(res);
  const setHeader = res.setHeader.bind(res);
  const appendHeader = res.appendHeader.bind(res);
  const cookie = (name: string) => httpsCookies && name.toLowerCase() === "set-cookie";
  // writeHead(status, headers) goes through setHeader (appendHeader for a raw array) once a header is set, so
  // this sees every CSP and every cookie.
  res.setHeader = (name: string, value: HeaderValue) =>
    setHeader(
      name,
      name.toLowerCase() === "content-security-policy" && typeof value === "string"
        ? mergeCsp(value, extraConnect)
        : cookie(name)
          ? secureCookies(value)
          : value,
    );
  res.appendHeader = (name: string, value: string | readonly string[]) =>
    appendHeader(name, cookie(name) ? (secureCookies(value) as string | readonly string[]) : value);
  for (const [k, v] of Object.entries(securityHeaders(pathOf(req), { https: cameOverHttps(req) }))) res.setHeader(k, v);
}

function pathOf(req: http.IncomingMessage): string {
  try {
    return new URL(req.url ?? "/", "http://localhost").pathname;
  } catch {
    return "/"; // an unparsable request line still gets the headers
  }
}

/**
 * The sandbox's public origin (game URLs, and the one origin play1's lobby_url may name): PUBLIC_ORIGIN, else the
 * origin of SITE_URL when the site's address is configured; unset leaves lobby_url to paths only.
 */
export function publicOriginOption(vars: Record<string, string | undefined>): { publicOrigin?: string } {
  for (const name of ["PUBLIC_ORIGIN", "SITE_URL"]) {
    const v = vars[name]?.trim();
    if (!v) continue;
    try {
      const origin = new URL(v).origin;
      if (origin !== "null") return { publicOrigin: origin };
    } catch {
      console.warn(`${name} is not a URL; the sandbox ignores it`);
    }
  }
  return {};
}

export async function createServer(env: SiteEnv) {
  const entry = path.join(root, "dist/server/entry.mjs");
  if (!existsSync(entry)) throw new ConfigError("Lobby cannot start: dist/ is missing. Run `npm run build` first.");
  const { handler: astro } = (await import(entry)) as {
    handler: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => Promise<void>;
  };

  // The seam for the sandbox (DESIGN): it answers only when no real platform is configured.
  let sandbox: Mountable | undefined;
  if (sandboxMounted(env)) {
    const { createSandbox } = await import("../sandbox/index.ts");
    sandbox = createSandbox({
      dbPath: process.env["SANDBOX_DB"] ?? path.join(root, ".data/sandbox.db"),
      ...publicOriginOption(process.env),
      production: isProduction(env),
      trustedProxies: env.TRUSTED_PROXIES,
      compliance: { profiles: env.COMPLIANCE_PROFILE, blockedCountries: env.BLOCKED_COUNTRIES },
      countryHeader: env.COUNTRY_HEADER ?? null,
      ...(env.SANDBOX_NOW ? { now: env.SANDBOX_NOW } : {}),
      log: (m: string) => console.log(`[sandbox] ${m}`),
    });
  }

  const instance = instanceId();
  const logger = createRequestLogger(instance);
  const metrics = createMetrics(instance);
  const countryHeader = env.COUNTRY_HEADER;
  // A prerendered page's cache headers: public content a CDN may keep (ops.ts cacheControlFor), keyed on the `lang`
  // cookie at unprefixed addresses (static-locale.ts).
  const prerenderedHeaders = (pathname: string): Record<string, string> => {
    const facts = { pathname, prerendered: true };
    const vary = varyFor(facts);
    return {
      "Cache-Control":
        cacheControlFor({
          ...facts,
          status: 200,
          contentType: "text/html",
          existing: undefined,
          setCookie: false,
          refill: false,
        }) ?? "no-store",
      ...(vary.length ? { Vary: vary.join(", ") } : {}),
    };
  };
  const clientDir = path.join(root, "dist/client");
  /** A file address (with an extension) that is not, or no longer, in dist/client; a malformed escape is not one. */
  const isGoneFile = (mapped: string) => {
    if (!/\.[a-z0-9]+$/i.test(mapped)) return false;
    try {
      return !existsSync(path.join(clientDir, decodeURIComponent(mapped)));
    } catch {
      return false;
    }
  };
  const statics = sirv(clientDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      if (pathname.startsWith("/_astro/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      else if (/(^|\/)[^.]*$|\.html$/.test(pathname)) {
        prerendered.add(res);
        for (const [k, v] of Object.entries(prerenderedHeaders(pathname)))
          res.setHeader(k, k === "Vary" ? `Accept-Encoding, ${v}` : v);
      } else res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    },
  });
  const prerendered = new WeakSet<http.ServerResponse>();
  const patchedPages = createPrerenderedCsp(
    path.join(root, "dist/client"),
    env.REALTIME_URL,
    realtimeConnectSources(env.REALTIME_URL),
  );

  // Server-rendered HTML is compressed on the fly; static files come precompressed (scripts/compress.ts).
  const compress = compression({ threshold: 1024 }) as unknown as (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    next: () => void,
  ) => void;

  // Each rendered page ships only the island messages its browser code may use (page-messages.ts).
  const pageMessages = loadPageMessages(root);
  pageMessages?.install();

  const htmlCache = createHtmlCache({
    ttlMs: env.HTML_CACHE_MS,
    desktopLock: env.DESKTOP_LOCK,
    countryHeader: env.COUNTRY_HEADER,
  });

  const extraConnect = realtimeConnectSources(env.REALTIME_URL);
  /** A plain-text error answer; it keeps (or gets again, if something removed them) the security headers. */
  const plain = (req: http.IncomingMessage, res: http.ServerResponse, status: number, text: string) => {
    res.statusCode = status;
    applySecurityHeaders(req, res, extraConnect);
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    res.end(text);
  };
  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => plain(req, res, 404, "Not found");

  /** Set once the server exists (below); read by the requests it serves. */
  const life: { current?: ReturnType<typeof createLifecycle> } = {};
  const ready = async () =>
    !life.current?.draining && (env.PLATFORM_API_URL ? await reachable(env.PLATFORM_API_URL) : true);

  /**
   * The per-request frame: probes and metrics first (no log line), then the request id and instance headers, the
   * CDN cache headers decided when the head goes out, the log line and metrics when the answer ends.
   */
  const serve = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = pathOf(req);
    if (UNLOGGED.has(pathname)) {
      if (await answerProbe(pathname, res, ready)) return;
      if (metricsAllowed(process.env["METRICS_TOKEN"], req.headers.authorization)) {
        res.setHeader("Content-Type", metrics.registry.contentType);
        res.setHeader("Cache-Control", "no-store");
        res.end(await metrics.registry.metrics());
      } else notFound(req, res);
      return;
    }
    const started = process.hrtime.bigint();
    const rawUrl = req.url;
    const requestId = requestIdOf(req.headers["x-request-id"]);
    // The pass-through forwards the client's headers: this is the id the platform gets (platform-proxy.ts).
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    res.setHeader("X-Instance-Id", instance);
    life.current?.track(req, res);
    const writeHead = res.writeHead.bind(res) as unknown as (...args: unknown[]) => http.ServerResponse;
    res.writeHead = (...args: unknown[]) => {
      if (life.current?.draining) res.setHeader("Connection", "close");
      if (!prerendered.has(res) || neverCached(pathname)) {
        const given = typeof args[1] === "object" && args[1] ? (args[1] as Record<string, unknown>) : {};
        const headerOf = (name: string) => {
          const key = Object.keys(given).find((k) => k.toLowerCase() === name);
          const v = key ? given[key] : res.getHeader(name);
          if (typeof v === "string" || typeof v === "number") return String(v);
          return Array.isArray(v) ? v.join(", ") : undefined;
        };
        const contentType = headerOf("content-type");
        const control = cacheControlFor({
          pathname,
          status: typeof args[0] === "number" ? args[0] : res.statusCode,
          contentType,
          existing: headerOf("cache-control"),
          setCookie: res.hasHeader("set-cookie") || headerOf("set-cookie") !== undefined,
          prerendered: false,
          refill: req.headers[REFILL_HEADER] !== undefined,
        });
        if (control) {
          for (const k of Object.keys(given)) if (k.toLowerCase() === "cache-control") delete given[k];
          res.setHeader("Cache-Control", control);
        }
        if ((contentType ?? "").startsWith("text/html") && control?.startsWith("public"))
          res.setHeader(
            "Vary",
            ["Accept-Encoding", ...varyFor({ pathname, prerendered: false }, countryHeader)].join(", "),
          );
      }
      return writeHead(...args);
    };
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : 499;
      metrics.observeRequest(req.method ?? "GET", routeTemplate(pathname, status), status, seconds);
      logger.info(
        {
          req_id: requestId,
          method: req.method,
          path: loggablePath(rawUrl),
          status,
          duration_ms: Math.round(seconds * 10_000) / 10,
        },
        "request",
      );
    };
    res.on("finish", done);
    res.on("close", done);
    await requestContext.run({ requestId }, () => handle(req, res));
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    try {
      // Only origin-form request lines ("GET /path"): an absolute form ("GET http://other/…") or "*" addresses
      // nothing here, and must not steer the platform pass-through to another host (security).
      if (!req.url?.startsWith("/")) return plain(req, res, 400, "Bad request");
      const url = new URL(req.url, "http://localhost");
      // The visitor's country counts only from the CDN (a TRUSTED_PROXIES peer): a client's own header could
      // otherwise name another country to get past BLOCKED_COUNTRIES (README "Visitor's country").
      if (env.COUNTRY_HEADER && !fromTrustedProxy(req, env.TRUSTED_PROXIES)) delete req.headers[env.COUNTRY_HEADER];
      // VITALS_URL set: every answer says so, and pages (prerendered ones too) load the web-vitals reporter.
      if (env.VITALS_URL) res.setHeader("Server-Timing", VITALS_TIMING);

      if (url.pathname.startsWith("/api/") && env.PLATFORM_API_URL) {
        await proxyToPlatform(req, res, env.PLATFORM_API_URL, env.TRUSTED_PROXIES, undefined, (kind) =>
          metrics.proxyError(kind),
        );
        return;
      }
      if (sandbox && (await sandbox.handle(req, res))) return;

      // A language chosen through the switcher's link before its script arrived (static-locale.ts languageChoice).
      const choice = req.method === "GET" || req.method === "HEAD" ? languageChoice(url, cameOverHttps(req)) : null;
      if (choice) {
        res.statusCode = 302;
        res.setHeader("Location", choice.location);
        res.setHeader("Set-Cookie", choice.cookies);
        res.setHeader("Cache-Control", "no-store");
        res.end();
        return;
      }

      // Static files and prerendered pages. A visitor whose chosen language has no URL of its own gets
      // the page prerendered for that language (see static-locale.ts); otherwise the file as addressed.
      const original = req.url;
      const mapped = localizedStaticPath(url, req.headers.cookie);
      if (mapped === null) return notFound(req, res);
      if (patchedPages.active && patchedPages.serve(req, res, mapped, prerenderedHeaders(url.pathname))) return;
      // sirv indexes dist/client once at start and streams a file with no error handler: a file gone since (a new
      // build over the old one under a running server) would crash the process on its next request. Such a file is
      // not asked of sirv; the site answers it as any unknown address (404).
      if (!isGoneFile(mapped)) {
        req.url = mapped + url.search;
        await new Promise<void>((resolve) => {
          statics(req, res, () => {
            req.url = original;
            resolve();
          });
        });
      }
      if (res.headersSent || res.writableEnded) return;
      if (htmlCache.serve(req, res)) {
        metrics.pageCache("hit");
        return;
      }
      if (env.HTML_CACHE_MS > 0 && req.method === "GET") metrics.pageCache("miss");
      // Without an encoding the client takes, the page goes out as it is, and the middleware's wrapping of the
      // response (its write and end, its header hook) is only cost. Vary still says that the answer depends on it.
      if (acceptsCompression(req.headers["accept-encoding"]))
        await new Promise<void>((resolve) => compress(req, res, resolve));
      else res.setHeader("Vary", "Accept-Encoding");
      htmlCache.capture(req, res);
      // Last, so that it fills the page before the cache and the compression see it.
      pageMessages?.wrap(res);
      await astro(req, res, () => notFound(req, res));
    } catch (error) {
      console.error(error);
      if (!res.headersSent) plain(req, res, 500, "Internal Server Error");
      else res.end();
    }
  };
  const requestContext = new AsyncLocalStorage<{ requestId: string }>();
  (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT_KEY] = requestContext;
  const server = http.createServer((req, res) => void serve(req, res));
  tuneKeepAlive(server);
  // Pages call the platform (or this process's own sandbox) while they render (src/lib/api/server-call.ts):
  // over loopback to the port we really listen on, never to the request's Host (SSRF).
  server.on("listening", () => {
    const origin = loopbackOrigin(server.address());
    if (origin) process.env[INTERNAL_ORIGIN_ENV] = origin;
  });
  if (sandbox) sandbox.attachRealtime(server);
  secureResponses(server, env.REALTIME_URL, env.TRUSTED_PROXIES);
  const lifecycle = (life.current = createLifecycle(server, {
    delayMs: shutdownDelay(process.env["SHUTDOWN_DELAY_MS"]),
    beforeExit: async () => {
      await sandbox?.close();
    },
    log: (m) => console.log(m),
  }));
  return {
    server,
    lifecycle,
    close: async () => {
      await sandbox?.close();
      server.close();
    },
  };
}

if (import.meta.main) {
  // Before the build is loaded: Astro's pages (spec 000 §4 /register, spec 001 §9) and React read it.
  process.env["NODE_ENV"] = servedNodeEnv(process.env["NODE_ENV"]);
  let env: SiteEnv;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const { server, lifecycle } = await createServer(env);
  const port = Number(process.env["PORT"] ?? 4321);
  const host = process.env["HOST"] ?? "localhost";
  server.listen(port, host, () => {
    const where = server.address() as AddressInfo;
    console.log(
      `Lobby is serving on http://${host}:${where.port} (${process.env["NODE_ENV"]})` +
        (sandboxMounted(env) ? " with the embedded sandbox" : ""),
    );
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void lifecycle.shutdown(signal));
}
