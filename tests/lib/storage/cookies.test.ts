import { describe, expect, it } from "vitest";
import { cookieText, parseCookieString, secureByDefault } from "../../../src/lib/storage/cookies.ts";
import { adTrackingCookies } from "../../../src/lib/storage/ad-tracking.ts";

// security: cookies the site writes on the client are Secure when the page is https.
describe("cookies written on the client", () => {
  it.each([
    ["https:", true],
    ["http:", false],
    ["file:", false],
    ["", false],
  ])("a %j page writes Secure cookies: %s", (protocol, secure) => expect(secureByDefault(protocol)).toBe(secure));

  it("the cookie text carries path, max-age, SameSite and Secure", () => {
    expect(cookieText("ccy", "INR", { maxAgeS: 86400, secure: true })).toBe(
      "ccy=INR; Max-Age=86400; Path=/; Secure; SameSite=Lax",
    );
    expect(cookieText("ccy", "a;b c", {})).toBe("ccy=a%3Bb%20c; Path=/; SameSite=Lax");
  });

  it("reads a Cookie header: values decoded, a bad escape kept as sent, nameless pieces skipped", () => {
    expect(parseCookieString("a=1; b=%E0%A4; c; =x; d = caf%C3%A9 ")).toEqual({ a: "1", b: "%E0%A4", d: "café" });
    expect(parseCookieString(undefined)).toEqual({});
  });
});

// spec 001 §3 two ad-tracking cookies (90 days, SameSite lax, path /, secure), from the fbclid of spec 001 §2.
describe("the ad-tracking cookies of an ad click", () => {
  const base = { now: 1_700_000_000_000, random: () => 0.123456789, existing: { clickId: null, browserId: null } };
  it("an ad click writes the click id and a browser id", () => {
    expect(adTrackingCookies({ ...base, search: "?fbclid=IwAR2abc_DEF-9" })).toEqual([
      { name: "_fbc", value: "fb.1.1700000000000.IwAR2abc_DEF-9" },
      { name: "_fbp", value: "fb.1.1700000000000.1234567890" },
    ]);
  });
  it.each([
    ["no fbclid", ""],
    ["an empty fbclid", "?fbclid="],
    ["an fbclid with a cookie attribute", "?fbclid=x%3B%20domain%3Devil.com"],
    ["an oversized fbclid", `?fbclid=${"a".repeat(501)}`],
  ])("%s writes nothing", (_name, search) => expect(adTrackingCookies({ ...base, search })).toEqual([]));
  it("the same click reloaded keeps its cookies; a new click replaces the click id only", () => {
    const existing = { clickId: "fb.1.1600000000000.abc", browserId: "fb.1.1600000000000.42" };
    expect(adTrackingCookies({ ...base, existing, search: "?fbclid=abc" })).toEqual([]);
    expect(adTrackingCookies({ ...base, existing, search: "?fbclid=xyz" })).toEqual([
      { name: "_fbc", value: "fb.1.1700000000000.xyz" },
    ]);
  });
});
