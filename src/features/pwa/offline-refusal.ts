// Browser. Offline, a game press whose start code never arrived shows the refusal every offline game start gives
// (pg.offline, OfflineRefusal.astro), instead of nothing; online, the failed load is left to chunk-reload.ts (a
// new deploy: the page reloads). Imports nothing, so it works when no other chunk can come.

export const REFUSAL_MS = 4000;

let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows the layout's offline refusal for a few seconds. */
export function showOfflineRefusal(doc: Document = document): void {
  const box = doc.querySelector<HTMLElement>("[data-offline-refusal]");
  if (!box) return;
  box.textContent = box.dataset["text"] ?? "";
  clearTimeout(timer);
  timer = setTimeout(() => (box.textContent = ""), REFUSAL_MS);
}

/**
 * The rejection handler of a game's code loading: offline, the refusal (and the failure is handled); otherwise
 * the error goes on, unhandled, to chunk-reload.ts.
 */
export function refuseIfOffline(error: unknown): void {
  if (typeof navigator !== "undefined" && navigator.onLine === false) showOfflineRefusal();
  else throw error;
}

/** The rejection handler of a warm-up load: offline, nothing (the press shows the refusal); otherwise as above. */
export function quietIfOffline(error: unknown): void {
  if (typeof navigator === "undefined" || navigator.onLine !== false) throw error;
}
