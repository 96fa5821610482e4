// Ships to server and browser (pure). The one shape of remote data (DESIGN "One way in for data"): a call's answer
// is a state — idle, loading, ready (with its data), error (with the message the member reads). Each request
// carries a sequence number; only the answer to the newest request moves the state, so a late answer to an older
// request never overwrites a newer one. A refresh keeps the data on screen (`refreshing`), and an error keeps the
// last data it replaced (`data`) for a view that still shows it.
import type { Message } from "../i18n/message.ts";

export type Load<T> =
  | { kind: "idle"; seq: number }
  | { kind: "loading"; seq: number }
  | { kind: "ready"; seq: number; data: T; refreshing: boolean }
  | { kind: "error"; seq: number; message: Message; data?: T };

export type LoadEvent<T> =
  /** A request numbered `seq` left. `keep`: the data shown (ready, or an error's last) stays while it runs. */
  | { type: "start"; seq: number; keep?: boolean }
  | { type: "loaded"; seq: number; data: T }
  /** `keep`: a failed refresh leaves the data shown as it was (ready), instead of an error. */
  | { type: "failed"; seq: number; message: Message; keep?: boolean }
  /** The data changed here (a real-time event, an edit the platform confirmed); only ready data changes. */
  | { type: "update"; data: T }
  /** Forget everything (logout); answers still on their way are ignored. */
  | { type: "reset" };

export const IDLE: Load<never> = { kind: "idle", seq: 0 };
/** The first paint of a page whose island asks at once: "loading" before any request left. */
export const LOADING: Load<never> = { kind: "loading", seq: 0 };

/** True while a request is on its way (a first load or a refresh). */
export function isBusy(state: Load<unknown>): boolean {
  return state.kind === "loading" || (state.kind === "ready" && state.refreshing);
}

/** The data shown now, if any: ready data (refreshing or not), or the last data an error replaced. */
export function loadedData<T>(state: Load<T>): T | undefined {
  return state.kind === "ready" || state.kind === "error" ? state.data : undefined;
}

export function loadTransition<T>(state: Load<T>, event: LoadEvent<T>): Load<T> {
  switch (event.type) {
    case "start": {
      if (event.seq <= state.seq) return state; // numbers only grow: an old start is a replay
      const shown = loadedData(state);
      return event.keep && shown !== undefined
        ? { kind: "ready", seq: event.seq, data: shown, refreshing: true }
        : { kind: "loading", seq: event.seq };
    }
    case "loaded":
      if (event.seq !== state.seq || !isBusy(state)) return state;
      return { kind: "ready", seq: state.seq, data: event.data, refreshing: false };
    case "failed":
      if (event.seq !== state.seq || !isBusy(state)) return state;
      if (state.kind === "ready") {
        return event.keep
          ? { ...state, refreshing: false }
          : { kind: "error", seq: state.seq, message: event.message, data: state.data };
      }
      return { kind: "error", seq: state.seq, message: event.message };
    case "update":
      return state.kind === "ready" ? { ...state, data: event.data } : state;
    case "reset":
      return { kind: "idle", seq: state.seq };
  }
}
