// Browser. Brings a result that replaced a form into view and gives it the focus: on a phone the member pressed
// "Continue to payment" at the bottom of a long form, and the shorter order that replaced it (its number and the
// payment link) was left above the screen, under the sticky header.
import { revealOffset } from "./reveal-offset.ts";

export function revealResult(el: HTMLElement | null): void {
  if (!el) return;
  // The focus first, without the browser's own jump (which would stop under the sticky header).
  el.focus({ preventScroll: true });
  const header = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
  const delta = revealOffset(el.getBoundingClientRect().top, header, window.innerHeight);
  if (delta === 0) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollBy({ top: delta, behavior: still ? "auto" : "smooth" });
}
