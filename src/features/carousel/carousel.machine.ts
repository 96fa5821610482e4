// Browser and server (pure). The carousel's slide and autoplay state: it advances every
// AUTOPLAY_MS while nothing holds it; hover, focus inside, prefers-reduced-motion, a hidden page and the
// visitor's own Pause each hold it (WCAG 2.2.2), and it resumes only when every hold is gone. The banner list
// may change under it (carousel_picture.url): the index stays in range.

export const CAROUSEL_AUTOPLAY_MS = 5000;
/** A horizontal swipe at least this long (px) changes the slide; shorter ones are taps or scrolls. */
export const SWIPE_MIN_PX = 40;

export type Hold = "hover" | "focus" | "reducedMotion" | "hidden" | "user";

export interface CarouselState {
  index: number;
  count: number;
  holds: readonly Hold[];
}

export type CarouselEvent =
  | { type: "next" }
  | { type: "prev" }
  | { type: "goto"; index: number }
  | { type: "tick" }
  | { type: "hold"; reason: Hold }
  | { type: "release"; reason: Hold }
  | { type: "count"; count: number }
  | { type: "swipe"; dx: number };

export const initialCarousel = (count: number): CarouselState => ({ index: 0, count, holds: [] });

const wrap = (i: number, n: number) => (n <= 0 ? 0 : ((i % n) + n) % n);

export function isPlaying(s: CarouselState): boolean {
  return s.count > 1 && s.holds.length === 0;
}

export function transition(s: CarouselState, e: CarouselEvent): CarouselState {
  switch (e.type) {
    case "next":
      return { ...s, index: wrap(s.index + 1, s.count) };
    case "prev":
      return { ...s, index: wrap(s.index - 1, s.count) };
    case "goto":
      return { ...s, index: wrap(e.index, s.count) };
    case "tick":
      return isPlaying(s) ? { ...s, index: wrap(s.index + 1, s.count) } : s;
    case "hold":
      return s.holds.includes(e.reason) ? s : { ...s, holds: [...s.holds, e.reason] };
    case "release":
      return s.holds.includes(e.reason) ? { ...s, holds: s.holds.filter((h) => h !== e.reason) } : s;
    case "count":
      return { ...s, count: e.count, index: e.count <= 0 ? 0 : Math.min(s.index, e.count - 1) };
    case "swipe":
      if (Math.abs(e.dx) < SWIPE_MIN_PX) return s;
      return { ...s, index: wrap(s.index + (e.dx < 0 ? 1 : -1), s.count) };
  }
}
