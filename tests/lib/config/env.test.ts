import { describe, expect, it } from "vitest";
import { ConfigError, isProduction, parseEnv, servedNodeEnv } from "../../../src/lib/config/env.ts";
import { LANGUAGES } from "../../../src/lib/config/constants.ts";
import { publicConfig } from "../../../src/lib/config/public-config.ts";

describe("site configuration from the environment (Configuration)", () => {
  it("has the documented defaults", () => {
    const env = parseEnv({});
    expect(env.SITE_ID).toBe(1);
    expect(env.CURRENCIES).toEqual(["INR", "USD"]);
    expect(env.LANGUAGES).toEqual(LANGUAGES);
    expect(env.IS_DEMO).toBe(false);
    expect(env.DESKTOP_LOCK).toBe(false);
    expect(env.GAME_ROOM).toBe(false);
    expect(env.PLATFORM_API_URL).toBeUndefined();
    expect(env.HTML_CACHE_MS).toBe(5000);
  });

  it("HTML_CACHE_MS: milliseconds, 0 turns the page cache off, anything else is refused", () => {
    expect(parseEnv({ HTML_CACHE_MS: "0" }).HTML_CACHE_MS).toBe(0);
    expect(parseEnv({ HTML_CACHE_MS: "250" }).HTML_CACHE_MS).toBe(250);
    expect(() => parseEnv({ HTML_CACHE_MS: "-1" })).toThrow(/HTML_CACHE_MS must be a whole number/);
    expect(() => parseEnv({ HTML_CACHE_MS: "5s" })).toThrow(/HTML_CACHE_MS must be a whole number/);
  });

  it("reads comma-separated lists; the default currency is the first (spec 000 §9)", () => {
    const env = parseEnv({ CURRENCIES: "USD, INR", LANGUAGES: "en_US,hi_IN", SITE_ID: "42", IS_DEMO: "true" });
    expect(env.CURRENCIES[0]).toBe("USD");
    expect(env.LANGUAGES).toEqual(["en_US", "hi_IN"]);
    expect(env.SITE_ID).toBe(42);
    expect(env.IS_DEMO).toBe(true);
  });

  it("names every bad variable in one friendly error", () => {
    let error: unknown;
    try {
      parseEnv({ SITE_ID: "abc", CURRENCIES: "INR,EUR", IS_DEMO: "maybe", PLATFORM_API_URL: "not a url" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      [
        "Lobby cannot start: the configuration is invalid.",
        '  - SITE_ID must be a whole number, got "abc"',
        '  - CURRENCIES has unknown value(s) "EUR"; allowed: RMB, USD, VND, WON, JPY, THB, INR, MMK, BDT, BRL',
        '  - IS_DEMO must be true or false, got "maybe"',
        '  - PLATFORM_API_URL must be an absolute URL, got "not a url"',
      ].join("\n"),
    );
  });

  it("LANGUAGE_CURRENCIES: the operator's per-language default currency (spec 000 §9), checked against CURRENCIES", () => {
    expect(parseEnv({}).LANGUAGE_CURRENCIES).toEqual({});
    expect(parseEnv({ LANGUAGE_CURRENCIES: "en_US:INR, bn_BD:USD" }).LANGUAGE_CURRENCIES).toEqual({
      en_US: "INR",
      bn_BD: "USD",
    });
    expect(() => parseEnv({ LANGUAGE_CURRENCIES: "en_US=INR" })).toThrow(
      /LANGUAGE_CURRENCIES has bad pair\(s\) "en_US=INR"/,
    );
    expect(() => parseEnv({ LANGUAGE_CURRENCIES: "fr_FR:EUR" })).toThrow(/LANGUAGE_CURRENCIES has bad pair/);
    expect(() => parseEnv({ LANGUAGE_CURRENCIES: "en_US:THB" })).toThrow(
      /LANGUAGE_CURRENCIES names en_US:THB, not in CURRENCIES \(INR,USD\)/,
    );
  });

  it("COUNTRY_HEADER: the CDN's country header, CF-IPCountry by default, off to read none", () => {
    expect(parseEnv({}).COUNTRY_HEADER).toBe("cf-ipcountry");
    expect(parseEnv({ COUNTRY_HEADER: "CloudFront-Viewer-Country" }).COUNTRY_HEADER).toBe("cloudfront-viewer-country");
    expect(parseEnv({ COUNTRY_HEADER: "off" }).COUNTRY_HEADER).toBeUndefined();
    expect(() => parseEnv({ COUNTRY_HEADER: "bad header:" })).toThrow(/COUNTRY_HEADER must be an HTTP header name/);
  });

  it("COMPLIANCE_PROFILE: all three by default, a set of ukgc, mga, tn, or none", () => {
    expect(parseEnv({}).COMPLIANCE_PROFILE).toEqual(["ukgc", "mga", "tn"]);
    expect(parseEnv({ COMPLIANCE_PROFILE: " TN, ukgc " }).COMPLIANCE_PROFILE).toEqual(["ukgc", "tn"]);
    expect(parseEnv({ COMPLIANCE_PROFILE: "none" }).COMPLIANCE_PROFILE).toEqual([]);
    expect(() => parseEnv({ COMPLIANCE_PROFILE: "tn,ny" })).toThrow(/COMPLIANCE_PROFILE has unknown value\(s\) "ny"/);
    expect(() => parseEnv({ COMPLIANCE_PROFILE: "none,tn" })).toThrow(/COMPLIANCE_PROFILE/);
  });

  it("BLOCKED_COUNTRIES: ISO two-letter codes, none by default", () => {
    expect(parseEnv({}).BLOCKED_COUNTRIES).toEqual([]);
    expect(parseEnv({ BLOCKED_COUNTRIES: "in, us,IN" }).BLOCKED_COUNTRIES).toEqual(["IN", "US"]);
    expect(() => parseEnv({ BLOCKED_COUNTRIES: "India" })).toThrow(/BLOCKED_COUNTRIES must list ISO 3166/);
  });

  it("SANDBOX_NOW: an ISO date-time with its zone, or unset", () => {
    expect(parseEnv({}).SANDBOX_NOW).toBeUndefined();
    expect(parseEnv({ SANDBOX_NOW: "2026-01-05T12:00:00+05:30" }).SANDBOX_NOW).toBe("2026-01-05T12:00:00+05:30");
    expect(() => parseEnv({ SANDBOX_NOW: "2026-01-05 noon" })).toThrow(/SANDBOX_NOW must be an ISO date-time/);
    expect(() => parseEnv({ SANDBOX_NOW: "2026-01-05T12:00:00" })).toThrow(/SANDBOX_NOW/);
  });

  // security: the sandbox and its admin controls must never run beside a real platform.
  it("refuses one platform URL without the other, naming the one that is set", () => {
    const only = (vars: Record<string, string>) => {
      try {
        parseEnv(vars);
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const api = only({ PLATFORM_API_URL: "https://platform.example" });
    expect(api).toBeInstanceOf(ConfigError);
    expect((api as Error).message).toBe(
      [
        "Lobby cannot start: the configuration is invalid.",
        "  - PLATFORM_API_URL and REALTIME_URL go together: set both to use the real platform, or neither to run " +
          "the embedded sandbox (only PLATFORM_API_URL is set)",
      ].join("\n"),
    );
    expect((only({ REALTIME_URL: "wss://rt.example" }) as Error).message).toContain("(only REALTIME_URL is set)");
    const both = parseEnv({ PLATFORM_API_URL: "https://platform.example/", REALTIME_URL: "wss://rt.example" });
    expect(both.PLATFORM_API_URL).toBe("https://platform.example");
    expect(both.REALTIME_URL).toBe("wss://rt.example");
  });

  // security: forwarded headers are believed only from the proxies named here; a typo stops the start.
  it("TRUSTED_PROXIES: addresses and CIDR ranges, none by default, and a bad one is named", () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: "10.0.0.0/8, ::1" }).TRUSTED_PROXIES).toHaveLength(2);
    expect(parseEnv({ TRUSTED_PROXIES: "loopback" }).TRUSTED_PROXIES).toHaveLength(2);
    expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.0/8, proxy.internal" })).toThrow(
      /TRUSTED_PROXIES must list IP addresses or CIDR ranges .*cannot read "proxy.internal"/,
    );
  });
});

