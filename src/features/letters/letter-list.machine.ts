// Pure. The member centre's letter list (spec 001 §3, §7, §9): loading and error are states; which letter is
// open; which are selected for deletion (only ids still in the list survive a reload). Spec 001 §9 fixes the
// page size (50), not the number of pages: "more" appends the next page, and a reload reads again every page
// shown so far, so the member keeps what they had scrolled to.
import type { Letter } from "../../contract/letters.ts";

export type State =
  | { kind: "loading" }
  | { kind: "error" }
  | {
      kind: "ready";
      list: Letter[];
      total: number;
      unread: number;
      openId: number | null;
      selected: number[];
      /** Pages of LETTER_PAGE_SIZE read so far (1 after the first load). */
      pages: number;
      /** The next page is on its way ("more"), or its last try failed. */
      more: "idle" | "loading" | "failed";
    };

export type Event =
  | { type: "load" }
  /** Pages 1..pages, read again (the first load, a live refresh). */
  | { type: "loaded"; list: Letter[]; total: number; unread: number; pages?: number }
  | { type: "failed" }
  | { type: "more" }
  /** The next page's letters, appended. */
  | { type: "moreLoaded"; list: Letter[]; total: number; unread: number }
  | { type: "moreFailed" }
  | { type: "open"; id: number }
  | { type: "closeLetter" }
  | { type: "toggle"; id: number }
  | { type: "toggleAll" }
  | { type: "removed"; ids: number[] };

export const INITIAL: State = { kind: "loading" };

/** Letters by id, newest first, each once (a letter that arrived between two pages shifts the next one by one). */
export function mergeLetters(shown: readonly Letter[], next: readonly Letter[]): Letter[] {
  const byId = new Map<number, Letter>();
  for (const l of [...shown, ...next]) byId.set(l.id, l);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** Whether a page beyond those shown holds letters. */
export function hasMoreLetters(state: State): boolean {
  return state.kind === "ready" && state.list.length < state.total;
}

/**
 * The pages a (re)load reads: every page shown, plus the next one while "more" waits. A live refresh that starts
 * while "Show more" is on its way then still brings the page the member asked for, and "Show more" itself is such
 * a load, so whichever answer comes last covers both (spec 001 §9: 50 a page, any number of pages).
 */
export function pagesToRead(state: State): number {
  return state.kind === "ready" ? state.pages + (state.more === "loading" ? 1 : 0) : 1;
}

/** The page "more" asks for, or null when there is none (or it is already on its way). */
export function nextLetterPage(state: State): number | null {
  if (state.kind !== "ready" || state.more === "loading" || !hasMoreLetters(state)) return null;
  return state.pages + 1;
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case "load":
      return state.kind === "ready" ? state : { kind: "loading" }; // a live refresh keeps the list on screen
    case "failed":
      return state.kind === "ready" ? state : { kind: "error" };
    case "loaded": {
      const ids = new Set(event.list.map((l) => l.id));
      const prev = state.kind === "ready" ? state : null;
      return {
        kind: "ready",
        list: event.list,
        total: event.total,
        unread: event.unread,
        openId: prev?.openId !== null && prev?.openId !== undefined && ids.has(prev.openId) ? prev.openId : null,
        selected: (prev?.selected ?? []).filter((id) => ids.has(id)),
        pages: Math.max(1, event.pages ?? prev?.pages ?? 1),
        more: "idle",
      };
    }
    case "more":
      return nextLetterPage(state) === null || state.kind !== "ready" ? state : { ...state, more: "loading" };
    case "moreLoaded": {
      if (state.kind !== "ready" || state.more !== "loading") return state;
      return {
        ...state,
        list: mergeLetters(state.list, event.list),
        total: event.total,
        unread: event.unread,
        pages: state.pages + 1,
        more: "idle",
      };
    }
    case "moreFailed":
      return state.kind === "ready" && state.more === "loading" ? { ...state, more: "failed" } : state;
    case "open":
      if (state.kind !== "ready" || !state.list.some((l) => l.id === event.id)) return state;
      return {
        ...state,
        openId: event.id,
        list: state.list.map((l) => (l.id === event.id ? { ...l, is_read: 1 } : l)),
        unread: state.list.some((l) => l.id === event.id && l.is_read === 0)
          ? Math.max(0, state.unread - 1)
          : state.unread,
      };
    case "closeLetter":
      return state.kind === "ready" ? { ...state, openId: null } : state;
    case "toggle":
      if (state.kind !== "ready") return state;
      return {
        ...state,
        selected: state.selected.includes(event.id)
          ? state.selected.filter((x) => x !== event.id)
          : [...state.selected, event.id],
      };
    case "toggleAll":
      if (state.kind !== "ready") return state;
      return { ...state, selected: state.selected.length === state.list.length ? [] : state.list.map((l) => l.id) };
    case "removed": {
      if (state.kind !== "ready") return state;
      const gone = new Set(event.ids);
      return {
        ...state,
        list: state.list.filter((l) => !gone.has(l.id)),
        total: Math.max(0, state.total - event.ids.length),
        openId: state.openId !== null && gone.has(state.openId) ? null : state.openId,
        selected: state.selected.filter((id) => !gone.has(id)),
      };
    }
  }
}
