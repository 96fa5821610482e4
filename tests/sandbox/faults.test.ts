// The admin fault controls (faults): `outage` makes /api calls fail as a missing, slow or erroring
// platform does; `realtime` stops and restarts the socket.io server. See sandbox/README.md "Admin controls".
import Echo from "laravel-echo";
import { io, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { OUTAGE_OFF, outageFor, type OutageState } from "../../sandbox/admin/outage.ts";
import { CHANNELS, EVENTS, listenName } from "../../src/contract/index.ts";
import { ADMIN_KEY, closeWithClients, nextEvent, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
const echos: Echo<"socket.io">[] = [];

beforeAll(async () => void (h = await startSandbox()));
afterEach(async () => {
  await h.admin("outage", { mode: "off" });
  await h.admin("realtime", { action: "start" });
});
afterAll(() => closeWithClients(h, echos));

const waitFor = <T>(register: (resolve: (v: T) => void) => void) => nextEvent(register, 5000);

const jackpot = () => h.post("/api/v2/get_jackpot", { currency: "INR" });

describe("outageFor: which calls an outage hits (faults)", () => {
  const all: OutageState = { mode: "down", paths: null, delayMs: 0 };
  const some: OutageState = { mode: "errors", paths: ["/api/v2/get_jackpot", "/api/member/*"], delayMs: 0 };
  it.each([
    [OUTAGE_OFF, "/api/v2/get_jackpot", null],
    [all, "/api/v2/get_jackpot", "down"],
    [all, "/api/login", "down"],
    [all, "/sandbox/admin/outage", null],
    [all, "/sandbox/img/x.svg", null],
    [some, "/api/v2/get_jackpot", "errors"],
    [some, "/api/v2/get_jackpot_extra", null],
    [some, "/api/member/profile/my_cash", "errors"],
    [some, "/api/login", null],
  ] as const)("%o on %s → %s", (state, path, expected) => {
    expect(outageFor(state, path)).toBe(expected);
  });
});

describe("admin outage (faults)", () => {
  it("needs the admin key and a known mode", async () => {
    const noKey = await h.post("/sandbox/admin/outage", { mode: "down" });
    expect(noKey.status).toBe(403);
    const bad = await h.admin("outage", { mode: "sideways" });
    expect(bad.body.code).toBe(422);
    expect(bad.body.message).toMatch(/^mode:/);
    const badPath = await h.admin("outage", { mode: "down", paths: ["/sandbox/admin/reset"] });
    expect(badPath.body.code).toBe(422);
  });

  it("down: the platform does not answer at all — the fetch fails; off restores it", async () => {
    const on = await h.admin("outage", { mode: "down" });
    expect(on.body.apiResponseData).toMatchObject({ mode: "down", paths: null });
    await expect(jackpot()).rejects.toThrow(/fetch failed/);
    await expect(h.post("/api/login", {})).rejects.toThrow(/fetch failed/);
    // the admin controls stay reachable
    expect((await h.admin("outage", { mode: "off" })).body.code).toBe(100);
    expect((await jackpot()).body.code).toBe(100);
  });

  it("errors: every call answers a bare HTTP 503, as a gateway in front of a failing platform does", async () => {
    await h.admin("outage", { mode: "errors" });
    const r = await h.raw("/api/v2/get_jackpot", { method: "POST", body: "{}" });
    expect(r.status).toBe(503);
    expect(await r.text()).toBe("Service Unavailable");
  });

  it("paths: only the calls named fail (exact paths and prefixes ending in *)", async () => {
    await h.admin("outage", { mode: "errors", paths: ["/api/v2/get_jackpot", "/api/member/*"] });
    const status = async (path: string, body = {}) =>
      (await h.raw(path, { method: "POST", body: JSON.stringify(body) })).status;
    expect(await status("/api/v2/get_jackpot", { currency: "INR" })).toBe(503);
    expect(await status("/api/member/profile/my_cash")).toBe(503);
    const other = await h.post("/api/template_config", { site_id: 1 });
    expect(other.status).toBe(200);
    expect(other.body.code).toBe(100);
  });

  it("slow: the call is answered normally only after delayMs; a client that gives up first gets nothing", async () => {
    await h.admin("outage", { mode: "slow", delayMs: 400 });
    const started = Date.now();
    const r = await jackpot();
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    expect(r.body.code).toBe(100);
    await expect(
      h.raw("/api/v2/get_jackpot", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ currency: "INR" }),
        signal: AbortSignal.timeout(100),
      }),
    ).rejects.toThrow(/aborted|timeout/i);
  });

  it("slow defaults to 35 s, longer than the site's 30 s client timeout (spec 000 §7)", async () => {
    const r = await h.admin("outage", { mode: "slow" });
    expect(r.body.apiResponseData.delay_ms).toBe(35_000);
  });
});

describe("admin realtime stop / start (spec 001 §9 reconnection)", () => {
  function connect(token: string): Echo<"socket.io"> {
    const e = new Echo<"socket.io">({
      broadcaster: "socket.io",
      host: h.base,
      client: io,
      transports: ["websocket"],
      bearerToken: token,
      reconnectionDelay: 100,
      reconnectionDelayMax: 200,
    });
    echos.push(e);
    return e;
  }

  it("stop drops connected clients (they keep retrying) and refuses new ones; start lets them back in, channels rejoined", async () => {
    const token = await h.token("demo01", "demo1234");
    const echo = connect(token);
    // Echo types its socket narrowly; it is socket.io-client's Socket.
    const socket = echo.connector.socket as unknown as Socket;
    const letters: number[] = [];
    echo.private(CHANNELS.member(1)).listen(listenName(EVENTS.letterSent), (p: { id: number }) => letters.push(p.id));
    if (!socket.connected) await waitFor<void>((r) => socket.once("connect", () => r()));

    const reason = waitFor<string>((r) => socket.once("disconnect", r));
    const stop = await h.admin("realtime", { action: "stop" });
    expect(stop.body.apiResponseData).toEqual({ accepting: false });
    // a dropped transport, not a server-side "io server disconnect" (after which socket.io would not reconnect)
    expect(await reason).toBe("transport close");

    // while stopped, connecting fails (and the client keeps trying)
    await waitFor<void>((r) => socket.io.once("reconnect_error", () => r()));
    const fresh = io(h.base, { transports: ["websocket"], reconnection: false });
    await waitFor<void>((r) => fresh.once("connect_error", () => r()));
    fresh.close();
    expect(socket.connected).toBe(false);

    const back = waitFor<void>((r) => socket.io.once("reconnect", () => r()));
    expect((await h.admin("realtime", { action: "start" })).body.apiResponseData).toEqual({ accepting: true });
    await back;
    // Echo subscribes its channels again on reconnect: events flow.
    const got = waitFor<void>((r) => {
      const poll = setInterval(() => {
        if (letters.length) {
          clearInterval(poll);
          r();
        } else void h.admin("letter", { account: "demo01", title: "after the restart" });
      }, 150);
    });
    await got;
    expect(letters.length).toBeGreaterThan(0);
  });

  it("the control needs the admin key", async () => {
    const r = await h.post("/sandbox/admin/realtime", { action: "stop" }, { "x-sandbox-key": `${ADMIN_KEY}x` });
    expect(r.status).toBe(403);
  });
});
