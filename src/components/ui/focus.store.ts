// Browser (inert on the server). Moves the keyboard focus after a session change (rules in focus-request.ts):
// the store that changes the session asks, this waits until the target element is on the page (islands
// re-render after the atoms change, in their own time) and focuses it. A request may outlive the page's own
// navigation (a logout goes to /): it is kept in sessionStorage and resumed once on the next page.
import { takeSessionItem } from "../../lib/storage/storage.ts";
import { CARRY_KEY } from "./focus-carry.ts";
import { FOCUS_TARGET_SELECTORS, parseCarriedFocus, serializeCarriedFocus, type FocusTarget } from "./focus-request.ts";
/** How long to wait for the target to render before giving up (the member may have moved on). */
const WAIT_MS = 5000;

let stopWaiting: (() => void) | null = null;

/** The first matching element that is rendered (a display:none copy for the other layout cannot take focus). */
function findTarget(target: FocusTarget): HTMLElement | null {
  for (const el of document.querySelectorAll<HTMLElement>(FOCUS_TARGET_SELECTORS[target]))
    if (el.getClientRects().length > 0) return el;
  return null;
}

function focusWhenPresent(target: FocusTarget): void {
  stopWaiting?.();
  const attempt = (): boolean => {
    const el = findTarget(target);
    if (!el) return false;
    el.focus();
    return document.activeElement === el;
  };
  if (attempt()) return;
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    if (stopWaiting === stop) stopWaiting = null;
  };
  stopWaiting = stop;
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
}

/**
 * Focuses the target as soon as it renders. `acrossNavigation` also keeps the request for the next page of
 * this tab, read there by resumeCarriedFocus().
 */
export function requestFocus(target: FocusTarget, options: { acrossNavigation?: boolean } = {}): void {
  if (typeof document === "undefined") return;
  if (options.acrossNavigation) {
    try {
      sessionStorage.setItem(CARRY_KEY, serializeCarriedFocus(target, Date.now()));
    } catch {
      // storage blocked: the focus moves on this page only
    }
  }
  focusWhenPresent(target);
}

/** Called once per page: finishes a focus request that the previous page of this tab carried over. */
export function resumeCarriedFocus(): void {
  if (typeof document === "undefined") return;
  const raw = takeSessionItem(CARRY_KEY);
  const target = parseCarriedFocus(raw, Date.now());
  if (target) focusWhenPresent(target);
}
