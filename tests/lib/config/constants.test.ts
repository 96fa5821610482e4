import { describe, expect, it } from "vitest";
import {
  CLIENT_TYPE_IDS,
  COUNTRY_LANGUAGE,
  CURRENCY_SYMBOLS,
  DEVICE_INDEX,
  LANGUAGE_IDS,
  ROUTED_LOCALES,
  SUPPORT_DEVICE_IDS,
  languageForCountry,
  languageTag,
  resolveCurrency,
  currencyForCountry,
  resolveMobileTemplate,
} from "../../../src/lib/config/constants.ts";

describe("languages and their ids (spec 000 §9)", () => {
  it("numbers the eleven languages exactly as the platform does", () => {
    // The platform's order: each language's id is its place in this list.
    const platformOrder = "zh_TW zh_CN en_US vi_VN ko_KR ja_JP th_TH hi_IN my_MM ta_IN bn_BD".split(" ");
    expect(LANGUAGE_IDS).toEqual(Object.fromEntries(platformOrder.map((language, id) => [language, id])));
  });
  it("routes only en_US, hi_IN and ta_IN", () => {
    expect(ROUTED_LOCALES).toEqual(["en_US", "hi_IN", "ta_IN"]);
  });
  it("writes BCP 47 tags for <html lang>", () => {
    expect(languageTag("en_US")).toBe("en-US");
    expect(languageTag("ta_IN")).toBe("ta-IN");
  });
});

describe("country to language (spec 000 §9)", () => {
  it.each([
    ["TW", "zh_TW"],
    ["CN", "zh_CN"],
    ["US", "en_US"],
    ["VN", "vi_VN"],
    ["LA", "vi_VN"],
    ["KR", "ko_KR"],
    ["JP", "ja_JP"],
    ["TH", "th_TH"],
    ["IN", "hi_IN"],
    ["MM", "my_MM"],
    ["TA", "ta_IN"],
    ["BD", "bn_BD"],
  ])("%s speaks %s", (country, lang) => {
    expect(languageForCountry(country)).toBe(lang);
  });
  it("knows no other country", () => {
    expect(Object.keys(COUNTRY_LANGUAGE)).toHaveLength(12);
    expect(languageForCountry("FR")).toBeUndefined();
  });
});

describe("currency resolution (spec 000 §9: configured, else the language's, else the first configured)", () => {
  it("keeps a requested currency the site supports", () => {
    expect(resolveCurrency(["INR", "USD"], "en_US", "USD")).toBe("USD");
  });
  it("ignores a requested currency the site does not support", () => {
    expect(resolveCurrency(["INR", "USD"], "hi_IN", "VND")).toBe("INR");
  });
  it("falls back to the language's currency when the site supports it", () => {
    expect(resolveCurrency(["USD", "INR"], "ta_IN")).toBe("INR");
    expect(resolveCurrency(["INR", "USD"], "en_US")).toBe("USD");
  });
  it("falls back to the first configured currency otherwise", () => {
    expect(resolveCurrency(["INR", "USD"], "ja_JP")).toBe("INR");
  });
});

