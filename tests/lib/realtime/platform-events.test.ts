// The page's one platform event stream: typed by the contract's event names; a handler that throws is logged
// and does not stop the others; unsubscribing stops delivery.
import { describe, expect, it, vi } from "vitest";
import { platformEvents } from "../../../src/lib/realtime/platform-events.ts";

describe("platform event stream", () => {
  it("delivers an event's payload to each subscriber until it unsubscribes", () => {
    const a = vi.fn();
    const b = vi.fn();
    const offA = platformEvents.on("member.cash", a);
    const offB = platformEvents.on("member.cash", b);
    platformEvents.emit("member.cash", { cash: 10, total: 12 });
    offA();
    platformEvents.emit("member.cash", { cash: 11 });
    offB();
    platformEvents.emit("member.cash", { cash: 12 });
    expect(a.mock.calls).toEqual([[{ cash: 10, total: 12 }]]);
    expect(b.mock.calls).toEqual([[{ cash: 10, total: 12 }], [{ cash: 11 }]]);
  });

  it("a handler that throws does not stop the others", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const after = vi.fn();
    const offs = [
      platformEvents.on("catch-up", () => {
        throw new Error("boom");
      }),
      platformEvents.on("catch-up", after),
    ];
    platformEvents.emit("catch-up");
    for (const off of offs) off();
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
