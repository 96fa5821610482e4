// `npm run platform`: the sandbox alone, as an operator's platform would run beside the site (DESIGN "The two
// halves"): its HTTP API (/api/*), its own pages and controls (/sandbox/*) and socket.io (/socket.io) on a port of
// its own, with the same database and variables as when server/main.ts mounts it (SANDBOX_DB, SANDBOX_*,
// TRUSTED_PROXIES, PUBLIC_ORIGIN). Sites point at it with PLATFORM_API_URL and REALTIME_URL; the load balancer in
// front routes /sandbox/ to it, so its game, payment and image paths resolve on the site's origin (README
// "Deploying"). Every answer carries the security headers; /healthz and /readyz answer as the site's do, and
// SIGTERM drains as the site does (server/lifecycle.ts).
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import { createSandbox } from "../sandbox/index.ts";
import { parseTrustedProxies, NO_TRUSTED_PROXIES } from "../src/contract/client-address.ts";
import { publicOriginOption, secureResponses } from "./main.ts";
import { answerProbe, createLifecycle, shutdownDelay, tuneKeepAlive } from "./lifecycle.ts";
import { instanceId, pinNoStore } from "./ops.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function createPlatformServer(vars: Record<string, string | undefined> = process.env) {
  const trusted = vars["TRUSTED_PROXIES"] ? parseTrustedProxies(vars["TRUSTED_PROXIES"]) : undefined;
  const production = (vars["NODE_ENV"] ?? "production") === "production";
  const sandbox = createSandbox({
    dbPath: vars["SANDBOX_DB"] ?? path.join(root, ".data/sandbox.db"),
    ...publicOriginOption(vars),
    production,
    ...(vars["TRUSTED_PROXIES"] ? { trustedProxies: vars["TRUSTED_PROXIES"] } : {}),
    log: (m: string) => console.log(`[platform] ${m}`),
  });
  const instance = instanceId(vars);
  /** Set once the server exists (below); read by the requests it serves. */
  const life: { current?: ReturnType<typeof createLifecycle> } = {};
  const server = http.createServer((req, res) => {
    res.setHeader("X-Instance-Id", instance);
    pinNoStore(res);
    void (async () => {
      const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
      if (await answerProbe(pathname, res, () => !life.current?.draining)) return;
      life.current?.track(req, res);
      if (life.current?.draining) res.setHeader("Connection", "close");
      if (await sandbox.handle(req, res)) return;
      res.statusCode = 404;
      res.setHeader("Content-Type", "text/plain; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      res.end("Not found");
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
      else res.end();
    });
  });
  tuneKeepAlive(server);
  sandbox.attachRealtime(server);
  secureResponses(server, undefined, trusted?.ok ? trusted.value : NO_TRUSTED_PROXIES);
  const lifecycle = (life.current = createLifecycle(server, {
    delayMs: shutdownDelay(vars["SHUTDOWN_DELAY_MS"]),
    beforeExit: () => sandbox.close(),
    log: (m) => console.log(`[platform] ${m}`),
  }));
  return { server, lifecycle, sandbox };
}

if (import.meta.main) {
  const { server, lifecycle } = createPlatformServer();
  const port = Number(process.env["PORT"] ?? 4322);
  const host = process.env["HOST"] ?? "localhost";
  server.listen(port, host, () => {
    const where = server.address() as AddressInfo;
    console.log(`The platform (sandbox) is serving on http://${host}:${where.port}`);
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void lifecycle.shutdown(signal));
}
