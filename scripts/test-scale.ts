// `npm run test:scale` (part of `npm test`): the platform, three Lobby instances pointing at it and Debian's nginx in
// front (scripts/scale/stack.ts), then proofs that no member state lives in one instance (README "Deploying"):
// 1. every instance answers a share of the requests (X-Instance-Id);
// 2. the cache headers a CDN reads: content pages and renders public with s-maxage, /api, /sandbox, /socket.io never;
// 3. a member logged in through one instance is a member on pages and calls served by the others;
// 4. a live event (member.cash) reaches browser tabs whose pages came from different instances;
// 5. SIGTERM to one instance in the middle of a browser's navigations and API calls fails none of them, readiness
//    turns false first, the readiness watcher takes the instance out of nginx before it closes, and it exits in 10 s;
// 6. each instance logged one JSON line a request, with request ids, and never the token, the password or `enc`.
// Needs a build (`npm run build`; npm test builds first). Exits non-zero on any failed proof, or without nginx.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { NginxMissing, ROOT, startStack, type Stack } from "./scale/stack.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./test-browser.ts";
import { testSandboxNow } from "./test-clock.ts";

// The stack's platform runs on today's midday in India, whatever the hour (the night block refuses logins).
process.env["SANDBOX_NOW"] = testSandboxNow();

const PORTS = { nginx: 4680, platform: 4681, lobby: [4682, 4683, 4684] };
const CHROMIUM = CHROMIUM_PATH;
const PASSWORD = "demo1234";

let stack: Stack;

function step(text: string) {
  console.log(`\n== ${text}`);
}

