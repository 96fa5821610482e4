// Ships to server and browser (pure). Where a site path opens (spec 000 §2, spec 001 §2): paths starting with
// user, proxy or fastPayment open in a 1500×800 window on desktop and in the same window elsewhere. Used by the
// account menu and the carousel's banners.
import { GAME_WINDOW } from "../config/constants.ts";

export type PopupName = "user" | "agent" | "fastPayment";

/** The window a path belongs to (spec 000 §2), or null for an ordinary page. */
export function popupNameOf(path: string): PopupName | null {
  const m = /^\/(user|proxy|fastPayment)(?:[/?#]|$)/.exec(path);
  if (!m) return null;
  return m[1] === "user" ? "user" : m[1] === "proxy" ? "agent" : "fastPayment";
}

export type OpenTarget = { kind: "same" } | { kind: "window"; name: PopupName; features: string };

/**
 * Where an entry opens: in its own 1500×800 window on desktop, in the same window on mobile, and in place
 * when the page already is that window's section (a member moving inside the member centre).
 */
export function openTarget(path: string, currentPath: string, layout: "desktop" | "mobile"): OpenTarget {
  const name = popupNameOf(path);
  if (!name || layout !== "desktop" || popupNameOf(currentPath) === name) return { kind: "same" };
  return { kind: "window", name, features: `width=${GAME_WINDOW.width},height=${GAME_WINDOW.height}` };
}
