// Prerendered pages carry the CSP of build time in a meta tag (astro.config), and a browser enforces every policy
// it is given: a header cannot widen a meta tag's connect-src. A site started with a REALTIME_URL that the build
// did not name (one build, several platforms; the e2e platform project) would have its real-time connection
// refused on every content page, and their boot data (written at build time too) would send it to the site's own
// origin. This serves those pages with the run time's real-time origin merged into the meta tag's connect-src and
// the run time's REALTIME_URL in the boot data's `realtimeUrl`, each page read and compressed once, and only when
// the build differs.
import type http from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { pickEncoding } from "./html-cache.ts";

const META_CSP = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;

/** The policy with `extra` added to connect-src (created when absent); nothing else changes. */
export function withConnectSources(policy: string, extra: readonly string[]): string {
  const directives = policy
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean);
  let found = false;
  const out = directives.map((d) => {
    const [name, ...values] = d.split(/\s+/);
    if (name?.toLowerCase() !== "connect-src") return d;
    found = true;
    const missing = extra.filter((s) => !values.includes(s));
    return [name, ...values, ...missing].join(" ");
  });
  if (!found && extra.length) out.push(`connect-src 'self' ${extra.join(" ")}`);
  return out.join("; ");
}

/** The page with its meta CSP's connect-src widened, or null when it has no meta CSP or already names them all. */
export function patchMetaCsp(html: string, extra: readonly string[]): string | null {
  const m = META_CSP.exec(html);
  if (!m || extra.length === 0) return null;
  const connect =
    /(?:^|;)\s*connect-src([^;]*)/i
      .exec(m[2] ?? "")?.[1]
      ?.trim()
      .split(/\s+/) ?? [];
  if (extra.every((s) => connect.includes(s))) return null;
  return html.replace(
    META_CSP,
    (_all, a: string, policy: string, b: string) => a + withConnectSources(policy, extra) + b,
  );
}

/** The boot data's `realtimeUrl` (src/lib/boot/boot.ts, JSON with `<` escaped) set to `url`; null when it already is. */
export function patchBootRealtime(html: string, url: string): string | null {
  const value = JSON.stringify(url).replace(/</g, "\\u003c");
  const field = /"realtimeUrl":"(?:[^"\\]|\\.)*"/;
  const m = field.exec(html);
  if (!m || m[0] === `"realtimeUrl":${value}`) return null;
  return html.replace(field, () => `"realtimeUrl":${value}`);
}

/** The prerendered page as the running server must send it, or null when the build's page is already right. */
export function patchPrerendered(html: string, realtimeUrl: string, extra: readonly string[]): string | null {
  const csp = patchMetaCsp(html, extra);
  const boot = patchBootRealtime(csp ?? html, realtimeUrl);
  return boot ?? csp;
}

interface Patched {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves `mapped` (static-locale.ts's path) from `dir` when it is a prerendered page whose meta CSP lacks `extra`.
 * Returns false for anything else (sirv answers it as before). `headers` adds the answer's cache headers.
 */
export function createPrerenderedCsp(dir: string, realtimeUrl: string | undefined, extra: readonly string[]) {
  const pages = new Map<string, Patched | null>();
  function load(mapped: string): Patched | null {
    if (pages.has(mapped)) return pages.get(mapped) ?? null;
    let found: Patched | null = null;
    const clean = path.posix.normalize(mapped);
    if (!clean.includes("..") && !/\.[a-z0-9]+$/i.test(clean)) {
      for (const candidate of [path.join(dir, clean, "index.html"), path.join(dir, `${clean}.html`)]) {
        if (!candidate.startsWith(dir) || !existsSync(candidate) || !statSync(candidate).isFile()) continue;
        const patched = patchPrerendered(readFileSync(candidate, "utf8"), realtimeUrl ?? "", extra);
        if (patched) found = { body: Buffer.from(patched) };
        break;
      }
    }
    if (pages.size < 2000) pages.set(mapped, found);
    return found;
  }
  return {
    active: !!realtimeUrl,
    serve(req: http.IncomingMessage, res: http.ServerResponse, mapped: string, headers: Record<string, string>) {
      if (!realtimeUrl || (req.method !== "GET" && req.method !== "HEAD")) return false;
      const page = load(mapped);
      if (!page) return false;
      const encoding = pickEncoding(req.headers["accept-encoding"]);
      const body =
        encoding === "br"
          ? (page.br ??= brotliCompressSync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }))
          : encoding === "gzip"
            ? (page.gzip ??= gzipSync(page.body, { level: 9 }))
            : page.body;
      res.statusCode = 200;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", ["Accept-Encoding", ...(headers["Vary"] ? [headers["Vary"]] : [])].join(", "));
      res.setHeader("Content-Length", body.length);
      if (req.method === "HEAD") res.end();
      else res.end(body);
      return true;
    },
  };
}
