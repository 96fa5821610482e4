// The API client's request rules with a scripted fetch (spec 000 §7, §8; spec 001 §7, §8): headers, the
// refreshed Authorization, the generic retry rule, the 30 s timeout, 401 aborting the listed background
// calls, contract parsing and the error texts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { defineCall } from "../../../src/contract/call.ts";
import { lettersCalls, promotionsCalls, walletCalls } from "../../../src/contract/index.ts";
import { ApiError, callApi, configureApi, onUnauthorized } from "../../../src/lib/api/index.ts";

type Handler = (url: string, init: RequestInit & { headers: Headers }) => Promise<Response> | Response;

const envelope = (code: number, data: unknown, message = "") =>
  new Response(JSON.stringify({ status: code === 100, code, codeFull: String(code), message, apiResponseData: data }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? "" : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });

let calls: { url: string; method: string; headers: Headers }[] = [];
let stored: string | null = null;

function useFetch(handler: Handler): void {
  configureApi({
    baseURL: "http://platform.test",
    language: () => "hi_IN",
    readAuthorization: () => stored,
    writeAuthorization: (v) => (stored = v),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const headers = new Headers(init?.headers);
      calls.push({ url, method: init?.method ?? "GET", headers });
      return handler(url, { ...init, headers });
    }) as typeof fetch,
  });
}

/** A response that never comes; rejects like fetch when the call's signal aborts. */
const hang: Handler = (_url, init) =>
  new Promise((_, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });

