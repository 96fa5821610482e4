// Browser (inert on the server). Keeps the keyboard inside an open dialog (WCAG 2.4.3; DESIGN "Quality gates":
// log in and out by keyboard alone): Tab and Shift+Tab cycle inside, and when dialogs stack (a terms dialog over
// sign-up) only the newest one traps and answers Escape. Focus goes to the first field (else the first control,
// else the panel) and returns, when the dialog closes, to where it was. Not a native <dialog>.showModal(): its
// top layer would cover the toasts, and browsers close it on a repeated Escape even where a forced step must
// stay open.
// The first focus, Escape and the return are done here; the Tab cycling is the `focus-trap` library's, loaded
// on the first Tab (or the first focus that leaves a dialog), not with the dialog: the promotion pop-up opens on
// a visitor's first load, and the library is 6.6 KB of the home page's JS budget (DESIGN). Until it has
// arrived, this module moves the focus itself, so the trap holds from that very first Tab.
import type * as FocusTrapLibrary from "focus-trap";
import type { FocusTrap } from "focus-trap";
import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of `root` that take focus, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute("inert"));
}

export interface FocusTrapOptions {
  /** Called on Escape while this trap is the newest one; omitted: Escape is left to the page (a forced step). */
  onEscape?: (() => void) | undefined;
  /** Where focus starts; default the first field, else the first control, else the panel. */
  initialFocus?: () => HTMLElement | null;
}

/** One open dialog, oldest first in `stack`; `trap` once the library has arrived. */
interface Entry {
  root: HTMLElement;
  options: { current: FocusTrapOptions };
  firstFocus: () => HTMLElement;
  /** The last element focused inside (where focus goes back to when it escapes before the library is here). */
  last: HTMLElement | null;
  trap?: FocusTrap;
}

const stack: Entry[] = [];
let library: typeof FocusTrapLibrary | undefined;
let loading: Promise<void> | undefined;

const top = (): Entry | undefined => stack[stack.length - 1];

function contains(root: HTMLElement, node: EventTarget | null): node is HTMLElement {
  return node instanceof Node && root.contains(node) && node instanceof HTMLElement;
}

/**
 * A library trap for `entry`. `quiet`: activate without moving the focus (a dialog under the newest one,
 * trapped late); otherwise the focus stays where it is inside, else goes to the first focus.
 */
function libraryTrap(lib: typeof FocusTrapLibrary, entry: Entry, quiet: boolean): FocusTrap {
  let silent = quiet;
  return lib.createFocusTrap(entry.root, {
    initialFocus: () => {
      if (silent) {
        silent = false;
        return false;
      }
      const active = document.activeElement;
      return contains(entry.root, active) ? active : entry.firstFocus();
    },
    fallbackFocus: entry.root,
    delayInitialFocus: false, // the first field has focus as soon as the dialog shows
    returnFocusOnDeactivate: false, // done by the hook, at once, before a focus request of the page (focus.store.ts)
    allowOutsideClick: true, // toasts stay clickable; the backdrop's own click decides about closing
    escapeDeactivates: false, // Escape: onKeyUpOrDown below, the same before and after the library arrives
    // Layout-free visibility, and candidates found by walking the tree (getShadowRoot) rather than one
    // selector-list query: real browsers and jsdom (the DOM tests) then agree on what takes focus, in order.
    tabbableOptions: { displayCheck: "none", getShadowRoot: true },
  });
}

/** Loads the library once, then traps every open dialog with it, oldest first (its stack pauses the older). */
function loadLibrary(): void {
  loading ??= import("focus-trap").then(
    (lib) => {
      library = lib;
      stack.forEach((entry, i) => {
        entry.trap = libraryTrap(lib, entry, i < stack.length - 1).activate();
      });
    },
    () => {
      loading = undefined; // offline for a moment: the next Tab tries again; until then the focus is moved here
    },
  );
}

/** Tab before the library arrives: the next (Shift: previous) control inside the newest dialog, wrapping. */
function onTab(e: KeyboardEvent): void {
  const entry = top();
  if (e.key !== "Tab" || !entry || entry.trap) return;
  loadLibrary();
  const list = focusables(entry.root);
  e.preventDefault();
  if (list.length === 0) {
    entry.root.focus();
    return;
  }
  const at = list.indexOf(document.activeElement as HTMLElement);
  const next = e.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : at < 0 || at === list.length - 1 ? 0 : at + 1;
  list[next]?.focus();
}

/** Focus that leaves the newest dialog before the library arrives goes back to where it was inside. */
function onFocusIn(e: FocusEvent): void {
  const entry = top();
  if (!entry || entry.trap) return;
  if (contains(entry.root, e.target)) {
    entry.last = e.target;
    return;
  }
  if (e.target instanceof Document) return; // Firefox focuses the document for a moment when leaving an iframe
  loadLibrary();
  const back = entry.last && entry.root.contains(entry.last) ? entry.last : entry.firstFocus();
  back.focus();
}

/**
 * Escape goes to the newest dialog only, after the dialog's own handlers (bubble phase on the document, as
 * focus-trap did), and stops there: the newest toast stays (Toaster listens on window).
 */
function onKeyUpOrDown(e: KeyboardEvent): void {
  if (e.key !== "Escape" && e.key !== "Esc") return;
  const onEscape = top()?.options.current.onEscape;
  if (!onEscape) return; // a forced step: Escape is left to the page
  e.stopPropagation();
  onEscape();
}

function listen(on: boolean): void {
  if (on) {
    document.addEventListener("keydown", onTab, true);
    document.addEventListener("focusin", onFocusIn, true);
    document.addEventListener("keydown", onKeyUpOrDown);
  } else {
    document.removeEventListener("keydown", onTab, true);
    document.removeEventListener("focusin", onFocusIn, true);
    document.removeEventListener("keydown", onKeyUpOrDown);
  }
}

/**
 * Traps focus in `panel` while `active`. The options are read when a key is pressed, so a new onEscape each render
 * does not restart the trap.
 */
export function useFocusTrap(
  panel: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  const latest = useRef(options);
  latest.current = options;
  const escapable = options.onEscape !== undefined;

  useEffect(() => {
    const root = panel.current;
    if (!active || !root) return;
    const previous = document.activeElement as HTMLElement | null;
    const entry: Entry = {
      root,
      options: latest,
      firstFocus: () =>
        latest.current.initialFocus?.() ??
        focusables(root).find((el) => el.tagName === "INPUT") ??
        focusables(root)[0] ??
        root,
      last: null,
    };
    if (stack.length === 0) listen(true);
    stack.push(entry);
    entry.firstFocus().focus();
    // The library already here (an earlier Tab): trap at once, as the newest (its stack pauses the others).
    if (library) entry.trap = libraryTrap(library, entry, false).activate();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      entry.trap?.deactivate();
      stack.splice(stack.indexOf(entry), 1);
      if (stack.length === 0) listen(false);
      document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [panel, active, escapable]);
}
