// spec 000 §9 client type maps: an installed PWA is 7 in the first map and 2 in the second; a native app shell 3;
// otherwise the layout's desktop 1 / mobile 2. spec 001 §3: the stored `pwa` flag (which ?pwa=1 writes) counts
// as installed.
import { afterEach, describe, expect, it } from "vitest";
import { STORAGE } from "../../../src/lib/config/keys.ts";
import { clientKindOf, clientTypeId, runsInstalled, supportDeviceId } from "../../../src/lib/device/client-kind.ts";
import { PWA_STORAGE_KEY, runsInstalled as alwaysOnInstalled } from "../../../src/lib/device/installed.ts";

describe("client kind", () => {
  it.each([
    [{ appPlatform: "android", installed: true, layout: "mobile" }, "app", 3, 3],
    [{ appPlatform: "web", installed: true, layout: "desktop" }, "pwa", 7, 2],
    [{ appPlatform: "web", installed: true, layout: "mobile" }, "pwa", 7, 2],
    [{ appPlatform: "web", installed: false, layout: "mobile" }, "mobile", 2, 2],
    [{ appPlatform: "web", installed: false, layout: "desktop" }, "desktop", 1, 1],
  ] as const)("%j → %s (first map %i, second %i)", (facts, kind, first, second) => {
    expect(clientKindOf(facts)).toBe(kind);
    expect(clientTypeId(kind)).toBe(first);
    expect(supportDeviceId(kind)).toBe(second);
  });
});

describe("installed (browser)", () => {
  const g = globalThis as Record<string, unknown>;
  afterEach(() => {
    delete g["window"];
    delete g["localStorage"];
    delete g["matchMedia"];
  });
  function browser(stored: Record<string, string>, standalone: boolean) {
    const localStorage = { getItem: (k: string) => stored[k] ?? null };
    g["window"] = { localStorage };
    g["matchMedia"] = (q: string) => ({ matches: standalone && q === "(display-mode: standalone)" });
  }

  it("display-mode standalone, or the stored pwa flag (spec 001 §3), is the installed app", () => {
    for (const installed of [runsInstalled, alwaysOnInstalled]) {
      browser({}, true);
      expect(installed()).toBe(true);
      browser({ pwa: "1" }, false);
      expect(installed()).toBe(true);
      browser({}, false);
      expect(installed()).toBe(false);
    }
  });
});

describe("the pwa storage key", () => {
  it("is the spec's `pwa` (spec 001 §3), the same as lib/config/keys.ts", () => {
    expect(PWA_STORAGE_KEY).toBe(STORAGE.pwa);
  });
});
