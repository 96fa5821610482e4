// spec 000 §3, §4, §7, §9: the promotion pop-up's visibility rule, every branch.
import { describe, expect, it } from "vitest";
import {
  closeEffects,
  displayLocationOf,
  formatCloseMark,
  isDepositPage,
  itemsForDevice,
  mayPresent,
  noticeUp,
  parseCloseMark,
  popupSourceOf,
  shouldShowPopup,
  type VisibilityInput,
} from "../../../src/features/popup/popup.rules.ts";

const T0 = Date.parse("2026-11-01T10:00:00Z");
const item = (updated: string, display_device: 0 | 1 | 2 = 0) => ({ display_device, updated_at: updated });
const old = item("2026-10-01T00:00:00Z");
const fresh = item("2026-11-02T00:00:00Z");

describe("the pop-up shows or stays hidden (spec 000 §4)", () => {
  /** A member away from the deposit page, one item updated before T0, the pop-up never closed; `over` differs. */
  const visit = (over: Partial<VisibilityInput> = {}): VisibilityInput => ({
    loggedIn: true,
    onDepositPage: false,
    items: [old],
    closed: null,
    ...over,
  });
  /** Closed at T0 as a member (true), a visitor (false) or without the login state (null). */
  const closedAt = (member: boolean | null) => ({ at: T0, member });
  it.each([
    ["no items: never, not even on the deposit page", visit({ onDepositPage: true, items: [] }), false],
    ["visitor, never closed: shown", visit({ loggedIn: false }), true],
    ["member, never closed: shown", visit(), true],
    ["visitor closed after every item's update: hidden", visit({ loggedIn: false, closed: closedAt(false) }), false],
    ["member closed after every item's update: hidden", visit({ closed: closedAt(true) }), false],
    [
      "an item updated after the close: shown again",
      visit({ loggedIn: false, items: [old, fresh], closed: closedAt(false) }),
      true,
    ],
    ["closed as a visitor, now a member: the member pop-up shows", visit({ closed: closedAt(false) }), true],
    [
      "closed as a member, now a visitor: the visitor pop-up shows",
      visit({ loggedIn: false, closed: closedAt(true) }),
      true,
    ],
    ["a close time without login state applies to both", visit({ closed: closedAt(null) }), false],
    [
      "deposit page with items: always, even after a close",
      visit({ onDepositPage: true, closed: closedAt(true) }),
      true,
    ],
  ])("%s", (_name, input, shown) => {
    expect(shouldShowPopup(input)).toBe(shown);
  });
});

describe("closing the pop-up (spec 000 §4)", () => {
  it.each`
    name                                                              | loggedIn | onDepositPage | displayFrequency | storeTime | hideAndReload
    ${"visitor: stores the time, no hide"}                            | ${false} | ${false}      | ${0}             | ${true}   | ${false}
    ${"member, frequency 1: stores the time only"}                    | ${true}  | ${false}      | ${1}             | ${true}   | ${false}
    ${"member, frequency 0: stores the time, posts hide and reloads"} | ${true}  | ${false}      | ${0}             | ${true}   | ${true}
    ${"deposit page: the time is not stored"}                         | ${true}  | ${true}       | ${1}             | ${false}  | ${false}
    ${"deposit page, frequency 0: hide and reload, no time"}          | ${true}  | ${true}       | ${0}             | ${false}  | ${true}
  `("$name", ({ loggedIn, onDepositPage, displayFrequency, storeTime, hideAndReload }) =>
    expect(closeEffects({ loggedIn, onDepositPage, displayFrequency })).toEqual({ storeTime, hideAndReload }),
  );
});

describe("which list and which items", () => {
  it("visitors ask bulletin, members bulletin/member (spec 000 §7)", () => {
    expect(popupSourceOf(false)).toBe("bulletin");
    expect(popupSourceOf(true)).toBe("memberBulletin");
  });
  it("location 3 on the deposit page, 2 elsewhere (spec 000 §9)", () => {
    expect(displayLocationOf(true)).toBe(3);
    expect(displayLocationOf(false)).toBe(2);
  });
  it("display_device 0 shows on both, 1 on desktop only, 2 on mobile only (spec 000 §3)", () => {
    const items = [item("x", 0), item("y", 1), item("z", 2)];
    expect(itemsForDevice(items, "desktop").map((i) => i.display_device)).toEqual([0, 1]);
    expect(itemsForDevice(items, "mobile").map((i) => i.display_device)).toEqual([0, 2]);
  });
  it.each([
    ["/user/Deposit", "", true],
    ["/hi_IN/user/Deposit/", "", true],
    ["/user", "?page=Deposit", true],
    ["/user/Withdrawal", "", false],
    ["/", "?page=Deposit", false],
  ])("deposit page %s%s → %s", (p, q, out) => expect(isDepositPage(p, q)).toBe(out));
});

describe("the stored close time (popUpDiscountModalCloseTime)", () => {
  it("round-trips with its login state", () => {
    expect(parseCloseMark(formatCloseMark(T0, true))).toEqual({ at: T0, member: true });
    expect(parseCloseMark(formatCloseMark(T0, false))).toEqual({ at: T0, member: false });
  });
  it("reads a bare time as applying to both states and ignores junk", () => {
    expect(parseCloseMark(String(T0))).toEqual({ at: T0, member: null });
    expect(parseCloseMark("2026-11-01T10:00:00Z")).toEqual({ at: T0, member: null });
    expect(parseCloseMark("member:abc")).toBeNull();
    expect(parseCloseMark(null)).toBeNull();
    expect(parseCloseMark("")).toBeNull();
  });
});

describe("one pop-up at a time", () => {
  /** A page the member can use, nothing else open; `over` is what is open or in the way. */
  const page = (over: Partial<Parameters<typeof mayPresent>[0]> = {}) => ({
    interactive: true,
    gameActive: false,
    accountModalOpen: false,
    dialogOpen: false,
    noticeOpen: false,
    ...over,
  });
  it.each([
    ["nothing else open", page(), true],
    ["the page not yet interactive", page({ interactive: false }), false],
    ["a game being played", page({ gameActive: true }), false],
    ["an account modal open", page({ accountModalOpen: true }), false],
    // a question the page asks ("please log in", switch accounts, maintenance) is never hidden by the pop-up
    ["a dialog of the page open", page({ dialogOpen: true }), false],
    // a warning the member must read ("logged in elsewhere", spec 001 §4) wins over marketing
    ["a notice open", page({ noticeOpen: true }), false],
    // the reality check wins over every promotion pop-up (player protection)
    ["the reality check open", page({ priorityOpen: true }), false],
  ])("%s → %s", (_name, input, out) => expect(mayPresent(input)).toBe(out));
});

describe("notices that win over the pop-up (spec 000 §4 toasts, spec 001 §4 already_login_msg)", () => {
  it.each([
    [[], false],
    [[{ type: "success" }], false],
    [[{ type: "info" }], false],
    [[{ type: "info" }, { type: "warning" }], true],
    [[{ type: "error" }], true],
  ])("%o → %s", (toasts, out) => expect(noticeUp(toasts)).toBe(out));
});
