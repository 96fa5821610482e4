import { describe, expect, it } from "vitest";
import { interpretBody, kindForStatus, lastThreeDigits, retriesFor, shouldRetry } from "../../../src/lib/api/rules.ts";

describe("generic retry (spec 000 §7)", () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a GET once on %i", (status) => {
    expect(shouldRetry("GET", status, 0)).toBe(true);
    expect(shouldRetry("GET", status, 1)).toBe(false);
  });
  it("never retries a call with a body", () => {
    expect(retriesFor("POST")).toBe(0);
    expect(shouldRetry("POST", 503, 0)).toBe(false);
  });
  it("does not retry other statuses", () => {
    expect(shouldRetry("GET", 404, 0)).toBe(false);
    expect(shouldRetry("GET", 401, 0)).toBe(false);
  });
});

describe("envelope reading (spec 000 §3, §8: success codes 100 and 1000)", () => {
  it.each([100, 1000])("code %i is a success and yields apiResponseData", (code) => {
    expect(interpretBody({ status: true, code, message: "ok", apiResponseData: { a: 1 } })).toEqual({
      ok: true,
      code,
      message: "ok",
      data: { a: 1 },
    });
  });
  it("any other code is a platform failure carrying the server message", () => {
    expect(interpretBody({ status: false, code: 101, message: "wrong", apiResponseData: null })).toMatchObject({
      ok: false,
      kind: "platform",
      code: 101,
      message: "wrong",
    });
  });
  it("understands the older header-and-body form", () => {
    expect(interpretBody({ header: { status: 1000, desc: "fine" }, body: [1] })).toEqual({
      ok: true,
      code: 1000,
      message: "fine",
      data: [1],
    });
    expect(interpretBody({ header: { status: "203", desc: "maintain" }, body: null })).toMatchObject({
      ok: false,
      code: 203,
    });
  });
  it("an empty response is 'empty response'", () => {
    expect(interpretBody(undefined)).toMatchObject({ ok: false, kind: "empty", message: "empty response" });
    expect(interpretBody("")).toMatchObject({ kind: "empty" });
  });
  it("anything else is 'unhandled error'", () => {
    expect(interpretBody(42)).toMatchObject({ kind: "unhandled", message: "unhandled error" });
    expect(interpretBody({ foo: 1 })).toMatchObject({ kind: "unhandled" });
  });
});

describe("HTTP failures (spec 000 §8)", () => {
  it("401 logs out; timeouts are ECONNABORTED; other non-200 is network fail", () => {
    expect(kindForStatus(401)).toBe("unauthorized");
    expect(kindForStatus(504)).toBe("timeout");
    expect(kindForStatus(404)).toBe("network");
  });
  it.each([500, 502, 503])("a bare %i says the service is unavailable, not the member's connection", (status) => {
    expect(kindForStatus(status)).toBe("unavailable");
  });
  it("transfer-back codes are read by their last three digits", () => {
    expect(lastThreeDigits(200103)).toBe(103);
    expect(lastThreeDigits(105)).toBe(105);
  });
});
