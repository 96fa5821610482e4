// Browser. One search's store over search.machine.ts: an atom, the debounce timer and the call. Each search
// control (the header's sheet, the home page's field) makes its own, so two never answer each other's words.
// An answer is kept only if the machine still awaits its id (stale answers are discarded there); the call of
// words that no longer count is also aborted, so a slow platform is not kept busy.
import { atom, type ReadableAtom } from "nanostores";
import { initialSearch, transition, type SearchEvent, type SearchFailure, type SearchState } from "./search.machine.ts";
import type { SearchAnswer } from "./results.ts";

export type SearchCall = (keyword: string, signal: AbortSignal) => Promise<SearchAnswer>;

export interface SearchStore {
  $state: ReadableAtom<SearchState<SearchAnswer>>;
  input: (text: string) => void;
  retry: () => void;
  clear: () => void;
  dispose: () => void;
}

export function createSearchStore(call: SearchCall, failureOf: (error: unknown) => SearchFailure): SearchStore {
  const $state = atom<SearchState<SearchAnswer>>(initialSearch<SearchAnswer>());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let disposed = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  };

  const send = (event: SearchEvent<SearchAnswer>) => {
    if (disposed) return;
    const step = transition($state.get(), event);
    if (step.state !== $state.get()) $state.set(step.state);
    for (const effect of step.effects) {
      if (effect.type === "cancel") cancel();
      else if (effect.type === "schedule")
        timer = setTimeout(() => send({ type: "debounced", query: effect.query }), effect.delayMs);
      else {
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        const { id } = effect;
        call(effect.query, controller.signal).then(
          (result) => send({ type: "answered", id, result, empty: result.groups.length === 0 }),
          (error: unknown) => {
            if (!controller.signal.aborted) send({ type: "failed", id, failure: failureOf(error) });
          },
        );
      }
    }
  };

  return {
    $state,
    input: (text) => send({ type: "input", text }),
    retry: () => send({ type: "retry" }),
    clear: () => send({ type: "clear" }),
    dispose: () => {
      cancel();
      disposed = true;
    },
  };
}
