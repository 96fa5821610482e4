// spec 001 §3: the session is shared across tabs (storage event and the window-msg key).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubEmptySuccessFetch } from "../../helpers/fetch.ts";
import {
  $session,
  applyLogin,
  initSession,
  logout,
  resetSessionForTests,
} from "../../../src/lib/session/session.store.ts";
import { sessionEvents } from "../../../src/lib/session/session-events.ts";

function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: value, storageArea: localStorage }));
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  // every after-login call answers 401-free empty success: the store only needs not to crash
  stubEmptySuccessFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe("cross-tab session", () => {
  it("restores a stored session on start", () => {
    localStorage.setItem("token", "tok-abcdefgh");
    localStorage.setItem("member_id", "5");
    localStorage.setItem("currency", "INR");
    initSession();
    expect($session.get()).toMatchObject({ status: "member", member: { memberId: 5 } });
  });
  it("applyLogin writes the storage keys of spec 001 §3 and emits the login session event", () => {
    initSession();
    const seen: string[] = [];
    sessionEvents.on("login", () => seen.push("login"));
    applyLogin("tok-abcdefgh", 5, "demo01", "INR", 1, 0);
    expect(localStorage.getItem("token")).toBe("tok-abcdefgh");
    expect(localStorage.getItem("member_id")).toBe("5");
    expect(localStorage.getItem("member_account")).toBe("demo01");
    expect(localStorage.getItem("currency")).toBe("INR");
    expect(localStorage.getItem("member_type")).toBe("1");
    expect(JSON.parse(localStorage.getItem("window-msg") ?? "{}")).toMatchObject({ type: "login", memberId: 5 });
    expect(seen).toContain("login");
  });
  it("follows a login and a logout made in another tab", () => {
    initSession();
    localStorage.setItem("member_id", "9");
    localStorage.setItem("currency", "INR");
    otherTabWrites("token", "tok-other-tab");
    expect($session.get()).toMatchObject({ status: "member", member: { memberId: 9 } });
    localStorage.removeItem("member_id");
    otherTabWrites("window-msg", JSON.stringify({ type: "logout", memberId: 9, at: Date.now() }));
    expect($session.get().status).toBe("anonymous");
  });
  it("logout clears storage and tells other tabs", async () => {
    initSession();
    applyLogin("tok-abcdefgh", 5, "demo01", "INR", 1);
    await logout({ reason: "user", navigate: false });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("member_id")).toBeNull();
    expect(JSON.parse(localStorage.getItem("window-msg") ?? "{}")).toMatchObject({ type: "logout" });
    expect($session.get().status).toBe("anonymous");
  });
});
