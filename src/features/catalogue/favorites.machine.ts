// Browser and server (pure). Favourite games (spec 000 §3 "Favourite update: data array of game_id and status";
// §7 member-games/favorite/store): a toggle shows at once (optimistic), the store's answer confirms it, a failure
// rolls it back. One toggle per game at a time: a second click while it is being saved is ignored.
export interface FavoritesState {
  /** What the platform last confirmed. */
  confirmed: ReadonlySet<number>;
  /** Toggles sent and not yet answered: game id → the status asked for. */
  pending: ReadonlyMap<number, 0 | 1>;
}

export type FavoritesEvent =
  | { type: "loaded"; ids: readonly number[] }
  | { type: "toggled"; id: number }
  | { type: "stored"; id: number; ids: readonly number[] }
  | { type: "failed"; id: number }
  | { type: "cleared" };

export const initialFavorites: FavoritesState = { confirmed: new Set(), pending: new Map() };

export function isFavorite(state: FavoritesState, id: number): boolean {
  const p = state.pending.get(id);
  return p === undefined ? state.confirmed.has(id) : p === 1;
}

/** The favourites as the member sees them (confirmed with the pending toggles applied). */
export function shownFavorites(state: FavoritesState): Set<number> {
  const out = new Set(state.confirmed);
  for (const [id, status] of state.pending) {
    if (status === 1) out.add(id);
    else out.delete(id);
  }
  return out;
}

export function transition(state: FavoritesState, event: FavoritesEvent): FavoritesState {
  switch (event.type) {
    case "loaded":
      return { confirmed: new Set(event.ids), pending: state.pending };
    case "toggled": {
      if (state.pending.has(event.id)) return state;
      const pending = new Map(state.pending);
      pending.set(event.id, state.confirmed.has(event.id) ? 0 : 1);
      return { confirmed: state.confirmed, pending };
    }
    case "stored": {
      const pending = new Map(state.pending);
      pending.delete(event.id);
      return { confirmed: new Set(event.ids), pending };
    }
    case "failed": {
      if (!state.pending.has(event.id)) return state;
      const pending = new Map(state.pending);
      pending.delete(event.id);
      return { confirmed: state.confirmed, pending };
    }
    case "cleared":
      return initialFavorites;
  }
}

/** The status a toggle asks the platform for (read before sending `toggled`). */
export function requestedStatus(state: FavoritesState, id: number): 0 | 1 | null {
  if (state.pending.has(id)) return null;
  return state.confirmed.has(id) ? 0 : 1;
}
