// Starts a sandbox on a real http.Server (port 0, :memory: database) and gives typed helpers for calling it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createSandbox, type Sandbox, type SandboxOptions } from "../../sandbox/index.ts";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, expect } from "vitest";
import { resetClock } from "../../sandbox/clock.ts";

export const CAPTCHA = "7777";
export const SMS = "654321";
export const ADMIN_KEY = "test-admin";

export interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data of many calls loosely
  body: { status: unknown; code: number; codeFull?: unknown; message: string; apiResponseData: any; text?: string };
}

export interface Harness {
  base: string;
  sandbox: Sandbox;
  server: http.Server;
  logs: string[];
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  raw(path: string, init: RequestInit): Promise<Response>;
  admin(action: string, body?: unknown): Promise<Answer>;
  /** A login with the captcha answered and the login nonce sent, plus any `headers` (a client address, a country). */
  login(account: string, password: string, headers?: Record<string, string>): Promise<Answer>;
  token(account: string, password: string): Promise<string>;
  bearer(token: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * `dbPath`: a file when a test reads the database itself (ledger rows); default ":memory:". The test client on
 * loopback is a trusted proxy (TRUSTED_PROXIES=loopback), so a test may name its client's address with
 * X-Forwarded-For; `options` overrides that and the other sandbox options.
 */
export async function startSandbox(dbPath = ":memory:", options: SandboxOptions = {}): Promise<Harness> {
  const logs: string[] = [];
  const sandbox = createSandbox({
    dbPath,
    captcha: CAPTCHA,
    smsCode: SMS,
    adminKey: ADMIN_KEY,
    trustedProxies: "loopback",
    // agent01's seeded downline costs about 0.4 s per start: only the tests that read it ask for it.
    agentSeed: false,
    log: (m) => logs.push(m),
    ...options,
  });
  const server = http.createServer((req, res) => {
    void sandbox.handle(req, res).then((handled) => {
      if (!handled) {
        res.statusCode = 404;
        res.end("site");
      }
    });
  });
  sandbox.attachRealtime(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Answer> => {
    const r = await fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/json", lang: "en_US", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: r.status, headers: r.headers, body: (await r.json()) as Answer["body"] };
  };
  const login = async (account: string, password: string, headers: Record<string, string> = {}) => {
    const h = await post("/api/get_login_header");
    const c = await post("/api/captcha", { type: 1, site_id: 1 });
    return post(
      "/api/login",
      { account, password, site_id: 1, answer: CAPTCHA, captcha_token: c.body.apiResponseData.token },
      { ...h.body.apiResponseData.header, ...headers },
    );
  };
  return {
    base,
    sandbox,
    server,
    logs,
    post,
    raw: (path, init) => fetch(base + path, init),
    admin: (action, body = {}) => post(`/sandbox/admin/${action}`, body, { "x-sandbox-key": ADMIN_KEY }),
    login,
    async token(account, password) {
      const a = await login(account, password);
      if (a.body.code !== 100) throw new Error(`login ${account}: ${a.body.code} ${a.body.message}`);
      return a.body.apiResponseData.token as string;
    },
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await sandbox.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export async function captchaToken(h: Harness, type: 1 | 2 = 1): Promise<string> {
  return (await h.post("/api/captcha", { type, site_id: 1 })).body.apiResponseData.token as string;
}

let registered = 0;
/**
 * Posts a registration of a new USD member (no phone needed) with the harness's captcha and answers the sandbox's
 * reply as it is; `headers` name the client (X-Forwarded-For), `extra` adds or overrides fields.
 */
export async function postRegister(
  h: Harness,
  account: string,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): Promise<Answer> {
  return h.post(
    "/api/register",
    {
      site_id: 1,
      member_account: account,
      password: "abc12345",
      check_password: "abc12345",
      member_currency: "USD",
      member_email: `${account}@example.com`,
      captcha_token: await captchaToken(h, 2),
      verify_code: CAPTCHA,
      age_confirmed: 1,
      ...extra,
    },
    headers,
  );
}

/**
 * Registers a new USD member, each from its own address (the sandbox limits registrations per IP); `extra` adds
 * or overrides fields (a recommend code, a withdraw password).
 */
export async function registerMember(
  h: Harness,
  prefix: string,
  extra: Record<string, unknown> = {},
): Promise<{ account: string; token: string }> {
  registered += 1;
  const account = `${prefix}${String(registered).padStart(4, "0")}x`;
  const a = await postRegister(h, account, { "x-forwarded-for": `203.0.113.${registered % 250}` }, extra);
  expect(a.body.code, a.body.message).toBe(100);
  return { account, token: a.body.apiResponseData.token as string };
}

/** Starts a sandbox with a member signed in (by default the seeded demo01): the setup most test files share. */
export async function startSignedIn(account = "demo01", password = "demo1234"): Promise<{ h: Harness; token: string }> {
  const h = await startSandbox();
  return { h, token: await h.token(account, password) };
}

/** Disconnects the real-time clients a test file opened (sockets, Echo instances), then closes the sandbox. */
export async function closeWithClients(h: Harness, clients: { disconnect(): void }[]): Promise<void> {
  for (const c of clients.splice(0)) c.disconnect();
  await h.close();
}

/**
 * A sandbox (with `options`) for the tests of the describe block, or file, that calls this: started before them,
 * closed after them with the real-time `clients` they left open, and the clock put back to real time. The harness
 * is filled in before the first test runs.
 */
export function sandboxFor(options: SandboxOptions = {}, clients: { disconnect(): void }[] = []): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await startSandbox(":memory:", options));
  });
  afterAll(async () => {
    await closeWithClients(h, clients);
    resetClock();
  });
  return h;
}

/** sandboxFor on the clock `now` (SANDBOX_NOW). */
export function sandboxAt(now: string, clients: { disconnect(): void }[] = []): Harness {
  return sandboxFor({ now }, clients);
}

/** Resolves with the first value `register` hands on, or fails after `ms` (a real-time event that never came). */
export function nextEvent<T>(register: (resolve: (v: T) => void) => void, ms = 3000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("timed out waiting for an event")), ms);
    register((v) => {
      clearTimeout(t);
      resolve(v);
    });
  });
}

