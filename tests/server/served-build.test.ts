// The built server as `npm start` runs it: server/main.ts without NODE_ENV. Needs `npm run build`
// first (npm test builds before its browser tests; run `npm run build` before running this file alone).
import { spawn } from "node:child_process";
import { existsSync, renameSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// `npm test` builds before the unit tests, so in CI a missing build is a failure, not a skip.
const built = existsSync(path.join(root, "dist/server/entry.mjs"));
if (!built && process.env["CI"])
  throw new Error("dist/ is missing: npm test builds before the unit tests (package.json)");

/** The environment of `npm start` on a bare machine: none of the site's variables, no NODE_ENV. */
function bareEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k === "NODE_ENV" || k.startsWith("SANDBOX_") || k.startsWith("VITEST") || k === "PLATFORM_API_URL") continue;
    if (k === "REALTIME_URL" || k === "SITE_VERIFICATION" || k === "PORT" || k === "HOST") continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

function startServer(extra: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: bareEnv({ HOST: "127.0.0.1", PORT: "0", SANDBOX_DB: ":memory:", ...extra }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    const take = (c: string) => {
      out += c;
      const m = /serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { child, ready, output: () => out };
}

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

function get(base: string, p: string, headers: Record<string, string> = {}, method = "GET", body?: string) {
  return new Promise<Got>((resolve, reject) => {
    const req = http.request(new URL(p, base), { method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function raw(base: string, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`),
    );
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (c: string) => (text += c));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
}

describe.skipIf(!built)("the built server as `npm start` runs it, NODE_ENV unset", () => {
  let server: ReturnType<typeof startServer>;
  let base: string;
  beforeAll(async () => {
    server = startServer({ SITE_VERIFICATION: "verify-me" });
    base = await server.ready;
  }, 60_000);
  afterAll(() => {
    server.child.kill("SIGTERM");
  });

  it("answers 404, and lives on, for a built file removed under it (a new build over the running one)", async () => {
    const known = /\/_astro\/[^"']+\.js/.exec((await get(base, "/")).text)?.[0];
    expect(known).toBeTruthy();
    const file = path.join(root, "dist/client", known!);
    renameSync(file, `${file}.kept`);
    try {
      expect((await get(base, known!)).status).toBe(404);
      // a malformed escape in a file address is a plain 404 too, never a 500
      expect((await get(base, "/_astro/a%ZZ.js")).status).toBe(404);
    } finally {
      renameSync(`${file}.kept`, file);
    }
    expect((await get(base, known!)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  // finding 1; spec 000 §4
  it("is production: /register sets isRouteRegister=true and redirects to /", async () => {
    const r = await get(base, "/register");
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe("/");
    expect(String(r.headers["set-cookie"])).toMatch(/isRouteRegister=true/);
    expect(server.output()).toMatch(/\(production\)/);
  });

  // finding 1; spec 001 §9
  it("is production: pages carry the site-verification meta tag", async () => {
    const r = await get(base, "/");
    expect(r.status).toBe(200);
    expect(r.text).toMatch(/<meta name="google-site-verification" content="verify-me"/);
  });

  // security, high: admin controls reachable in a deployment
  it("refuses the default admin key and says at start how to turn the controls on", async () => {
    const r = await get(
      base,
      "/sandbox/admin/login-elsewhere",
      { "x-sandbox-key": "sandbox", "content-type": "application/json" },
      "POST",
      '{"account":"demo01"}',
    );
    expect(r.status).toBe(403);
    expect(r.text).not.toContain("token");
    expect(server.output()).toMatch(/admin controls are off in production.*SANDBOX_ADMIN_KEY/);
  });

  // security, low: headers on socket.io and error answers; HSTS over https
  it("puts the security headers on socket.io's answers and on the plain 404 and 400", async () => {
    const io = await get(base, "/socket.io/?EIO=4&transport=polling");
    expect(io.status).toBe(200);
    const missing = await get(base, "/zh_CN/faq/1");
    expect(missing.status).toBe(404);
    for (const r of [io, missing]) {
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
      expect(r.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(r.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    }
    const bad = await raw(base, "GET http://evil.example/api/v2/get_jackpot HTTP/1.1");
    expect(bad).toMatch(/^HTTP\/1\.1 400/);
    expect(bad.toLowerCase()).toContain("x-content-type-options: nosniff");
  });

  it("sends HSTS only for requests that came over https", async () => {
    expect((await get(base, "/faq/1")).headers["strict-transport-security"]).toBeUndefined();
    const https = await get(base, "/faq/1", { "x-forwarded-proto": "https" });
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  // security, low: connect-src narrowed; frame-ancestors survives Astro's own CSP header
  it("a server-rendered page's CSP: connect-src only 'self', frame-ancestors kept", async () => {
    const csp = String((await get(base, "/")).headers["content-security-policy"]);
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
    expect(connect).toEqual(["'self'"]);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
  });

  // security, low: canonical without the query-string login
  it("keeps tk and the other login parameters out of canonical and hreflang links", async () => {
    const r = await get(
      base,
      "/?tk=SECRETTOKEN1&member_id=5&member_currency=INR&member_account=demo01&appPage=content",
    );
    const links = r.text.match(/<link rel="(canonical|alternate)"[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(1);
    for (const l of links) {
      expect(l).not.toMatch(/SECRETTOKEN1|member_id|member_account|member_currency/);
      expect(l).toContain("appPage=content");
    }
  });

  // security, medium: poisoned page cache
  it("a forged Host never poisons the page other visitors get", async () => {
    const forged = await get(base, "/?poison-check", { host: "evil.example" });
    expect(forged.text).toContain("http://evil.example/");
    const visitor = await get(base, "/?poison-check");
    expect(visitor.text).not.toContain("evil.example");
  });
});

describe("refuses one platform URL without the other at start (security)", () => {
  it("exits with the configuration error naming it", async () => {
    const s = startServer({ PLATFORM_API_URL: "https://platform.example" });
    const failure = await s.ready.then(
      () => "started",
      (e: Error) => e.message,
    );
    s.child.kill();
    expect(failure).toMatch(/exited with 1/);
    expect(failure).toContain(
      "PLATFORM_API_URL and REALTIME_URL go together: set both to use the real platform, or neither to run the " +
        "embedded sandbox (only PLATFORM_API_URL is set)",
    );
  });
});
