// The live-page check behind client:interact and the account loader: a stored member, a login in the
// address or the first-time register cookie start everything at once (spec 001 §2, §3, §4, §5).
import { afterEach, describe, expect, it } from "vitest";
import { accountNeededNow } from "../../../src/lib/session/eager.ts";

afterEach(() => {
  localStorage.clear();
  document.cookie = "isRouteRegister=; max-age=0; path=/";
  window.history.replaceState(null, "", "/");
});

describe("accountNeededNow", () => {
  it("an anonymous visitor waits for an interaction", () => {
    expect(accountNeededNow()).toBe(false);
  });
  it("a stored token starts at once", () => {
    localStorage.setItem("token", "tok-abcdefgh");
    expect(accountNeededNow()).toBe(true);
  });
  it("a tk login in the address starts at once", () => {
    window.history.replaceState(null, "", "/faq/1?tk=abcdefgh&member_id=5");
    expect(accountNeededNow()).toBe(true);
  });
  it("the first-time register cookie starts at once", () => {
    document.cookie = "isRouteRegister=true; path=/";
    expect(accountNeededNow()).toBe(true);
  });
});
