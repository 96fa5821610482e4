// Ships to server and browser (pure). The recommend pages' states (issue 11): each call's answer as a state —
// loading, loaded, closed (the programme is not open to the member, spec 001 §6), failed.
import type { Message } from "../../lib/i18n/message.ts";

export type Load<T> =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "loaded"; data: T }
  | { kind: "closed" }
  | { kind: "failed"; message: Message };

export type LoadEvent<T> =
  { type: "start" } | { type: "loaded"; data: T } | { type: "closed" } | { type: "failed"; message: Message };

export function loadTransition<T>(state: Load<T>, event: LoadEvent<T>): Load<T> {
  switch (event.type) {
    case "start":
      return { kind: "loading" };
    case "loaded":
      return state.kind === "loading" ? { kind: "loaded", data: event.data } : state;
    case "closed":
      return state.kind === "loading" ? { kind: "closed" } : state;
    case "failed":
      return state.kind === "loading" ? { kind: "failed", message: event.message } : state;
  }
}
