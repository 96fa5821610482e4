// Security headers for every response. Script and style hashes are Astro's
// (astro.config `security.csp`): a header on server-rendered pages, a meta tag on prerendered ones. What only a
// header can say, or only the running server knows, is added here:
// - frame-ancestors (ignored in a meta tag): merged into every CSP header, Astro's included, which would
//   otherwise replace ours;
// - the real-time origin in connect-src when REALTIME_URL is set at run time (prerendered pages carry the one of
//   build time: astro.config reads REALTIME_URL when building);
// - HSTS when the request came over https: TLS on this socket, or `X-Forwarded-Proto: https` from the proxy that
//   terminates TLS. A forged header costs nothing: browsers ignore HSTS received over plain http.

/** connect-src of every page: the site itself (its /api and the sandbox's same-origin socket.io). */
export const CONNECT_SRC_SELF = "'self'";

/**
 * The connect-src sources the real-time client needs for REALTIME_URL: its origin over http(s) (socket.io's
 * polling) and over ws(s) (its websocket), whichever scheme the URL names. Empty when unset (the sandbox is
 * same-origin) or not a URL.
 */
export function realtimeConnectSources(realtimeUrl: string | undefined): string[] {
  if (!realtimeUrl) return [];
  let url: URL;
  try {
    url = new URL(realtimeUrl);
  } catch {
    return [];
  }
  const secure = url.protocol === "https:" || url.protocol === "wss:";
  const insecure = url.protocol === "http:" || url.protocol === "ws:";
  if (!secure && !insecure) return [];
  const host = url.host;
  return secure ? [`https://${host}`, `wss://${host}`] : [`http://${host}`, `ws://${host}`];
}

/**
 * A CSP with what this server adds: frame-ancestors 'self' when the policy has none, the extra connect-src
 * sources in an existing connect-src. Idempotent.
 */
export function mergeCsp(policy: string, extraConnect: readonly string[] = []): string {
  // Every rendered page sends Astro's policy, the same text for the same page: merged once, not per request.
  const id = `${extraConnect.join(" ")}\u0000${policy}`;
  let merged = mergedCsp.get(id);
  if (merged === undefined) {
    if (mergedCsp.size >= MERGED_CSP_MAX) mergedCsp.clear();
    merged = mergeCspNow(policy, extraConnect);
    mergedCsp.set(id, merged);
  }
  return merged;
}

/** Bounded: a policy with per-request text (a nonce) must not grow memory without end. */
const MERGED_CSP_MAX = 200;
const mergedCsp = new Map<string, string>();

function mergeCspNow(policy: string, extraConnect: readonly string[]): string {
  const directives = policy
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean);
  const out = directives.map((d) => {
    const [name, ...values] = d.split(/\s+/);
    if (name?.toLowerCase() !== "connect-src" || extraConnect.length === 0) return d;
    const missing = extraConnect.filter((s) => !values.includes(s));
    return missing.length ? [name, ...values, ...missing].join(" ") : d;
  });
  if (!out.some((d) => /^frame-ancestors(\s|$)/i.test(d))) out.push("frame-ancestors 'self'");
  return out.join("; ");
}

export interface RequestFacts {
  /** Came over https (TLS here or at the proxy). */
  https?: boolean;
}

export function securityHeaders(pathname: string, facts: RequestFacts = {}): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Nobody else may frame the site; its own /play page may frame the sandbox's game pages.
    "Content-Security-Policy": "frame-ancestors 'self'",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
  if (facts.https) headers["Strict-Transport-Security"] = "max-age=31536000";
  if (pathname.startsWith("/api/") || pathname.startsWith("/socket.io/")) headers["Cache-Control"] = "no-store";
  return headers;
}

/** Whether a request came over https: TLS on this socket, or the TLS-terminating proxy says so. */
export function cameOverHttps(req: {
  socket: { encrypted?: boolean } | object;
  headers: Record<string, string | string[] | undefined>;
}): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}