async function post(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const r = await fetch(stack.base + path, {
    method: "POST",
    headers: { "content-type": "application/json", lang: "en_US", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await r.json()) as { code: number; message: string; apiResponseData: Record<string, unknown> };
  return { status: r.status, instance: r.headers.get("x-instance-id"), json, headers: r.headers };
}

/** A real login through the load balancer: header, captcha, login (SANDBOX_CAPTCHA=1234). */
async function login(account: string, password: string) {
  const h = await post("/api/get_login_header");
  const c = await post("/api/captcha", { type: 1, site_id: 1 });
  const a = await post(
    "/api/login",
    { account, password, site_id: 1, answer: "1234", captcha_token: c.json.apiResponseData["token"] },
    h.json.apiResponseData["header"] as Record<string, string>,
  );
  assert.equal(a.json.code, 100, `login: ${a.json.message}`);
  return { token: String(a.json.apiResponseData["token"]), via: a.instance };
}

async function shares() {
  step("1. every instance answers a share (round robin)");
  const seen = new Map<string, number>();
  for (let i = 0; i < 30; i++) {
    const r = await fetch(`${stack.base}/favicon.svg`);
    await r.arrayBuffer();
    const id = r.headers.get("x-instance-id") ?? "(none)";
    seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  console.log(Object.fromEntries(seen));
  for (const n of [1, 2, 3]) assert.ok((seen.get(`lobby-${n}`) ?? 0) >= 5, `lobby-${n} answered too few requests`);
}

async function cacheHeaders() {
  step("2. cache headers a CDN reads");
  const get = async (p: string, init: RequestInit = {}) => {
    const r = await fetch(stack.base + p, init);
    await r.arrayBuffer();
    return r.headers;
  };
  // A render whose platform data came late (a busy machine) says no-store, honestly, and its data then lands in the
  // server-call cache: ask again until a render is whole, for at most 30 s.
  let home = await get("/");
  for (const end = Date.now() + 30_000; home.get("cache-control") === "no-store" && Date.now() < end;)
    home = await get("/");
  assert.match(home.get("cache-control") ?? "", /^public, .*s-maxage=\d+, stale-while-revalidate=\d+/, "home");
  assert.match(home.get("vary") ?? "", /Cookie/, "home varies on the cookies it reads");
  const faq = await get("/faq/1");
  assert.match(faq.get("cache-control") ?? "", /^public, .*s-maxage=\d+, stale-while-revalidate=\d+/, "content page");
  const asset = await get("/hi_IN/faq/1");
  assert.match(asset.get("cache-control") ?? "", /s-maxage/, "routed content page");
  for (const [p, init] of [
    ["/api/captcha", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }],
    ["/api/web/logo", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }],
    ["/sandbox/img/logo.svg", {}],
    ["/sandbox/games/sport?currency=INR", {}],
    ["/socket.io/?EIO=4&transport=polling", {}],
    ["/healthz", {}],
  ] as const) {
    const h = await get(p, init as RequestInit);
    assert.equal(h.get("cache-control"), "no-store", `${p} must never be cacheable`);
  }
  const metrics = await fetch(`${stack.base}/metrics`);
  assert.equal(metrics.status, 404, "/metrics is not served through the load balancer");
  console.log("home, content pages public; /api, /sandbox, /socket.io, probes no-store; /metrics not exposed");
}

/** Loads `url` in `page` until its document came from an instance not in `avoid`; returns that instance. */
async function pageFromAnotherInstance(page: Page, url: string, avoid: Set<string>): Promise<string> {
  for (let i = 0; i < 12; i++) {
    const res = await page.goto(stack.base + url, { waitUntil: "domcontentloaded" });
    const id = (await res?.headerValue("x-instance-id")) ?? "";
    if (id && !avoid.has(id)) return id;
  }
  throw new Error(`no page of ${url} came from an instance other than ${[...avoid].join(", ")}`);
}

async function memberEverywhere() {
  step("3. a member logged in through one instance is a member on the others; 4. a live event reaches them all");
  const { token, via } = await login("demo01", PASSWORD);
  // Calls with the token, spread over every instance.
  const answeredBy = new Set<string>();
  for (let i = 0; i < 9; i++) {
    const r = await post("/api/member/profile/my_cash", {}, { authorization: `Bearer ${token}` });
    assert.equal(r.json.code, 100, `my_cash through ${r.instance}: ${r.json.message}`);
    answeredBy.add(r.instance ?? "");
  }
  assert.equal(answeredBy.size, 3, `member calls reached ${[...answeredBy].join(", ")}`);
  console.log(`logged in through ${via}; member calls answered by ${[...answeredBy].sort().join(", ")}`);

  const member = (await post("/sandbox/admin/member", { account: "demo01" }, { "x-sandbox-key": "sandbox" })).json
    .apiResponseData;
  assert.ok(existsSync(CHROMIUM), `Chromium is needed at ${CHROMIUM}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addInitScript(
      ([t, i]) => {
        localStorage.setItem("token", t);
        localStorage.setItem("member_id", i);
        localStorage.setItem("member_account", "demo01");
        localStorage.setItem("currency", "INR");
      },
      [token, String(member["id"])] as const,
    );
    const tabs = [await context.newPage(), await context.newPage()];
    const served = new Set<string>();
    const paths = ["/", "/gameHall/3"];
    for (const [i, tab] of tabs.entries()) served.add(await pageFromAnotherInstance(tab, paths[i] ?? "/", served));
    console.log(`the two tabs' pages came from ${[...served].join(" and ")}`);
    for (const tab of tabs)
      await tab.getByTestId("balance").filter({ hasText: /\d/ }).first().waitFor({ timeout: 30_000 });
    const before = await tabs[0]!.getByTestId("balance").first().textContent();
    // member.cash: the platform emits it on the member's channel when the deposit lands. Retried until the
    // channel has been joined (a page that has just loaded may still be subscribing).
    const deadline = Date.now() + 30_000;
    let raised = false;
    while (!raised && Date.now() < deadline) {
      await post("/sandbox/admin/deposit", { account: "demo01", amount: 123 }, { "x-sandbox-key": "sandbox" });
      const amount = async (t: Page) =>
        Number(((await t.getByTestId("balance").first().textContent()) ?? "").replace(/[^\d.]/g, ""));
      const start = Number((before ?? "").replace(/[^\d.]/g, ""));
      const until = Date.now() + 3000;
      while (Date.now() < until && !raised) {
        raised = (await Promise.all(tabs.map(amount))).every((v) => v > start);
        if (!raised) await new Promise((r) => setTimeout(r, 100));
      }
    }
    assert.ok(raised, "member.cash did not reach both tabs");
    console.log("member.cash reached both tabs without a reload (socket.io through nginx)");
  } finally {
    await browser.close();
  }
  return token;
}

interface Traffic {
  stopping: boolean;
  done: number;
  failures: string[];
  loops: Promise<void>[];
}

/**
 * Step 5's traffic, made by a member's browser: eight loops in one page, each alternating a page load and a member
 * call (my_cash). In a browser, as members make it: a browser resends a request whose reused keep-alive connection
 * closed before any answer (nginx closes idle ones when it reloads), which a script's fetch does not.
 */
function startTraffic(args: { token: string; navigations: string[] }) {
  const t: Traffic = { stopping: false, done: 0, failures: [], loops: [] };
  const loop = async (w: number) => {
    for (let i = 0; !t.stopping; i++) {
      try {
        if ((w + i) % 2 === 0) {
          const p = args.navigations[(w + i) % args.navigations.length]!;
          const r = await fetch(p, { cache: "no-store" });
          await r.arrayBuffer();
          if (r.status !== 200) t.failures.push(`GET ${p}: ${r.status}`);
        } else {
          const r = await fetch("/api/member/profile/my_cash", {
            method: "POST",
            headers: { "content-type": "application/json", lang: "en_US", authorization: `Bearer ${args.token}` },
            body: "{}",
          });
          const json = (await r.json().catch(() => ({ code: "not JSON" }))) as { code: unknown };
          if (r.status !== 200 || json.code !== 100) t.failures.push(`my_cash: ${r.status} ${String(json.code)}`);
        }
      } catch (e) {
        t.failures.push(`network: ${String(e)}`);
      }
      t.done++;
    }
  };
  t.loops = Array.from({ length: 8 }, (_, w) => loop(w));
  (window as unknown as { traffic: Traffic }).traffic = t;
}

async function sigterm(token: string) {
  step("5. SIGTERM to one instance in the middle of navigations and API calls");
  const victim = stack.lobbies[1]!;
  const navigations = ["/", "/faq/1", "/gameHall/3", "/discount", "/slotgame?gt_id=2&gp_id=GPJL&house=0"];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    await page.goto(`${stack.base}/faq/1`);
    const done = () => page.evaluate(() => (window as unknown as { traffic: Traffic }).traffic.done);
    await page.evaluate(startTraffic, { token, navigations });
    await new Promise((r) => setTimeout(r, 1500));
    const before = await done();
    const signalled = Date.now();
    victim.child.kill("SIGTERM");
    // Readiness turns false while the listener still answers (SHUTDOWN_DELAY_MS): a 503, not a refused connection.
    let ready = 200;
    while (ready === 200 && Date.now() - signalled < 900) {
      ready = await fetch(`http://127.0.0.1:${victim.port}/readyz`).then((r) => r.status);
    }
    assert.equal(ready, 503, "readiness must turn false first");
    const code = await Promise.race([victim.exited, new Promise<"late">((r) => setTimeout(() => r("late"), 10_000))]);
    const exitedMs = Date.now() - signalled;
    await new Promise((r) => setTimeout(r, 1500));
    const { total, failures } = await page.evaluate(async () => {
      const t = (window as unknown as { traffic: Traffic }).traffic;
      t.stopping = true;
      await Promise.all(t.loops);
      return { total: t.done, failures: t.failures };
    });
    console.log(
      `${total} requests from a browser (${before} before the signal); ${victim.name} exited with ${code} after ` +
        `${exitedMs} ms; failures: ${failures.length}`,
    );
    assert.notEqual(code, "late", "the instance must exit within 10 s");
    assert.equal(code, 0, "a drained instance exits 0");
    assert.deepEqual(failures.slice(0, 10), [], "no request may fail while an instance stops");
    assert.ok(total - before > 20, "requests went on after the signal");
  } finally {
    await browser.close();
  }
  // The readiness watcher (scripts/scale/stack.ts) took the instance out of nginx before its listener closed: nginx
  // never met a refused or reset connection on it (a reset one, after a sent POST, is a lost request).
  const upstreamErrors = readFileSync(path.join(stack.dir, "nginx/error.log"), "utf8")
    .split("\n")
    .filter((l) => l.includes(`127.0.0.1:${victim.port}`) && /failed|reset|prematurely/.test(l));
  assert.deepEqual(upstreamErrors.slice(0, 3), [], "nginx must stop sending to a draining instance before it closes");
  console.log(`nginx opened no connection to ${victim.name} once it was draining (readiness watcher)`);
}

