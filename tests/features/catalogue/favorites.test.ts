// Favourites (spec 000 §3 favourite update; §7 member-games/favorite/store): a toggle shows at once, the
// platform's answer confirms it, a failure rolls it back with a message; one store keeps every tile and the
// favourites tab in step.
import { afterEach, describe, expect, it } from "vitest";
import {
  initialFavorites,
  isFavorite,
  requestedStatus,
  shownFavorites,
  transition,
  type FavoritesState,
} from "../../../src/features/catalogue/favorites.machine.ts";
import {
  $favorites,
  resetFavoritesForTests,
  setCatalogueApi,
  toggleFavorite,
} from "../../../src/features/catalogue/favorites.store.ts";
import { $toasts, clearToasts } from "../../../src/components/ui/toast.store.ts";
import { ApiError } from "../../../src/lib/api/error.ts";

const loaded = transition(initialFavorites, { type: "loaded", ids: [1, 2] });

describe("favorites.machine", () => {
  it.each<[string, FavoritesState, number[]]>([
    ["loaded: the platform's favourites", loaded, [1, 2]],
    ["toggled on: shown at once", transition(loaded, { type: "toggled", id: 5 }), [1, 2, 5]],
    ["toggled off: hidden at once", transition(loaded, { type: "toggled", id: 1 }), [2]],
    [
      "stored: the platform's answer is the truth",
      transition(transition(loaded, { type: "toggled", id: 5 }), { type: "stored", id: 5, ids: [1, 2, 5] }),
      [1, 2, 5],
    ],
    [
      "failed: rolled back",
      transition(transition(loaded, { type: "toggled", id: 5 }), { type: "failed", id: 5 }),
      [1, 2],
    ],
    [
      "failed un-favourite: back on",
      transition(transition(loaded, { type: "toggled", id: 1 }), { type: "failed", id: 1 }),
      [1, 2],
    ],
    ["cleared (logout): none", transition(loaded, { type: "cleared" }), []],
  ])("%s", (_label, state, expected) => {
    expect([...shownFavorites(state)].sort()).toEqual(expected);
  });

  it("a second click while the first is being saved is ignored", () => {
    const once = transition(loaded, { type: "toggled", id: 5 });
    expect(requestedStatus(once, 5)).toBeNull();
    expect(transition(once, { type: "toggled", id: 5 })).toBe(once);
    expect(isFavorite(once, 5)).toBe(true);
  });

  it("asks for status 1 to add and 0 to remove", () => {
    expect(requestedStatus(loaded, 9)).toBe(1);
    expect(requestedStatus(loaded, 1)).toBe(0);
  });

  it("a list loaded while a toggle is pending keeps the toggle shown", () => {
    const pending = transition(loaded, { type: "toggled", id: 7 });
    expect(isFavorite(transition(pending, { type: "loaded", ids: [1] }), 7)).toBe(true);
  });
});

describe("favorites.store", () => {
  afterEach(() => {
    setCatalogueApi(null);
    resetFavoritesForTests();
    clearToasts();
  });
  const api = (storeFavorite: (id: number, status: 0 | 1) => Promise<number[]>) => ({
    getProviderFavorites: () => Promise.resolve([]),
    getLastPlayed: () => Promise.resolve([]),
    storeFavorite,
  });

  it("shows the heart at once and keeps it when the platform confirms", async () => {
    let asked: [number, number] | null = null;
    setCatalogueApi(api((id, status) => ((asked = [id, status]), Promise.resolve([id]))));
    const done = toggleFavorite(12);
    expect($favorites.get().has(12)).toBe(true); // optimistic
    await done;
    expect(asked).toEqual([12, 1]);
    expect($favorites.get().has(12)).toBe(true);
  });

  it("rolls back and shows the platform's message when the store call fails (spec 000 §8)", async () => {
    setCatalogueApi(
      api(() =>
        Promise.reject(new ApiError({ kind: "platform", status: 200, code: 102, message: "unknown game", path: "/x" })),
      ),
    );
    await toggleFavorite(12);
    expect($favorites.get().has(12)).toBe(false);
    expect($toasts.get().at(-1)?.message).toEqual({ text: "unknown game" });
  });

  it("a network failure rolls back with our own message", async () => {
    setCatalogueApi(api(() => Promise.reject(new TypeError("offline"))));
    await toggleFavorite(3);
    expect($favorites.get().has(3)).toBe(false);
    expect($toasts.get().at(-1)?.message).toEqual({ key: "catalogue.favorite.failed" });
  });
});
