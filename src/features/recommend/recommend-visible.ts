// Browser (light: the header's account menu reads it before the account machinery loads, DESIGN JS budget).
// The recommend flag (spec 001 §6). While something shows it, it follows the session (recommend.store.ts,
// loaded once the session is ready).
import { atom, onMount } from "nanostores";
import { whenSessionReady } from "../../lib/session/session-life.ts";

export const $recommendVisible = atom<boolean>(false);

onMount($recommendVisible, () =>
  whenSessionReady(() => import("./recommend.store.ts").then((m) => m.followRecommendFlag())),
);
