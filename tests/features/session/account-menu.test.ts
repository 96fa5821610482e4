// no way into the member centre from the header. The account menu's entries, the
// unread-letter badge, where an entry opens (spec 000 §2, spec 001 §2: 1500×800 window on desktop) and keys.
import { describe, expect, it } from "vitest";
import {
  accountMenuEntries,
  countBadge,
  memberLinkStep,
  menuFocusIndex,
  openTarget,
  popupNameOf,
  type MemberLinkStep,
  type OpenTarget,
} from "../../../src/features/session/account-menu.ts";

describe("account menu entries (spec 001 §2 member-centre menu)", () => {
  it("offers profile, wallet, deposit, withdrawal, letters and both records", () => {
    expect(accountMenuEntries(false, 0).map((e) => e.path)).toEqual([
      "/user/Info",
      "/user/MyWallet",
      "/user/Deposit",
      "/user/Withdrawal",
      "/user/Letter",
      "/user/Transaction",
      "/user/DWRecord",
    ]);
  });

  it("adds the agent centre for an active agent only (agent_active, spec 001 §3)", () => {
    expect(accountMenuEntries(true, 0).at(-1)).toEqual({
      label: "proxy.menu.ProxyCenter",
      path: "/proxy/ProxyCenter",
      badge: null,
    });
    expect(accountMenuEntries(false, 0).some((e) => e.path.startsWith("/proxy"))).toBe(false);
  });

  it("offers the recommend programme only while the recommend flag is on (spec 001 §6)", () => {
    expect(accountMenuEntries(false, 0, true).map((e) => e.path)).toContain("/user/RecommendProject");
    expect(accountMenuEntries(false, 0, false).map((e) => e.path)).not.toContain("/user/RecommendProject");
    expect(accountMenuEntries(true, 0, true).at(-1)?.path).toBe("/proxy/ProxyCenter");
  });

  it("puts the unread count on Letter only", () => {
    const entries = accountMenuEntries(false, 10);
    expect(entries.filter((e) => e.badge).map((e) => [e.path, e.badge])).toEqual([["/user/Letter", "10"]]);
  });
});

describe("unread badge", () => {
  it.each([
    [null, null],
    [undefined, null],
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, "1"],
    [99, "99"],
    [100, "99+"],
    [5000, "99+"],
  ])("%s → %s", (count, badge) => {
    expect(countBadge(count)).toBe(badge);
  });
});

describe("where an entry opens (spec 000 §2)", () => {
  it.each([
    ["/user/Info", "/", "desktop", { kind: "window", name: "user", features: "width=1500,height=800" }],
    [
      "/proxy/ProxyCenter",
      "/gameHall/3",
      "desktop",
      { kind: "window", name: "agent", features: "width=1500,height=800" },
    ],
    ["/user/Info", "/", "mobile", { kind: "same" }],
    ["/proxy/ProxyCenter", "/", "mobile", { kind: "same" }],
    // Already in the member centre's window: move inside it.
    ["/user/Deposit", "/user/Info", "desktop", { kind: "same" }],
    ["/user/Deposit", "/user", "desktop", { kind: "same" }],
    // From the agent centre to the member centre: the member centre's own window.
    [
      "/user/Info",
      "/proxy/ProxyCenter",
      "desktop",
      { kind: "window", name: "user", features: "width=1500,height=800" },
    ],
    ["/discount", "/", "desktop", { kind: "same" }],
  ] as const)("%s from %s on %s", (path, current, layout, target) => {
    expect(openTarget(path, current, layout)).toEqual(target);
  });

  it.each([
    ["/user", "user"],
    ["/user/Info", "user"],
    ["/user?page=Deposit", "user"],
    ["/proxy/Plan", "agent"],
    ["/fastPayment", "fastPayment"],
    ["/username", null],
    ["/", null],
  ])("%s belongs to the %s window", (path, name) => {
    expect(popupNameOf(path)).toBe(name);
  });
});

describe("arrow keys in the menu", () => {
  it.each([
    [-1, "ArrowDown", 4, 0],
    [0, "ArrowDown", 4, 1],
    [3, "ArrowDown", 4, 0],
    [-1, "ArrowUp", 4, 3],
    [0, "ArrowUp", 4, 3],
    [2, "Home", 4, 0],
    [1, "End", 4, 3],
    [1, "Enter", 4, null],
    [0, "ArrowDown", 0, null],
  ])("from %s, %s among %s → %s", (current, key, count, next) => {
    expect(menuFocusIndex(current, key, count)).toBe(next);
  });
});

describe("a click on a member-page link (spec 001 §2: a game stops before the member leaves it)", () => {
  const win: OpenTarget = { kind: "window", name: "user", features: "width=1500,height=800" };
  const same: OpenTarget = { kind: "same" };
  it.each<[string, boolean, boolean, boolean, OpenTarget, MemberLinkStep]>([
    ["a plain click opens the member window", true, false, false, win, "follow"],
    ["a plain click on the page already shown is the browser's", true, false, false, same, "browser"],
    ["with a game open, the member confirms first", true, false, true, win, "confirmStop"],
    ["with a game open, even the page already shown asks first", true, false, true, same, "confirmStop"],
    ["a modified click is the browser's (new tab), game or not", true, true, true, win, "browser"],
    ["a middle click is the browser's", false, false, true, win, "browser"],
  ])("%s", (_, primary, modified, gameRunning, target, want) => {
    expect(memberLinkStep({ primary, modified, gameRunning, target })).toBe(want);
  });
});
