// Ships to server and browser (pure). The Transaction page's state: the filters the member edits,
// the query last asked (its page), and the answer as a state — loading, loaded, failed — never a flag left on.
// The store is records.store.ts; the island TransactionRecords.tsx renders by `status.kind`.
import type { GameRecordsResponse } from "../../contract/records.ts";
import type { Message } from "../../lib/i18n/message.ts";
import type { DateRangeError } from "./records.ts";

export interface Filters {
  from: string;
  to: string;
  /** "" for every provider. */
  gpId: string;
  /** "" for every game type, else the gt_id as text (a <select> value). */
  gameType: string;
}

export type Status =
  | { kind: "idle" }
  | { kind: "loading"; page: number }
  | { kind: "loaded"; page: number; data: GameRecordsResponse }
  | { kind: "failed"; page: number; message: Message };

export interface State {
  filters: Filters;
  /** The filters of the last query: pages move through these, not through unsent edits. */
  asked: Filters | null;
  rangeError: DateRangeError | null;
  status: Status;
  /** Increases with every query, so a late answer to an older one is dropped. */
  seq: number;
}

export type Event =
  | { type: "edit"; field: keyof Filters; value: string }
  | { type: "search"; rangeError: DateRangeError | null }
  | { type: "page"; page: number }
  | { type: "loaded"; seq: number; data: GameRecordsResponse }
  | { type: "failed"; seq: number; message: Message };

export function initialState(filters: Filters): State {
  return { filters, asked: null, rangeError: null, status: { kind: "idle" }, seq: 0 };
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case "edit":
      return {
        ...state,
        filters: { ...state.filters, [event.field]: event.value },
        rangeError: event.field === "from" || event.field === "to" ? null : state.rangeError,
      };
    case "search":
      // The dates are checked by the store (they need the zone); a bad range keeps the last answer on screen.
      if (event.rangeError) return { ...state, rangeError: event.rangeError };
      return {
        ...state,
        asked: state.filters,
        rangeError: null,
        status: { kind: "loading", page: 1 },
        seq: state.seq + 1,
      };
    case "page":
      if (!state.asked || state.status.kind === "loading" || event.page < 1) return state;
      return { ...state, status: { kind: "loading", page: event.page }, seq: state.seq + 1 };
    case "loaded":
      if (event.seq !== state.seq || state.status.kind !== "loading") return state;
      return { ...state, status: { kind: "loaded", page: state.status.page, data: event.data } };
    case "failed":
      if (event.seq !== state.seq || state.status.kind !== "loading") return state;
      return { ...state, status: { kind: "failed", page: state.status.page, message: event.message } };
  }
}

/** What one query asks of the platform, from the filters of the last search. */
export function queryOf(filters: Filters): { gp_id?: string; game_type?: number } {
  return {
    ...(filters.gpId ? { gp_id: filters.gpId } : {}),
    ...(filters.gameType ? { game_type: Number(filters.gameType) } : {}),
  };
}
