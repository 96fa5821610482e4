// spec 001 §4 "Forgot password: an SMS lock lasts 300 seconds": the lock outlives a reload of the page.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, code: 100, message: "", apiResponseData: { token: "t-1" } }), {
          headers: { "content-type": "application/json" },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("forgot-password SMS lock across reloads (spec 001 §4, §9: 300 s)", () => {
  it("a phone check locks the SMS for 300 s, and a fresh page still sees the lock", async () => {
    const first = await import("../../../src/features/register/forgot.store.ts");
    const { phoneLocked } = await import("../../../src/features/register/forgot.machine.ts");
    first.startForgot();
    first.setForgotValue("account", "locked01");
    first.setForgotValue("withdrawPassword", "1234");
    first.setForgotValue("method", "phone");
    first.setForgotValue("phone", "9123456780");
    first.setForgotValue("sms", "123456");
    const before = Date.now();
    await first.submitForgotVerify();
    const stored = Number(localStorage.getItem("lobby.forgotSmsLockUntil"));
    expect(stored).toBeGreaterThanOrEqual(before + 300_000);
    expect(stored).toBeLessThanOrEqual(Date.now() + 300_000);

    vi.resetModules(); // the page reloads
    const second = await import("../../../src/features/register/forgot.store.ts");
    second.startForgot();
    expect(phoneLocked(second.$forgot.get(), Date.now())).toBe(true);
    expect(phoneLocked(second.$forgot.get(), stored + 1)).toBe(false);
  });

  it("an expired or broken stored lock is ignored", async () => {
    localStorage.setItem("lobby.forgotSmsLockUntil", String(Date.now() - 1));
    let store = await import("../../../src/features/register/forgot.store.ts");
    const { phoneLocked } = await import("../../../src/features/register/forgot.machine.ts");
    expect(phoneLocked(store.$forgot.get(), Date.now())).toBe(false);
    vi.resetModules();
    localStorage.setItem("lobby.forgotSmsLockUntil", "soon");
    store = await import("../../../src/features/register/forgot.store.ts");
    expect(phoneLocked(store.$forgot.get(), Date.now())).toBe(false);
  });
});
