// Browser. Windows the site opened (agent, user, fast-payment, game), so logout closes them (spec 001 §4),
// and the one way a member, agent or fast-payment link is followed (spec 000 §2, spec 001 §2).
import type { OpenTarget } from "../../lib/routing/popup-path.ts";
import { sessionEvents } from "../../lib/session/session-events.ts";
export type WindowName = "agent" | "user" | "fastPayment" | "game" | "deposit" | "auth";

const opened = new Map<WindowName, Window>();

export function rememberWindow(name: WindowName, win: Window | null): void {
  if (win) opened.set(name, win);
}

export function openedWindow(name: WindowName): Window | undefined {
  const w = opened.get(name);
  return w && !w.closed ? w : undefined;
}

export function closeWindow(name: WindowName): void {
  const w = opened.get(name);
  opened.delete(name);
  try {
    if (w && !w.closed) w.close();
  } catch {
    // cross-origin or already gone
  }
}

/** Closes the agent, user and fast-payment windows (and any other the site opened). */
export function closeOpenedWindows(): void {
  for (const name of [...opened.keys()]) closeWindow(name);
}

// Every logout (here, in another tab, forced) closes them (spec 001 §4). A window is only ever remembered
// through this module, so listening from its first import hears every logout that has one to close.
sessionEvents.on("logout", closeOpenedWindows);

/**
 * Follows a link where openTarget said: its own 1500×800 window on desktop (remembered, focused), else this
 * window. A blocked pop-up still reaches the page, in this window. Call it inside the click (user activation).
 */
export function followPath(href: string, target: OpenTarget): void {
  if (target.kind === "same") {
    window.location.assign(href);
    return;
  }
  // A site window keeps its opener (it tells this page quickGame, spec 001 §4); anything else must not get a
  // handle on this page (tab-nabbing through opener.location), so it opens without one.
  if (new URL(href, window.location.href).origin !== window.location.origin) {
    window.open(href, "_blank", "noopener,noreferrer");
    return;
  }
  const win = window.open(href, target.name, target.features);
  if (!win) {
    window.location.assign(href);
    return;
  }
  rememberWindow(target.name, win);
  win.focus();
}
