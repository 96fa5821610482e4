// Offline, a press on a game whose start code never arrived shows the refusal every offline game start gives
// (pg.offline, issue "installable app": offline, game starts are refused with a translated message and nothing
// hangs); online, the failed load goes on to chunk-reload.ts. The layout draws the refusal (OfflineRefusal.astro).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("../../../src/features/catalogue/play-click.ts", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /_astro/play-click.js");
});

const { REFUSAL_MS, quietIfOffline, refuseIfOffline, showOfflineRefusal } =
  await import("../../../src/features/pwa/offline-refusal.ts");
const { installPlayButtons } = await import("../../../src/features/catalogue/play-buttons.ts");

const TEXT = "You are offline. Games start again once you are connected.";
const refusal = () => document.querySelector<HTMLElement>("[data-offline-refusal]")!;
let online = true;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
  document.body.innerHTML =
    `<p role="alert" data-offline-refusal data-text="${TEXT}"></p>` +
    `<button type="button" data-play='{"gpId":"GPAG","gtId":2,"gameCode":"AG_2_018","house":0}'>Game</button>`;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the offline refusal", () => {
  it("writes the server's translated text into the alert region, then empties it", () => {
    vi.useFakeTimers();
    showOfflineRefusal();
    expect(refusal().textContent).toBe(TEXT);
    vi.advanceTimersByTime(REFUSAL_MS);
    expect(refusal().textContent).toBe("");
  });

  it("refuses offline; online the load's error goes on (chunk-reload.ts reloads after a deploy)", () => {
    const error = new TypeError("Failed to fetch dynamically imported module");
    expect(() => refuseIfOffline(error)).toThrow(error);
    expect(() => quietIfOffline(error)).toThrow(error);
    expect(refusal().textContent).toBe("");
    online = false;
    expect(() => quietIfOffline(error)).not.toThrow();
    expect(refusal().textContent).toBe("");
    refuseIfOffline(error);
    expect(refusal().textContent).toBe(TEXT);
  });
});

describe("a server-painted game button (play-buttons.ts) whose code cannot load", () => {
  it("offline: warming up is quiet and the press shows the refusal", async () => {
    online = false;
    const unhandled = vi.fn();
    window.addEventListener("unhandledrejection", unhandled);
    installPlayButtons(document);
    const button = document.querySelector<HTMLElement>("[data-play]")!;
    button.dispatchEvent(new Event("focusin", { bubbles: true }));
    button.click();
    await vi.waitFor(() => expect(refusal().textContent).toBe(TEXT));
    window.removeEventListener("unhandledrejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
