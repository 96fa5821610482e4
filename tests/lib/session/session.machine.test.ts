import { describe, expect, it } from "vitest";
import {
  ANONYMOUS,
  balanceDisplay,
  crossTabDecision,
  isSessionStorageKey,
  parseStoredSession,
  parseWindowMessage,
  sessionTransition,
  storedItemsOf,
  tokenFromAuthorization,
  type Member,
  type SessionState,
} from "../../../src/lib/session/session.machine.ts";

const member: Member = {
  token: "tok-abcdefgh",
  memberId: 5,
  account: "demo01",
  currency: "INR",
  memberType: 1,
  agentType: 0,
};
const loggedIn = sessionTransition(ANONYMOUS, { type: "login", member });

// spec 001 §3, §4 session
describe("session machine", () => {
  it("login makes a member session; logout makes it anonymous", () => {
    expect(loggedIn).toMatchObject({ status: "member", member });
    expect(sessionTransition(loggedIn, { type: "logout" })).toEqual(ANONYMOUS);
  });
  it("the balance shows a dash while loading (spec 001 §4)", () => {
    const loading = sessionTransition(loggedIn, { type: "balanceLoading" });
    expect(balanceDisplay(loading)).toBeNull();
    const ready = sessionTransition(loading, { type: "balanceLoaded", cash: 10, total: 25 });
    expect(balanceDisplay(ready)).toBe(25);
    const again = sessionTransition(ready, { type: "balanceLoading" });
    expect(balanceDisplay(again)).toBeNull();
    expect(balanceDisplay(sessionTransition(again, { type: "balanceFailed" }))).toBeNull();
    expect(balanceDisplay(sessionTransition(loggedIn, { type: "balanceLoaded", cash: 7, total: null }))).toBe(7);
  });
  it("balance events do nothing when anonymous", () => {
    expect(sessionTransition(ANONYMOUS, { type: "balanceLoaded", cash: 1, total: 1 })).toEqual(ANONYMOUS);
  });
  it("a refreshed Authorization replaces the token", () => {
    const s = sessionTransition(loggedIn, { type: "tokenRefreshed", token: "new-token-123" }) as Extract<
      SessionState,
      { status: "member" }
    >;
    expect(s.member.token).toBe("new-token-123");
    expect(tokenFromAuthorization("Bearer abcdefgh12")).toBe("abcdefgh12");
    expect(tokenFromAuthorization("Bearer ")).toBeNull();
    expect(tokenFromAuthorization(42)).toBeNull();
  });
  it("layout info for another member is ignored; its member type is taken", () => {
    const layout = { id: 5, member_type: 2, agent_type: 1 } as never;
    const s = sessionTransition(loggedIn, { type: "layoutLoaded", layout }) as Extract<
      SessionState,
      { status: "member" }
    >;
    expect(s.member.memberType).toBe(2);
    expect(sessionTransition(loggedIn, { type: "layoutLoaded", layout: { id: 6 } as never })).toBe(loggedIn);
  });
});

// spec 001 §3 local storage
describe("stored session", () => {
  it("round-trips through the storage items", () => {
    const items = storedItemsOf(member);
    expect(items).toEqual({
      token: "tok-abcdefgh",
      member_id: "5",
      member_account: "demo01",
      currency: "INR",
      member_type: "1",
      agent_type: "0",
    });
    expect(parseStoredSession(items)).toEqual(member);
  });
  it("anything missing or malformed means anonymous", () => {
    expect(parseStoredSession({})).toBeNull();
    expect(parseStoredSession({ token: "null", member_id: "5", currency: "INR" })).toBeNull();
    expect(parseStoredSession({ token: "t", member_id: "-1", currency: "INR" })).toBeNull();
    expect(parseStoredSession({ token: "t", member_id: "5", currency: "XXX" })).toBeNull();
    expect(parseStoredSession({ token: "t", member_id: "5", currency: "INR", member_type: "x" })?.memberType).toBe(1);
  });
  it("logout clears every item", () => {
    expect(Object.values(storedItemsOf(null)).every((v) => v === null)).toBe(true);
  });
});

// spec 001 §3 window-msg, cross-tab
describe("cross-tab decisions", () => {
  it("reacts to session keys and window-msg only", () => {
    expect(isSessionStorageKey("token")).toBe(true);
    expect(isSessionStorageKey("window-msg")).toBe(true);
    expect(isSessionStorageKey(null)).toBe(true);
    expect(isSessionStorageKey("lang")).toBe(false);
  });
  it("follows a login, a logout, another member and a new token", () => {
    expect(crossTabDecision(ANONYMOUS, member)).toEqual({ type: "loggedIn", member });
    expect(crossTabDecision(ANONYMOUS, null)).toEqual({ type: "ignore" });
    expect(crossTabDecision(loggedIn, null)).toEqual({ type: "loggedOut" });
    expect(crossTabDecision(loggedIn, member)).toEqual({ type: "ignore" });
    expect(crossTabDecision(loggedIn, { ...member, memberId: 6 })).toMatchObject({ type: "loggedIn" });
    expect(crossTabDecision(loggedIn, { ...member, token: "other-token" })).toMatchObject({ type: "updated" });
  });
  it("parses only our window messages", () => {
    expect(parseWindowMessage(JSON.stringify({ type: "logout", memberId: 5, at: 1 }))).toEqual({
      type: "logout",
      memberId: 5,
      at: 1,
    });
    expect(parseWindowMessage("{")).toBeNull();
    expect(parseWindowMessage(JSON.stringify({ type: "other", at: 1 }))).toBeNull();
  });
});
