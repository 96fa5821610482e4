// Server-side platform calls for server-rendered catalogue pages ("Pages": the first paint already shows
// the games): a cached answer, the last good answer when the platform fails, a bounded wait, null (never a throw)
// for anything the contract does not accept, and a base URL that never comes from the request (SSRF).
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { defineCall } from "../../../src/contract/call.ts";
import { gamesCalls } from "../../../src/contract/index.ts";
import {
  createBudget,
  createServerCaller,
  defaultBaseUrl,
  loopbackOrigin,
  PLATFORM_BUDGET_MS,
  REFILL_HEADER,
  renderBudget,
} from "../../../src/lib/api/server-call.ts";

const def = defineCall({
  path: "/api/test/list",
  auth: false,
  request: z.object({ site_id: z.number() }),
  response: z.object({ list: z.array(z.number()) }),
});

const envelope = (data: unknown, code = 100) =>
  new Response(
    JSON.stringify({ status: code === 100, code, codeFull: String(code), message: "m", apiResponseData: data }),
    {
      status: 200,
      headers: { "content-type": "application/json" },
    },
  );

function setup(answer: (n: number, init: RequestInit) => Promise<Response> | Response, timeoutMs = 3000) {
  let clock = 1000;
  const seen: { url: string; init: RequestInit }[] = [];
  const caller = createServerCaller({
    baseUrl: () => "http://127.0.0.1:9999",
    now: () => clock,
    maxEntries: 3,
    timeoutMs,
    fetch: ((url: string, init: RequestInit) => {
      seen.push({ url, init });
      return Promise.resolve(answer(seen.length, init));
    }) as typeof fetch,
  });
  return { caller, seen, advance: (ms: number) => (clock += ms) };
}

