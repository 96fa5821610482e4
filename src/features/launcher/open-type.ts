// Browser and server (pure). How a game opens (spec 000 §4 open types, §5 "Mobile opens games in a window, or
// in redirect mode in a LINE browser. Some provider and game-type pairs force window or modal").
export type OpenType = "window" | "modal" | "page" | "redirect";
/** The launcher's view of the device: desktop or mobile web, or an installed app/PWA (no pop-up windows). */
export type LaunchDevice = "desktop" | "mobile" | "app";
export type LaunchBrowser = "line" | "other";

/** Provider-and-game-type codes (`{gp_id}_{gt_id}`, spec 000 §9 "GPNL_3, GPBB_3") forcing an open type. */
export interface OpenTypeConfig {
  forceWindow: readonly string[];
  forceModal: readonly string[];
}

/**
 * The forced lists are "configured and not shown" (spec 000 §5): our configuration, in this one place.
 * GPNL live tables insist on a window of their own; GPBB's live lobby runs framed in the modal.
 */
export const OPEN_TYPE_CONFIG: OpenTypeConfig = {
  forceWindow: ["GPNL_3"],
  forceModal: ["GPBB_3"],
};

/** The in-app browser of LINE announces itself as ` Line/<version>` in its user agent. */
export function launchBrowser(userAgent: string): LaunchBrowser {
  return /\sLine\/[\d.]+/i.test(userAgent) ? "line" : "other";
}

/**
 * The open type of a game (spec 000 §4, §5):
 * - a forced-modal pair opens in the modal everywhere (an iframe works in every browser);
 * - the LINE in-app browser cannot hold a second window: redirect, even for a forced-window pair;
 * - a forced-window pair opens in a window;
 * - desktop and mobile web open a window (desktop: the 1500×800 pop-up);
 * - an installed app or PWA has no pop-up windows: the full-page player /play (our decision).
 */
export function openTypeFor(
  device: LaunchDevice,
  browser: LaunchBrowser,
  gpId: string,
  gtId: number,
  config: OpenTypeConfig = OPEN_TYPE_CONFIG,
): OpenType {
  const pair = `${gpId}_${gtId}`;
  if (config.forceModal.includes(pair)) return "modal";
  if (browser === "line" && device !== "desktop") return "redirect";
  if (config.forceWindow.includes(pair)) return "window";
  if (device === "app") return "page";
  return "window";
}
