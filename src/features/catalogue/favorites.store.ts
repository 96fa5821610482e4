// Browser. The member's favourites and last played games for the slot list (spec 000 §3, §7), one store for
// the whole page so every tile, the favourites tab and the counters stay in step. Rules in
// favorites.machine.ts; this runs the calls: loads when a member is known, clears on logout, toggles
// optimistically and rolls back with the server's message when the store call fails.
import { atom, computed } from "nanostores";
import { showToast } from "../../components/ui/toast.store.ts";
import { $isLoggedIn, $sessionReady } from "../../lib/session/session.atoms.ts";
import { isApiError } from "../../lib/api/error.ts";
import type { ProviderQuery } from "./api.ts";
import {
  initialFavorites,
  requestedStatus,
  shownFavorites,
  transition,
  type FavoritesEvent,
  type FavoritesState,
} from "./favorites.machine.ts";

export const $favoritesState = atom<FavoritesState>(initialFavorites);
export const $favorites = computed($favoritesState, shownFavorites);
export const $lastPlayed = atom<readonly number[]>([]);
/** "idle" for a visitor, then loading → ready or error for a member's lists. */
export const $memberLists = atom<"idle" | "loading" | "ready" | "error">("idle");

function send(event: FavoritesEvent) {
  $favoritesState.set(transition($favoritesState.get(), event));
}

export interface CatalogueApi {
  getProviderFavorites: (q: ProviderQuery) => Promise<number[]>;
  getLastPlayed: (siteId: number, currency: ProviderQuery["currency"]) => Promise<number[]>;
  storeFavorite: (id: number, status: 0 | 1) => Promise<number[]>;
}

let api: () => Promise<CatalogueApi> = () => import("./api.ts");

/** Tests replace the calls. */
export function setCatalogueApi(fake: CatalogueApi | null): void {
  api = fake ? () => Promise.resolve(fake) : () => import("./api.ts");
}

async function loadMemberLists(q: ProviderQuery): Promise<void> {
  $memberLists.set("loading");
  try {
    const calls = await api();
    const [fav, last] = await Promise.all([calls.getProviderFavorites(q), calls.getLastPlayed(q.siteId, q.currency)]);
    if (!$isLoggedIn.get()) return;
    send({ type: "loaded", ids: fav });
    $lastPlayed.set(last);
    $memberLists.set("ready");
  } catch {
    $memberLists.set("error");
  }
}

/** Follows the session: a member's lists load once known, a logout clears them. Returns the cleanup. */
export function startMemberLists(q: ProviderQuery, seed: readonly number[] = []): () => void {
  send({ type: "loaded", ids: seed });
  const check = () => {
    if (!$sessionReady.get()) return;
    if ($isLoggedIn.get()) {
      if ($memberLists.get() === "idle") void loadMemberLists(q);
    } else {
      send({ type: "cleared" });
      $lastPlayed.set([]);
      $memberLists.set("idle");
    }
  };
  const offReady = $sessionReady.subscribe(check);
  const offLogin = $isLoggedIn.subscribe(check);
  return () => {
    offReady();
    offLogin();
  };
}

/** Retries the member's lists after a failure. */
export function retryMemberLists(q: ProviderQuery): Promise<void> {
  return loadMemberLists(q);
}

/** Toggles a favourite: shown at once, confirmed by the platform, rolled back with its message on failure. */
export async function toggleFavorite(id: number): Promise<void> {
  const status = requestedStatus($favoritesState.get(), id);
  if (status === null) return;
  send({ type: "toggled", id });
  try {
    const ids = await (await api()).storeFavorite(id, status);
    send({ type: "stored", id, ids });
  } catch (error) {
    send({ type: "failed", id });
    // spec 000 §8 list failures: the server's message in an error toast; ours when it sent none.
    showToast(
      "error",
      isApiError(error) && error.kind === "platform" && error.message
        ? { text: error.message }
        : { key: "catalogue.favorite.failed" },
    );
  }
}

export function resetFavoritesForTests(): void {
  $favoritesState.set(initialFavorites);
  $lastPlayed.set([]);
  $memberLists.set("idle");
}
