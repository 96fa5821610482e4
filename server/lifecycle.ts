// Graceful shutdown and the probes (README "Deploying"). On SIGTERM an instance says it is not ready (/readyz 503)
// at once, so a load balancer that probes it (or the orchestrator, for nginx: scripts/scale/stack.ts watchReadiness)
// stops sending; after SHUTDOWN_DELAY_MS it stops accepting connections (one still sent gets a refused connection,
// which nginx retries on the next instance), answers what
// it has already received, closing each keep-alive connection after its answer and the idle ones at once, then
// exits. Past `hardMs` (10 s) whatever is still open is cut and the process exits anyway.
import type http from "node:http";
import net from "node:net";

export interface LifecycleOptions {
  /** How long readiness is false before the listener closes (SHUTDOWN_DELAY_MS, default 1000). */
  delayMs?: number;
  /** The exit deadline from the signal, default 10 000. */
  hardMs?: number;
  /** Runs after the last request has been answered (the sandbox closes its sockets and database there). */
  beforeExit?: () => Promise<void>;
  exit?: (code: number) => void;
  log?: (msg: string) => void;
}

export interface Lifecycle {
  readonly draining: boolean;
  /** Counts a request until its answer ends or its connection breaks. */
  track(req: http.IncomingMessage, res: http.ServerResponse): void;
  /** The shutdown (idempotent); resolves when the process is about to exit. */
  shutdown(signal?: string): Promise<void>;
}

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of what sits in front (nginx's
 * upstream keepalive and most load balancers: 60 s). With Node's default of 5 s the server closed idle connections
 * that a proxy or client was about to reuse, and the request sent on one met a reset (ECONNRESET; a 502 behind a
 * load balancer). The headers timeout must be longer still, or Node cuts a reused connection's next request.
 */
export const KEEP_ALIVE_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;

export function tuneKeepAlive(server: http.Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

export function shutdownDelay(value: string | undefined): number {
  const n = value === undefined || value.trim() === "" ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 8000 ? n : 1000;
}

export function createLifecycle(server: http.Server, options: LifecycleOptions = {}): Lifecycle {
  const { delayMs = 1000, hardMs = 10_000, exit = (code) => process.exit(code), log = () => undefined } = options;
  let draining = false;
  let inFlight = 0;
  let done: Promise<void> | undefined;
  const idle: (() => void)[] = [];

  return {
    get draining() {
      return draining;
    },
    track(req, res) {
      inFlight++;
      let counted = true;
      const end = () => {
        if (!counted) return;
        counted = false;
        inFlight--;
        if (inFlight === 0) for (const f of idle.splice(0)) f();
      };
      res.on("finish", end);
      res.on("close", end);
      req.on("error", end);
    },
    shutdown(signal = "SIGTERM") {
      done ??= (async () => {
        draining = true;
        const started = Date.now();
        log(`${signal}: not ready; closing the listener in ${delayMs} ms, exit within ${hardMs} ms`);
        const hard = setTimeout(() => {
          log(`shutdown: ${inFlight} request(s) still open at the deadline; cutting them`);
          server.closeAllConnections();
          exit(1);
        }, hardMs - 200);
        hard.unref();
        await new Promise((r) => setTimeout(r, delayMs));
        // Stop accepting; idle keep-alive connections close now, busy ones after their answer (Connection: close,
        // set by the caller while draining), and again every 200 ms for one that went idle in between.
        server.close();
        server.closeIdleConnections();
        const sweep = setInterval(() => server.closeIdleConnections(), 200);
        if (inFlight > 0) await new Promise<void>((r) => idle.push(r));
        clearInterval(sweep);
        server.closeIdleConnections();
        await options.beforeExit?.();
        clearTimeout(hard);
        log(`shutdown: done in ${Date.now() - started} ms`);
        exit(0);
      })();
      return done;
    },
  };
}

/**
 * Whether the platform answers a TCP connection within `timeoutMs` (readiness): cheap, no call of the platform's
 * API is assumed, and nothing is cached.
 */
export function reachable(baseUrl: string, timeoutMs = 1000): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return Promise.resolve(false);
  }
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once("connect", () => finish(true));
    socket.once("error", () => finish(false));
  });
}

/** Answers /healthz and /readyz: plain text, never cached. True when it answered. */
export async function answerProbe(
  pathname: string,
  res: http.ServerResponse,
  ready: () => Promise<boolean> | boolean,
): Promise<boolean> {
  if (pathname !== "/healthz" && pathname !== "/readyz") return false;
  const ok = pathname === "/healthz" ? true : await ready();
  res.statusCode = ok ? 200 : 503;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(ok ? "ok\n" : "not ready\n");
  return true;
}
