// whenSessionReady: a store's effects start once the session is ready (not before), and stop with the store,
// even when the store goes before its effects have started.
import { afterEach, describe, expect, it, vi } from "vitest";
import { $sessionReady } from "../../../src/lib/session/session.atoms.ts";
import { whenSessionReady } from "../../../src/lib/session/session-life.ts";

afterEach(() => $sessionReady.set(false));

describe("whenSessionReady", () => {
  it("starts at once when the session is ready, and stops with the cleanup", async () => {
    $sessionReady.set(true);
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const cleanup = whenSessionReady(start);
    expect(start).toHaveBeenCalledOnce();
    await Promise.resolve();
    cleanup();
    expect(stop).toHaveBeenCalledOnce();
  });

  it("waits for the session to become ready, once", () => {
    const start = vi.fn(() => () => undefined);
    const cleanup = whenSessionReady(start);
    expect(start).not.toHaveBeenCalled();
    $sessionReady.set(true);
    $sessionReady.set(false);
    $sessionReady.set(true);
    expect(start).toHaveBeenCalledOnce();
    cleanup();
  });

  it("gone before the session is ready: never starts", () => {
    const start = vi.fn(() => () => undefined);
    whenSessionReady(start)();
    $sessionReady.set(true);
    expect(start).not.toHaveBeenCalled();
  });

  it("gone while an async start is on its way: its stop runs when it arrives", async () => {
    $sessionReady.set(true);
    const stop = vi.fn();
    let arrive: (s: () => void) => void = () => undefined;
    const cleanup = whenSessionReady(() => new Promise((r) => (arrive = r)));
    cleanup();
    arrive(stop);
    await vi.waitFor(() => expect(stop).toHaveBeenCalledOnce());
  });
});
