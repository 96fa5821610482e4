// Graceful shutdown (server/lifecycle.ts): readiness turns false first, the listener closes after the delay, the
// request in flight is answered, idle keep-alive connections are closed, and the exit comes within the deadline.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  KEEP_ALIVE_MS,
  answerProbe,
  createLifecycle,
  reachable,
  shutdownDelay,
  tuneKeepAlive,
} from "../../server/lifecycle.ts";

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

async function start(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent?: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("graceful shutdown", () => {
  it("says not ready first, answers the request in flight, refuses new connections, closes idle ones, exits 0", async () => {
    let release: () => void = () => undefined;
    const slowGate = new Promise<void>((r) => (release = r));
    const exits: number[] = [];
    const order: string[] = [];
    const ref: { life?: ReturnType<typeof createLifecycle> } = {};
    const { server, port } = await start((req, res) => {
      void (async () => {
        if (await answerProbe(req.url ?? "/", res, () => !ref.life?.draining)) return;
        ref.life?.track(req, res);
        if (req.url === "/slow") await slowGate;
        res.end(`done ${req.url}`);
      })();
    });
    const life = (ref.life = createLifecycle(server, {
      delayMs: 150,
      hardMs: 10_000,
      exit: (code) => exits.push(code),
      beforeExit: async () => {
        order.push("beforeExit");
      },
    }));
    // an idle keep-alive connection, and a request in flight
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, "/quick", agent)).status).toBe(200);
    const idleSocket = Object.values(agent.freeSockets)[0]?.[0];
    expect(idleSocket).toBeDefined();
    const idleClosed = new Promise<void>((r) => idleSocket?.once("close", () => r()));
    const slow = get(port, "/slow");
    await new Promise((r) => setTimeout(r, 50));

    const done = life.shutdown("SIGTERM");
    expect(life.draining).toBe(true);
    // readiness is false at once, while the listener still answers
    expect(await get(port, "/readyz")).toEqual({ status: 503, body: "not ready\n" });
    expect((await get(port, "/healthz")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 250)); // past the delay: the listener is closed
    await expect(get(port, "/new")).rejects.toThrow(/ECONNREFUSED/);
    await idleClosed; // the idle keep-alive connection was closed
    expect(exits).toEqual([]); // still waiting for the request in flight
    release();
    expect(await slow).toEqual({ status: 200, body: "done /slow" });
    await done;
    expect(order).toEqual(["beforeExit"]);
    expect(exits).toEqual([0]);
    agent.destroy();
  });

  it("cuts what is still open at the deadline and exits non-zero", async () => {
    const exits: number[] = [];
    const ref: { life?: ReturnType<typeof createLifecycle> } = {};
    const { server, port } = await start((req, res) => {
      ref.life?.track(req, res); // never answered
    });
    const life = (ref.life = createLifecycle(server, { delayMs: 0, hardMs: 600, exit: (code) => exits.push(code) }));
    const hung = get(port, "/hang").catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    void life.shutdown();
    expect(await hung).toBeInstanceOf(Error); // the connection was cut
    expect(exits).toEqual([1]);
  });

  it("reads SHUTDOWN_DELAY_MS within 0–8000 ms, else 1000", () => {
    expect(shutdownDelay(undefined)).toBe(1000);
    expect(shutdownDelay("0")).toBe(0);
    expect(shutdownDelay("5000")).toBe(5000);
    expect(shutdownDelay("9000")).toBe(1000);
    expect(shutdownDelay("soon")).toBe(1000);
  });
});

describe("readiness: the platform is reachable", () => {
  it("is true when the platform accepts a connection, false when nothing listens", async () => {
    const listener = net.createServer((s) => s.end());
    await new Promise<void>((r) => listener.listen(0, "127.0.0.1", r));
    const port = (listener.address() as AddressInfo).port;
    expect(await reachable(`http://127.0.0.1:${port}/api`)).toBe(true);
    await new Promise<void>((r) => listener.close(() => r()));
    expect(await reachable(`http://127.0.0.1:${port}/api`)).toBe(false);
    expect(await reachable("not a url")).toBe(false);
  });
});

describe("keep-alive", () => {
  it("keeps an idle connection open longer than a proxy's or client's idle timeout (60 s), headers longer still", () => {
    // Node's 5 s default closed connections a client was about to reuse: a reset (e2e ECONNRESET, a 502 behind nginx).
    const server = http.createServer();
    expect(server.keepAliveTimeout).toBe(5000);
    tuneKeepAlive(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
