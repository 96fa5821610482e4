// The account machinery a signed-in page loads before any interaction (DESIGN JS budget): the account loader
// brings the auth flows' start without the modals (auth/client.ts), and the real-time connection's code
// (socket.io-client, laravel-echo) loads once the page is idle, never in the start's own task. Nothing is lost
// meanwhile: the member's data is read again once the channel has reached the server (spec 001 §4, §7).
import { afterEach, describe, expect, it, vi } from "vitest";

const connector = vi.hoisted(() => {
  const order: string[] = [];
  return {
    order,
    setRealtimeNotifier: vi.fn(() => void order.push("notifier")),
    startRealtime: vi.fn(() => {
      order.push("start");
      return null;
    }),
  };
});
vi.mock("../../../src/lib/realtime/connector.ts", () => ({
  setRealtimeNotifier: connector.setRealtimeNotifier,
  startRealtime: connector.startRealtime,
  subscriptionsReached: () => null,
}));
const tracking = vi.hoisted(() => ({ trackPurchases: vi.fn() }));
vi.mock("../../../src/features/ad-tracking/index.ts", () => tracking);
// The entry flows read the address and may call the platform: not this test's concern.
vi.mock("../../../src/features/auth/entry-flows.ts", () => ({
  runEntryFlows: vi.fn(async () => undefined),
  tokenLogin: vi.fn(),
}));

afterEach(() => {
  vi.useRealTimers();
});

describe("the signed-in page's account start", () => {
  it("loads the real-time connection after the page is idle, with its notifier set first", async () => {
    const { startAuth } = await import("../../../src/features/auth/start.ts");
    startAuth();
    // Not in the start's task: the first paint and hydration come first.
    expect(connector.startRealtime).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(connector.startRealtime).toHaveBeenCalledTimes(1));
    expect(connector.order).toEqual(["notifier", "start"]);
    // The purchase pixel hears the connection just started.
    await vi.waitFor(() => expect(tracking.trackPurchases).toHaveBeenCalledTimes(1));
    // Once per page.
    startAuth();
    expect(connector.startRealtime).toHaveBeenCalledTimes(1);
  });

  it("the account loader's door carries the header's actions, not the auth modals", async () => {
    const door = await import("../../../src/features/auth/client.ts");
    expect(Object.keys(door).sort()).toEqual(["refreshMemberBalance", "requestLogout", "startAuth"]);
    const loader = await import("../../../src/features/session/account-loader.ts");
    const m = await loader.loadAccount();
    expect("LoginModal" in m).toBe(false);
    expect(typeof m.requestLogout).toBe("function");
  });
});
