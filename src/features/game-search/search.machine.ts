// Browser and server (pure). The site-wide game search's rules (search_catalogue, our extension in
// src/contract/games.ts): what the field holds becomes a query once trimmed, its spaces collapsed and cut to the
// contract's 64 characters; under 2 characters nothing is asked (a hint says why). A query waits DEBOUNCE_MS
// after the last keystroke before it is asked; every call carries an id and only the answer to the newest call
// counts, so a slow answer to older words never replaces newer ones. The store runs the effects.
import { SEARCH_CATALOGUE_MAX_CHARS, SEARCH_CATALOGUE_MIN_CHARS } from "../../contract/constants.ts";

/** After the last keystroke, before asking the platform. */
export const DEBOUNCE_MS = 250;

export type SearchStatus = "idle" | "typing" | "loading" | "results" | "empty" | "error";
/** input: the platform refused the words (422); unavailable: anything else (network, timeout, outage). */
export type SearchFailure = "input" | "unavailable";

export interface SearchState<R> {
  status: SearchStatus;
  /** What the field holds, as typed. */
  text: string;
  /** The words asked for (or about to be): `text` trimmed, spaces collapsed, at most 64 characters. */
  query: string;
  /** idle with 1 character: the hint asks for more. */
  short: boolean;
  /** The id of the call whose answer counts; null when none is awaited. */
  awaiting: number | null;
  /** The last id handed out: ids only grow, so an old answer can never match a newer call. */
  lastId: number;
  /** The newest answer (kept while newer words are typed or asked, so the list does not flash). */
  result: R | null;
  /** The words `result` answers. */
  resultQuery: string;
  failure: SearchFailure | null;
}

export type SearchEvent<R> =
  | { type: "input"; text: string }
  | { type: "debounced"; query: string }
  | { type: "answered"; id: number; result: R; empty: boolean }
  | { type: "failed"; id: number; failure: SearchFailure }
  | { type: "retry" }
  | { type: "clear" };

export type SearchEffect =
  | { type: "schedule"; query: string; delayMs: number }
  | { type: "cancel" }
  | { type: "fetch"; id: number; query: string };

export interface Step<R> {
  state: SearchState<R>;
  effects: SearchEffect[];
}

export function initialSearch<R>(): SearchState<R> {
  return {
    status: "idle",
    text: "",
    query: "",
    short: false,
    awaiting: null,
    lastId: 0,
    result: null,
    resultQuery: "",
    failure: null,
  };
}

/** The words a field's text asks for (the contract trims and counts the same way). */
export function queryOf(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, SEARCH_CATALOGUE_MAX_CHARS).trim();
}

export function isSearchable(query: string): boolean {
  return query.length >= SEARCH_CATALOGUE_MIN_CHARS;
}

const same = <R>(state: SearchState<R>): Step<R> => ({ state, effects: [] });

function ask<R>(state: SearchState<R>, query: string): Step<R> {
  const id = state.lastId + 1;
  return {
    state: { ...state, status: "loading", query, awaiting: id, lastId: id, failure: null },
    effects: [{ type: "fetch", id, query }],
  };
}

export function transition<R>(state: SearchState<R>, event: SearchEvent<R>): Step<R> {
  switch (event.type) {
    case "input": {
      const query = queryOf(event.text);
      if (!isSearchable(query)) {
        // Nothing to ask: a pending timer or call no longer counts.
        return {
          state: {
            ...initialSearch<R>(),
            lastId: state.lastId,
            text: event.text,
            query,
            short: query.length > 0,
          },
          effects: [{ type: "cancel" }],
        };
      }
      // The same words (a trailing space, a changed case of spacing): nothing new to ask.
      if (query === state.query && state.status !== "idle" && state.status !== "error")
        return same({ ...state, text: event.text });
      return {
        state: { ...state, status: "typing", text: event.text, query, short: false, awaiting: null, failure: null },
        effects: [{ type: "cancel" }, { type: "schedule", query, delayMs: DEBOUNCE_MS }],
      };
    }
    case "debounced":
      if (state.status !== "typing" || event.query !== state.query) return same(state);
      return ask(state, state.query);
    case "answered":
      if (event.id !== state.awaiting) return same(state);
      return same({
        ...state,
        status: event.empty ? "empty" : "results",
        awaiting: null,
        result: event.result,
        resultQuery: state.query,
        failure: null,
      });
    case "failed":
      if (event.id !== state.awaiting) return same(state);
      return same({ ...state, status: "error", awaiting: null, failure: event.failure });
    case "retry":
      if (state.status !== "error" || !isSearchable(state.query)) return same(state);
      return ask(state, state.query);
    case "clear":
      return { state: { ...initialSearch<R>(), lastId: state.lastId }, effects: [{ type: "cancel" }] };
  }
}
