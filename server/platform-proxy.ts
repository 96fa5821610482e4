// Passes /api/* through to the operator's platform when PLATFORM_API_URL is set (the sandbox is then off).
import type http from "node:http";
import { Readable } from "node:stream";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);

/**
 * The platform URL a request goes to: the base plus the request's path and query, or null when the request line
 * is not origin-form ("/path?query"). An absolute-form line ("GET http://other.example/api/…") must never pick
 * the host (issue 7, security), so the target is built from the parsed path, never from the raw line.
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

export async function proxyToPlatform(req: http.IncomingMessage, res: http.ServerResponse, base: string) {
  const target = platformTarget(base, req.url);
  if (!target) {
    req.resume();
    res.statusCode = 400;
    res.setHeader("Content-Type", "application/json");
    res.end(
      JSON.stringify({ status: false, code: 400, codeFull: "400", message: "bad request line", apiResponseData: null }),
    );
    return;
  }
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || HOP_BY_HOP.has(k)) continue;
    headers.set(k, Array.isArray(v) ? v.join(", ") : v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  try {
    const upstream = await fetch(target, {
      method: req.method ?? "GET",
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      // @ts-expect-error Node's fetch needs this for a streamed request body.
      duplex: "half",
      signal: AbortSignal.timeout(30_000),
    });
    res.statusCode = upstream.status;
    upstream.headers.forEach((v, k) => {
      if (!HOP_BY_HOP.has(k) && k !== "content-encoding") res.setHeader(k, v);
    });
    if (upstream.body) Readable.fromWeb(upstream.body as never).pipe(res);
    else res.end();
  } catch {
    res.statusCode = 502;
    res.setHeader("Content-Type", "application/json");
    res.end(
      JSON.stringify({ status: false, code: 502, codeFull: "502", message: "network fail", apiResponseData: null }),
    );
  }
}
