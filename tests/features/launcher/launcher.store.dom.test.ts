// The launcher's effects in a page ("The game launcher"; spec 000 §4, §9): the 1500×800 window opens
// synchronously inside the click, a closed window is noticed by the 500 ms poll and runs the quit step,
// game.url loads into the window, isPlay follows the open game, and quitting clears on member.cash.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({
  play: vi.fn(async () => null as string | null),
  leave: vi.fn(async () => undefined),
  leaveAny: vi.fn(async () => undefined),
  refreshMemberBalance: vi.fn(),
  showMaintenance: vi.fn(async () => undefined),
  failureEvent: vi.fn(() => ({ type: "playFailed", code: 0 })),
}));
vi.mock("../../../src/features/launcher/launcher.calls.ts", () => calls);

const target = { gpId: "GPJL", gtId: 2, gameCode: "JL001", house: 0, customized: false, name: "Fortune" };

function fakeWindow() {
  // A new window's opener is the lobby until the launcher cuts it.
  return {
    closed: false,
    opener: window as unknown,
    close: vi.fn(),
    focus: vi.fn(),
    location: { replace: vi.fn() },
  };
}

/** window.open answers `win` (the spy, to check the call). */
function stubOpen(win: ReturnType<typeof fakeWindow>) {
  const open = vi.fn(() => win);
  vi.stubGlobal("open", open);
  return open;
}

/** A fake game window that window.open answers. */
function openedGameWindow() {
  const win = fakeWindow();
  stubOpen(win);
  return win;
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  // A stored member (spec 001 §3): the launcher reads storage before the session island has.
  localStorage.setItem("token", "tok");
  localStorage.setItem("member_id", "9");
  localStorage.setItem("member_account", "tester");
  localStorage.setItem("currency", "INR");
  document.documentElement.dataset["layout"] = "desktop";
  document.documentElement.dataset["prefix"] = "";
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const fn of Object.values(calls)) fn.mockClear();
});

async function load() {
  const store = await import("../../../src/features/launcher/launcher.store.ts");
  const { platformEvents } = await import("../../../src/lib/realtime/platform-events.ts");
  return { ...store, emit: platformEvents.emit };
}

