// followSession: a member store's data while shown is loaded now and after each login, reset on logout, and every
// subscription stops with the store.
import { describe, expect, it, vi } from "vitest";
import { sessionEvents } from "../../../src/lib/session/session-events.ts";
import { followSession, stopAll } from "../../../src/lib/session/session-life.ts";

const member = { id: 1, account: "asha01", currency: "INR" } as never;

describe("followSession", () => {
  it("loads at once and after each login, resets on logout, and stops with its other subscriptions", () => {
    const load = vi.fn();
    const reset = vi.fn();
    const other = vi.fn();
    const stop = followSession(load, reset, other);
    expect(load).toHaveBeenCalledTimes(1);
    sessionEvents.emit("login", member);
    expect(load).toHaveBeenCalledTimes(2);
    sessionEvents.emit("logout", "user");
    expect(reset).toHaveBeenCalledTimes(1);
    stop();
    expect(other).toHaveBeenCalledTimes(1);
    sessionEvents.emit("login", member);
    sessionEvents.emit("logout", "user");
    expect(load).toHaveBeenCalledTimes(2);
    expect(reset).toHaveBeenCalledTimes(1);
  });
  it("without a reset, a logout changes nothing", () => {
    const load = vi.fn();
    const stop = followSession(load, null);
    sessionEvents.emit("logout", "user");
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe("stopAll", () => {
  it("runs every cleanup once", () => {
    const a = vi.fn();
    const b = vi.fn();
    stopAll(a, b)();
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
  });
});
