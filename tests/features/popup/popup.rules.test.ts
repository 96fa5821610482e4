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
} from "../../../src/features/popup/popup.rules.ts";

const T0 = Date.parse("2026-11-01T10:00:00Z");
const item = (updated: string, display_device: 0 | 1 | 2 = 0) => ({ display_device, updated_at: updated });
const old = item("2026-10-01T00:00:00Z");
const fresh = item("2026-11-02T00:00:00Z");

describe("the pop-up shows or stays hidden (spec 000 §4)", () => {
  it.each([
    [
      "no items: never, not even on the deposit page",
      { loggedIn: true, onDepositPage: true, items: [], closed: null },
      false,
    ],
    ["visitor, never closed: shown", { loggedIn: false, onDepositPage: false, items: [old], closed: null }, true],
    ["member, never closed: shown", { loggedIn: true, onDepositPage: false, items: [old], closed: null }, true],
    [
      "visitor closed after every item's update: hidden",
      { loggedIn: false, onDepositPage: false, items: [old], closed: { at: T0, member: false } },
      false,
    ],
    [
      "member closed after every item's update: hidden",
      { loggedIn: true, onDepositPage: false, items: [old], closed: { at: T0, member: true } },
      false,
    ],
    [
      "an item updated after the close: shown again",
      { loggedIn: false, onDepositPage: false, items: [old, fresh], closed: { at: T0, member: false } },
      true,
    ],
    [
      "closed as a visitor, now a member: the member pop-up shows",
      { loggedIn: true, onDepositPage: false, items: [old], closed: { at: T0, member: false } },
      true,
    ],
    [
      "closed as a member, now a visitor: the visitor pop-up shows",
      { loggedIn: false, onDepositPage: false, items: [old], closed: { at: T0, member: true } },
      true,
    ],
    [
      "a close time without login state applies to both",
      { loggedIn: true, onDepositPage: false, items: [old], closed: { at: T0, member: null } },
      false,
    ],
    [
      "deposit page with items: always, even after a close",
      { loggedIn: true, onDepositPage: true, items: [old], closed: { at: T0, member: true } },
      true,
    ],
  ] as const)("%s", (_name, input, shown) => {
    expect(shouldShowPopup({ ...input, items: [...input.items] })).toBe(shown);
  });
});

describe("closing the pop-up (spec 000 §4)", () => {
  it.each([
    [
      "visitor: stores the time, no hide",
      { loggedIn: false, onDepositPage: false, displayFrequency: 0 as const },
      { storeTime: true, hideAndReload: false },
    ],
    [
      "member, frequency 1: stores the time only",
      { loggedIn: true, onDepositPage: false, displayFrequency: 1 as const },
      { storeTime: true, hideAndReload: false },
    ],
    [
      "member, frequency 0: stores the time, posts hide and reloads",
      { loggedIn: true, onDepositPage: false, displayFrequency: 0 as const },
      { storeTime: true, hideAndReload: true },
    ],
    [
      "deposit page: the time is not stored",
      { loggedIn: true, onDepositPage: true, displayFrequency: 1 as const },
      { storeTime: false, hideAndReload: false },
    ],
    [
      "deposit page, frequency 0: hide and reload, no time",
      { loggedIn: true, onDepositPage: true, displayFrequency: 0 as const },
      { storeTime: false, hideAndReload: true },
    ],
  ])("%s", (_n, input, out) => expect(closeEffects(input)).toEqual(out));
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
  it.each([
    [{ interactive: true, gameActive: false, accountModalOpen: false, dialogOpen: false, noticeOpen: false }, true],
    [{ interactive: false, gameActive: false, accountModalOpen: false, dialogOpen: false, noticeOpen: false }, false],
    [{ interactive: true, gameActive: true, accountModalOpen: false, dialogOpen: false, noticeOpen: false }, false],
    [{ interactive: true, gameActive: false, accountModalOpen: true, dialogOpen: false, noticeOpen: false }, false],
    // a question the page asks ("please log in", switch accounts, maintenance) is never hidden by the pop-up
    [{ interactive: true, gameActive: false, accountModalOpen: false, dialogOpen: true, noticeOpen: false }, false],
    // a warning the member must read ("logged in elsewhere", spec 001 §4) wins over marketing
    [{ interactive: true, gameActive: false, accountModalOpen: false, dialogOpen: false, noticeOpen: true }, false],
    // the reality check wins over every promotion pop-up (player protection)
    [
      {
        interactive: true,
        gameActive: false,
        accountModalOpen: false,
        dialogOpen: false,
        noticeOpen: false,
        priorityOpen: true,
      },
      false,
    ],
  ])("%o → %s", (input, out) => expect(mayPresent(input)).toBe(out));
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
