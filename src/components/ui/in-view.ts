// Browser. When a part may load its library (the OperationTable's trend chart and uPlot, the Promotion page's QR codes): once
// the person has done something on the page (scrolled, touched, pointed, typed) AND the part's box is in view (or
// within `margin` of it). Before any interaction nothing loads, so the library is no part of the page's JS before
// interaction (DESIGN "Budgets"), even where the box is in view at once (a desktop window).

/** What counts as the person's first interaction with the page. */
export const INTERACTION_EVENTS = ["scroll", "wheel", "touchstart", "pointerdown", "pointermove", "keydown"] as const;

/** Calls `fn` once, after the first interaction, when `el` is in view; returns a stop. */
export function whenInViewAfterInteraction(
  el: Element,
  fn: () => void,
  { target = window, margin = "200px" }: { target?: EventTarget; margin?: string } = {},
): () => void {
  let io: IntersectionObserver | null = null;
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    fn();
  };
  const observe = () => {
    INTERACTION_EVENTS.forEach((type) => target.removeEventListener(type, observe, true));
    if (done) return;
    if (typeof IntersectionObserver === "undefined") return fire();
    io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), { rootMargin: margin });
    io.observe(el);
  };
  function stop() {
    INTERACTION_EVENTS.forEach((type) => target.removeEventListener(type, observe, true));
    io?.disconnect();
  }
  INTERACTION_EVENTS.forEach((type) => target.addEventListener(type, observe, { capture: true, passive: true }));
  return () => {
    done = true;
    stop();
  };
}
