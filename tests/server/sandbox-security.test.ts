// security: the sandbox's HTML pages run on the site's origin, so each carries a CSP with its inline
// scripts by hash, and the game page's way back never becomes a javascript: link; the admin controls (which hand
// out tokens for any account) are off in production unless SANDBOX_ADMIN_KEY is set.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSandbox, resolveAdminKey, type SandboxOptions } from "../../sandbox/index.ts";
import { pageCsp, safeLobbyHref, slotPage } from "../../sandbox/games/slot-page.ts";
import { SCRIPT_URLS } from "../samples/urls.ts";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  vi.unstubAllEnvs();
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function start(options: SandboxOptions) {
  const logs: string[] = [];
  const sandbox = createSandbox({ dbPath: ":memory:", log: (m) => logs.push(m), ...options });
  const server = http.createServer((req, res) => void sandbox.handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  cleanups.push(async () => {
    await sandbox.close();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = async (p: string, body: unknown = {}, headers: Record<string, string> = {}) => {
    const r = await fetch(base + p, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as { code: number; message: string; apiResponseData: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return { base, logs, post };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");

describe("sandbox pages carry a CSP with hashed scripts (security)", () => {
  it("the demo slot page: its inline script allowed by its sha256, nothing else", async () => {
    const { base } = await start({ adminKey: "k" });
    const res = await fetch(`${base}/sandbox/games/slot?game=1`);
    const html = await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(1);
    expect(csp).toContain(`script-src ${sha256(scripts[0] ?? "")}`);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    for (const d of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"])
      expect(csp).toContain(d);
  });

  it("the sportsbook page and the closed-game page have one too", async () => {
    const { base } = await start({ adminKey: "k" });
    const sport = await fetch(`${base}/sandbox/games/sport?currency=INR`);
    const sportHtml = await sport.text();
    expect(sport.headers.get("content-security-policy")).toContain(
      `script-src ${sha256(inlineScripts(sportHtml)[0] ?? "")}`,
    );
    const closed = await fetch(`${base}/sandbox/games/slot?session=nope`);
    expect(closed.status).toBe(404);
    expect(closed.headers.get("content-security-policy")).toContain("script-src 'none'");
  });

  it("pageCsp hashes every inline script and style exactly", () => {
    const html = "<style>a{}</style><script>1</script><script>2</script>";
    const csp = pageCsp(html);
    expect(csp).toContain(`script-src ${sha256("1")} ${sha256("2")}`);
    expect(csp).toContain(`style-src ${sha256("a{}")}`);
  });
});

describe("the game page's way back to the lobby is never a script URL (security)", () => {
  it.each(["", ...SCRIPT_URLS])("%j → the site's home", (raw) => {
    expect(safeLobbyHref(raw)).toBe("/");
  });
  it.each(["/close?x=1", "http://localhost:4321/close", "https://lobby.example/close"])("%j is kept", (raw) => {
    expect(safeLobbyHref(raw)).toBe(raw);
  });

  it("a javascript: lobby_url in the database never reaches the page's href", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lobby-sandbox-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const dbPath = path.join(dir, "sandbox.db");
    const { base, post } = await start({ dbPath, adminKey: "k" });
    const admin = { "x-sandbox-key": "k" };
    const token = (await post("/sandbox/admin/login-elsewhere", { account: "demo01" }, admin)).body.apiResponseData
      .token as string;
    const play = { gp_id: "GPR8", game_type: 2, game_code: "", house: 0, lobby_url: "/close", device: 1 };
    expect((await post("/api/member/game/play1", play, { authorization: `Bearer ${token}` })).body.code).toBe(100);
    const session = (await post("/sandbox/admin/member", { account: "demo01" }, admin)).body.apiResponseData
      .session as string;
    // Somehow the database holds a script URL (an old row, a platform that did not validate it).
    const db = new DatabaseSync(dbPath);
    db.prepare("UPDATE game_sessions SET lobby_url = ? WHERE session = ?").run("javascript:alert(1)//", session);
    db.close();
    const html = await (await fetch(`${base}/sandbox/games/slot?session=${session}`)).text();
    expect(html).toContain('<a id="lobby" href="/">');
    expect(html).not.toMatch(/javascript:/i);
  });

  it("the slot page renders a good lobby URL as its href, escaped", () => {
    const html = slotPage({
      title: "T",
      provider: "P",
      currency: "INR",
      balance: 1,
      session: null,
      lobbyUrl: 'https://lobby.example/close?a=1&b="2"',
    });
    expect(html).toContain('href="https://lobby.example/close?a=1&amp;b=%222%22"');
  });
});

describe("sandbox admin controls in production (security)", () => {
  it("are off without SANDBOX_ADMIN_KEY: the default key gets a 403 saying how to turn them on", async () => {
    vi.stubEnv("SANDBOX_ADMIN_KEY", "");
    const { post, logs } = await start({ production: true });
    const r = await post("/sandbox/admin/login-elsewhere", { account: "demo01" }, { "x-sandbox-key": "sandbox" });
    expect(r.status).toBe(403);
    expect(r.body.apiResponseData).toBeNull();
    expect(r.body.message).toMatch(/admin controls are off in production.*SANDBOX_ADMIN_KEY/);
    expect(logs.join("\n")).toMatch(/admin controls are off in production.*SANDBOX_ADMIN_KEY/);
    // Not even an empty key opens them.
    const empty = await post("/sandbox/admin/reset", {}, { "x-sandbox-key": "" });
    expect(empty.status).toBe(403);
  });

  it("answer to SANDBOX_ADMIN_KEY when it is set, and only to it", async () => {
    vi.stubEnv("SANDBOX_ADMIN_KEY", "a-demo-secret");
    const { post } = await start({ production: true });
    expect((await post("/sandbox/admin/totals", {}, { "x-sandbox-key": "sandbox" })).status).toBe(403);
    const ok = await post("/sandbox/admin/totals", {}, { "x-sandbox-key": "a-demo-secret" });
    expect(ok.status).toBe(200);
    expect(ok.body.code).toBe(100);
  });

  it("keep the default key in development (npm run dev)", async () => {
    vi.stubEnv("SANDBOX_ADMIN_KEY", "");
    const { post } = await start({ production: false });
    expect((await post("/sandbox/admin/totals", {}, { "x-sandbox-key": "sandbox" })).status).toBe(200);
  });

  it("the key in force: an explicit option, then SANDBOX_ADMIN_KEY, then the default outside production", () => {
    expect(resolveAdminKey("opt", "env", true)).toBe("opt");
    expect(resolveAdminKey(undefined, "env", true)).toBe("env");
    expect(resolveAdminKey(undefined, undefined, true)).toBeUndefined();
    expect(resolveAdminKey(undefined, undefined, false)).toBe("sandbox");
    expect(resolveAdminKey("", undefined, false)).toBeUndefined();
  });
});
