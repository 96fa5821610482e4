// Pure. The member centre's letter list (spec 001 §3, §7, §9): loading and error are states; which letter is
// open; which are selected for deletion (only ids still in the list survive a reload).
import type { Letter } from "../../contract/letters.ts";

export type State =
  | { kind: "loading" }
  | { kind: "error" }
  | { kind: "ready"; list: Letter[]; total: number; unread: number; openId: number | null; selected: number[] };

export type Event =
  | { type: "load" }
  | { type: "loaded"; list: Letter[]; total: number; unread: number }
  | { type: "failed" }
  | { type: "open"; id: number }
  | { type: "closeLetter" }
  | { type: "toggle"; id: number }
  | { type: "toggleAll" }
  | { type: "removed"; ids: number[] };

export const INITIAL: State = { kind: "loading" };

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
      };
    }
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
