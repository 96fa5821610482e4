// The one-time prompts' store (spec 000 §2 screens): at most one prompt, its flag written as soon as it shows (a
// reload does not show it again), nothing in the native apps or an installed PWA, and dismiss hides it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let platform: "ios" | "android" | "web" = "web";
vi.mock("../../../src/lib/device/app-platform.ts", () => ({ detectAppPlatform: () => platform }));

const { $prompt, dismissPrompt, startPrompts } = await import("../../../src/features/prompts/prompts.store.ts");

const IOS_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const OLD_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.0.0 Safari/537.36";
let standaloneMedia = false;

function as(ua: string) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ua);
}

beforeEach(() => {
  localStorage.clear();
  platform = "web";
  standaloneMedia = false;
  $prompt.set(null);
  window.matchMedia = ((q: string) => ({ matches: standaloneMedia && q.includes("standalone") })) as never;
});
afterEach(() => vi.restoreAllMocks());

describe("prompts store", () => {
  it("iOS Safari gets the home-screen hint once: the flag is written when it shows", () => {
    as(IOS_SAFARI);
    startPrompts(true);
    expect($prompt.get()).toBe("iosHint");
    expect(localStorage.getItem("iosFavouriteHintShown")).toBe("1");
    dismissPrompt();
    expect($prompt.get()).toBeNull();
    startPrompts(true);
    expect($prompt.get()).toBe("app"); // the next one, the hint having been shown
    expect(localStorage.getItem("appPromptShown")).toBe("1");
    dismissPrompt();
    startPrompts(true);
    expect($prompt.get()).toBeNull();
  });

  it("a phone gets the app prompt only when the operator has app links", () => {
    as(ANDROID_CHROME);
    startPrompts(false);
    expect($prompt.get()).toBeNull();
    expect(localStorage.getItem("appPromptShown")).toBeNull();
    startPrompts(true);
    expect($prompt.get()).toBe("app");
  });

  it("an unsupported browser is warned first", () => {
    as(OLD_CHROME);
    startPrompts(true);
    expect($prompt.get()).toBe("browser");
    expect(localStorage.getItem("browserAlertShown")).toBe("1");
  });

  it("nothing in the native app or an installed PWA", () => {
    as(ANDROID_CHROME);
    platform = "android";
    startPrompts(true);
    expect($prompt.get()).toBeNull();
    platform = "web";
    standaloneMedia = true;
    startPrompts(true);
    expect($prompt.get()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
