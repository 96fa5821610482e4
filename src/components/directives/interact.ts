// Browser only. The `client:interact` directive: hydrate an island on the visitor's first interaction anywhere
// on the page (pointerdown, keydown, touchstart, focusin), so content pages ship no React before that
// (DESIGN budgets: content pages ≤ 15 KB gzip JS); at once for a stored member or a login in the address. A click on the island that lands before hydration has
// finished is held back and replayed once, so the first tap on "Log in" is not lost.
import type { ClientDirective } from "astro";
import { accountNeededNow } from "../../lib/session/eager.ts";

const EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

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

  const start = () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) window.removeEventListener(name, start, true);
    void (async () => {
      const hydrate = await load();
      await hydrate();
      hydrated = true;
      el.removeEventListener("click", holdClick, true);
      const target = held;
      held = null;
      if (target?.isConnected) target.click();
    })();
  };
  // A stored member (or a login in the address) must see their account at once, not a "Log in" button
  // until they touch the page.
  if (accountNeededNow()) start();
  else for (const name of EVENTS) window.addEventListener(name, start, { capture: true, passive: true });
};

export default interact;
