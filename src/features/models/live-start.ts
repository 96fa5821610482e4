// Browser only. When the live lists' listeners (live.ts, with the platform-event stream) load: when the
// real-time connection can start, which the account machinery does (features/auth start.ts): at once for a
// stored member or a login in the address, else on the visitor's first interaction or a login in another tab
// (the moments the client:interact islands hydrate). Before that no platform event can arrive, so a visitor's
// first load of the home page does not carry them (DESIGN JS budget).
import {
  INTERACTION_EVENTS,
  accountNeededNow,
  isVisitorInteraction,
  visitorHasInteracted,
} from "../../lib/session/session-start.ts";

export function watchModelListsWhenLive(): void {
  if (!document.querySelector("[data-models]")) return;
  const watch = () => void import("./live.ts").then((m) => m.watchModelLists());
  if (accountNeededNow() || visitorHasInteracted()) {
    watch();
    return;
  }
  const start = (event: Event) => {
    if (!isVisitorInteraction(event)) return;
    for (const name of INTERACTION_EVENTS) window.removeEventListener(name, start, true);
    window.removeEventListener("storage", start);
    watch();
  };
  for (const name of INTERACTION_EVENTS) window.addEventListener(name, start, { capture: true, passive: true });
  window.addEventListener("storage", start);
}