describe("serverCall", () => {
  it("posts the body with the language to the base URL and returns the parsed answer", async () => {
    const { caller, seen } = setup(() => envelope({ list: [1, 2] }));
    await expect(caller.serverCall(def, { site_id: 1 }, { lang: "hi_IN" })).resolves.toEqual({ list: [1, 2] });
    expect(seen[0]?.url).toBe("http://127.0.0.1:9999/api/test/list");
    expect(seen[0]?.init.method).toBe("POST");
    expect(seen[0]?.init.body).toBe(JSON.stringify({ site_id: 1 }));
    expect((seen[0]?.init.headers as Record<string, string>)["lang"]).toBe("hi_IN");
  });

  it("answers a fresh cached call without checking its body again or waiting on the budget", async () => {
    let checks = 0;
    const counted = defineCall({
      path: "/api/test/counted",
      auth: false,
      request: z.object({ site_id: z.number() }).check(z.refine(() => ++checks > 0)),
      response: z.object({ list: z.array(z.number()) }),
    });
    const { caller, seen, advance } = setup((n) => envelope({ list: [n] }));
    const opts = { lang: "en_US", ttlMs: 10_000 };
    await caller.serverCall(counted, { site_id: 1 }, opts);
    expect(checks).toBe(1);
    // A budget already spent: a fresh answer is still the answer, and the render is not marked late.
    const spent = createBudget(0, () => 0);
    await expect(caller.serverCall(counted, { site_id: 1 }, { ...opts, budget: spent })).resolves.toEqual({
      list: [1],
    });
    expect(spent.late).toBe(false);
    expect(checks).toBe(1);
    // Another body is checked; once the answer is stale the call is checked and asked again.
    await caller.serverCall(counted, { site_id: 2 }, opts);
    expect(checks).toBe(2);
    advance(10_001);
    await expect(caller.serverCall(counted, { site_id: 1 }, opts)).resolves.toEqual({ list: [3] });
    expect(checks).toBe(3);
    expect(seen).toHaveLength(3);
  });

  it("answers from the cache within the TTL, per path + body + language", async () => {
    const { caller, seen, advance } = setup((n) => envelope({ list: [n] }));
    await caller.serverCall(def, { site_id: 1 }, { lang: "en_US", ttlMs: 10_000 });
    advance(5000);
    await expect(caller.serverCall(def, { site_id: 1 }, { lang: "en_US", ttlMs: 10_000 })).resolves.toEqual({
      list: [1],
    });
    expect(seen).toHaveLength(1);
    // another language or body is another entry
    await caller.serverCall(def, { site_id: 1 }, { lang: "ta_IN", ttlMs: 10_000 });
    await caller.serverCall(def, { site_id: 2 }, { lang: "en_US", ttlMs: 10_000 });
    expect(seen).toHaveLength(3);
    // expired: asked again
    advance(6000);
    await expect(caller.serverCall(def, { site_id: 1 }, { lang: "en_US", ttlMs: 10_000 })).resolves.toEqual({
      list: [4],
    });
  });

  it("serves the last good answer when the platform fails after the TTL (stale on error)", async () => {
    const { caller, advance } = setup((n) =>
      n === 1 ? envelope({ list: [7] }) : new Response("bad gateway", { status: 502 }),
    );
    await caller.serverCall(def, { site_id: 1 }, { lang: "en_US", ttlMs: 1000 });
    advance(2000);
    await expect(caller.serverCall(def, { site_id: 1 }, { lang: "en_US", ttlMs: 1000 })).resolves.toEqual({
      list: [7],
    });
  });

  it("gives null, not a throw, on a network error, a failed envelope, an HTTP error or a bad answer", async () => {
    const cases: ((n: number) => Response | Promise<Response>)[] = [
      () => Promise.reject(new TypeError("fetch failed")),
      () => envelope(null, 102),
      () => new Response("oops", { status: 500 }),
      () => envelope({ list: ["not a number"] }), // schema failure
      () => new Response("<html>", { status: 200 }), // not JSON
    ];
    for (const answer of cases) {
      const { caller } = setup(answer);
      await expect(caller.serverCall(def, { site_id: 1 }, { lang: "en_US" })).resolves.toBeNull();
    }
  });

  it("gives up after the timeout with null", async () => {
    const { caller } = setup(
      (_n, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
      30,
    );
    const started = Date.now();
    await expect(caller.serverCall(def, { site_id: 1 }, { lang: "en_US" })).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses a body the contract rejects and member calls, without asking", async () => {
    const { caller, seen } = setup(() => envelope({ list: [] }));
    await expect(caller.serverCall(def, { site_id: "x" } as never, { lang: "en_US" })).resolves.toBeNull();
    await expect(caller.serverCall(gamesCalls.lastPlayingGames, {}, { lang: "en_US" })).resolves.toBeNull();
    expect(seen).toHaveLength(0);
  });

  it("shares one request between concurrent renders and keeps at most maxEntries answers", async () => {
    const { caller, seen } = setup((n) => envelope({ list: [n] }));
    const [a, b] = await Promise.all([
      caller.serverCall(def, { site_id: 1 }, { lang: "en_US", ttlMs: 60_000 }),
      caller.serverCall(def, { site_id: 1 }, { lang: "en_US", ttlMs: 60_000 }),
    ]);
    expect(a).toEqual(b);
    expect(seen).toHaveLength(1);
    for (const id of [2, 3, 4, 5]) await caller.serverCall(def, { site_id: id }, { lang: "en_US", ttlMs: 60_000 });
    expect(caller.size()).toBe(3);
  });
  it("with ttlMs 0 asks again on every render, while concurrent renders still share one request", async () => {
    const { caller, seen } = setup((n) => envelope({ list: [n] }));
    const [a, b] = await Promise.all([
      caller.serverCall(def, { site_id: 1 }, { lang: "en_US" }),
      caller.serverCall(def, { site_id: 1 }, { lang: "en_US" }),
    ]);
    expect([a, b]).toEqual([{ list: [1] }, { list: [1] }]);
    await expect(caller.serverCall(def, { site_id: 1 }, { lang: "en_US" })).resolves.toEqual({ list: [2] });
    expect(seen).toHaveLength(2);
  });
});

describe("where server calls go (never the request's Host)", () => {
  it("the real platform when PLATFORM_API_URL is set, else the recorded loopback origin, else nowhere", () => {
    expect(defaultBaseUrl({ PLATFORM_API_URL: "https://api.example.com/", LOBBY_INTERNAL_ORIGIN: "x" })).toBe(
      "https://api.example.com",
    );
    expect(defaultBaseUrl({ LOBBY_INTERNAL_ORIGIN: "http://127.0.0.1:4321" })).toBe("http://127.0.0.1:4321");
    expect(defaultBaseUrl({})).toBeUndefined();
  });

  it("turns the listening address into a loopback origin", () => {
    expect(loopbackOrigin({ address: "127.0.0.1", family: "IPv4", port: 4321 })).toBe("http://127.0.0.1:4321");
    expect(loopbackOrigin({ address: "0.0.0.0", family: "IPv4", port: 80 })).toBe("http://127.0.0.1:80");
    expect(loopbackOrigin({ address: "::", family: "IPv6", port: 5 })).toBe("http://[::1]:5");
    expect(loopbackOrigin({ address: "::1", family: "IPv6", port: 5 })).toBe("http://[::1]:5");
    expect(loopbackOrigin("/tmp/sock")).toBeUndefined();
  });
});

describe("the render's budget (DESIGN budget: first byte within 2 s with the platform slow)", () => {
  /** A platform that answers after `ms` of real time. */
  const slow =
    (ms: number, data: unknown = { list: [1] }) =>
    () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(envelope(data)), ms));

  it("stops waiting when the budget runs out: late, the budget says so, and the call goes on to fill the cache", async () => {
    const caller = createServerCaller({ baseUrl: () => "http://127.0.0.1:9999", fetch: slow(400) as typeof fetch });
    const budget = createBudget(20);
    const started = Date.now();
    await expect(
      caller.serverCallOutcome(def, { site_id: 1 }, { lang: "en_US", ttlMs: 60_000, budget }),
    ).resolves.toEqual({ kind: "late" });
    expect(Date.now() - started).toBeLessThan(350);
    expect(budget.late).toBe(true);
    // The answer arrives after the page went out, and the next render has it at once.
    await expect.poll(() => caller.size()).toBe(1);
    const next = createBudget(0);
    await expect(
      caller.serverCall(def, { site_id: 1 }, { lang: "en_US", ttlMs: 60_000, budget: next }),
    ).resolves.toEqual({
      list: [1],
    });
    expect(next.late).toBe(false);
  });

  it("is one budget for all the calls of a render, whatever wave they come in", async () => {
    const caller = createServerCaller({ baseUrl: () => "http://127.0.0.1:9999", fetch: slow(60) as typeof fetch });
    const budget = createBudget(100);
    // First wave: answered within the budget.
    await expect(caller.serverCall(def, { site_id: 1 }, { lang: "en_US", budget })).resolves.toEqual({ list: [1] });
    // Second wave: only the rest of the budget (about 40 ms) is left, less than the 60 ms the platform needs.
    await expect(caller.serverCallOutcome(def, { site_id: 2 }, { lang: "en_US", budget })).resolves.toEqual({
      kind: "late",
    });
    // Spent: a third call does not wait at all.
    const started = Date.now();
    await expect(caller.serverCallOutcome(def, { site_id: 3 }, { lang: "en_US", budget })).resolves.toEqual({
      kind: "late",
    });
    expect(Date.now() - started).toBeLessThan(100);
  });

  it("past the budget a cached answer, even an old one, is shown rather than a skeleton", async () => {
    let n = 0;
    const caller = createServerCaller({
      baseUrl: () => "http://127.0.0.1:9999",
      fetch: (() => (++n === 1 ? Promise.resolve(envelope({ list: [7] })) : slow(200)())) as typeof fetch,
    });
    await caller.serverCall(def, { site_id: 1 }, { lang: "en_US", ttlMs: 0 });
    const budget = createBudget(10);
    await expect(caller.serverCall(def, { site_id: 1 }, { lang: "en_US", ttlMs: 0, budget })).resolves.toEqual({
      list: [7],
    });
    expect(budget.late).toBe(false);
  });

  it("tells a refusal of the platform (a failed envelope) from a failure to reach it", async () => {
    const refused = createServerCaller({
      baseUrl: () => "http://127.0.0.1:9999",
      fetch: (() => Promise.resolve(envelope(null, 102))) as unknown as typeof fetch,
    });
    await expect(refused.serverCallOutcome(def, { site_id: 1 }, { lang: "en_US" })).resolves.toEqual({
      kind: "refused",
      code: 102,
      message: "m",
    });
    const down = createServerCaller({
      baseUrl: () => "http://127.0.0.1:9999",
      fetch: (() => Promise.resolve(new Response("Service Unavailable", { status: 503 }))) as unknown as typeof fetch,
    });
    await expect(down.serverCallOutcome(def, { site_id: 1 }, { lang: "en_US" })).resolves.toEqual({ kind: "failed" });
  });

  it("one budget per request, shared by page and layout; the refill render waits for its calls", () => {
    const page = new Request("http://x/");
    const budget = renderBudget(page);
    expect(renderBudget(page)).toBe(budget);
    expect(budget.deadline - Date.now()).toBeLessThanOrEqual(PLATFORM_BUDGET_MS);
    expect(renderBudget(new Request("http://x/"))).not.toBe(budget);
    const refill = new Request("http://x/", { headers: { [REFILL_HEADER]: "1" } });
    expect(renderBudget(refill).deadline).toBe(Number.POSITIVE_INFINITY);
  });
});
