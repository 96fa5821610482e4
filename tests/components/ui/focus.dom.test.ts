// Accessibility: the focus store waits for the target to render (islands re-render in their own time)
// and carries a logout's request across the navigation to / (spec 001 §4).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestFocus, resumeCarriedFocus } from "../../../src/components/ui/focus.store.ts";

function button(attr: string, text: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.setAttribute(attr, "");
  b.textContent = text;
  return b;
}

beforeEach(() => {
  document.body.innerHTML = "";
  sessionStorage.clear();
  // jsdom lays nothing out: every connected element counts as rendered.
  vi.spyOn(HTMLElement.prototype, "getClientRects").mockImplementation(function (this: HTMLElement) {
    const list = this.isConnected && !this.closest("[hidden]") ? [new DOMRect(0, 0, 10, 10)] : [];
    return list as unknown as DOMRectList;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("focus after a session change", () => {
  it("focuses the account element as soon as the header renders it after a login", async () => {
    requestFocus("account");
    expect(document.activeElement).toBe(document.body);
    const account = button("data-account-focus", "demo01");
    document.body.append(account);
    await vi.waitFor(() => expect(document.activeElement).toBe(account));
  });

  it("skips a hidden copy and takes the rendered one", () => {
    const hidden = button("data-login-focus", "Log in");
    hidden.hidden = true;
    const shown = button("data-login-focus", "Log in");
    document.body.append(hidden, shown);
    requestFocus("login");
    expect(document.activeElement).toBe(shown);
  });

  it("a logout's request survives the navigation home and is used once", () => {
    vi.useFakeTimers();
    requestFocus("login", { acrossNavigation: true });
    vi.advanceTimersByTime(10_000); // this page stops waiting (it is gone: the logout navigated)
    vi.useRealTimers();
    // the next page: a new document with "Log in" in the header
    document.body.innerHTML = "";
    const login = button("data-login-focus", "Log in");
    document.body.append(login);
    resumeCarriedFocus();
    expect(document.activeElement).toBe(login);
    login.blur();
    resumeCarriedFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it("a page opened without a carried request leaves the focus alone", () => {
    document.body.append(button("data-login-focus", "Log in"));
    resumeCarriedFocus();
    expect(document.activeElement).toBe(document.body);
  });
});
