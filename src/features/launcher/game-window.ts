// Browser. Opens a provider's (or a payment page's) window without an opener: a page loaded into it must not reach
// the lobby through `window.opener` (navigate it — tab-nabbing — or send it to /authCallback with another
// member's token). The window still opens inside the click (no pop-up blocker) and the lobby keeps its handle,
// so the 500 ms poll still notices when the member closes it (spec 000 §4 leaving, §9 window polling).

/**
 * Cuts the window's opener. Right after `window.open` its document is the initial about:blank, of the lobby's
 * origin, so the lobby may set its `opener`; null disowns the opener of the browsing context itself, for every
 * page it loads later. False when it could not (a reused window already showing another origin).
 */
export function cutOpener(win: Window): boolean {
  try {
    // `opener` is settable on a same-origin window; null disowns it for good (HTML: the opener attribute setter).
    (win as { opener: unknown }).opener = null;
    return win.opener === null;
  } catch {
    return false;
  }
}

/**
 * Opens `url` in the window named `name`, without an opener. A window the lobby still holds (a game switched on
 * desktop) is reused and sent to `url` while it shows a page of this site. Once its opener is cut, a window on
 * another origin may be neither navigated from here nor found by its name (Chromium opens a second one): it is
 * closed and a fresh window takes its place. Null when the browser refused the pop-up.
 */
export function openWithoutOpener(url: string, name: string, features: string, held?: Window): Window | null {
  let target = name;
  if (held && !held.closed) {
    try {
      held.location.replace(url);
      held.focus();
      return held;
    } catch {
      // Another origin's page (the provider's): not ours to navigate any more.
      try {
        held.close();
      } catch {
        // already gone
      }
      // The closing window may still answer to its name for a moment.
      target = "_blank";
    }
  }
  const win = window.open(url, target, features);
  if (!win) return null;
  if (!cutOpener(win)) {
    // A window found by name that already shows another origin (not one this page opened): its opener cannot
    // be cut from here, so it is not used (the launcher then falls back to its full-page player).
    try {
      win.close();
    } catch {
      // already gone
    }
    return null;
  }
  return win;
}
