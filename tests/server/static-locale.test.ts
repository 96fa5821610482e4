import { describe, expect, it } from "vitest";
import { languageChoice, localizedStaticPath } from "../../server/static-locale.ts";
import { languageChoiceHref } from "../../src/lib/routing/locale.ts";

const at = (path: string) => new URL(path, "http://localhost");

describe("which prerendered file a visitor gets (spec 000 §9 routed locales)", () => {
  it.each([
    {
      rule: "serves routed-locale addresses as they are",
      path: "/hi_IN/faq/1",
      cookie: "lang=zh_CN",
      file: "/hi_IN/faq/1",
    },
    { rule: "serves routed-locale addresses as they are", path: "/faq/1", cookie: undefined, file: "/faq/1" },
    {
      rule: "gives a visitor who chose an unrouted language that language's page at the same address",
      path: "/faq/1",
      cookie: "a=1; lang=zh_CN",
      file: "/zh_CN/faq/1",
    },
    {
      rule: "gives a visitor who chose an unrouted language that language's page at the same address",
      path: "/",
      cookie: "lang=vi_VN",
      file: "/vi_VN/",
    },
    {
      rule: "keeps routed languages on their own URLs, not the cookie",
      path: "/faq/1",
      cookie: "lang=hi_IN",
      file: "/faq/1",
    },
    { rule: "refuses the unrouted prefixes from outside", path: "/zh_CN/faq/1", cookie: undefined, file: null },
    {
      rule: "never remaps files from public/ (they are the same in every language)",
      path: "/favicon.svg",
      cookie: "lang=zh_CN",
      file: "/favicon.svg",
    },
    {
      rule: "never remaps files from public/ (they are the same in every language)",
      path: "/img/logo.png",
      cookie: "lang=vi_VN",
      file: "/img/logo.png",
    },
    { rule: "never remaps build assets", path: "/_astro/x.js", cookie: "lang=zh_CN", file: "/_astro/x.js" },
  ])("$rule: $path with cookie $cookie → $file", ({ path, cookie, file }) => {
    expect(localizedStaticPath(at(path), cookie)).toBe(file);
  });
});

describe("a language chosen by the switcher's link before its script arrived (spec 000 §9; our ?lang=)", () => {
  it("writes the lang cookie and i18n_redirected en_US, then sends the visitor to the address without it", () => {
    const c = languageChoice(at("/faq/1?x=2&lang=zh_CN"), false);
    expect(c?.location).toBe("/faq/1?x=2");
    expect(c?.cookies).toEqual([
      "lang=zh_CN; Max-Age=31536000; Path=/; SameSite=Lax",
      "i18n_redirected=en_US; Max-Age=31536000; Path=/; SameSite=Lax",
    ]);
    expect(languageChoice(at("/?lang=vi_VN"), true)?.cookies[0]).toMatch(/; Secure/);
    expect(languageChoice(at("/?lang=vi_VN"), true)?.location).toBe("/");
  });
  it("leaves routed locales, unknown languages, files, the API and other requests alone", () => {
    for (const u of ["/faq/1?lang=hi_IN", "/faq/1?lang=xx_XX", "/faq/1", "/favicon.svg?lang=zh_CN"])
      expect(languageChoice(at(u), false)).toBeNull();
    expect(languageChoice(at("/api/x?lang=zh_CN"), false)).toBeNull();
    expect(languageChoice(at("/hi_IN/faq/1?lang=zh_CN"), false)).toBeNull();
  });
  it("never redirects off the site (security: an open redirect through //host)", () => {
    expect(languageChoice(new URL("http://localhost//evil.example/x?lang=zh_CN"), false)).toBeNull();
    expect(languageChoice(new URL("http://localhost/\\evil.example?lang=zh_CN"), false)).toBeNull();
  });
  it("the switcher's link carries the choice beside the page's own query", () => {
    expect(languageChoiceHref("/slotgame", "?gt_id=2&lang=vi_VN", "zh_CN")).toBe("/slotgame?gt_id=2&lang=zh_CN");
    expect(languageChoiceHref("/", "", "ko_KR")).toBe("/?lang=ko_KR");
  });
});
