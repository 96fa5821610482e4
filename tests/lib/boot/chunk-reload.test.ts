// spec 000 §8, §9: a failed chunk load reloads the page once, throttled to a 10 s window.
import { describe, expect, it } from "vitest";
import { installChunkReload, isChunkLoadError, shouldReloadForChunk } from "../../../src/lib/boot/chunk-reload.ts";

/** A window with just what installChunkReload touches; `reloads` counts location.reload(). */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  const store = new Map<string, string>();
  const win = Object.assign(target, {
    navigator: { onLine },
    location: { reload: () => (win.reloads += 1) },
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    },
    reloads: 0,
  });
  return win;
}

describe("failed-chunk reload", () => {
  it.each([
    [null, 0, true],
    [1_000, 5_000, false],
    [1_000, 10_999, false],
    [1_000, 11_000, true],
    [50_000, 1_000, true], // a clock that went back does not block forever
  ])("last reload %s, now %s → reload %s", (last, now, out) => expect(shouldReloadForChunk(last, now)).toBe(out));
  it("recognises a failed dynamic import, not other errors", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /_astro/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("network fail"))).toBe(false);
  });
  it("reloads for a failed chunk online; offline the page stays (the connection, not a deploy)", () => {
    for (const [onLine, reloads] of [
      [true, 1],
      [false, 0],
    ] as const) {
      const win = fakeWindow(onLine);
      const stop = installChunkReload(win as unknown as Window);
      win.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
      stop();
      expect(win.reloads).toBe(reloads);
    }
  });
  it("lets Vite rethrow the failed import unless the page reloads (offline, throttled), so its importer handles it", () => {
    // Vite's preload helper resolves the import to undefined when the event's default is prevented.
    const prevented = (win: ReturnType<typeof fakeWindow>) => {
      const event = new Event("vite:preloadError", { cancelable: true });
      win.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const online = fakeWindow(true);
    const stopOnline = installChunkReload(online as unknown as Window);
    expect(prevented(online)).toBe(true); // reloads
    expect(prevented(online)).toBe(false); // throttled: no second reload within 10 s
    stopOnline();
    expect(online.reloads).toBe(1);
    const offline = fakeWindow(false);
    const stopOffline = installChunkReload(offline as unknown as Window);
    expect(prevented(offline)).toBe(false);
    stopOffline();
    expect(offline.reloads).toBe(0);
  });
});
