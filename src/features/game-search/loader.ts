// Browser. The few hundred bytes the page carries for the site-wide search: the island (React pieces, the
// store, the contract's call) is imported on the first pointer over, touch, focus or click of a search control,
// never with the page (DESIGN budget: home ≤ 110 KB gzip of JS before interaction). A click that comes before
// the code has arrived opens the sheet once it has, and the island's messages with it when the page left them
// out (lib/i18n/late-messages.ts).
import type * as Mount from "./mount.tsx";

let loading: Promise<typeof Mount> | null = null;
// The late messages' reader comes with the rest, on the first sign of use, not with the page (DESIGN budget).
const load = () =>
  (loading ??= Promise.all([
    import("./stage.ts"),
    import("../../lib/i18n/late-messages.ts").then((m) => m.lateMessages()),
  ]).then(([s]) => s.loadMount()));

const WARM = ["pointerover", "touchstart", "focusin"] as const;

export function installGameSearch(doc: Document = document): void {
  for (const button of doc.querySelectorAll<HTMLElement>("[data-game-search-open]")) {
    if (button.dataset["gameSearchBound"]) continue;
    button.dataset["gameSearchBound"] = "1";
    for (const type of WARM) button.addEventListener(type, () => void load(), { once: true, passive: true });
    button.addEventListener("click", (e) => {
      e.preventDefault();
      void load().then((m) => m.openSearchSheet(button));
    });
  }
  for (const root of doc.querySelectorAll<HTMLElement>("[data-game-search-field]")) {
    if (root.dataset["gameSearchBound"]) continue;
    root.dataset["gameSearchBound"] = "1";
    const attach = () => void load().then((m) => m.attachInlineSearch(root));
    for (const type of [...WARM, "input"] as const) root.addEventListener(type, attach, { once: true, passive: true });
    // The results come as the words are typed: Enter sends nothing anywhere.
    root.addEventListener("submit", (e) => e.preventDefault());
  }
}
