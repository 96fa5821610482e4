// Browser. For a store whose effects need the session machinery (the API client, session.store.ts): its onMount
// hands them to `whenSessionReady`, which starts them once the session is ready (initSession has run, so the
// account machinery has loaded) and stops them with the store. A light store that the header reads before the
// visitor interacts then brings no API client with it (DESIGN JS budget).
import { $sessionReady } from "./session.atoms.ts";

type Stop = () => void;

/** Starts `start` now if the session is ready, else when it becomes ready; returns the cleanup for onMount. */
export function whenSessionReady(start: () => Stop | Promise<Stop>): Stop {
  let stop: Stop | undefined;
  let ended = false;
  const run = () => {
    void Promise.resolve(start()).then((s) => {
      if (ended) s();
      else stop = s;
    });
  };
  let offReady: Stop | undefined;
  if ($sessionReady.get()) run();
  else
    offReady = $sessionReady.listen((ready) => {
      if (!ready) return;
      offReady?.();
      offReady = undefined;
      run();
    });
  return () => {
    ended = true;
    offReady?.();
    stop?.();
  };
}