function logs(token: string) {
  step("6. JSON request logs: one line a request, request ids, no secrets");
  let lines = 0;
  for (const n of [1, 2, 3]) {
    const file = path.join(stack.dir, `lobby-${n}.log`);
    const text = readFileSync(file, "utf8");
    for (const secret of [token, PASSWORD, "SECRET-ENC-VALUE"])
      assert.ok(!text.includes(secret), `lobby-${n}'s log carries a secret`);
    const requests = text
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l["msg"] === "request");
    for (const l of requests) {
      assert.match(String(l["req_id"]), /^[\w.:-]{8,128}$/);
      assert.equal(l["instance"], `lobby-${n}`);
      assert.equal(typeof l["status"], "number");
      assert.equal(typeof l["duration_ms"], "number");
      assert.ok(!String(l["path"]).startsWith("/healthz"), "probes are not logged");
    }
    lines += requests.length;
  }
  assert.ok(lines > 100, `only ${lines} request lines`);
  console.log(`${lines} request lines over three instances; no token, password or enc in them`);
}

async function main() {
  if (!existsSync(path.join(ROOT, "dist/server/entry.mjs"))) {
    console.error("test:scale needs a build: run `npm run build` first");
    process.exit(1);
  }
  const started = Date.now();
  try {
    stack = await startStack(PORTS);
  } catch (e) {
    console.error(e instanceof NginxMissing ? e.message : e);
    process.exit(1);
  }
  console.log(
    `platform :${PORTS.platform}, lobby ${PORTS.lobby.join(", ")}, nginx ${stack.base} (logs in ${stack.dir})`,
  );
  try {
    await shares();
    await cacheHeaders();
    const token = await memberEverywhere();
    // A query-string login (enc) and a token in the query: both must be redacted in the logs.
    for (let i = 0; i < 3; i++) await fetch(`${stack.base}/?enc=SECRET-ENC-VALUE&tk=${token}&x=${i}`);
    await sigterm(token);
    logs(token);
    console.log(`\ntest:scale passed in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await stack.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
