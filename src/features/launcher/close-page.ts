// Browser only. /close, the lobby address given to game providers (spec 000 §2): in the game window it tells
// the lobby and closes; in the modal's or /play's frame it tells the page holding it (which quits the game);
// reached in this tab (redirect type) it ends the game here and returns to the lobby.
import { STORAGE } from "../../lib/config/keys.ts";
import { readItem, removeItem } from "../../lib/storage/storage.ts";
import { GAME_CLOSED_MESSAGE } from "./player-record.ts";

const home = `${document.documentElement.dataset["prefix"] ?? ""}/`;
const message = { type: GAME_CLOSED_MESSAGE };

function tell(win: Window): boolean {
  try {
    win.postMessage(message, window.location.origin);
    return true;
  } catch {
    return false;
  }
}

async function endHere(): Promise<void> {
  if (readItem(STORAGE.isPlay) === "true" && readItem(STORAGE.token)) {
    removeItem(STORAGE.isPlay);
    try {
      const { leaveAny } = await import("./launcher.calls.ts");
      await leaveAny();
    } catch {
      // the lobby's balance refresh shows where the money is
    }
  }
  window.location.replace(home);
}

if (window.opener && window.opener !== window && tell(window.opener as Window)) {
  window.close();
} else if (window.parent !== window) {
  tell(window.parent);
} else {
  void endHere();
}
