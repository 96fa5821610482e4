// The one production process (DESIGN "The two halves"): one http.Server that mounts, in order,
//   1. the sandbox platform (/api/*, /sandbox/*, /socket.io) when PLATFORM_API_URL / REALTIME_URL are unset,
//   2. a pass-through to the real platform's /api when PLATFORM_API_URL is set,
//   3. the built site: static files and prerendered pages from dist/client, then Astro's SSR handler.
// Run with the project's Node 24 (npm start / npm run serve), which runs this TypeScript file directly.
import http from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import sirv from "sirv";
import { ConfigError, parseEnv, type SiteEnv } from "../src/lib/config/env.ts";
import { createHtmlCache } from "./html-cache.ts";
import { securityHeaders } from "./security-headers.ts";
import { localizedStaticPath } from "./static-locale.ts";
import { proxyToPlatform } from "./platform-proxy.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Mountable {
  handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean>;
  attachRealtime(server: http.Server): void;
  close(): Promise<void>;
}

export async function createServer(env: SiteEnv) {
  const entry = path.join(root, "dist/server/entry.mjs");
  if (!existsSync(entry)) throw new ConfigError("Lobby cannot start: dist/ is missing. Run `npm run build` first.");
  const { handler: astro } = (await import(entry)) as {
    handler: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => Promise<void>;
  };

  // The seam for the sandbox (DESIGN): it answers only when no real platform is configured.
  let sandbox: Mountable | undefined;
  if (!env.PLATFORM_API_URL || !env.REALTIME_URL) {
    const { createSandbox } = await import("../sandbox/index.ts");
    sandbox = createSandbox({
      dbPath: process.env["SANDBOX_DB"] ?? path.join(root, ".data/sandbox.db"),
      ...(process.env["PUBLIC_ORIGIN"] ? { publicOrigin: process.env["PUBLIC_ORIGIN"] } : {}),
      log: (m: string) => console.log(`[sandbox] ${m}`),
    });
  }

  const statics = sirv(path.join(root, "dist/client"), {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      if (pathname.startsWith("/_astro/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      else res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    },
  });

  // Server-rendered HTML is compressed on the fly; static files come precompressed (scripts/compress.ts).
  const compress = compression({ threshold: 1024 }) as unknown as (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    next: () => void,
  ) => void;

  const htmlCache = createHtmlCache({ ttlMs: env.HTML_CACHE_MS, desktopLock: env.DESKTOP_LOCK });

  const notFound = (res: http.ServerResponse) => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Not found");
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      for (const [k, v] of Object.entries(securityHeaders(url.pathname))) res.setHeader(k, v);

      if (url.pathname.startsWith("/api/") && env.PLATFORM_API_URL) {
        await proxyToPlatform(req, res, env.PLATFORM_API_URL);
        return;
      }
      if (sandbox && !(env.PLATFORM_API_URL && url.pathname.startsWith("/api/")) && (await sandbox.handle(req, res)))
        return;

      // Static files and prerendered pages. A visitor whose chosen language has no URL of its own gets
      // the page prerendered for that language (see static-locale.ts); otherwise the file as addressed.
      const original = req.url;
      const mapped = localizedStaticPath(url, req.headers.cookie);
      if (mapped === null) return notFound(res);
      req.url = mapped + url.search;
      await new Promise<void>((resolve) => {
        statics(req, res, () => {
          req.url = original;
          resolve();
        });
      });
      if (res.headersSent || res.writableEnded) return;
      if (htmlCache.serve(req, res)) return;
      await new Promise<void>((resolve) => compress(req, res, resolve));
      htmlCache.capture(req, res);
      await astro(req, res, () => notFound(res));
    } catch (error) {
      console.error(error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/plain; charset=utf-8");
        res.end("Internal Server Error");
      } else res.end();
    }
  };
  const server = http.createServer((req, res) => void handle(req, res));
  if (sandbox && !env.REALTIME_URL) sandbox.attachRealtime(server);
  return {
    server,
    close: async () => {
      await sandbox?.close();
      server.close();
    },
  };
}

if (import.meta.main) {
  let env: SiteEnv;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const { server } = await createServer(env);
  const port = Number(process.env["PORT"] ?? 4321);
  const host = process.env["HOST"] ?? "localhost";
  server.listen(port, host, () => {
    console.log(
      `Lobby is serving on http://${host}:${port}` + (env.PLATFORM_API_URL ? "" : " (with the embedded sandbox)"),
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
