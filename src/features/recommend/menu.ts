// Browser. The member-centre menu's recommend_award group (spec 001 §2, §6): CentreLayout renders it
// hidden (data-recommend-menu); it shows only while the recommend flag is on (watching it mounts the flag,
// which recommend.store.ts keeps current once the session is ready). Returns the cleanup.
import { $recommendVisible } from "./recommend-visible.ts";

export function watchRecommendMenu(): () => void {
  return $recommendVisible.subscribe((visible) => {
    for (const el of document.querySelectorAll<HTMLElement>("[data-recommend-menu]")) el.hidden = !visible;
  });
}
