// The sandbox's clock control (admin `clock`) and SANDBOX_NOW: forward only, refused without the admin key in
// production like every control, a member's own clock for parallel tests (sandbox/member-clock.ts).
import { afterEach, describe, expect, it } from "vitest";
import { sandboxNow } from "../../sandbox/clock.ts";
import { createSandbox } from "../../sandbox/index.ts";
import { sandboxAt, startSandbox, type Harness } from "./helpers.ts";

const h = sandboxAt("2026-03-10T12:00:00+05:30");

const now = async (body: unknown = {}) => (await h.admin("clock", body)).body;

describe("SANDBOX_NOW", () => {
  it("starts the clock at the instant given, and it runs on from there", async () => {
    const at = Date.parse((await now()).apiResponseData.now as string);
    expect(at).toBeGreaterThanOrEqual(Date.parse("2026-03-10T06:30:00Z"));
    expect(at).toBeLessThan(Date.parse("2026-03-10T06:31:00Z"));
  });

  it("refuses to start on an unreadable value", () => {
    expect(() => createSandbox({ dbPath: ":memory:", now: "tomorrow noon", log: () => {} })).toThrow(/SANDBOX_NOW/);
  });
});

describe("admin clock", () => {
  it("moves forward by advance_ms and to an instant", async () => {
    const before = Date.parse((await now()).apiResponseData.now as string);
    const moved = Date.parse((await now({ advance_ms: 3_600_000 })).apiResponseData.now as string);
    expect(moved - before).toBeGreaterThanOrEqual(3_600_000);
    const to = (await now({ to: "2026-03-12T00:30:00+05:30" })).apiResponseData.now as string;
    expect(Date.parse(to) - Date.parse("2026-03-11T19:00:00Z")).toBeLessThan(1000);
  });

  it("never moves back: a past `to` or a negative advance is refused and changes nothing", async () => {
    const before = sandboxNow();
    const back = await now({ to: "2026-01-01T00:00:00Z" });
    expect(back.code).toBe(422);
    expect(back.message).toMatch(/only moves forward/);
    expect((await now({ advance_ms: -1000 })).code).toBe(422);
    expect((await now({ advance_ms: 1, to: "2030-01-01T00:00:00Z" })).code).toBe(422);
    expect(sandboxNow() - before).toBeLessThan(1000);
  });

  it("moves one member's clock only, with account", async () => {
    const global = Date.parse((await now()).apiResponseData.now as string);
    const mine = await now({ account: "demo01", advance_ms: 86_400_000 });
    expect(Date.parse(mine.apiResponseData.now as string) - global).toBeGreaterThanOrEqual(86_400_000);
    expect(Date.parse((await now()).apiResponseData.now as string) - global).toBeLessThan(1000);
    expect((await now({ account: "nobody-here", advance_ms: 1 })).code).toBe(404);
  });

  it("is refused without the admin key", async () => {
    const a = await h.post("/sandbox/admin/clock", { advance_ms: 1 });
    expect(a.status).toBe(403);
  });
});

describe("admin clock in production", () => {
  let prod: Harness;
  afterEach(async () => prod?.close());
  it("is off without SANDBOX_ADMIN_KEY, like every control", async () => {
    prod = await startSandbox(":memory:", { production: true, adminKey: "" });
    const a = await prod.post("/sandbox/admin/clock", { advance_ms: 1 }, { "x-sandbox-key": "sandbox" });
    expect(a.status).toBe(403);
    expect(a.body.message).toMatch(/off in production/);
  });
});
