// Browser. For a store whose effects need the session machinery (the API client, session.store.ts): its onMount
// hands them to `whenSessionReady`, which starts them once the session is ready (initSession has run, so the
// account machinery has loaded) and stops them with the store. A light store that the header reads before the
// visitor interacts then brings no API client with it (DESIGN JS budget).
import { $sessionReady } from "./session.atoms.ts";
import { sessionEvents } from "./session-events.ts";

type Stop = () => void;

/** One cleanup for several subscriptions (an onMount's unsubscribes). */
export function stopAll(...stops: Stop[]): Stop {
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * A member's data while its store is shown: `load` now and after every login, `reset` (if any) on logout; `also`
 * are the store's other subscriptions (platform events), stopped with these. Returns the cleanup.
 */
export function followSession(load: () => void, reset: Stop | null, ...also: Stop[]): Stop {
  load();
  const onLogout = reset ? [sessionEvents.on("logout", reset)] : [];
  return stopAll(sessionEvents.on("login", load), ...onLogout, ...also);
}

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
