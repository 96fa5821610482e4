// The clock every test run starts its sandbox on (scripts/test-clock.ts): never in the night block, whatever the hour.
import { describe, expect, it } from "vitest";
import { inNightBlock } from "../../src/contract/protection.ts";
import { testSandboxNow } from "../../scripts/test-clock.ts";

describe("the test runs' sandbox clock (SANDBOX_NOW)", () => {
  it("is today's 12:00 India time, outside the night block (00:00–05:00 IST)", () => {
    const now = testSandboxNow({});
    expect(now).toBe(`${new Date().toISOString().slice(0, 10)}T12:00:00+05:30`);
    expect(inNightBlock(Date.parse(now))).toBe(false);
  });

  it("keeps a SANDBOX_NOW the environment already gives (one value for every step of a run)", () => {
    expect(testSandboxNow({ SANDBOX_NOW: "2026-01-05T09:00:00+05:30" })).toBe("2026-01-05T09:00:00+05:30");
  });
});
