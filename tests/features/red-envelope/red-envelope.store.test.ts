// spec 001 §4, §7: while the red envelope is shown it is read for a member, again after a login and on
// RedEnvelopeDisplay (a platform event), and reset on logout and when no longer shown.
import { cleanStores } from "nanostores";
import { describe, expect, it, vi } from "vitest";
import { memberStoreTests } from "../../helpers/session-member.ts";

const getRedEnvelope = vi.fn(async () => ({ id: 1, title: "Lucky", endAt: "2099-01-01T00:00:00Z" }));
vi.mock("../../../src/features/red-envelope/api.ts", () => ({ getRedEnvelope, claimRedEnvelope: vi.fn() }));
vi.mock("../../../src/lib/session/index.ts", async (actual) =>
  (await import("../../helpers/session-member.ts")).sessionIndexWithMember(actual),
);

const { $redEnvelope } = await import("../../../src/features/red-envelope/red-envelope.store.ts");
const { platformEvents } = await import("../../../src/lib/realtime/platform-events.ts");
const { sessionEvents } = await import("../../../src/lib/session/session-events.ts");
const { $sessionReady } = await import("../../../src/lib/session/session.atoms.ts");

const show = () => $redEnvelope.listen(() => undefined);

memberStoreTests($redEnvelope, getRedEnvelope);

describe("red envelope store", () => {
  it("shown with a member: read at once", async () => {
    show();
    await vi.waitFor(() => expect($redEnvelope.get().kind).toBe("active"));
    expect(getRedEnvelope).toHaveBeenCalledOnce();
  });

  it("waits for the session before reading", async () => {
    $sessionReady.set(false);
    show();
    await new Promise((r) => setTimeout(r, 10));
    expect(getRedEnvelope).not.toHaveBeenCalled();
    $sessionReady.set(true);
    await vi.waitFor(() => expect(getRedEnvelope).toHaveBeenCalledOnce());
  });

  it("RedEnvelopeDisplay and a login read it again; a logout resets it", async () => {
    show();
    await vi.waitFor(() => expect($redEnvelope.get().kind).toBe("active"));
    platformEvents.emit("RedEnvelopeDisplay", { currency: "INR", id: 2 });
    sessionEvents.emit("login", {
      token: "t",
      memberId: 5,
      account: "a",
      currency: "INR",
      memberType: 1,
      agentType: null,
    });
    await vi.waitFor(() => expect(getRedEnvelope).toHaveBeenCalledTimes(3));
    sessionEvents.emit("logout", "user");
    expect($redEnvelope.get().kind).toBe("idle");
  });

  it("no longer shown: reset, and the events no longer read it", async () => {
    show();
    await vi.waitFor(() => expect($redEnvelope.get().kind).toBe("active"));
    cleanStores($redEnvelope);
    // .value, not .get(): reading an unmounted store mounts it
    expect($redEnvelope.value?.kind).toBe("idle");
    getRedEnvelope.mockClear();
    platformEvents.emit("RedEnvelopeDisplay", { currency: "INR", id: 2 });
    await new Promise((r) => setTimeout(r, 10));
    expect(getRedEnvelope).not.toHaveBeenCalled();
  });

  it("unmounted after nanostores' delay, it stays unmounted (its cleanup does not read, and so remount, it)", async () => {
    const stop = show();
    await vi.waitFor(() => expect($redEnvelope.get().kind).toBe("active"));
    vi.useFakeTimers();
    try {
      stop();
      await vi.advanceTimersByTimeAsync(10_000);
    } finally {
      vi.useRealTimers();
    }
    expect(getRedEnvelope).toHaveBeenCalledOnce();
    expect($redEnvelope.value?.kind).toBe("idle");
  });
});
