// spec 001 §4 after-login refresh list (letters, recommend flag, cash surplus), now owned by the features
// (lib/session no longer refreshes other features' data). While shown (their stores' onMount) and once
// the session is ready, they follow the session's "login" / "logout" and the platform's letter events.
import { cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $cashSurplusActive } from "../../../src/features/cash-surplus/index.ts";
import { $unreadLetters } from "../../../src/features/letters/index.ts";
import { $recommendVisible } from "../../../src/features/recommend/index.ts";
import { platformEvents } from "../../../src/lib/realtime/platform-events.ts";
import { applyLogin, initSession, logout, resetSessionForTests } from "../../../src/lib/session/session.store.ts";

const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: true, code: 100, message: "", apiResponseData: data }), {
    headers: { "content-type": "application/json" },
  });
let unread = 3;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes("/member/letter")) return ok({ list: [], total_count: 0, unread_count: unread });
  if (url.includes("/bonus_setting/check")) return ok({ is_friend: 1 });
  if (url.includes("/apply_for_agent/check")) return ok({ can_apply: true });
  if (url.includes("/cash_surplus/check")) return ok({ active: 1 });
  return ok({});
});
/** The header and the wallet panel show them: their stores mount. */
const startFeatures = () => {
  for (const $store of [$unreadLetters, $recommendVisible, $cashSurplusActive]) $store.listen(() => undefined);
};

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
  unread = 3;
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  $unreadLetters.set(0);
  $recommendVisible.set(false);
  $cashSurplusActive.set(false);
});
afterEach(() => {
  cleanStores($unreadLetters, $recommendVisible, $cashSurplusActive);
  vi.unstubAllGlobals();
});

describe("a member's letters, recommend flag and cash surplus follow the session", () => {
  it("after a login the member sees the unread count, the recommend entry and the cash surplus", async () => {
    initSession();
    startFeatures();
    applyLogin("tok-abcdefgh", 5, "demo01", "INR", 1, 0);
    await vi.waitFor(() => {
      expect($unreadLetters.get()).toBe(3);
      expect($recommendVisible.get()).toBe(true);
      expect($cashSurplusActive.get()).toBe(true);
    });
  });

  it("a page opened with a stored member fetches them at start", async () => {
    localStorage.setItem("token", "tok-abcdefgh");
    localStorage.setItem("member_id", "5");
    localStorage.setItem("currency", "INR");
    initSession();
    startFeatures();
    await vi.waitFor(() => expect($unreadLetters.get()).toBe(3));
  });

  it("a letter sent, read or deleted, or a catch-up, refreshes the unread count", async () => {
    initSession();
    startFeatures();
    applyLogin("tok-abcdefgh", 5, "demo01", "INR", 1, 0);
    await vi.waitFor(() => expect($unreadLetters.get()).toBe(3));
    const events = [
      () => platformEvents.emit("letter.sent", { id: 1 }),
      () => platformEvents.emit("letter.read", { id: 1 }),
      () => platformEvents.emit("letter.delete", { id: [1] }),
      () => platformEvents.emit("catch-up"),
    ];
    for (const fire of events) {
      unread++;
      fire();
      await vi.waitFor(() => expect($unreadLetters.get()).toBe(unread));
    }
  });

  it("shown before the account machinery starts: nothing is fetched until the session is ready", async () => {
    localStorage.setItem("token", "tok-abcdefgh");
    localStorage.setItem("member_id", "5");
    localStorage.setItem("currency", "INR");
    startFeatures();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    initSession();
    await vi.waitFor(() => {
      expect($unreadLetters.get()).toBe(3);
      expect($recommendVisible.get()).toBe(true);
      expect($cashSurplusActive.get()).toBe(true);
    });
  });

  it("no longer shown: the events no longer reach it", async () => {
    initSession();
    startFeatures();
    applyLogin("tok-abcdefgh", 5, "demo01", "INR", 1, 0);
    await vi.waitFor(() => expect($unreadLetters.get()).toBe(3));
    cleanStores($unreadLetters);
    fetchMock.mockClear();
    platformEvents.emit("letter.sent", { id: 2 });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("after a logout nothing of the member is left", async () => {
    initSession();
    startFeatures();
    applyLogin("tok-abcdefgh", 5, "demo01", "INR", 1, 0);
    await vi.waitFor(() => expect($cashSurplusActive.get()).toBe(true));
    await logout({ reason: "user", navigate: false });
    expect($unreadLetters.get()).toBe(0);
    expect($recommendVisible.get()).toBe(false);
    expect($cashSurplusActive.get()).toBe(false);
  });

  it("a visitor (no member) fetches nothing", () => {
    initSession();
    startFeatures();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
