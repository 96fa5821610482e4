// Browser. The reality check while a member's game is open (any open type): asks the platform about the play
// session, waits by the platform's clock (the answer's own `now`, never the device's clock alone) until the next
// planned check, asks again when the tab comes to the front or the platform says a check is due, then shows the
// dialog with the time played and the net position. "Keep playing" acknowledges it; "Stop" acknowledges and quits
// the game through the launcher; "Take a break" asks for the time-out's length in one dialog, starts it, closes the
// game and logs out. While it is open it is the
// priority dialog, so no promotion pop-up shows (components/ui/priority-dialog.ts).
//
// Window open type (our decision): the game runs in a separate window on the provider's page, where the site
// cannot draw. The dialog opens in this (the opener's) tab, which asks the browser for focus; and the platform
// refuses the game's next bet while a check is due and unacknowledged, so the game window itself says "see the
// main window" (sandbox/games spin, reason reality_check). "Keep playing" brings the game window back to the front.
import { atom } from "nanostores";
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import { $priorityDialog } from "../../components/ui/priority-dialog.ts";
import type { PlaySession } from "../../contract/limits.ts";
import { ackRealityCheck, getPlaySession } from "../limits/index.ts";
import { realityStep } from "./reality.machine.ts";
import { logout } from "../../lib/session/index.ts";
import { showToast } from "../../components/ui/toast.store.ts";
import type { Message } from "../../lib/i18n/message.ts";

export const $realityCheck = atom<PlaySession | null>(null);
export const REALITY_DIALOG = "reality-check";

let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;

function open(session: PlaySession | null): void {
  $realityCheck.set(session);
  $priorityDialog.set(session ? REALITY_DIALOG : null);
}

async function check(): Promise<void> {
  clearTimeout(timer);
  if (!running) return;
  let session: PlaySession;
  try {
    session = await getPlaySession();
  } catch {
    // the platform did not answer: try again in a minute
    timer = setTimeout(() => void check(), 60_000);
    return;
  }
  if (!running) return;
  const step = realityStep(session, 0);
  if (step.kind === "show") {
    open(session);
    try {
      window.focus();
    } catch {
      // a browser may refuse; the game window's next bet says where to look
    }
  } else if (step.kind === "wait") timer = setTimeout(() => void check(), step.ms);
}

/** Starts watching while a game is open; returns the stop. */
export function startRealityCheck(): () => void {
  if (running) return () => undefined;
  running = true;
  void check();
  const again = () => {
    if (document.visibilityState === "visible" && $realityCheck.get() === null) void check();
  };
  // The platform held a round for a due check (the game may be in its own window): show it now.
  const offDue = platformEvents.on("reality_check.due", () => {
    if ($realityCheck.get() === null) void check();
  });
  document.addEventListener("visibilitychange", again);
  window.addEventListener("focus", again);
  return () => {
    running = false;
    clearTimeout(timer);
    offDue();
    document.removeEventListener("visibilitychange", again);
    window.removeEventListener("focus", again);
    open(null);
  };
}

async function acknowledge(): Promise<void> {
  try {
    await ackRealityCheck();
  } catch {
    // the next check asks again
  }
}

export async function keepPlaying(): Promise<void> {
  open(null);
  await acknowledge();
  void check();
}

/** "Stop": acknowledged, then `quit` (the launcher's quit, passed in by its host) ends the game. */
export async function stopPlaying(quit: () => Promise<void>): Promise<void> {
  open(null);
  await acknowledge();
  await quit();
}

/**
 * "Take a break" started the time-out (the member chose its length in TakeBreakDialog): the platform has ended every
 * session and closed the game there; here the game closes, the tab logs out and says until when.
 */
export async function breakStarted(quit: () => Promise<void>, message: Message): Promise<void> {
  open(null);
  try {
    await quit();
  } catch {
    // the platform already closed the game with the session
  }
  await logout({ reason: "elsewhere", callServer: false, navigate: false });
  showToast("info", message);
}
