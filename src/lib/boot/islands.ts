// Browser only. Code that only matters once the account machinery runs (session events: the real-time
// connection starts inside an island) waits for the first island to hydrate, so content pages, whose islands
// hydrate on the visitor's first interaction, do not load it with the page (DESIGN JS budget).

/** Runs `fn` once an island has hydrated: Astro then drops the island's `ssr` and fires astro:hydrate on it. */
export function whenIslandsRun(fn: () => void, doc: Document = document): void {
  if (doc.querySelector("astro-island:not([ssr])")) {
    fn();
    return;
  }
  // astro:hydrate does not bubble: listen while it travels down (capture).
  doc.addEventListener("astro:hydrate", () => fn(), { capture: true, once: true });
}
