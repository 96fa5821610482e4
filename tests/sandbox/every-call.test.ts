// Every call of spec 000 §7 and spec 001 §7 through real HTTP: success paths, garbage input, authorization.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLS, EnvelopeSchema, type CallName } from "../../src/contract/index.ts";
import { FLOW_CALLS, SAMPLES } from "./samples.ts";
import { startSignedIn, type Harness } from "./helpers.ts";

let h: Harness, token: string;
beforeAll(async () => ({ h, token } = await startSignedIn()));
afterAll(() => h.close());

const names = Object.keys(CALLS) as CallName[];

describe("every call answers its success envelope (spec 000 §7, spec 001 §7)", () => {
  for (const name of names.filter((n) => !FLOW_CALLS.includes(n))) {
    it(`${name} ${CALLS[name].path}`, async () => {
      const a = await h.post(CALLS[name].path, SAMPLES[name], h.bearer(token));
      expect(a.status).toBe(200);
      expect(EnvelopeSchema.safeParse(a.body).success).toBe(true);
      // spec 000 §8: success is 100 or 1000; the flow-free calls all succeed for demo01, except that
      // balance_get_back runs after the transfer back emptied the provider wallets (spec 001 §8 code 101).
      if (name === "balanceGetBack") expect(a.body.code).toBe(101);
      else {
        expect([a.body.code, a.body.message]).toEqual([100, "success"]);
        expect(CALLS[name].response.safeParse(a.body.apiResponseData).success).toBe(true);
      }
      // spec 000 §7: a refreshed authorization header comes back with authenticated calls.
      expect(a.headers.get("authorization")).toBe(`Bearer ${token}`);
    });
  }
});

describe("malformed input never causes a 500 or a hang", () => {
  const garbage: [string, string][] = [
    ["not JSON", "{nope"],
    ["an array", "[]"],
    ["null", "null"],
    ["a number", "123"],
    ["a string", '"hello"'],
    [
      "wrong types",
      JSON.stringify({ site_id: "one", currency: 5, id: "x", gp_id: 1, data: "x", type: "z", account: 1 }),
    ],
    ["deep junk", JSON.stringify({ site_id: { $gt: 1 }, id: [1, 2], page: -1, count: 1e9, enc: "" })],
  ];
  for (const name of names) {
    it(`${name} rejects garbage with an envelope`, async () => {
      for (const [label, body] of garbage) {
        const a = await h.post(CALLS[name].path, body, h.bearer(token));
        expect(a.status, `${name} / ${label}`).toBeLessThan(500);
        expect(EnvelopeSchema.safeParse(a.body).success, `${name} / ${label}`).toBe(true);
        if (label !== "wrong types" && label !== "deep junk") {
          expect(a.body.code, `${name} / ${label}`).not.toBe(100);
          expect(a.body.message.length).toBeGreaterThan(0);
        }
      }
    });
  }

  it("names the bad field and the problem in English words in the message (422)", async () => {
    const a = await h.post("/api/v2/get_jackpot", { currency: "XXX" });
    expect(a.body.code).toBe(422);
    expect(a.body.message).toContain("currency");
    // zod/mini loads no messages unless asked (src/contract/zod.ts loadEnglishMessages): not "Invalid input".
    expect(a.body.message).toMatch(/^currency: Invalid option: expected one of /);
  });

  it("answers malformed JSON with code 400 in an envelope", async () => {
    const a = await h.post("/api/v2/get_jackpot", "{");
    expect([a.status, a.body.code]).toEqual([200, 400]);
  });

  it("answers an oversized body with 413", async () => {
    const a = await h.post("/api/v2/get_jackpot", JSON.stringify({ currency: "INR", pad: "x".repeat(70_000) }));
    expect([a.status, a.body.code]).toEqual([413, 413]);
  });

  it("answers an unknown /api path with a 404 envelope and leaves other paths to the site", async () => {
    const a = await h.post("/api/no/such/call", {});
    expect([a.status, a.body.code]).toEqual([404, 404]);
    const site = await h.raw("/gameHall/3", {});
    expect(await site.text()).toBe("site");
  });

  it("answers GET on a POST call with 405", async () => {
    const r = await h.raw("/api/v2/get_jackpot", { method: "GET" });
    expect(r.status).toBe(405);
    expect(EnvelopeSchema.safeParse(await r.json()).success).toBe(true);
  });
});

describe("member calls need a valid bearer token (spec 000 §7, §8 HTTP 401)", () => {
  for (const name of names.filter((n) => CALLS[n].auth)) {
    it(`${name} answers 401 without or with a bad token`, async () => {
      const none = await h.post(CALLS[name].path, SAMPLES[name]);
      expect([none.status, none.body.code]).toEqual([401, 401]);
      const bad = await h.post(CALLS[name].path, SAMPLES[name], h.bearer("not-a-token"));
      expect(bad.status).toBe(401);
      expect(bad.headers.get("authorization")).toBeNull();
    });
  }
});
