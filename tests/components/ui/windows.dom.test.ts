// spec 000 §2, spec 001 §2: member-centre, agent and fast-payment paths open in their own 1500×800 window on
// desktop. Such a window keeps this page as its opener (spec 001 §4 quickGame); a page of another origin never
// does, so it cannot send this page elsewhere through opener.location (tab-nabbing).
import { afterEach, describe, expect, it, vi } from "vitest";
import { followPath, openedWindow } from "../../../src/components/ui/windows.ts";

const target = { kind: "window", name: "user", features: "width=1500,height=800" } as const;

afterEach(() => vi.restoreAllMocks());

describe("followPath", () => {
  it("opens a site path in its named window and remembers it", () => {
    const win = { closed: false, focus: vi.fn(), close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(win);
    followPath("/user/Info", target);
    expect(open).toHaveBeenCalledWith("/user/Info", "user", "width=1500,height=800");
    expect(openedWindow("user")).toBe(win);
  });
  it("opens another origin's page without an opener, and does not remember it", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    followPath("https://evil.example/user/Info", { ...target, name: "agent" });
    expect(open).toHaveBeenCalledWith("https://evil.example/user/Info", "_blank", "noopener,noreferrer");
    expect(openedWindow("agent")).toBeUndefined();
  });
});

// spec 001 §4: a logout (here, in another tab, forced) closes the windows the site opened.
describe("logout", () => {
  it("closes every remembered window on the session's logout event", async () => {
    const { rememberWindow } = await import("../../../src/components/ui/windows.ts");
    const { sessionEvents } = await import("../../../src/lib/session/session-events.ts");
    const agent = { closed: false, close: vi.fn() } as unknown as Window;
    const game = { closed: false, close: vi.fn() } as unknown as Window;
    rememberWindow("agent", agent);
    rememberWindow("game", game);
    sessionEvents.emit("logout", "otherTab");
    expect(agent.close).toHaveBeenCalledOnce();
    expect(game.close).toHaveBeenCalledOnce();
    expect(openedWindow("agent")).toBeUndefined();
  });
});
