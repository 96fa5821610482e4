// Accessibility: after a login or logout the focus goes to the element that replaced the one the
// member was on (DESIGN "Quality gates": keyboard alone, visible focus).
import { describe, expect, it } from "vitest";
import {
  CARRIED_FOCUS_MAX_AGE_MS,
  FOCUS_TARGET_SELECTORS,
  focusTargetAfter,
  parseCarriedFocus,
  serializeCarriedFocus,
} from "../../../src/components/ui/focus-request.ts";

describe("where focus goes after a session change", () => {
  it.each([
    ["login", "account", "[data-account-focus]"],
    ["logout", "login", "[data-login-focus]"],
  ] as const)("after a %s it goes to the %s element (%s)", (change, target, selector) => {
    expect(focusTargetAfter(change)).toBe(target);
    expect(FOCUS_TARGET_SELECTORS[target]).toBe(selector);
  });
});

describe("a focus request carried to the next page", () => {
  const now = 1_000_000;
  it.each([
    ["a fresh logout request", serializeCarriedFocus("login", now - 200), "login"],
    ["a fresh login request", serializeCarriedFocus("account", now), "account"],
    ["one at the age limit", serializeCarriedFocus("login", now - CARRIED_FOCUS_MAX_AGE_MS), "login"],
    [
      "a stale one (the navigation never came)",
      serializeCarriedFocus("login", now - CARRIED_FOCUS_MAX_AGE_MS - 1),
      null,
    ],
    ["one from the future (clock changed)", serializeCarriedFocus("login", now + 5000), null],
    ["nothing stored", null, null],
    ["not JSON", "{oops", null],
    ["JSON null", "null", null],
    ["an unknown target", JSON.stringify({ target: "body", at: now }), null],
    ["a missing time", JSON.stringify({ target: "login" }), null],
    ["a number", 42, null],
  ] as const)("%s → %s", (_, raw, expected) => {
    expect(parseCarriedFocus(raw, now)).toBe(expected);
  });
});
