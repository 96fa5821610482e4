// Browser (the DOM part) and pure (`fittingCount`). The desktop game-type menu keeps every game type
// reachable (a signed-in member's wider account area pushed "Esports" out of the bar at
// 1366 px): the types that do not fit move into a "More" menu at the end of the bar, re-measured whenever
// the bar's width changes (login, language, window size).

/**
 * How many items, from the first, fit in `available` pixels: all of them if they fit alone, otherwise as
 * many as fit beside the "More" button.
 */
export function fittingCount(widths: readonly number[], gap: number, available: number, moreWidth: number): number {
  const total = (n: number) => widths.slice(0, n).reduce((sum, w) => sum + w, 0) + gap * Math.max(0, n - 1);
  if (total(widths.length) <= available) return widths.length;
  let n = widths.length - 1;
  while (n > 0 && total(n) + gap + moreWidth > available) n -= 1;
  return n;
}

/**
 * The "More" list holds copies of the game types the bar hides (the page's HTML carries each link once: content
 * pages ≤ 30 KB of HTML, DESIGN). A copy keeps the link's address, aria-current, icon and name.
 */
export function fillMore(more: HTMLElement, hiddenLinks: readonly HTMLElement[]): void {
  const list = more.querySelector<HTMLElement>("[data-more-list]");
  if (!list) return;
  list.replaceChildren(
    ...hiddenLinks.map((link) => {
      const copy = link.cloneNode(true) as HTMLElement;
      copy.hidden = false;
      copy.removeAttribute("data-type-link");
      const item = document.createElement("li");
      item.dataset["moreFor"] = link.dataset["typeLink"] ?? "";
      item.append(copy);
      return item;
    }),
  );
}

function fit(nav: HTMLElement): void {
  const row = nav.querySelector<HTMLElement>("[data-types-row]");
  const more = nav.querySelector<HTMLDetailsElement>("[data-types-more]");
  if (!row || !more) return;
  const links = [...row.querySelectorAll<HTMLElement>("a")];
  for (const link of links) link.hidden = false;
  // Items the stylesheet hides (the wide-screen-only promotions link) take no room.
  const shown = links.filter((link) => link.getClientRects().length > 0);
  more.hidden = false;
  const moreWidth = more.getBoundingClientRect().width;
  const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
  const available = nav.getBoundingClientRect().width;
  const count = fittingCount(
    shown.map((link) => link.getBoundingClientRect().width),
    gap,
    available,
    moreWidth,
  );
  shown.forEach((link, i) => (link.hidden = i >= count));
  more.hidden = count >= shown.length;
  if (more.hidden) more.open = false;
  fillMore(
    more,
    shown.filter((l) => l.hidden && l.dataset["typeLink"] !== undefined),
  );
  nav.dataset["fitted"] = "";
}

/** Fits every desktop game-type menu on the page now and whenever its width changes; wires "More". */
export function fitGameTypes(): void {
  for (const nav of document.querySelectorAll<HTMLElement>("[data-types]")) {
    let width = -1;
    const refit = () => {
      const w = nav.getBoundingClientRect().width;
      if (w === width) return;
      width = w;
      fit(nav);
    };
    refit();
    new ResizeObserver(refit).observe(nav);
    void document.fonts?.ready.then(() => {
      width = -1;
      refit();
    });
    const more = nav.querySelector<HTMLDetailsElement>("[data-types-more]");
    if (!more) continue;
    // Escape closes the menu and gives focus back to its button; a press elsewhere closes it.
    more.addEventListener("keydown", (e) => {
      if (e.key !== "Escape" || !more.open) return;
      more.open = false;
      more.querySelector("summary")?.focus();
    });
    document.addEventListener("pointerdown", (e) => {
      if (more.open && e.target instanceof Node && !more.contains(e.target)) more.open = false;
    });
  }
}
