// The page cache's cookie key (server/render-cookies.ts): what the render reads keeps pages apart, anything else
// is ignored, so a visitor's unrelated cookie no longer means a render per request.
import { describe, expect, it } from "vitest";
import { renderCookieKey } from "../../server/render-cookies.ts";

describe("renderCookieKey", () => {
  it("ignores cookies the render does not read", () => {
    expect(renderCookieKey(undefined)).toBe("");
    expect(renderCookieKey("bench=1")).toBe("");
    expect(renderCookieKey("_ga=GA1.2.3; _fbp=fb.1.2; _fbc=fb.1.x")).toBe("");
    expect(renderCookieKey("bench=1")).toBe(renderCookieKey("bench=2"));
  });

  it("keeps the language, currency and referral cookies apart, whatever their order", () => {
    expect(renderCookieKey("lang=hi_IN")).not.toBe(renderCookieKey("lang=ta_IN"));
    expect(renderCookieKey("ccy=INR; lang=hi_IN; x=1")).toBe(renderCookieKey("y=2; lang=hi_IN; ccy=INR"));
    expect(renderCookieKey("ccy=INR")).not.toBe(renderCookieKey("currency=INR"));
    expect(renderCookieKey("recommend_code=ABC")).toBe("recommend_code=ABC");
  });
});