describe("launcher store (spec 000 §4)", () => {
  it("the game window opens on /loading within the startGame call itself (no pop-up blocker)", async () => {
    const win = fakeWindow();
    const open = stubOpen(win);
    const { startGame, $gameActivity } = await load();
    startGame(target);
    expect(open).toHaveBeenCalledWith("/loading", "game", "width=1500,height=800");
    expect($gameActivity.get()).toEqual({ starting: true, quitting: false, open: false });
  });

  it("the game window's opener is cut before any provider page loads, and the handle is kept", async () => {
    const win = openedGameWindow();
    const { startGame, emit } = await load();
    const { openedWindow } = await import("../../../src/components/ui/windows.ts");
    startGame(target);
    expect(win.opener).toBeNull();
    expect(openedWindow("game")).toBe(win);
    emit("game.url", { url: "https://provider.test/g", gp_id: "GPJL", game_code: "JL001" });
    expect(win.location.replace).toHaveBeenCalledWith("https://provider.test/g");
  });

  it("a window whose opener cannot be cut (another origin's, found by name) is not used: the player page is", async () => {
    const foreign = { ...fakeWindow() };
    Object.defineProperty(foreign, "opener", {
      get: () => window,
      set: () => {
        throw new DOMException("Blocked a frame", "SecurityError");
      },
    });
    vi.stubGlobal(
      "open",
      vi.fn(() => foreign),
    );
    const { startGame, $launcher } = await load();
    startGame(target);
    expect(foreign.close).toHaveBeenCalled();
    expect($launcher.get()).toMatchObject({ kind: "starting", game: { openType: "page" } });
  });

  it("switching games on desktop reuses the window the lobby holds (a cut opener cannot be found by name)", async () => {
    const win = fakeWindow();
    const open = stubOpen(win);
    const { startGame, emit } = await load();
    startGame(target);
    emit("game.url", { url: "https://provider.test/g", gp_id: "GPJL", game_code: "JL001" });
    startGame({ ...target, gameCode: "JL002" });
    expect(open).toHaveBeenCalledTimes(1);
    expect(win.location.replace).toHaveBeenLastCalledWith("/loading");
  });

  it("switching games while the held window shows the provider (not ours to navigate): it closes, a fresh one opens", async () => {
    const first = fakeWindow();
    const fresh = fakeWindow();
    const open = vi.fn().mockReturnValueOnce(first).mockReturnValueOnce(fresh);
    vi.stubGlobal("open", open);
    const { startGame, emit } = await load();
    const { openedWindow } = await import("../../../src/components/ui/windows.ts");
    startGame(target);
    emit("game.url", { url: "https://provider.test/g", gp_id: "GPJL", game_code: "JL001" });
    first.location.replace.mockImplementation(() => {
      throw new DOMException(
        "The current window does not have permission to navigate the target frame",
        "SecurityError",
      );
    });
    startGame({ ...target, gameCode: "JL002" });
    expect(first.close).toHaveBeenCalled();
    expect(open).toHaveBeenLastCalledWith("/loading", "_blank", "width=1500,height=800");
    expect(fresh.opener).toBeNull();
    expect(openedWindow("game")).toBe(fresh);
  });

  it("back in front (a phone's throttled tab), the closed window is noticed at once, before the next poll", async () => {
    const win = openedGameWindow();
    const { startGame, $gameActivity, emit } = await load();
    startGame(target);
    await vi.advanceTimersByTimeAsync(0); // play1 answered (the calls' module is loaded)
    emit("game.url", { url: "https://provider.test/g", gp_id: "GPJL", game_code: "JL001" });
    win.closed = true;
    window.dispatchEvent(new Event("focus"));
    expect($gameActivity.get().quitting).toBe(true);
    await vi.advanceTimersByTimeAsync(100); // still before the next 500 ms poll
    expect(calls.leave).toHaveBeenCalledWith("GPJL", "JL001");
  });

  it("ending a game the platform still holds, with none open here: leave1 for it, then the balance (spec 000 §4)", async () => {
    localStorage.setItem("isPlay", "true");
    const { endAnyGame, $gameActivity } = await load();
    await endAnyGame();
    expect(calls.leaveAny).toHaveBeenCalledTimes(1);
    expect(calls.leave).not.toHaveBeenCalled();
    expect(localStorage.getItem("isPlay")).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.refreshMemberBalance).toHaveBeenCalled();
    expect($gameActivity.get()).toEqual({ starting: false, quitting: false, open: false });
  });

  it("game.url loads into the window, isPlay is set, and the closed window runs the quit step (leave1)", async () => {
    const win = openedGameWindow();
    const { startGame, $gameActivity, emit } = await load();
    startGame(target);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.play).toHaveBeenCalledWith(target, false, "desktop");
    emit("game.url", { url: "http://localhost:3000/sandbox/games/slot?session=s", gp_id: "GPJL", game_code: "JL001" });
    expect(win.location.replace).toHaveBeenCalledWith("http://localhost:3000/sandbox/games/slot?session=s");
    expect($gameActivity.get().open).toBe(true);
    expect(localStorage.getItem("isPlay")).toBe("true");

    win.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    expect($gameActivity.get()).toEqual({ starting: false, quitting: true, open: false });
    expect(localStorage.getItem("isPlay")).toBeNull();
    expect(calls.leave).toHaveBeenCalledWith("GPJL", "JL001");
    expect(calls.refreshMemberBalance).toHaveBeenCalled();

    emit("member.cash", { cash: 10 });
    expect($gameActivity.get().quitting).toBe(false);
  });

  it("without game.url the start gives up after its bound with pg.start_failed and the window closes", async () => {
    const win = openedGameWindow();
    const { startGame, $gameActivity, START_TIMEOUT_MS } = await load();
    const { $toasts } = await import("../../../src/components/ui/toast.store.ts");
    startGame(target);
    await vi.advanceTimersByTimeAsync(START_TIMEOUT_MS);
    expect($gameActivity.get().starting).toBe(false);
    expect(win.close).toHaveBeenCalled();
    expect($toasts.get().map((t) => t.message)).toContainEqual({ key: "pg.start_failed" });
  });

  it("quitting clears after 30 s when member.cash never comes (spec 000 §9)", async () => {
    openedGameWindow();
    const { startGame, quitGame, $gameActivity, emit } = await load();
    startGame(target);
    emit("game.url", { url: "https://g.test/", gp_id: "GPJL", game_code: "JL001" });
    void quitGame();
    expect($gameActivity.get().quitting).toBe(true);
    await vi.advanceTimersByTimeAsync(29_999);
    expect($gameActivity.get().quitting).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect($gameActivity.get().quitting).toBe(false);
  });

  it("a blocked pop-up falls back to the /play page", async () => {
    vi.stubGlobal(
      "open",
      vi.fn(() => null),
    );
    const { startGame, $launcher } = await load();
    startGame(target);
    expect($launcher.get()).toMatchObject({ kind: "starting", game: { openType: "page" } });
  });

  // spec 001 §4, §8: forward_game.status on the platform event stream — 957 marks transfers disabled (and fails a
  // start with it), any other failing code fails the start that waits; no game waiting, nothing changes.
  it("forward_game.status: 957 marks transfers disabled; another code fails the waiting start", async () => {
    vi.stubGlobal(
      "open",
      vi.fn(() => fakeWindow()),
    );
    const { startGame, $gameActivity, $launcherFlags, emit } = await load();
    startGame(target);
    await vi.advanceTimersByTimeAsync(0);
    expect($gameActivity.get().starting).toBe(true);
    emit("forward_game.status", { code: 203, message: "maintenance" });
    expect($gameActivity.get().starting).toBe(false);
    expect($launcherFlags.get().transferDisabled).toBe(false);
    emit("forward_game.status", { code: 957 });
    expect($launcherFlags.get().transferDisabled).toBe(true);
  });
});
