// Browser. Starts a found game through the launcher (spec 000 §4): synchronously inside the click, so a desktop
// game window opens before any pop-up blocker objects; a logged-out visitor gets the launcher's login prompt. A
// failure the launcher throws becomes a toast, as on the game tiles.
import { showToast } from "../../components/ui/toast.store.ts";
import type { GameTarget } from "../launcher/index.ts";
import { startGame } from "../launcher/client.ts";

export function playHit(target: GameTarget): void {
  try {
    startGame(target);
  } catch (error) {
    console.error(error);
    showToast("error", { key: "catalogue.play.failed" });
  }
}
