// The API client's light path (src/lib/api/light.ts): the same request and the same ApiError kinds as the full
// client (spec 000 §7, §8), the answer parsed by the contract's light parser.
import { afterEach, describe, expect, it, vi } from "vitest";
import { lightCalls } from "../../../src/contract/light.ts";
import { ApiError } from "../../../src/lib/api/error.ts";
import { callLight } from "../../../src/lib/api/light.ts";

const envelope = (code: number, data: unknown, message = "") => ({
  status: code === 100,
  code,
  message,
  apiResponseData: data,
});
function answer(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("callLight", () => {
  it("POSTs JSON to the contract's path with the language and returns the parsed data", async () => {
    const fetch = answer(envelope(100, { jackpot_amount_total: 5 }));
    expect(await callLight(lightCalls.jackpot, { currency: "INR" }, { lang: "hi_IN" })).toEqual({
      jackpot_amount_total: 5,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/v2/get_jackpot");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ currency: "INR" }));
    expect((init.headers as Record<string, string>)["lang"]).toBe("hi_IN");
  });

  it("a refusal is a platform ApiError with its code and message", async () => {
    answer(envelope(101, null, "No"));
    const e = await failure(callLight(lightCalls.jackpot, {}));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: "platform", code: 101, message: "No" });
  });

  it("an answer that breaks the contract is invalid", async () => {
    answer(envelope(100, { jackpot_amount_total: "12" }));
    expect(await failure(callLight(lightCalls.jackpot, {}))).toMatchObject({ kind: "invalid" });
  });

  it("a 5xx without an envelope is unavailable; an empty 200 is empty", async () => {
    answer("<html>bad gateway</html>", 502);
    expect(await failure(callLight(lightCalls.jackpot, {}))).toMatchObject({ kind: "unavailable", status: 502 });
    answer("", 200);
    expect(await failure(callLight(lightCalls.jackpot, {}))).toMatchObject({ kind: "empty" });
  });

  it("no connection is network; no answer within the timeout is timeout", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await failure(callLight(lightCalls.jackpot, {}))).toMatchObject({ kind: "network" });
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
      ),
    );
    expect(await failure(callLight(lightCalls.jackpot, {}, { timeout: 5 }))).toMatchObject({ kind: "timeout" });
  });
});