// spec 000 §9: the requested currency if supported, else the language's, else the first configured; the visitor's
// country (from the CDN's header) comes before the language, and the operator may override the language's default.
describe("currency with the visitor's country and the operator's overrides (spec 000 §9)", () => {
  const INR_USD = ["INR", "USD"] as const;
  it.each([
    // [case, configured, lang, requested, country, overrides, expected]
    ["India reads English: rupees", INR_USD, "en_US", null, "IN", {}, "INR"],
    ["country code in lower case", INR_USD, "en_US", null, "in", {}, "INR"],
    ["United States: dollars", INR_USD, "hi_IN", null, "US", {}, "USD"],
    ["no country: the language's (spec table)", INR_USD, "en_US", null, null, {}, "USD"],
    ["unknown country (CDN's XX/T1): the language's", INR_USD, "en_US", null, "XX", {}, "USD"],
    ["country's currency not configured: the language's", ["USD", "THB"], "th_TH", null, "IN", {}, "THB"],
    ["a cookie's supported currency beats the country", INR_USD, "en_US", "USD", "IN", {}, "USD"],
    ["a cookie's unsupported currency is ignored", INR_USD, "en_US", "VND", "IN", {}, "INR"],
    ["operator override for English", INR_USD, "en_US", null, null, { en_US: "INR" }, "INR"],
    ["override for another language leaves English alone", INR_USD, "en_US", null, null, { hi_IN: "USD" }, "USD"],
    ["the country beats the override", INR_USD, "en_US", null, "US", { en_US: "INR" }, "USD"],
    ["an override not configured falls to the spec table", INR_USD, "en_US", null, null, { en_US: "THB" }, "USD"],
    ["nothing fits: the first configured", INR_USD, "ja_JP", null, "JP", {}, "INR"],
  ] as const)("%s", (_case, configured, lang, requested, country, overrides, expected) => {
    expect(resolveCurrency(configured, lang, requested, { country, languageCurrencies: overrides })).toBe(expected);
  });
  it("maps countries with a spec currency only", () => {
    expect(currencyForCountry("IN")).toBe("INR");
    expect(currencyForCountry(" bd ")).toBe("BDT");
    expect(currencyForCountry("TW")).toBeUndefined();
    expect(currencyForCountry("")).toBeUndefined();
    expect(currencyForCountry(undefined)).toBeUndefined();
  });
});

describe("currency symbols (spec 000 §9)", () => {
  it.each([
    ["RMB", "¥"],
    ["JPY", "¥"],
    ["VND", "₫"],
    ["WON", "₩"],
    ["THB", "฿"],
    ["USD", "$"],
    ["INR", "₹"],
    ["MMK", "K"],
    ["BRL", "R$"],
  ] as const)("%s is shown as %s", (currency, symbol) => {
    expect(CURRENCY_SYMBOLS[currency]).toBe(symbol);
  });
});

describe("client type maps (spec 000 §9)", () => {
  it("first map", () => {
    expect(CLIENT_TYPE_IDS).toEqual({ desktop: 1, mobile: 2, app: 3, gesture: 4, finger: 5, wechat: 6, pwa: 7 });
  });
  it("second map counts pwa as mobile", () => {
    expect(SUPPORT_DEVICE_IDS).toEqual({ desktop: 1, mobile: 2, app: 3, gesture: 4, finger: 5, pwa: 2 });
  });
  it("third map", () => {
    expect(DEVICE_INDEX).toEqual({ desktop: 0, mobile: 1, app: 2 });
  });
});

describe("mobile template aliases (spec 000 §9)", () => {
  it.each(["H5_1", "H5_2", "H5_3", "H5_4", "H5_5", "H5_6", "H5_7", "H5_8"])("%s maps to itself", (name) => {
    expect(resolveMobileTemplate(name)).toBe(name);
  });
  it("origin_mobile and bob_mobile map to their H5 templates", () => {
    expect(resolveMobileTemplate("origin_mobile")).toBe("H5_1_mobile");
    expect(resolveMobileTemplate("bob_mobile")).toBe("H5_2_mobile");
  });
});

describe("the platform's constants are written once, in the contract (DESIGN Layout)", () => {
  it("the site's config re-exports the contract's values instead of a copy", async () => {
    const lib = await import("../../../src/lib/config/constants.ts");
    const contract = await import("../../../src/contract/constants.ts");
    for (const name of [
      "CURRENCIES",
      "CURRENCY_MINOR_DIGITS",
      "SUCCESS_CODES",
      "GAME_TYPES",
      "LIMITS",
      "LETTER_PAGE_SIZE",
      "DOUBLE_VALIDATION_QUESTIONS",
      "CAPTCHA_TYPE",
      "DEMO_SLOT_PROVIDERS",
      "isCurrency",
    ] as const)
      expect(lib[name], name).toBe(contract[name]);
    expect(lib.TIMING.smsCountdownS).toBe(contract.PLATFORM_TIMING.smsCountdownS);
    expect(lib.TIMING.forgotSmsLockS).toBe(contract.PLATFORM_TIMING.forgotSmsLockS);
  });
});
