// Browser. What a click on a server-rendered game button runs (play-buttons.ts): read the target back from
// data-play and start it through the launcher. Loaded with the first sign that a game may be chosen, not with
// the page (DESIGN budget: home's JS before interaction).
import { parsePlayTarget } from "./play-target.ts";
import { playLazy, preloadPlay } from "./play-lazy.ts";

export { preloadPlay };

export function playButton(el: HTMLElement): void {
  const target = parsePlayTarget(el.dataset["play"]);
  if (target) playLazy(target);
}
