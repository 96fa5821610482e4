// DESIGN JS budget (content pages ≤ 5 KB gzip before interaction): the page's always-on script loads the code
// for the rarer cases only when the page needs it: the ad-tracking cookies for an address with an ad click
// (spec 001 §2 fbclid, §3), the focus store when the previous page carried a focus request, the language
// switcher on the first click on a language (spec 000 §9), platform events once an island runs.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const loaded = vi.hoisted(() => new Set<string>());
const calls = vi.hoisted(() => ({ ad: 0, focus: 0, switched: [] as string[], listeners: 0 }));

vi.mock("../../../src/lib/storage/ad-tracking.ts", () => {
  loaded.add("ad-tracking");
  return { rememberAdClick: () => void calls.ad++ };
});
vi.mock("../../../src/components/ui/focus.store.ts", () => {
  loaded.add("focus.store");
  return { resumeCarriedFocus: () => void calls.focus++ };
});
vi.mock("../../../src/components/layout/language-switch.ts", () => {
  loaded.add("language-switch");
  return {
    switchLanguage: (a: HTMLAnchorElement) => void calls.switched.push(a.dataset["lang"] ?? ""),
    rememberLanguage: () => true,
  };
});
vi.mock("../../../src/components/layout/types-overflow.ts", () => {
  loaded.add("types-overflow");
  return { fitGameTypes: () => undefined };
});
vi.mock("../../../src/lib/realtime/platform-events.ts", () => {
  loaded.add("events");
  return { platformEvents: { on: () => (calls.listeners++, () => undefined) } };
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function boot(search = "", body = ""): Promise<void> {
  window.history.replaceState(null, "", `/faq/1${search}`);
  document.body.innerHTML = body;
  vi.resetModules();
  await import("../../../src/components/layout/layout-client.ts");
  await flush();
}

beforeEach(() => {
  loaded.clear();
  Object.assign(calls, { ad: 0, focus: 0, switched: [], listeners: 0 });
  sessionStorage.clear();
  document.documentElement.dataset["siteId"] = "1";
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({})),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the always-on page script", () => {
  it("loads none of the occasional code on a plain visit", async () => {
    await boot();
    expect([...loaded]).toEqual([]);
  });

  it("writes the ad-tracking cookies for an address with an ad click (spec 001 §2 fbclid)", async () => {
    await boot("?fbclid=IwAR0abc");
    expect(loaded.has("ad-tracking")).toBe(true);
    expect(calls.ad).toBe(1);
  });

  it("finishes a focus request the previous page of the tab carried over", async () => {
    sessionStorage.setItem("lobby.focusAfterNavigation", "x");
    await boot();
    expect(loaded.has("focus.store")).toBe(true);
    expect(calls.focus).toBe(1);
  });

  it("holds a click on a language until the switcher's code is here, then switches (spec 000 §9)", async () => {
    await boot("", '<a href="/hi_IN/faq/1" data-lang="hi_IN">हिन्दी</a>');
    expect(loaded.has("language-switch")).toBe(false);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    document.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flush();
    // (every earlier test's copy of the script listens on this document too)
    expect(calls.switched).toContain("hi_IN");
  });

  it("listens for session events (the live Support link) once an island has hydrated", async () => {
    await boot("", '<a href="/faq/8#contact" data-support-link>Support</a><astro-island ssr></astro-island>');
    expect(loaded.has("events")).toBe(false);
    const island = document.querySelector("astro-island")!;
    island.removeAttribute("ssr");
    island.dispatchEvent(new CustomEvent("astro:hydrate"));
    await flush();
    expect(calls.listeners).toBe(1);
  });
});
