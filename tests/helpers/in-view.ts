// The set-up of an island test whose lazy library waits for the page to settle with a part in view
// (components/ui/in-view.ts): everything observed is in view at once, as in a desktop window.
import { act, cleanup } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { speakEnglish, stopSpeaking, writeBoot } from "./islands.ts";

/** An IntersectionObserver whose every observed box is in view at once (a desktop window). */
export class InViewAtOnce {
  private readonly cb: IntersectionObserverCallback;
  constructor(cb: IntersectionObserverCallback) {
    this.cb = cb;
  }
  observe(el: Element) {
    this.cb([{ isIntersecting: true, target: el } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** Lets React render and the lazy imports settle. */
export const flush = async () => {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
};

/** English boot messages, the observer above, and `reset()` before each test; everything undone after it. */
export function inViewAtOnceSuite(reset: () => void): void {
  beforeAll(() => writeBoot());
  beforeEach(() => {
    speakEnglish();
    reset();
    vi.stubGlobal("IntersectionObserver", InViewAtOnce);
  });
  afterEach(() => {
    cleanup();
    stopSpeaking();
    vi.unstubAllGlobals();
  });
}
