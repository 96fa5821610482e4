// The web app manifest per language and the offline page (features/pwa): what Chromium's installability needs
// (name, short name, start_url, display standalone, 192 and 512 icons), a maskable icon, screenshots, the four
// shortcuts of spec 000 §2 under the routed locale's prefix (spec 000 §9), theme colours; and the build's output.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { webManifest } from "../../../src/features/pwa/manifest.ts";
import { offlinePageHtml } from "../../../src/features/pwa/offline-page.ts";
import { SHELL_BUDGET_BYTES, manifestPath, offlinePagePath } from "../../../src/features/pwa/sw-routes.ts";
import { buildPwaFiles } from "../../../server/pwa-build.ts";

const t = (key: string) => `«${key}»`;

describe("the manifest of a language", () => {
  it("is installable: names, lang, standalone, start and scope, colours, icons 192/512/maskable", () => {
    const m = webManifest("ta_IN", t);
    expect(m).toMatchObject({
      name: "«pwa.name»",
      short_name: "«site.name»",
      lang: "ta-IN",
      display: "standalone",
      start_url: "/ta_IN/",
      scope: "/",
      theme_color: "#0a0e14",
      background_color: "#0a0e14",
    });
    expect(m.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    for (const icon of m.icons) expect(existsSync(`public${icon.src}`)).toBe(true);
  });

  it("has a phone and a desktop screenshot, committed", () => {
    const m = webManifest("en_US", t);
    expect(m.screenshots.map((s) => s.form_factor)).toEqual(["narrow", "wide"]);
    for (const s of m.screenshots) expect(existsSync(`public${s.src}`)).toBe(true);
  });

  it("shortcuts: Deposit, Slots, Live casino, Letters (spec 000 §2), under the routed prefix", () => {
    expect(webManifest("hi_IN", t).shortcuts.map((s) => [s.name, s.url])).toEqual([
      ["«nav.deposit»", "/hi_IN/user/Deposit"],
      ["«gameType.2.en»", "/hi_IN/gameHall/2"],
      ["«gameType.3.en»", "/hi_IN/gameHall/3"],
      ["«nav.letter»", "/hi_IN/user/Letter"],
    ]);
    // A language without a URL of its own starts unprefixed (its cookie chooses it).
    expect(webManifest("zh_CN", t).start_url).toBe("/");
    expect(webManifest("en_US", t).shortcuts[0]?.url).toBe("/user/Deposit");
  });
});

describe("the offline page", () => {
  it("is in the language, escapes its texts, reloads the address asked for and links home under the prefix", () => {
    const html = offlinePageHtml("ta_IN", (k) => (k === "pwa.offline.title" ? "<b>&" : t(k)), "<svg x></svg>");
    expect(html).toContain('<html lang="ta-IN"');
    expect(html).toContain("&lt;b&gt;&amp;");
    expect(html).toContain('<a class="go" href="">«pwa.offline.retry»</a>');
    expect(html).toContain('href="/ta_IN/"');
    expect(html).not.toContain("<script");
  });
});

describe("the build's files", () => {
  it("a manifest and an offline page per language, a worker, and a shell within 150 KB", async () => {
    const { files, shellBytes, version } = await buildPwaFiles(["a.js"]);
    expect(JSON.parse(files.get(manifestPath("ta_IN")) ?? "{}")).toMatchObject({ lang: "ta-IN", start_url: "/ta_IN/" });
    expect(files.get(offlinePagePath("my_MM"))).toContain('lang="my-MM"');
    expect(shellBytes).toBeLessThanOrEqual(SHELL_BUDGET_BYTES);
    expect(files.get("/sw.js")).toContain(version);
    // A new build (other hashed files) is a new version of the worker.
    expect((await buildPwaFiles(["b.js"])).version).not.toBe(version);
  });
});
