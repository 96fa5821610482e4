// Browser. One delegated click handler for server-rendered game buttons ([data-play], home rows and the
// sportsbook button): a few hundred bytes on the page; the click's code (play-click.ts) and the launcher load
// when a member points at, touches or focuses a game, so by the click they are there and startGame runs
// synchronously inside the click (spec 000 §4: the desktop window opens at once, no pop-up blocker). A click
// before they arrived starts once they have.
import type * as Click from "./play-click.ts";
import { quietIfOffline, refuseIfOffline } from "../pwa/index.ts";

const playButton = (e: Event): HTMLElement | null =>
  e.target instanceof Element ? e.target.closest<HTMLElement>("[data-play]") : null;

let click: typeof Click | null = null;
let loading: Promise<typeof Click> | null = null;
// A failed load (offline) is forgotten, so the next press tries again.
const loadClick = () =>
  (loading ??= import("./play-click.ts").then(
    (m) => (click = m),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

// Once per root: every component that renders a play button carries this script (PlayButton.astro).
const installed = new WeakSet<Document | HTMLElement>();

export function installPlayButtons(root: Document | HTMLElement): void {
  if (installed.has(root)) return;
  installed.add(root);
  const warm = (e: Event) => {
    // Offline, a failed warm-up is quiet: the press tries again and says why it cannot start.
    if (playButton(e))
      void loadClick()
        .then((m) => m.preloadPlay())
        .catch(quietIfOffline);
  };
  for (const type of ["pointerover", "pointerdown", "touchstart", "focusin"])
    root.addEventListener(type, warm, { passive: true });
  root.addEventListener("click", (e) => {
    const el = playButton(e);
    if (!el) return;
    e.preventDefault(); // a <button type="button">: nothing else to do by default
    if (click) click.playButton(el);
    // Offline with the code never loaded: the refusal a game start gives offline, not nothing.
    else void loadClick().then((m) => m.playButton(el), refuseIfOffline);
  });
}