// Finding 1: `npm start` serves a build without setting NODE_ENV, and that is production.
describe("a served build is production unless NODE_ENV says otherwise", () => {
  it("an unset or empty NODE_ENV means production", () => {
    expect(servedNodeEnv(undefined)).toBe("production");
    expect(servedNodeEnv("")).toBe("production");
    expect(isProduction(parseEnv({ NODE_ENV: servedNodeEnv(undefined) }))).toBe(true);
  });
  it("an explicit NODE_ENV wins", () => {
    expect(servedNodeEnv("development")).toBe("development");
    expect(servedNodeEnv("test")).toBe("test");
    expect(isProduction(parseEnv({ NODE_ENV: servedNodeEnv("development") }))).toBe(false);
  });
});

describe("operator app links", () => {
  // /app offers only the downloads the operator really has.
  it("app links: unset means no download at all", () => {
    const env = parseEnv({});
    expect([env.APP_IOS_URL, env.APP_ANDROID_URL, env.APP_APK_URL]).toEqual([undefined, undefined, undefined]);
    expect(publicConfig(env).appLinks).toEqual({});
    expect(publicConfig(parseEnv({ APP_IOS_URL: " " })).appLinks).toEqual({});
  });

  it("app links: https URLs are kept as given and reach the public configuration", () => {
    const env = parseEnv({
      APP_IOS_URL: "https://apps.apple.com/app/id123",
      APP_ANDROID_URL: "https://play.google.com/store/apps/details?id=com.example.lobby",
      APP_APK_URL: "https://cdn.example.com/lobby-1.2.apk",
    });
    expect(publicConfig(env).appLinks).toEqual({
      ios: "https://apps.apple.com/app/id123",
      android: "https://play.google.com/store/apps/details?id=com.example.lobby",
      apk: "https://cdn.example.com/lobby-1.2.apk",
    });
    expect(publicConfig(parseEnv({ APP_APK_URL: "https://cdn.example.com/a.apk" })).appLinks).toEqual({
      apk: "https://cdn.example.com/a.apk",
    });
  });

  it("app links: anything but an https URL stops the start, naming each variable", () => {
    expect(() =>
      parseEnv({
        APP_IOS_URL: "http://apps.apple.com/app/id123",
        APP_ANDROID_URL: "javascript:alert(1)",
        APP_APK_URL: "lobby.apk",
      }),
    ).toThrow(
      [
        "Lobby cannot start: the configuration is invalid.",
        '  - APP_IOS_URL must be an https:// URL, got "http://apps.apple.com/app/id123"',
        '  - APP_ANDROID_URL must be an https:// URL, got "javascript:alert(1)"',
        '  - APP_APK_URL must be an https:// URL, got "lobby.apk"',
      ].join("\n"),
    );
  });
});
