// Browser. Mounts the search islands when a search control is first used (loader.ts imports this module on the
// first pointer, focus or click of one): the header's sheet into a container of its own at the end of <body>,
// the home page's results under its field. Closing the sheet returns the focus to the button that opened it.
import { createRoot, type Root } from "react-dom/client";
import { InlineSearch, SearchDialog } from "./GameSearch.tsx";

let sheet: { root: Root; host: HTMLElement } | null = null;
let opener: HTMLElement | null = null;

function closeSheet(): void {
  sheet?.root.render(null);
  if (opener) {
    opener.setAttribute("aria-expanded", "false");
    if (opener.isConnected) opener.focus();
  }
  opener = null;
}

export function openSearchSheet(button: HTMLElement): void {
  if (!sheet) {
    const host = document.createElement("div");
    host.dataset["gameSearchSheet"] = "";
    document.body.append(host);
    sheet = { root: createRoot(host), host };
  }
  opener = button;
  button.setAttribute("aria-expanded", "true");
  sheet.root.render(<SearchDialog key={Date.now()} onClose={closeSheet} />);
}

const attached = new WeakSet<HTMLElement>();

/** The home page's field: `root` holds the input and an empty element for the results. */
export function attachInlineSearch(root: HTMLElement): void {
  if (attached.has(root)) return;
  const input = root.querySelector<HTMLInputElement>("input[type=search]");
  const slot = root.querySelector<HTMLElement>("[data-game-search-results]");
  if (!input || !slot) return;
  attached.add(root);
  createRoot(slot).render(<InlineSearch input={input} root={root} />);
}
