// Passes /api/* through to the operator's platform when PLATFORM_API_URL is set (the sandbox is then off).
// The platform's IP rules (region blocks, blacklists, per-IP limits) read who the client is from what this sends
// (security), so the forwarded headers are ours, never the client's: X-Forwarded-For is the chain from
// the client as the trusted proxies (TRUSTED_PROXIES) vouch for it, ending with this connection's own address;
// X-Real-IP is that client; X-Forwarded-Proto and -Host say how the client reached the site. Every Set-Cookie of
// the answer is kept, and a request body larger than REQUEST_BODY_LIMIT is refused with 413, as the sandbox does.
import type http from "node:http";
import { Readable } from "node:stream";
import {
  cameOverHttps,
  clientIp,
  forwardedChain,
  NO_TRUSTED_PROXIES,
  REQUEST_BODY_LIMIT,
  requestedHost,
  type TrustedProxies,
} from "../src/contract/client-address.ts";
import { endAfterBody } from "../src/contract/discard-body.ts";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);

/** Headers about the client's address and route: the client's own values are dropped and ours are set. */
const FORWARDING = new Set([
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-real-ip",
  "x-client-ip",
]);

/**
 * The platform URL a request goes to: the base plus the request's path and query, or null when the request line
 * is not origin-form ("/path?query"). An absolute-form line ("GET http://other.example/api/…") must never pick
 * the host (security), so the target is built from the parsed path, never from the raw line.
 */
export function platformTarget(base: string, requestUrl: string | undefined): URL | null {
  if (!requestUrl?.startsWith("/") || requestUrl.startsWith("//")) return null;
  let parsed: URL;
  try {
    parsed = new URL(requestUrl, "http://localhost");
  } catch {
    return null;
  }
  const target = new URL(base);
  target.pathname = target.pathname.replace(/\/$/, "") + parsed.pathname;
  target.search = parsed.search;
  return target;
}

/** The headers sent to the platform: the client's, less hop-by-hop and forwarding ones, plus ours. */
export function platformHeaders(req: http.IncomingMessage, trusted: TrustedProxies): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || HOP_BY_HOP.has(k) || FORWARDING.has(k)) continue;
    headers.set(k, Array.isArray(v) ? v.join(", ") : v);
  }
  headers.set("x-forwarded-for", forwardedChain(req, trusted).join(", "));
  headers.set("x-real-ip", clientIp(req, trusted));
  headers.set("x-forwarded-proto", cameOverHttps(req, trusted) ? "https" : "http");
  const host = requestedHost(req, trusted);
  if (host) headers.set("x-forwarded-host", host);
  return headers;
}

function answer(res: http.ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({
    status: false,
    code: status,
    codeFull: String(status),
    message,
    apiResponseData: null,
  });
  const req = res.req as http.IncomingMessage | undefined;
  const pending = !!req && !req.complete && !req.destroyed;
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(body),
    ...(pending ? { Connection: "close" } : {}),
  });
  endAfterBody(res, req, body);
}

/** The request body, or "too large" past `limit` bytes (declared or received), or null when it broke off. */
function readBounded(req: http.IncomingMessage, limit: number): Promise<Buffer | "too large" | null> {
  if (Number(req.headers["content-length"] ?? 0) > limit) return Promise.resolve("too large");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (v: Buffer | "too large" | null) => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      resolve(v);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        settle("too large");
      } else chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => settle(Buffer.concat(chunks)));
    req.on("close", () => settle(req.complete ? Buffer.concat(chunks) : null));
    req.on("error", () => settle(null));
  });
}

export async function proxyToPlatform(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  base: string,
  trusted: TrustedProxies = NO_TRUSTED_PROXIES,
  bodyLimit = REQUEST_BODY_LIMIT,
  /** Counts what could not be passed on (server/ops.ts metrics): bad_request, too_large, aborted, network. */
  onError: (kind: string) => void = () => undefined,
) {
  const target = platformTarget(base, req.url);
  if (!target) {
    onError("bad_request");
    answer(res, 400, "bad request line");
    return;
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  let body: Buffer | undefined;
  if (hasBody) {
    const read = await readBounded(req, bodyLimit);
    if (read === "too large") {
      onError("too_large");
      answer(res, 413, `request body larger than ${bodyLimit} bytes`);
      return;
    }
    if (read === null) {
      onError("aborted");
      if (!res.headersSent) answer(res, 400, "request aborted");
      return;
    }
    body = read;
  }
  try {
    const upstream = await fetch(target, {
      method: req.method ?? "GET",
      headers: platformHeaders(req, trusted),
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    res.statusCode = upstream.status;
    upstream.headers.forEach((v, k) => {
      // X-Instance-Id names the instance that answered the client (server/ops.ts), not the platform's process.
      if (!HOP_BY_HOP.has(k) && k !== "content-encoding" && k !== "set-cookie" && k !== "x-instance-id")
        res.setHeader(k, v);
    });
    // Headers.forEach yields each Set-Cookie apart, and setHeader would keep only the last: copy them all.
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length) res.setHeader("set-cookie", cookies);
    if (upstream.body) Readable.fromWeb(upstream.body as never).pipe(res);
    else res.end();
  } catch (e) {
    onError(e instanceof Error && e.name === "TimeoutError" ? "timeout" : "network");
    if (!res.headersSent) answer(res, 502, "network fail");
    else res.end();
  }
}
