// Browser only. /close, the lobby return address given to game providers (spec 000 §2): in the modal's or /play's
// frame it tells the page holding it (which quits the game); at the top of a window or tab it ends the game itself
// (leave1) and closes the game window, or, in a tab of its own (redirect type), returns to the lobby.
import { STORAGE } from "../../lib/config/keys.ts";
import { readItem, removeItem } from "../../lib/storage/storage.ts";
import { GAME_CLOSED_MESSAGE } from "./player-record.ts";

const message = { type: GAME_CLOSED_MESSAGE };

function tell(win: Window): boolean {
  try {
    win.postMessage(message, window.location.origin);
    return true;
  } catch {
    return false;
  }
}

/**
 * The game window is opened without an opener (game-window.ts), so it cannot tell the lobby: it ends the game
 * itself, so the money comes back even when the lobby tab is gone (navigated, reloaded, discarded by a phone),
 * then closes. A lobby still holding the window notices the close within 500 ms and runs its own quit step
 * (spec 000 §4, §9); leave1 twice is harmless.
 */
async function endHere(home: string): Promise<void> {
  if (readItem(STORAGE.isPlay) === "true" && readItem(STORAGE.token)) {
    removeItem(STORAGE.isPlay);
    try {
      const { leaveAny } = await import("./launcher.calls.ts");
      await leaveAny();
    } catch {
      // the lobby's balance refresh shows where the money is
    }
  }
  // A window a script opened may close itself; a tab the member opened may not (closed stays false).
  window.close();
  if (!window.closed) window.location.replace(home);
}

/** What /close does when it loads: tell the lobby holding it, or end the game here. */
export function answerClose(): void {
  if (window.opener && window.opener !== window && tell(window.opener as Window)) {
    window.close();
  } else if (window.parent !== window) {
    tell(window.parent);
  } else {
    void endHere(`${document.documentElement.dataset["prefix"] ?? ""}/`);
  }
}
