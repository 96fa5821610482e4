// Browser (light: the header's badge reads it before the account machinery loads, DESIGN JS budget). The
// member's unread letter count (spec 001 §4 after-login refresh, §9). While something shows it, it follows the
// session and the letter events (letters.store.ts, loaded once the session is ready).
import { atom, onMount } from "nanostores";
import { whenSessionReady } from "../../lib/session/session-life.ts";

export const $unreadLetters = atom<number>(0);

onMount($unreadLetters, () =>
  whenSessionReady(() => import("./letters.store.ts").then((m) => m.followUnreadLetters())),
);
