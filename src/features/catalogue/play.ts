// Browser. Starts a game from a tile through the launcher (features/launcher client.ts). startGame runs
// synchronously inside the click (spec 000 §4: a desktop window is opened at once so no pop-up blocker stops
// it); a failure the launcher itself throws becomes a toast rather than a dead button.
import { showToast } from "../../components/ui/toast.store.ts";
import type { GameTarget } from "../launcher/index.ts";
import { startGame } from "../launcher/client.ts";

export { targetOf } from "./play-target.ts";

export function playTarget(target: GameTarget, demo = false): void {
  try {
    startGame(target, { demo });
  } catch (error) {
    console.error(error);
    showToast("error", { key: "catalogue.play.failed" });
  }
}
