// What an operator reads from each instance (server/ops.ts): the request id, the logged path without secrets,
// bounded route labels, /metrics access, and every cache header a CDN acts on.
import { describe, expect, it } from "vitest";
import {
  ASSET_CACHE,
  cacheControlFor,
  CONTENT_CACHE,
  createMetrics,
  createRequestLogger,
  loggablePath,
  metricsAllowed,
  NO_STORE,
  RENDERED_CACHE,
  requestIdOf,
  routeTemplate,
  varyFor,
  type CacheFacts,
} from "../../server/ops.ts";

describe("requestIdOf", () => {
  it("keeps a sane incoming id and replaces anything else with a new UUID", () => {
    expect(requestIdOf("0af7651916cd43dd8448eb211c80319c")).toBe("0af7651916cd43dd8448eb211c80319c");
    expect(requestIdOf(["lb-1234:abcd", "x"])).toBe("lb-1234:abcd");
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const bad of [undefined, "", "short", "has space 12345", 'inject"}\n{"x', "a".repeat(129)])
      expect(requestIdOf(bad)).toMatch(uuid);
  });
});

describe("loggablePath", () => {
  it("never keeps the value of a token, password, enc or other secret parameter", () => {
    const logged = loggablePath(
      "/?tk=TOKEN1&member_id=7&member_account=bob&enc=ENCVAL&password=PW&access_token=AT&session=S&x=1",
    );
    for (const secret of ["TOKEN1", "ENCVAL", "PW", "AT", "=S&", "bob"]) expect(logged).not.toContain(secret);
    expect(logged).toContain("x=1");
    expect(logged).toContain("tk=[redacted]");
    expect(logged.startsWith("/?")).toBe(true);
  });
  it("keeps the path and harmless parameters", () => {
    expect(loggablePath("/slotgame?gt_id=2&gp_id=GPJL")).toBe("/slotgame?gt_id=2&gp_id=GPJL");
    expect(loggablePath("/faq/1")).toBe("/faq/1");
  });
});

describe("routeTemplate", () => {
  it("labels by template, without the locale prefix or ids", () => {
    expect(routeTemplate("/hi_IN/gameHall/3", 200)).toBe("/gameHall/:id");
    expect(routeTemplate("/gameHall/3", 200)).toBe("/gameHall/:id");
    expect(routeTemplate("/", 200)).toBe("/");
    expect(routeTemplate("/ta_IN", 200)).toBe("/");
    expect(routeTemplate("/_astro/index.abc123.js", 200)).toBe("/_astro/:file");
    expect(routeTemplate("/favicon.svg", 200)).toBe("/:file");
    expect(routeTemplate("/api/member/profile/my_cash", 200)).toBe("/api/member/profile/my_cash");
    expect(routeTemplate("/user/Info", 200)).toBe("/user/Info");
  });
  it("puts every 404 under one label, so made-up paths cannot grow the series", () => {
    expect(routeTemplate("/anything-at-all/1234", 404)).toBe("(unmatched)");
  });
});

describe("metrics", () => {
  it("counts requests by route template, page-cache results and proxy errors, and reports event-loop lag", async () => {
    const m = createMetrics("test-1");
    m.observeRequest("GET", "/gameHall/:id", 200, 0.012);
    m.observeRequest("GET", "/gameHall/:id", 200, 0.02);
    m.pageCache("hit");
    m.proxyError("network");
    const text = await m.registry.metrics();
    expect(text).toMatch(
      /lobby_http_requests_total\{method="GET",route="\/gameHall\/:id",status="200",instance_id="test-1"\} 2/,
    );
    expect(text).toContain("lobby_http_request_duration_seconds_bucket");
    expect(text).toMatch(/lobby_page_cache_total\{result="hit",instance_id="test-1"\} 1/);
    expect(text).toMatch(/lobby_platform_proxy_errors_total\{kind="network",instance_id="test-1"\} 1/);
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });
  it("stops adding route labels past its bound", async () => {
    const m = createMetrics("t");
    for (let i = 0; i < 400; i++) m.observeRequest("GET", `/r${i}`, 200, 0.001);
    const text = await m.registry.metrics();
    expect(text).toContain('route="(other)"');
    expect(text).not.toContain('route="/r399"');
  });
  it("are readable only with the METRICS_TOKEN bearer; unset turns them off", () => {
    expect(metricsAllowed(undefined, "Bearer x")).toBe(false);
    expect(metricsAllowed("", "Bearer ")).toBe(false);
    expect(metricsAllowed("s3cret", undefined)).toBe(false);
    expect(metricsAllowed("s3cret", "Bearer s3cre")).toBe(false);
    expect(metricsAllowed("s3cret", "Bearer s3creT")).toBe(false);
    expect(metricsAllowed("s3cret", "Bearer s3cret")).toBe(true);
  });
});