/** Starts a GPR8 slot for the member and plays one round of each of `bets` dollars (sandbox/games spin). */
export async function playRounds(h: Harness, account: string, token: string, bets: number[]): Promise<void> {
  const start = await h.post(
    "/api/member/game/play1",
    { gp_id: "GPR8", game_type: 2, game_code: "", house: 0, lobby_url: "/close", device: 1 },
    h.bearer(token),
  );
  expect(start.body.code).toBe(100);
  const session = (await h.admin("member", { account })).body.apiResponseData.session as string;
  for (const bet of bets) {
    const r = await fetch(`${h.base}/sandbox/games/spin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ session, bet }),
    });
    expect(((await r.json()) as { ok: boolean }).ok).toBe(true);
  }
}

/** Opens a raw socket.io client, as laravel-echo speaks it (sandbox/realtime/server.ts), kept in `sockets`. */
export function connectSocket(h: Harness, sockets: Socket[]): Promise<Socket> {
  const s = io(h.base, { transports: ["websocket"], forceNew: true, reconnection: false });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once("connect", () => resolve(s));
    s.once("connect_error", reject);
  });
}

/** The member changes its login password from `old` to `password`, confirmed (spec 001 §6 edit_password). */
export function changePassword(h: Harness, token: string, old: string, password: string): Promise<Answer> {
  return h.post(
    "/api/member/profile/edit_password",
    { old_password: old, password, password_confirmation: password },
    h.bearer(token),
  );
}

/** The member changes its withdraw password from `old` to `pin`, confirmed (spec 001 §5); `auth`: its headers. */
export function changeWithdrawPassword(
  h: Harness,
  auth: Record<string, string>,
  old: string,
  pin: string,
): Promise<Answer> {
  return h.post(
    "/api/member/profile/withdraw_password",
    { old_withdraw_password: old, withdraw_password: pin, withdraw_password_confirmation: pin },
    auth,
  );
}

/** A new login password with the token a verification answered: the forgotten-password reset or vx/reset. */
export function resetPassword(
  h: Harness,
  via: "forgot" | "vx",
  account: string,
  password: string,
  token: string,
): Promise<Answer> {
  return h.post(`/api/arks/web/${via}/reset`, { account, password, token });
}
