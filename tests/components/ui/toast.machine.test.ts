import { describe, expect, it } from "vitest";
import { toastTransition, type ToastState } from "../../../src/components/ui/toast.machine.ts";

// spec 000 §4, §9 toasts: stacked, 3000 ms, grouped with a repeat counter, Escape closes
describe("toasts", () => {
  const push = (s: ToastState, id: number, text: string, now = 0, type: "error" | "info" = "error") =>
    toastTransition(s, { type: "push", toast: { id, type, message: { text } }, now });
  it("stack in order and fade after 3000 ms", () => {
    let s = push([], 1, "a");
    s = push(s, 2, "b", 1000);
    expect(s.map((t) => t.id)).toEqual([1, 2]);
    expect(toastTransition(s, { type: "expire", now: 3000 }).map((t) => t.id)).toEqual([2]);
    expect(toastTransition(s, { type: "expire", now: 4000 })).toEqual([]);
  });
  it("groups identical messages with a counter and restarts their time", () => {
    let s = push([], 1, "same");
    s = push(s, 2, "same", 2000);
    expect(s).toHaveLength(1);
    expect(s[0]).toMatchObject({ id: 1, count: 2, expiresAt: 5000 });
    expect(push(s, 3, "same", 0, "info")).toHaveLength(2); // another type is another message
  });
  it("groups keys with the same params only", () => {
    let s = toastTransition([], {
      type: "push",
      toast: { id: 1, type: "error", message: { key: "api.error.platform", params: { code: 1 } } },
      now: 0,
    });
    s = toastTransition(s, {
      type: "push",
      toast: { id: 2, type: "error", message: { key: "api.error.platform", params: { code: 2 } } },
      now: 0,
    });
    expect(s).toHaveLength(2);
  });
  it("Escape closes the newest; dismiss closes one", () => {
    const s = push(push([], 1, "a"), 2, "b");
    expect(toastTransition(s, { type: "dismissLatest" }).map((t) => t.id)).toEqual([1]);
    expect(toastTransition(s, { type: "dismiss", id: 1 }).map((t) => t.id)).toEqual([2]);
  });
});
