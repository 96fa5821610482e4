import { describe, expect, it } from "vitest";
import { localizedStaticPath } from "../../server/static-locale.ts";

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
