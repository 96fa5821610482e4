// The API client against the real sandbox over HTTP (spec 000 §7, §8).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotionsCalls, walletCalls } from "../../../src/contract/index.ts";
import { ApiError, callApi, configureApi, onUnauthorized } from "../../../src/lib/api/index.ts";
import { createSandbox } from "../../../sandbox/index.ts";

const sandbox = createSandbox({ dbPath: ":memory:", log: () => undefined });
const server = http.createServer((req, res) => {
  void sandbox.handle(req, res).then((handled) => {
    if (!handled) {
      res.statusCode = 404;
      res.end();
    }
  });
});
let base = "";
let stored: string | null = null;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApi({
    baseURL: base,
    language: () => "hi_IN",
    readAuthorization: () => stored,
    writeAuthorization: (v) => (stored = v),
  });
});
afterAll(async () => {
  server.close();
  await sandbox.close();
});

describe("API client", () => {
  it("returns the parsed apiResponseData of a success envelope", async () => {
    const data = await callApi(promotionsCalls.jackpot, { currency: "INR" });
    expect(typeof data.jackpot_amount_total).toBe("number");
  });

  it("answers HTTP 401 with an ApiError of kind unauthorized and tells the session (spec 000 §4)", async () => {
    stored = "Bearer not-a-token";
    let told = 0;
    const off = onUnauthorized(() => told++);
    const error = await callApi(walletCalls.myCash, {}).catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("unauthorized");
    expect(told).toBe(1);
    stored = null;
  });

  it("a platform error keeps the server's code and message", async () => {
    const error = await callApi(promotionsCalls.jackpot, { currency: "XXX" } as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("platform");
    expect((error as ApiError).message).not.toBe("");
  });

  it("a network failure is 'network fail' (spec 000 §8)", async () => {
    configureApi({
      baseURL: "http://127.0.0.1:9",
      language: () => "en_US",
      readAuthorization: () => null,
      writeAuthorization: () => undefined,
    });
    const error = await callApi(promotionsCalls.jackpot, { currency: "INR" }).catch((e: unknown) => e);
    expect((error as ApiError).kind).toBe("network");
    expect((error as ApiError).message).toBe("network fail");
    configureApi({
      baseURL: base,
      language: () => "hi_IN",
      readAuthorization: () => stored,
      writeAuthorization: (v) => (stored = v),
    });
  });
});
