// Browser. The member-centre menu's recommend_award group (spec 001 §2, §6; issue 11): CentreLayout renders it
// hidden (data-recommend-menu); it shows only while the recommend flag is on (the flag is kept by
// recommend.store.ts, started with the account flows). Returns the cleanup.
import { $recommendVisible } from "./recommend.store.ts";

export function watchRecommendMenu(): () => void {
  return $recommendVisible.subscribe((visible) => {
    for (const el of document.querySelectorAll<HTMLElement>("[data-recommend-menu]")) el.hidden = !visible;
  });
}
