import { describe, expect, it } from "vitest";
import { languageChoice, localizedStaticPath } from "../../server/static-locale.ts";
import { languageChoiceHref } from "../../src/lib/routing/locale.ts";

const at = (path: string) => new URL(path, "http://localhost");

describe("which prerendered file a visitor gets (spec 000 §9 routed locales)", () => {
  it("serves routed-locale addresses as they are", () => {
    expect(localizedStaticPath(at("/hi_IN/faq/1"), "lang=zh_CN")).toBe("/hi_IN/faq/1");
    expect(localizedStaticPath(at("/faq/1"), undefined)).toBe("/faq/1");
  });
  it("gives a visitor who chose an unrouted language that language's page at the same address", () => {
    expect(localizedStaticPath(at("/faq/1"), "a=1; lang=zh_CN")).toBe("/zh_CN/faq/1");
    expect(localizedStaticPath(at("/"), "lang=vi_VN")).toBe("/vi_VN/");
  });
  it("keeps routed languages on their own URLs, not the cookie", () => {
    expect(localizedStaticPath(at("/faq/1"), "lang=hi_IN")).toBe("/faq/1");
  });
  it("refuses the unrouted prefixes from outside", () => {
    expect(localizedStaticPath(at("/zh_CN/faq/1"), undefined)).toBeNull();
  });
  it("never remaps files from public/ (they are the same in every language)", () => {
    expect(localizedStaticPath(at("/favicon.svg"), "lang=zh_CN")).toBe("/favicon.svg");
    expect(localizedStaticPath(at("/img/logo.png"), "lang=vi_VN")).toBe("/img/logo.png");
  });
  it("never remaps build assets", () => {
    expect(localizedStaticPath(at("/_astro/x.js"), "lang=zh_CN")).toBe("/_astro/x.js");
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
