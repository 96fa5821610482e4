// spec 000 §3, §6: while the marquee is shown its list follows the session — read again for a member (and
// filtered for members) when one logs in or is restored, and again for visitors on logout; the server's list
// stands until then.
import { cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const all = [
  { id: 1, content: "for visitors", sort: 2, display_before_login: 1, display_after_login: 0 },
  { id: 2, content: "for members", sort: 1, display_before_login: 0, display_after_login: 1 },
];
const getAnnouncements = vi.fn(async () => all);
vi.mock("../../../src/features/marquee/api.ts", () => ({ getAnnouncements }));
vi.mock("../../../src/lib/boot/boot.ts", () => ({ readBoot: () => ({ config: { siteId: 1 } }) }));

const { $announcements } = await import("../../../src/features/marquee/marquee.store.ts");
const { $session, $sessionReady } = await import("../../../src/lib/session/session.atoms.ts");

const member = (memberId: number) => ({
  status: "member" as const,
  member: { token: "t", memberId, account: "a", currency: "INR" as const, memberType: 1, agentType: null },
  layout: null,
  balance: { status: "idle" as const },
});
const ids = () => $announcements.get()?.map((a) => a.id) ?? null;

beforeEach(() => {
  getAnnouncements.mockClear();
  $session.set({ status: "anonymous" });
  $sessionReady.set(false);
});
afterEach(() => cleanStores($announcements));

describe("marquee store", () => {
  it("a visitor keeps the server's list: nothing is read", async () => {
    $announcements.listen(() => undefined);
    $sessionReady.set(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(getAnnouncements).not.toHaveBeenCalled();
    expect(ids()).toBeNull();
  });

  it("a member's list after login, the visitors' again after logout", async () => {
    $announcements.listen(() => undefined);
    $sessionReady.set(true);
    $session.set(member(5));
    await vi.waitFor(() => expect(ids()).toEqual([2]));
    $session.set({ status: "anonymous" });
    await vi.waitFor(() => expect(ids()).toEqual([1]));
    expect(getAnnouncements).toHaveBeenCalledTimes(2);
  });

  it("no longer shown: the session no longer reaches it", async () => {
    $announcements.listen(() => undefined);
    $sessionReady.set(true);
    cleanStores($announcements);
    $session.set(member(6));
    await new Promise((r) => setTimeout(r, 10));
    expect(getAnnouncements).not.toHaveBeenCalled();
  });
});
