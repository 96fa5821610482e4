// The recommend pages' stores (spec 001 §6): the info loads once, a refusal with RECOMMEND_CODES.notAvailable is
// the answer "closed" (not an error), other failures show the member's message, a newer record page supersedes
// an older one, the search is checked before it is sent, and copying the invite link says whether it worked.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE } from "../../../src/lib/load/index.ts";
import { ApiError } from "../../../src/lib/api/error.ts";
import { CLOSED } from "../../../src/features/recommend/recommend-pages.machine.ts";

type Deferred = { resolve: (v: unknown) => void; reject: (e: unknown) => void; args: unknown[] };
const info: Deferred[] = [];
const record: Deferred[] = [];
const search: Deferred[] = [];
const showToast = vi.fn();
const initSession = vi.fn();
const pending = (into: Deferred[]) =>
  vi.fn((...args: unknown[]) => new Promise((resolve, reject) => into.push({ resolve, reject, args })));

vi.mock("../../../src/features/recommend/api.ts", () => ({
  getRecommendInfo: pending(info),
  getRecommendRecord: pending(record),
  searchRecommendFriends: pending(search),
}));
vi.mock("../../../src/lib/session/index.ts", () => ({ initSession: () => initSession() }));
vi.mock("../../../src/components/ui/toast.store.ts", () => ({
  showToast: (...args: unknown[]) => showToast(...args),
}));

const store = await import("../../../src/features/recommend/recommend-pages.store.ts");
const flush = () => new Promise((r) => setTimeout(r, 0));
const platform = (code: number, message = "") =>
  new ApiError({ kind: "platform", status: 200, code, message, path: "/x" });
const infoData = { recommend_code: "AB12", currency: "INR", friends_count: 2, award_total: 10 };

beforeEach(() => {
  for (const list of [info, record, search]) list.length = 0;
  showToast.mockClear();
  store.$recommendInfo.set(IDLE);
  store.$recommendRecord.set(IDLE);
  store.$recommendSearch.set(IDLE);
  store.$searchInput.set({ value: "", error: null });
});

describe("recommend info", () => {
  it("idle → loading → ready, asked only while idle", async () => {
    store.startRecommendProject();
    expect(store.$recommendInfo.get().kind).toBe("loading");
    store.startRecommendProject();
    expect(info).toHaveLength(1);
    info[0]!.resolve(infoData);
    await flush();
    expect(store.$recommendInfo.get()).toMatchObject({ kind: "ready", data: infoData });
    store.startRecommendProject();
    expect(info).toHaveLength(1);
  });

  it("notAvailable is the answer closed (spec 001 §6); another refusal is an error with its text", async () => {
    store.startRecommendProject();
    info[0]!.reject(platform(101));
    await flush();
    expect(store.$recommendInfo.get()).toMatchObject({ kind: "ready", data: CLOSED });
    store.$recommendInfo.set(IDLE);
    store.startRecommendProject();
    info[1]!.reject(platform(5, "Try later"));
    await flush();
    expect(store.$recommendInfo.get()).toMatchObject({ kind: "error", message: { text: "Try later" } });
  });
});

describe("recommend record", () => {
  it("asks page 1 of RECOMMEND_PAGE_SIZE when idle; a newer page supersedes a late older one", async () => {
    store.startRecommendRecord();
    expect(record[0]!.args).toEqual([1, 20]);
    store.loadRecommendRecord(2);
    expect(store.$recommendRecord.get().kind).toBe("loading");
    record[1]!.resolve({ currency: "INR", list: [], total_count: 30, award_total: 0 });
    await flush();
    record[0]!.resolve({ currency: "INR", list: [], total_count: 99, award_total: 0 });
    await flush();
    expect(store.$recommendRecord.get()).toMatchObject({ kind: "ready", data: { page: 2, total_count: 30 } });
    store.startRecommendRecord();
    expect(record).toHaveLength(2);
  });

  it("keep: false — a new page shows loading, not the old page", async () => {
    store.loadRecommendRecord(1);
    record[0]!.resolve({ currency: "INR", list: [], total_count: 1, award_total: 0 });
    await flush();
    store.loadRecommendRecord(2);
    expect(store.$recommendRecord.get().kind).toBe("loading");
  });
});

describe("recommend search", () => {
  it("an empty box is refused before any call", () => {
    store.inputRecommendSearch("   ");
    store.submitRecommendSearch();
    expect(store.$searchInput.get()).toEqual({ value: "   ", error: { key: "register.err.required" } });
    expect(search).toHaveLength(0);
    expect(store.$recommendSearch.get()).toEqual(IDLE);
    store.inputRecommendSearch("ab");
    expect(store.$searchInput.get().error).toBeNull();
  });

  it("sends the trimmed account and keeps the query with the answer", async () => {
    store.inputRecommendSearch(" friend01 ");
    store.submitRecommendSearch();
    expect(search[0]!.args).toEqual(["friend01"]);
    search[0]!.resolve({ currency: "INR", list: [] });
    await flush();
    expect(store.$recommendSearch.get()).toMatchObject({
      kind: "ready",
      data: { query: "friend01", currency: "INR", list: [] },
    });
  });
});

describe("copy invite link", () => {
  it("success and refusal each say so", async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("denied"));
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    await store.copyInviteLink("https://x.test/r/AB12");
    expect(writeText).toHaveBeenCalledWith("https://x.test/r/AB12");
    expect(showToast).toHaveBeenLastCalledWith("success", { key: "recommend.copied" });
    await store.copyInviteLink("https://x.test/r/AB12");
    expect(showToast).toHaveBeenLastCalledWith("error", { key: "recommend.copyFailed" });
    vi.unstubAllGlobals();
  });
});
