// /user/Announcement's store: both lists load once the page starts, each with its own state; the bulletins are
// this device's (spec 000 §9 display_device: desktop 1 from 992 px, else mobile 2); a refusal shows the
// platform's text, any other failure the client's translated key.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../src/lib/api/error.ts";

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void; args: unknown[] };
const announcementCalls: Deferred[] = [];
const bulletinCalls: Deferred[] = [];
const initSession = vi.fn();

vi.mock("../../../src/features/announcements/api.ts", () => ({
  getAnnouncements: vi.fn(
    (...args: unknown[]) => new Promise((resolve, reject) => announcementCalls.push({ resolve, reject, args })),
  ),
  getBulletinHistory: vi.fn(
    (...args: unknown[]) => new Promise((resolve, reject) => bulletinCalls.push({ resolve, reject, args })),
  ),
}));
vi.mock("../../../src/lib/session/index.ts", () => ({
  initSession: () => initSession(),
  siteId: () => 5,
}));

const { $announcements, showAnnouncementTab, startAnnouncements } =
  await import("../../../src/features/announcements/announcements.store.ts");
const { initialState } = await import("../../../src/features/announcements/announcements.machine.ts");
const flush = () => new Promise((r) => setTimeout(r, 0));
const refusal = (message: string) => new ApiError({ kind: "platform", status: 200, code: 1, message, path: "/x" });

beforeEach(() => {
  announcementCalls.length = 0;
  bulletinCalls.length = 0;
  initSession.mockClear();
  $announcements.set(initialState);
  vi.stubGlobal("window", { innerWidth: 1200 });
});
afterEach(() => vi.unstubAllGlobals());

describe("announcements store", () => {
  it("starts the session and asks both lists; loading → loaded each on its own", async () => {
    startAnnouncements();
    expect(initSession).toHaveBeenCalledTimes(1);
    expect(announcementCalls[0]!.args).toEqual([5]);
    expect(bulletinCalls[0]!.args).toEqual([5, 1]);
    expect($announcements.get()).toMatchObject({ announcements: { kind: "loading" }, bulletins: { kind: "loading" } });
    bulletinCalls[0]!.resolve([
      { id: 1, display_content: "Old", content: "<p>1</p>", updated_at: "2026-01-01T00:00:00Z" },
      { id: 2, display_content: "New", content: "<p>2</p>", updated_at: "2026-02-01T00:00:00Z" },
    ]);
    await flush();
    const s = $announcements.get();
    expect(s.announcements).toEqual({ kind: "loading" });
    expect(s.bulletins.kind === "loaded" && s.bulletins.items.map((i) => [i.id, i.title])).toEqual([
      [2, "New"],
      [1, "Old"],
    ]);
    announcementCalls[0]!.resolve([
      { id: 7, content: "<p>a</p>", sort: 1, display_after_login: 1, created_at: "2026-01-01T00:00:00Z" },
      { id: 8, content: "<p>b</p>", sort: 1, display_after_login: 0, created_at: "2026-01-01T00:00:00Z" },
    ]);
    await flush();
    const after = $announcements.get().announcements;
    expect(after.kind === "loaded" && after.items.map((i) => i.id)).toEqual([7]);
  });

  it("a late answer of an earlier start does not overwrite the answer of the start after it (a retry)", async () => {
    startAnnouncements();
    startAnnouncements();
    announcementCalls[1]!.resolve([
      { id: 9, content: "<p>new</p>", sort: 1, display_after_login: 1, created_at: "2026-01-01T00:00:00Z" },
    ]);
    await flush();
    announcementCalls[0]!.reject(new Error("late failure of the first start"));
    bulletinCalls[0]!.resolve([
      { id: 1, display_content: "Stale", content: "<p>1</p>", updated_at: "2026-01-01T00:00:00Z" },
    ]);
    await flush();
    const s = $announcements.get();
    expect(s.announcements.kind === "loaded" && s.announcements.items.map((i) => i.id)).toEqual([9]);
    expect(s.bulletins).toEqual({ kind: "loading" });
  });

  it("a narrow window asks the mobile bulletins", () => {
    vi.stubGlobal("window", { innerWidth: 991 });
    startAnnouncements();
    expect(bulletinCalls[0]!.args).toEqual([5, 2]);
  });

  it("a refusal shows the platform's text, another failure the client's key", async () => {
    startAnnouncements();
    announcementCalls[0]!.reject(refusal("Closed for now"));
    bulletinCalls[0]!.reject(new Error("boom"));
    await flush();
    expect($announcements.get()).toMatchObject({
      announcements: { kind: "failed", message: { text: "Closed for now" } },
      bulletins: { kind: "failed", message: { key: "api.error.unhandled" } },
    });
  });

  it("the tab changes only the tab", () => {
    showAnnouncementTab("bulletins");
    expect($announcements.get()).toEqual({ ...initialState, tab: "bulletins" });
  });
});
