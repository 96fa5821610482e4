// The API client's light path (src/lib/api/light.ts): the full client's request and envelope rule (spec 000 §3,
// §7, §8), in the few bytes a content page can carry; the answer parsed by the contract's light parser.
import { afterEach, describe, expect, it, vi } from "vitest";
import { lightCalls } from "../../../src/contract/light.ts";
import { TIMING } from "../../../src/lib/config/constants.ts";
import { interpretBody } from "../../../src/lib/api/rules.ts";
import type { LightError } from "../../../src/lib/api/light.ts";
import { callLight, lightEnvelope } from "../../../src/lib/api/light.ts";

const envelope = (code: unknown, data: unknown, message = "") => ({
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
    (e: unknown) => e as LightError,
  );

afterEach(() => vi.unstubAllGlobals());

describe("lightEnvelope agrees with the full client's interpretBody on success and its data", () => {
  it.each([
    ["code 100", envelope(100, { a: 1 })],
    ["code 1000", envelope(1000, [1])],
    ["a refusal", envelope(101, null, "No")],
    ["a string code", envelope("100", {})],
    ["no code", { apiResponseData: {} }],
    ["null", null],
    ["a string", "oops"],
  ])("%s", (_, body) => {
    const full = interpretBody(body);
    const light = lightEnvelope(body);
    expect(light.ok).toBe(full.ok);
    if (full.ok && light.ok) expect(light.data).toEqual(full.data);
  });
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

  it("a refusal, a broken answer and an answer against the contract each fail with their kind", async () => {
    answer(envelope(101, null, "No"));
    expect((await failure(callLight(lightCalls.jackpot, {})))?.message).toBe("platform");
    answer("<html>bad gateway</html>", 502);
    expect((await failure(callLight(lightCalls.jackpot, {})))?.message).toBe("empty");
    answer(envelope(100, { jackpot_amount_total: "12" }));
    expect((await failure(callLight(lightCalls.jackpot, {})))?.message).toBe("invalid");
  });

  it("no connection is network; no answer within the timeout is timeout (the spec's 30 s by default)", async () => {
    expect(TIMING.requestTimeoutMs).toBe(30_000);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect((await failure(callLight(lightCalls.jackpot, {})))?.message).toBe("network");
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
      ),
    );
    expect((await failure(callLight(lightCalls.jackpot, {}, { timeout: 5 })))?.message).toBe("timeout");
  });
});
