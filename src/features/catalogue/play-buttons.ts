// Browser. One delegated click handler for server-rendered game buttons ([data-play], home rows and the
// sportsbook button): a few hundred bytes on the page; the launcher loads when a member points at, touches or
// focuses a game, so by the click it is there and startGame runs synchronously inside the click (spec 000 §4:
// the desktop window opens at once, no pop-up blocker). A click before it arrived starts once it has.
import { parsePlayTarget } from "./play-target.ts";
import { playLazy, preloadPlay } from "./play-lazy.ts";

const playButton = (e: Event): HTMLElement | null =>
  e.target instanceof Element ? e.target.closest<HTMLElement>("[data-play]") : null;

// Once per root: every component that renders a play button carries this script (PlayButton.astro).
const installed = new WeakSet<Document | HTMLElement>();

export function installPlayButtons(root: Document | HTMLElement): void {
  if (installed.has(root)) return;
  installed.add(root);
  const warm = (e: Event) => {
    if (playButton(e)) void preloadPlay();
  };
  for (const type of ["pointerover", "pointerdown", "touchstart", "focusin"])
    root.addEventListener(type, warm, { passive: true });
  root.addEventListener("click", (e) => {
    const el = playButton(e);
    if (!el) return;
    const target = parsePlayTarget(el.dataset["play"]);
    if (!target) return;
    e.preventDefault();
    playLazy(target);
  });
}
