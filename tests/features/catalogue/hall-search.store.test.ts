// The hall's search store (search_games, our extension): asks a moment after the last keystroke, keeps only the
// answer to the newest words, an empty box goes back to idle, and a failure says error with no games.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameItem } from "../../../src/contract/games.ts";
import {
  $hallSearch,
  HALL_SEARCH_DEBOUNCE_MS,
  searchHall,
  setHallSearchCall,
} from "../../../src/features/catalogue/hall-search.store.ts";

type Deferred = { resolve: (v: { list: GameItem[] }) => void; reject: (e: unknown) => void; keyword: string };
const calls: Deferred[] = [];
const q = { siteId: 1, currency: "INR" as const, device: 1, gtId: 3 };
const game = (id: number, name: string) =>
  ({ id, game_name: name, i18n_name: { zh_TW: `${name}-tw` }, labels: [] }) as unknown as GameItem;

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  $hallSearch.set({ query: "", games: [], status: "idle" });
  setHallSearchCall((_q, keyword) => new Promise((resolve, reject) => calls.push({ resolve, reject, keyword })));
});
afterEach(() => {
  setHallSearchCall(null);
  vi.useRealTimers();
});

describe("hall search store", () => {
  it("loading at once, asks once after the debounce with the trimmed words, then ready in the page language", async () => {
    searchHall(q, "zh_TW", " do");
    searchHall(q, "zh_TW", " dog ");
    expect($hallSearch.get()).toMatchObject({ status: "loading", query: "" });
    await vi.advanceTimersByTimeAsync(HALL_SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.keyword)).toEqual(["dog"]);
    calls[0]!.resolve({ list: [game(9, "Dog")] });
    await vi.advanceTimersByTimeAsync(0);
    const s = $hallSearch.get();
    expect(s).toMatchObject({ status: "ready", query: "dog" });
    expect(s.games.map((g) => [g.id, g.name])).toEqual([[9, "Dog-tw"]]);
  });

  it("a late answer to older words is dropped", async () => {
    searchHall(q, "en_US", "cat");
    await vi.advanceTimersByTimeAsync(HALL_SEARCH_DEBOUNCE_MS);
    searchHall(q, "en_US", "cow");
    await vi.advanceTimersByTimeAsync(HALL_SEARCH_DEBOUNCE_MS);
    const [cat, cow] = [calls[0]!, calls[1]!];
    cow.resolve({ list: [game(2, "Cow")] });
    await vi.advanceTimersByTimeAsync(0);
    cat.resolve({ list: [game(1, "Cat")] });
    await vi.advanceTimersByTimeAsync(0);
    expect($hallSearch.get()).toMatchObject({ status: "ready", query: "cow" });
    expect($hallSearch.get().games.map((g) => g.id)).toEqual([2]);
  });

  it("emptying the box goes back to idle and drops the answer on its way", async () => {
    searchHall(q, "en_US", "cat");
    await vi.advanceTimersByTimeAsync(HALL_SEARCH_DEBOUNCE_MS);
    searchHall(q, "en_US", "   ");
    expect($hallSearch.get()).toEqual({ query: "", games: [], status: "idle" });
    calls[0]!.resolve({ list: [game(1, "Cat")] });
    await vi.advanceTimersByTimeAsync(HALL_SEARCH_DEBOUNCE_MS);
    expect($hallSearch.get()).toEqual({ query: "", games: [], status: "idle" });
    expect(calls).toHaveLength(1);
  });

  it("a failure says error with no games", async () => {
    searchHall(q, "en_US", "cat");
    await vi.advanceTimersByTimeAsync(HALL_SEARCH_DEBOUNCE_MS);
    calls[0]!.reject(new Error("down"));
    await vi.advanceTimersByTimeAsync(0);
    expect($hallSearch.get()).toEqual({ query: "cat", games: [], status: "error" });
  });
});
