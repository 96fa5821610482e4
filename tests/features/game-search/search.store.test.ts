// The search store runs the machine's effects (src/features/game-search/search.store.ts): one call per pause in
// typing, a slow answer to older words never replaces the newer ones, and the call of words that no longer count
// is aborted.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEBOUNCE_MS } from "../../../src/features/game-search/search.machine.ts";
import { createSearchStore, type SearchCall } from "../../../src/features/game-search/search.store.ts";
import type { SearchAnswer } from "../../../src/features/game-search/results.ts";

const answer = (name: string): SearchAnswer => ({
  total: 1,
  groups: [
    {
      gt_id: 2,
      gt_name: "Slot",
      providers: [{ gp_id: "GPJL", gp_name: "Jili", house: 0, i18n_name: {}, games: [{ game_name: name } as never] }],
    },
  ],
});

interface Pending {
  keyword: string;
  signal: AbortSignal;
  resolve: (a: SearchAnswer) => void;
  reject: (e: unknown) => void;
}

let calls: Pending[];
const call: SearchCall = (keyword, signal) =>
  new Promise((resolve, reject) => calls.push({ keyword, signal, resolve, reject }));

beforeEach(() => {
  calls = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("search store", () => {
  it("asks once per pause in typing, with the trimmed words", () => {
    const s = createSearchStore(call, () => "unavailable");
    s.input("d");
    s.input("dr");
    s.input("dra");
    s.input(" dragon ");
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.keyword)).toEqual(["dragon"]);
    expect(s.$state.get().status).toBe("loading");
  });

  it("discards a slow answer to older words and aborts its call", async () => {
    const s = createSearchStore(call, () => "unavailable");
    s.input("dragon");
    vi.advanceTimersByTime(DEBOUNCE_MS);
    s.input("tiger");
    expect(calls[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(DEBOUNCE_MS);
    calls[1]!.resolve(answer("Tiger"));
    calls[0]!.resolve(answer("Dragon"));
    await vi.runAllTimersAsync();
    const state = s.$state.get();
    expect(state.status).toBe("results");
    expect(state.resultQuery).toBe("tiger");
    expect(state.result?.groups[0]?.providers[0]?.games[0]?.game_name).toBe("Tiger");
  });

  it("an empty answer is `empty`; a failure is `error` with its kind; retry asks again", async () => {
    const s = createSearchStore(call, (e) => (e === "422" ? "input" : "unavailable"));
    s.input("zzqx");
    vi.advanceTimersByTime(DEBOUNCE_MS);
    calls[0]!.resolve({ total: 0, groups: [] });
    await vi.runAllTimersAsync();
    expect(s.$state.get().status).toBe("empty");
    s.input("zzqxy");
    vi.advanceTimersByTime(DEBOUNCE_MS);
    calls[1]!.reject(new Error("offline"));
    await vi.runAllTimersAsync();
    expect(s.$state.get()).toMatchObject({ status: "error", failure: "unavailable" });
    s.retry();
    expect(calls).toHaveLength(3);
    calls[2]!.reject("422");
    await vi.runAllTimersAsync();
    expect(s.$state.get()).toMatchObject({ status: "error", failure: "input" });
  });

  it("after dispose nothing is asked or kept", async () => {
    const s = createSearchStore(call, () => "unavailable");
    s.input("dragon");
    s.dispose();
    await vi.runAllTimersAsync();
    expect(calls).toHaveLength(0);
    expect(s.$state.get().status).toBe("typing");
  });
});
