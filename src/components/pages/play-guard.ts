// Browser only. /play (spec 000 §2): reaching the player while no game runs leaves to the home page at once,
// before the player's island loads. The page open type stores the game in sessionStorage (features/launcher).
import { STORAGE } from "../../lib/config/keys.ts";

function playing(): boolean {
  try {
    return sessionStorage.getItem(STORAGE.playUrl) !== null;
  } catch {
    return false;
  }
}
if (!playing()) {
  const prefix = document.documentElement.dataset["prefix"] ?? "";
  window.location.replace(`${prefix}/`);
}
