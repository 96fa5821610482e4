// Browser. Fills the skeletons of components/Pending.astro: the page was sent before the platform answered (the
// render's budget, src/lib/api/budget.ts), so it asks the server for the same page again with REFILL_HEADER. That
// render waits for the platform calls the first one left running (up to their own timeout), and each late part
// is swapped for its counterpart: the content, or the part's own error with Retry. Whatever goes wrong here (no
// answer within REFILL_TIMEOUT_MS, an HTTP error, a part still missing) turns the skeleton into its translated
// message with Retry: no skeleton stays.
import { REFILL_HEADER } from "../lib/api/budget.ts";

/** Longer than a render that waits for its calls (3 s each, in at most three waves), shorter than a member's patience. */
export const REFILL_TIMEOUT_MS = 15_000;

const PENDING = "[data-refill][data-pending]";

/** The part of `fresh` that answers `region` (same data-refill id), if it is no longer pending. */
function counterpart(region: Element, fresh: Document | null): Element | null {
  if (!fresh) return null;
  const id = region.getAttribute("data-refill");
  const next = [...fresh.querySelectorAll("[data-refill]")].find((e) => e.getAttribute("data-refill") === id);
  return next && !next.hasAttribute("data-pending") ? next : null;
}

/** Scripts parsed by DOMParser never run: copies that do (Astro's island loaders; they are idempotent). */
function runnable(node: Element, doc: Document): void {
  for (const old of node.querySelectorAll("script")) {
    if (old.type === "application/json") continue;
    const script = doc.createElement("script");
    for (const { name, value } of old.attributes) script.setAttribute(name, value);
    script.textContent = old.textContent;
    old.replaceWith(script);
  }
}

function swap(region: Element, next: Element, doc: Document): void {
  const node = doc.importNode(next, true);
  runnable(node, doc);
  region.replaceWith(node);
  // An island inside the skeleton (none today, but a part may hold one) lets its framework go.
  for (const island of region.querySelectorAll("astro-island")) island.dispatchEvent(new CustomEvent("astro:unmount"));
}

/** The skeleton becomes the part's message with Retry (a link to this page). */
export function showFailed(region: HTMLElement): void {
  region.removeAttribute("data-pending");
  region.removeAttribute("aria-busy");
  region.dataset["state"] = "error";
  region.querySelector(".pending-status")?.remove();
  const error = region.querySelector<HTMLElement>(".pending-error");
  if (error) error.hidden = false;
}

export interface RefillDeps {
  doc: Document;
  url: string;
  fetch: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** Fills every pending part of `doc` from a second render of `url`; resolves when none is left pending. */
export async function refillParts({ doc, url, fetch, timeoutMs = REFILL_TIMEOUT_MS }: RefillDeps): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLElement>(PENDING)];
  if (pending.length === 0) return;
  let fresh: Document | null = null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      headers: { [REFILL_HEADER]: "1", Accept: "text/html" },
      credentials: "same-origin",
      cache: "no-store",
      signal: controller.signal,
    });
    if (response.ok) fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch {
    fresh = null; // no answer in time, or none at all: the parts say so below
  } finally {
    clearTimeout(timer);
  }
  for (const region of pending) {
    const next = counterpart(region, fresh);
    if (next) swap(region, next, doc);
    else showFailed(region);
  }
}

let running: Promise<void> | undefined;

/** Once per page, however many Pending parts it has. */
export function refillPage(): Promise<void> {
  running ??= refillParts({ doc: document, url: location.href, fetch: globalThis.fetch.bind(globalThis) });
  return running;
}
