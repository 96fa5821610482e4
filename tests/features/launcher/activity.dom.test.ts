// Every page's part of the launcher (activity.ts): whether a game runs, the stop-game guard and the quit steps
// work without the launcher's machine, which loads only when a game may be started (JS before interaction,
// DESIGN "Budgets"); once the machine runs, its state is what every page reads (spec 000 §4).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const storeLoaded = vi.hoisted(() => ({ count: 0 }));
const endAny = vi.hoisted(() => vi.fn(async () => undefined));

beforeEach(() => {
  vi.resetModules();
  storeLoaded.count = 0;
  endAny.mockClear();
  document.documentElement.removeAttribute("data-game-busy");
});
afterEach(() => vi.doUnmock("../../../src/features/launcher/launcher.store.ts"));

function fakeStore() {
  vi.doMock("../../../src/features/launcher/launcher.store.ts", async () => {
    storeLoaded.count++;
    const activity = await import("../../../src/features/launcher/activity.ts");
    const s = {
      quitGame: vi.fn(async () => undefined),
      endAnyGame: endAny,
      confirmStopGame: vi.fn(async () => true),
    };
    activity.attachStore(s);
    return s;
  });
}

describe("the launcher's page part without its machine", () => {
  it("no game in this tab: nothing runs, a stop asks nothing, a quit does nothing, and the machine stays away", async () => {
    fakeStore();
    const a = await import("../../../src/features/launcher/activity.ts");
    expect(a.gameRunning()).toBe(false);
    expect(a.$gameBusy.get()).toBe(false);
    expect(await a.confirmStopGame()).toBe(true);
    await a.quitGame();
    expect(storeLoaded.count).toBe(0);
  });

  it("ending the game the platform still holds (the wallet's transfer back) loads the machine and asks it", async () => {
    fakeStore();
    const a = await import("../../../src/features/launcher/activity.ts");
    await a.endAnyGame();
    expect(storeLoaded.count).toBe(1);
    expect(endAny).toHaveBeenCalledTimes(1);
  });

  it("a game the machine runs is what every page reads, <html data-game-busy> included", async () => {
    const a = await import("../../../src/features/launcher/activity.ts");
    a.publishActivity({ starting: false, quitting: false, open: true });
    expect(a.gameRunning()).toBe(true);
    expect(a.$gameBusy.get()).toBe(true);
    expect(document.documentElement.hasAttribute("data-game-busy")).toBe(true);
  });
});

describe("the member links' guard (spec 001 §2)", () => {
  it("on desktop a member page opens in its own window, without the machine", async () => {
    fakeStore();
    document.documentElement.dataset["layout"] = "desktop";
    document.documentElement.dataset["prefix"] = "";
    const open = vi.fn(() => ({ focus: vi.fn(), closed: false, location: { href: "" } }));
    vi.stubGlobal("open", open);
    const a = await import("../../../src/features/launcher/activity.ts");
    a.installLinkGuard();
    const link = document.createElement("a");
    link.href = `${window.location.origin}/user/Transaction`;
    document.body.append(link);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalled();
    expect(storeLoaded.count).toBe(0);
    link.remove();
    vi.unstubAllGlobals();
  });
});