describe("request log lines", () => {
  it("are JSON with the instance, and drop token, password and enc fields", () => {
    const lines: string[] = [];
    const logger = createRequestLogger("inst-9", { LOG_LEVEL: "info" }, { write: (l) => lines.push(l) });
    logger.info(
      { req_id: "r1", path: "/x", token: "T", password: "P", enc: "E", authorization: "Bearer B" },
      "request",
    );
    const line = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
    expect(line).toMatchObject({ instance: "inst-9", req_id: "r1", path: "/x", msg: "request" });
    expect(lines[0]).not.toMatch(/"token"|"password"|"enc"|"authorization"|Bearer/);
  });
  it("are off with LOG_LEVEL=silent", () => {
    const lines: string[] = [];
    createRequestLogger("i", { LOG_LEVEL: "silent" }, { write: (l) => lines.push(l) }).info({ a: 1 }, "request");
    expect(lines).toEqual([]);
  });
});

const base: CacheFacts = {
  pathname: "/",
  status: 200,
  contentType: "text/html",
  existing: undefined,
  setCookie: false,
  prerendered: false,
  refill: false,
};

describe("cacheControlFor: every header a CDN reads", () => {
  it("never lets /api, /sandbox, /socket.io or the probes be stored, whatever their handler said", () => {
    for (const pathname of [
      "/api/login",
      "/api/member/profile/my_cash",
      "/sandbox/img/logo.svg",
      "/sandbox/games/slot",
      "/socket.io/",
      "/healthz",
      "/readyz",
      "/metrics",
    ])
      for (const existing of [undefined, "public, max-age=86400"])
        for (const contentType of ["application/json", "text/html", "image/svg+xml"])
          expect(cacheControlFor({ ...base, pathname, existing, contentType })).toBe(NO_STORE);
  });
  it("makes a prerendered content page public with s-maxage and stale-while-revalidate", () => {
    expect(cacheControlFor({ ...base, pathname: "/faq/1", prerendered: true })).toBe(CONTENT_CACHE);
    expect(CONTENT_CACHE).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/);
  });
  it("makes a server-rendered page public (it carries no member data) for as long as the page cache", () => {
    expect(cacheControlFor(base)).toBe(RENDERED_CACHE);
    expect(RENDERED_CACHE).toMatch(/^public, .*s-maxage=5, stale-while-revalidate=\d+$/);
  });
  it("keeps no-store on a page whose platform data came late, and stores no page with a cookie or an error", () => {
    expect(cacheControlFor({ ...base, existing: "no-store" })).toBe("no-store");
    expect(cacheControlFor({ ...base, setCookie: true })).toBe(NO_STORE);
    expect(cacheControlFor({ ...base, status: 500 })).toBe(NO_STORE);
    expect(cacheControlFor({ ...base, status: 404 })).toBe(NO_STORE);
    expect(cacheControlFor({ ...base, status: 302 })).toBe(NO_STORE);
    expect(cacheControlFor({ ...base, refill: true })).toBe(NO_STORE);
  });
  it("makes hashed assets immutable and leaves other files as their server set them", () => {
    expect(cacheControlFor({ ...base, pathname: "/_astro/a.js", contentType: "text/javascript" })).toBe(ASSET_CACHE);
    expect(
      cacheControlFor({
        ...base,
        pathname: "/favicon.svg",
        contentType: "image/svg+xml",
        existing: "public, max-age=0",
      }),
    ).toBe("public, max-age=0");
  });
  it("says what a shared cache must key on", () => {
    expect(varyFor({ pathname: "/faq/1", prerendered: true })).toEqual(["Cookie"]);
    expect(varyFor({ pathname: "/hi_IN/faq/1", prerendered: true })).toEqual([]);
    expect(varyFor({ pathname: "/", prerendered: false }, "cf-ipcountry")).toEqual([
      "Cookie",
      "User-Agent",
      "cf-ipcountry",
    ]);
  });
});
