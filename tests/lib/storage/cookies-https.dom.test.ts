// @vitest-environment-options {"url":"https://lobby.test/?fbclid=IwAR2abc"}
import { afterEach, describe, expect, it, vi } from "vitest";
import { COOKIE } from "../../../src/lib/config/constants.ts";
import { rememberAdClick, writeCookie } from "../../../src/lib/storage/index.ts";

/** Records every document.cookie write (jsdom keeps only name=value when read back). */
function recordWrites(): string[] {
  const writes: string[] = [];
  const desc = Object.getOwnPropertyDescriptor(Document.prototype, "cookie");
  vi.spyOn(document, "cookie", "set").mockImplementation((v: string) => {
    writes.push(v);
    desc?.set?.call(document, v);
  });
  return writes;
}

afterEach(() => vi.restoreAllMocks());

// security: on an https page the cookies the site writes are Secure.
describe("on an https page", () => {
  it("a cookie the site writes is Secure", () => {
    const writes = recordWrites();
    writeCookie("ccy", "INR", { maxAgeS: COOKIE.currencyMaxAgeS });
    expect(writes).toEqual(["ccy=INR; Max-Age=86400; Path=/; Secure; SameSite=Lax"]);
  });

  // spec 001 §3: two ad-tracking cookies, max age 7776000 s, SameSite lax, path /, secure.
  it("an ad click leaves the two ad-tracking cookies for 90 days, lax, path /, Secure", () => {
    const writes = recordWrites();
    rememberAdClick();
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/^_fbc=fb\.1\.\d+\.IwAR2abc; Max-Age=7776000; Path=\/; Secure; SameSite=Lax$/);
    expect(writes[1]).toMatch(/^_fbp=fb\.1\.\d+\.\d{10}; Max-Age=7776000; Path=\/; Secure; SameSite=Lax$/);
    expect(document.cookie).toContain("_fbc=fb.1.");
  });
});
