// spec 000 §9: routed locales en_US (no prefix), hi_IN and ta_IN (prefixes); the other languages have no URL
// of their own and are chosen by the `lang` cookie.
import { describe, expect, it } from "vitest";
import {
  languageFromCookie,
  localizedPath,
  parsePathLocale,
  stripLocalePrefix,
} from "../../../src/lib/routing/locale.ts";
import { LANGUAGES } from "../../../src/lib/config/constants.ts";

describe("which language a path addresses (spec 000 §9)", () => {
  it.each([
    ["/hi_IN/faq/1", { kind: "routed", locale: "hi_IN", prefix: "/hi_IN", rest: "/faq/1" }],
    ["/ta_IN", { kind: "routed", locale: "ta_IN", prefix: "/ta_IN", rest: "/" }],
    ["/ta_IN/", { kind: "routed", locale: "ta_IN", prefix: "/ta_IN", rest: "/" }],
    ["/faq/1", { kind: "unprefixed", rest: "/faq/1" }],
    ["/zh_CN/faq/1", { kind: "unrouted", language: "zh_CN" }],
    // en_US has no prefix: /en_US/… is not its address.
    ["/en_US/faq", { kind: "unrouted", language: "en_US" }],
    // Something that only looks like a language code is an ordinary path.
    ["/xx_YY/faq", { kind: "unprefixed", rest: "/xx_YY/faq" }],
  ])("%s", (path, expected) => {
    expect(parsePathLocale(path)).toEqual(expected);
  });
});

describe("the page path used for links, canonical and hreflang", () => {
  it.each([
    ["/hi_IN/faq/1/", "/faq/1"],
    ["/faq/1/", "/faq/1"],
    ["/ta_IN", "/"],
    ["/", "/"],
    ["/gameHall/3", "/gameHall/3"],
  ])("%s → %s", (path, expected) => {
    expect(stripLocalePrefix(path)).toBe(expected);
  });

  it("addresses a page in each routed locale", () => {
    expect(localizedPath("/faq/1", "en_US")).toBe("/faq/1");
    expect(localizedPath("/faq/1", "hi_IN")).toBe("/hi_IN/faq/1");
    expect(localizedPath("/", "ta_IN")).toBe("/ta_IN/");
  });
});

describe("the language of an unprefixed page: the lang cookie (spec 001 §3 cookies)", () => {
  it("takes a configured language without its own URL", () => {
    expect(languageFromCookie("zh_CN", LANGUAGES)).toBe("zh_CN");
  });
  it("ignores a routed locale (its address has a prefix), an unconfigured or unknown language", () => {
    expect(languageFromCookie("hi_IN", LANGUAGES)).toBe("en_US");
    expect(languageFromCookie("zh_CN", ["en_US", "hi_IN"])).toBe("en_US");
    expect(languageFromCookie("xx", LANGUAGES)).toBe("en_US");
    expect(languageFromCookie(undefined, LANGUAGES)).toBe("en_US");
  });
});