const getCall = defineCall({
  path: "/api/test/get",
  method: "GET",
  auth: false,
  request: z.object({}),
  response: z.object({ ok: z.number() }),
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

beforeEach(() => {
  calls = [];
  stored = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("every request (spec 000 §7, spec 001 §7)", () => {
  it("is a POST to /api… with the lang header and the stored Authorization", async () => {
    stored = "Bearer abc";
    useFetch(() => envelope(100, { jackpot_amount_total: 5 }));
    await callApi(promotionsCalls.jackpot, { currency: "INR" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url).toBe("http://platform.test/api/v2/get_jackpot");
    expect(calls[0]?.headers.get("lang")).toBe("hi_IN");
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer abc");
  });

  it("sends no Authorization when none is stored", async () => {
    useFetch(() => envelope(100, { jackpot_amount_total: 5 }));
    await callApi(promotionsCalls.jackpot, { currency: "INR" });
    expect(calls[0]?.headers.has("authorization")).toBe(false);
  });

  it("stores a refreshed Authorization sent back in any response, even a failed one", async () => {
    stored = "Bearer old";
    useFetch(() => {
      const r = envelope(101, null, "nope");
      r.headers.set("Authorization", "Bearer new");
      return r;
    });
    await failure(callApi(promotionsCalls.jackpot, { currency: "INR" }));
    expect(stored).toBe("Bearer new");
  });
});

// A request sent under one session and answered under another (the member logged out or switched accounts
// while it was on its way): its answer speaks of a token this page no longer holds.
describe("a late answer to a session that has ended", () => {
  it("a 401 for the old token leaves the member now here signed in, and tells no one", async () => {
    stored = "Bearer old";
    let told = 0;
    const off = onUnauthorized(() => told++);
    let answer: (r: Response) => void = () => undefined;
    useFetch(() => new Promise<Response>((r) => (answer = r)));
    const late = failure(callApi(walletCalls.myCash, {}));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    stored = "Bearer new-member"; // the switch happened meanwhile
    answer(json(401, { message: "Unauthenticated." }, { Authorization: "Bearer old" }));
    expect((await late).kind).toBe("unauthorized");
    off();
    expect(told).toBe(0);
    expect(stored).toBe("Bearer new-member");
  });

  it("a 401 for the token still held logs out as before (spec 000 §4)", async () => {
    stored = "Bearer mine";
    let told = 0;
    const off = onUnauthorized(() => told++);
    useFetch(() => json(401, { message: "Unauthenticated." }));
    await failure(callApi(walletCalls.myCash, {}));
    off();
    expect(told).toBe(1);
  });
});

// Who a token belongs to is asked with that token before the site adopts it (a login link, the third-party
// login popup): the answer must not touch the session that is here now.
describe("a call under a token the page does not hold", () => {
  it("sends that token, stores no refreshed header, and its 401 logs nobody out", async () => {
    stored = "Bearer mine";
    let told = 0;
    const off = onUnauthorized(() => told++);
    useFetch(() => json(401, { message: "Unauthenticated." }, { Authorization: "Bearer theirs" }));
    const e = await failure(callApi(walletCalls.myCash, {}, { authorization: "Bearer theirs" }));
    off();
    expect(e.kind).toBe("unauthorized");
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer theirs");
    expect(told).toBe(0);
    expect(stored).toBe("Bearer mine");
  });
});

describe("generic retry (spec 000 §7)", () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])("a body-less GET is retried once on %i", async (status) => {
    let n = 0;
    useFetch(() => (++n === 1 ? json(status, undefined) : envelope(100, { ok: 1 })));
    await expect(callApi(getCall)).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });

  it("only once: a second failure is 'network fail', told to the member as the service being unavailable", async () => {
    useFetch(() => json(503, undefined));
    const e = await failure(callApi(getCall));
    expect(calls).toHaveLength(2);
    expect(e.kind).toBe("unavailable");
    expect(e.messageKey).toBe("api.error.unavailable");
    expect(e.message).toBe("network fail");
    expect(e.status).toBe(503);
  });

  it("a POST (with a body) is never retried", async () => {
    useFetch(() => json(503, undefined));
    await failure(callApi(promotionsCalls.jackpot, { currency: "INR" }));
    expect(calls).toHaveLength(1);
  });

  it("other statuses are not retried", async () => {
    useFetch(() => json(404, undefined));
    await failure(callApi(getCall));
    expect(calls).toHaveLength(1);
  });
});

describe("answers (spec 000 §3, §8; spec 001 §8)", () => {
  it.each([100, 1000])("code %i is a success", async (code) => {
    useFetch(() => envelope(code, { jackpot_amount_total: 7 }));
    await expect(callApi(promotionsCalls.jackpot, { currency: "INR" })).resolves.toEqual({ jackpot_amount_total: 7 });
  });

  it("the older header-and-body form is read too", async () => {
    useFetch(() => json(200, { header: { status: 1000, desc: "ok" }, body: { jackpot_amount_total: 9 } }));
    await expect(callApi(promotionsCalls.jackpot, { currency: "INR" })).resolves.toEqual({ jackpot_amount_total: 9 });
  });

  it("another code is a platform error with the server's code, message and data", async () => {
    useFetch(() => envelope(203, { start_at: "x" }, "maintenance"));
    const e = await failure(callApi(promotionsCalls.jackpot, { currency: "INR" }));
    expect([e.kind, e.code, e.message]).toEqual(["platform", 203, "maintenance"]);
    expect(e.data).toEqual({ start_at: "x" });
  });

  it("an answer that does not match the contract is an error, never half-used", async () => {
    useFetch(() => envelope(100, { jackpot_amount_total: "lots" }));
    const e = await failure(callApi(promotionsCalls.jackpot, { currency: "INR" }));
    expect(e.kind).toBe("invalid");
    expect(e.messageKey).toBe("api.error.invalid");
  });

  it("an empty answer is 'empty response'", async () => {
    useFetch(() => json(200, undefined));
    const e = await failure(callApi(promotionsCalls.jackpot, { currency: "INR" }));
    expect([e.kind, e.message]).toEqual(["empty", "empty response"]);
  });

  it("an answer that is no envelope is 'unhandled error'", async () => {
    useFetch(() => json(200, { something: "else" }));
    const e = await failure(callApi(promotionsCalls.jackpot, { currency: "INR" }));
    expect([e.kind, e.message]).toEqual(["unhandled", "unhandled error"]);
  });

  it("no connection at all is 'network fail'", async () => {
    useFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const e = await failure(callApi(promotionsCalls.jackpot, { currency: "INR" }));
    expect([e.kind, e.message, e.status]).toEqual(["network", "network fail", 0]);
  });

  it("a call still unanswered after 30000 ms fails with ECONNABORTED", async () => {
    vi.useFakeTimers();
    useFetch(hang);
    const p = failure(callApi(promotionsCalls.jackpot, { currency: "INR" }));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const e = await p;
    expect([e.kind, e.message]).toEqual(["timeout", "ECONNABORTED"]);
  });
});

describe("HTTP 401 (spec 000 §4, §7; spec 001 §8)", () => {
  it("aborts the pending listed background calls, leaves others, and tells the session once", async () => {
    stored = "Bearer dead";
    useFetch((url, init) =>
      url.endsWith("/member/profile/balance_get_back")
        ? Promise.resolve(json(401, { code: 401, message: "Unauthenticated." }))
        : hang(url, init),
    );
    let told = 0;
    const off = onUnauthorized(() => told++);
    const letters = failure(
      callApi(lettersCalls.letters, { count: 50, page: 1, sort_field: "id", sort_order: "descending" }),
    );
    const myCash = failure(callApi(walletCalls.myCash, {}));
    let jackpotSettled = false;
    const jackpot = callApi(promotionsCalls.jackpot, { currency: "INR" }).finally(() => (jackpotSettled = true));
    jackpot.catch(() => undefined);

    const e = await failure(callApi(walletCalls.balanceGetBack, {}));
    off();
    expect([e.kind, e.status]).toEqual(["unauthorized", 401]);
    expect(told).toBe(1);
    expect((await letters).kind).toBe("aborted");
    expect((await myCash).kind).toBe("aborted");
    await new Promise((r) => setTimeout(r, 10));
    expect(jackpotSettled).toBe(false); // not on the spec's list: left alone
  });
});

describe('offline (issue "installable app": nothing hangs)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("with no connection a call fails at once with the network error, and nothing is sent", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    useFetch(() => envelope(100, { jackpot_amount_total: 5 }));
    const e = await failure(callApi(promotionsCalls.jackpot, { currency: "INR" }));
    expect(e.kind).toBe("network");
    expect(calls).toHaveLength(0);
  });
});
