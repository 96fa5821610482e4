// Browser. When a part may load its library (the OperationTable's trend chart and uPlot, the Promotion page's QR
// codes): once the part's box is in view (or within `margin` of it), and only after the page has settled: the
// person's first interaction (scrolled, touched, pointed, typed) or the page's first idle moment after its load,
// whichever comes first. So the library never competes with the page's first paint and hydration, and a person
// who only looks (a QR code scanned off a still desktop screen, a chart read without touching the mouse) still
// gets the part: no placeholder stays for ever.

/** What counts as the person's first interaction with the page. */
export const INTERACTION_EVENTS = ["scroll", "wheel", "touchstart", "pointerdown", "pointermove", "keydown"] as const;

/** The longest wait for an idle moment after the load (a busy page still gets its parts). */
export const SETTLE_TIMEOUT_MS = 3000;

/** Calls `fn(done)` at the first idle moment after the page's load; returns a cancel. */
function afterLoadIdle(fn: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const schedule = () => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(fn, { timeout: SETTLE_TIMEOUT_MS });
      cancelIdle = () => globalThis.cancelIdleCallback?.(id);
    } else {
      const timer = setTimeout(fn, SETTLE_TIMEOUT_MS);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}

/** Calls `fn` once, when `el` is in view after the page has settled (see above); returns a stop. */
export function whenInViewOnceSettled(
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
    cancelIdle();
    if (done || io) return;
    if (typeof IntersectionObserver === "undefined") return fire();
    io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), { rootMargin: margin });
    io.observe(el);
  };
  function stop() {
    INTERACTION_EVENTS.forEach((type) => target.removeEventListener(type, observe, true));
    cancelIdle();
    io?.disconnect();
  }
  INTERACTION_EVENTS.forEach((type) => target.addEventListener(type, observe, { capture: true, passive: true }));
  const cancelIdle = afterLoadIdle(observe);
  return () => {
    done = true;
    stop();
  };
}
