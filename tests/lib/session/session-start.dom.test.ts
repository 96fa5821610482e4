// The live-page check behind client:interact and the account loader: a stored member, a login in the
// address or the first-time register cookie start everything at once (spec 001 §2, §3, §4, §5).
import { afterEach, describe, expect, it } from "vitest";
import {
  accountNeededNow,
  isVisitorInteraction,
  markVisitorInteracted,
  visitorHasInteracted,
} from "../../../src/lib/session/session-start.ts";

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

// The pop-up opens after idle and moves focus into itself: that is the page's focus, not the visitor's first
// interaction, so it must not pull the account machinery into the visitor's first load (DESIGN JS budget).
describe("isVisitorInteraction and the remembered first interaction", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    delete document.documentElement.dataset["interacted"];
  });
  it("focus moving into a modal dialog is not the visitor's", () => {
    document.body.innerHTML = `<div role="dialog" aria-modal="true"><button>Close</button></div><a href="/">x</a>`;
    const inDialog = new FocusEvent("focusin", { bubbles: true });
    document.querySelector("button")?.dispatchEvent(inDialog);
    expect(isVisitorInteraction(inDialog)).toBe(false);
    const outside = new FocusEvent("focusin", { bubbles: true });
    document.querySelector("a")?.dispatchEvent(outside);
    expect(isVisitorInteraction(outside)).toBe(true);
  });
  it("a key or a touch in the dialog is the visitor's", () => {
    document.body.innerHTML = `<div role="dialog" aria-modal="true"><button>Close</button></div>`;
    const key = new KeyboardEvent("keydown", { bubbles: true });
    document.querySelector("button")?.dispatchEvent(key);
    expect(isVisitorInteraction(key)).toBe(true);
  });
  it("the first interaction is remembered for machinery that arms after it", () => {
    expect(visitorHasInteracted()).toBe(false);
    markVisitorInteracted();
    expect(visitorHasInteracted()).toBe(true);
  });
});
