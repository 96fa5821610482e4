// Browser only. The `client:interact` directive: hydrate an island on the visitor's first interaction anywhere
// on the page (pointerdown, keydown, touchstart, focusin), so content pages ship no React before that
// (DESIGN budgets: content pages ≤ 15 KB gzip JS); at once for a stored member or a login in the address. A click on the island that lands before hydration has
// finished is held back and replayed once, so the first tap on "Log in" is not lost.
import type { ClientDirective } from "astro";
import {
  accountNeededNow,
  INTERACTION_EVENTS as EVENTS,
  isVisitorInteraction,
  markVisitorInteracted,
  visitorHasInteracted,
} from "../../lib/session/session-start.ts";
// Not from session.machine.ts: this directive is inlined in every page with islands, and the machine's tables
// would come along (esbuild keeps their top-level objects).
import { isSessionStorageKey } from "../../lib/session/session-keys.ts";
import { lateMessages } from "../../lib/i18n/late-messages.ts";

const interact: ClientDirective = (load, _options, el) => {
  let started = false;
  let hydrated = false;
  let held: HTMLElement | null = null;

  const holdClick = (event: Event) => {
    if (hydrated || !(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
  };
  el.addEventListener("click", holdClick, true);

  const start = (event?: Event) => {
    if (event && !isVisitorInteraction(event)) return;
    if (event) markVisitorInteracted();
    if (started) return;
    started = true;
    for (const name of EVENTS) window.removeEventListener(name, start, true);
    window.removeEventListener("storage", onStorage);
    void (async () => {
      // A content page's messages come after it: the island renders once they are here (no raw keys).
      const [hydrate] = await Promise.all([load(), lateMessages()]);
      await hydrate();
      hydrated = true;
      el.removeEventListener("click", holdClick, true);
      const target = held;
      held = null;
      if (target?.isConnected) target.click();
    })();
  };
  // A login or logout in another tab reaches this page's islands at once (spec 001 §3 window-msg, two tabs in
  // step), without the visitor touching this one.
  const onStorage = (e: StorageEvent) => {
    if (isSessionStorageKey(e.key)) start();
  };
  // A stored member (or a login in the address) must see their account at once, not a "Log in" button
  // until they touch the page.
  if (accountNeededNow() || visitorHasInteracted()) start();
  else {
    for (const name of EVENTS) window.addEventListener(name, start, { capture: true, passive: true });
    window.addEventListener("storage", onStorage);
  }
};

export default interact;
