// Browser (and tests). Runs a call into a `WritableAtom<Load<T>>` through loadTransition: numbers the request,
// keeps ready data while refreshing when asked, drops answers to superseded requests, and turns a failure into
// the member's message. Stores call it; islands only read the atom.
import type { WritableAtom } from "nanostores";
import { isApiError } from "../api/error.ts";
import type { Message } from "../i18n/message.ts";
import { isBusy, loadTransition, type Load, type LoadEvent } from "./load.machine.ts";

/** The platform's own message for a refusal, else the client's key for the kind of failure. */
export function errorMessage(error: unknown): Message {
  if (isApiError(error))
    return error.kind === "platform" && error.message ? { text: error.message } : { key: error.messageKey };
  return { key: "api.error.unhandled" };
}

export interface RunOptions {
  /** The data shown stays while this request runs (default true). */
  keep?: boolean;
  /** A failed refresh leaves the data shown as it was, instead of an error (the outcome still says "error"). */
  keepOnError?: boolean;
  /**
   * "latest" (default): a new request supersedes the one on its way, whose answer is then ignored.
   * "first": while a request is on its way a new one is not sent (a double submit).
   */
  mode?: "latest" | "first";
  /** The message for a failure; default errorMessage. */
  message?: (error: unknown) => Message;
}

export type RunOutcome<T> =
  | { status: "ready"; data: T }
  | { status: "error"; error: unknown; message: Message }
  /** A newer request (or a reset) took over; the state is not this request's. */
  | { status: "superseded" }
  /** mode "first" and a request was already on its way: nothing was sent. */
  | { status: "skipped" };

/** Sends one event to a Load atom; returns the new state. */
export function sendLoad<T>(store: WritableAtom<Load<T>>, event: LoadEvent<T>): Load<T> {
  store.set(loadTransition(store.get(), event));
  return store.get();
}

export async function runLoad<T>(
  store: WritableAtom<Load<T>>,
  call: (signal: AbortSignal) => Promise<T>,
  options: RunOptions = {},
): Promise<RunOutcome<T>> {
  const before = store.get();
  if (options.mode === "first" && isBusy(before)) return { status: "skipped" };
  const seq = before.seq + 1;
  sendLoad(store, { type: "start", seq, keep: options.keep ?? true });
  const controller = new AbortController();
  // A reset or a newer request makes this one moot: abort it so its call stops early.
  const unlisten = store.listen((s) => {
    if (s.seq !== seq || s.kind === "idle") controller.abort();
  });
  try {
    const data = await call(controller.signal);
    if (store.get().seq !== seq || !isBusy(store.get())) return { status: "superseded" };
    sendLoad(store, { type: "loaded", seq, data });
    return { status: "ready", data };
  } catch (error) {
    if (store.get().seq !== seq || !isBusy(store.get())) return { status: "superseded" };
    const message = (options.message ?? errorMessage)(error);
    sendLoad(store, { type: "failed", seq, message, keep: options.keepOnError ?? false });
    return { status: "error", error, message };
  } finally {
    unlisten();
  }
}
