// Browser (inert on the server). Keeps the keyboard inside an open dialog (WCAG 2.4.3; DESIGN "Quality gates":
// log in and out by keyboard alone) with the `focus-trap` library: Tab and Shift+Tab cycle inside, and when
// dialogs stack (a terms dialog over sign-up) only the newest one traps and answers Escape (focus-trap's stack
// pauses the others). Focus goes to the first field (else the first control, else the panel) and returns, when the
// dialog closes, to where it was. Not a native <dialog>.showModal(): its top layer would cover the toasts, and
// browsers close it on a repeated Escape even where a forced step must stay open.
import { createFocusTrap, type FocusTrap } from "focus-trap";
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
    const firstFocus = () =>
      latest.current.initialFocus?.() ??
      focusables(root).find((el) => el.tagName === "INPUT") ??
      focusables(root)[0] ??
      root;
    let trap: FocusTrap | undefined = createFocusTrap(root, {
      initialFocus: firstFocus,
      fallbackFocus: root,
      delayInitialFocus: false, // the first field has focus as soon as the dialog shows
      returnFocusOnDeactivate: false, // done below, at once, before a focus request of the page (focus.store.ts)
      allowOutsideClick: true, // toasts stay clickable; the backdrop's own click decides about closing
      escapeDeactivates: (e) => {
        const onEscape = latest.current.onEscape;
        if (onEscape) {
          e.stopPropagation();
          onEscape();
        }
        return false; // the dialog's owner closes it, which ends the trap
      },
      // Layout-free visibility, and candidates found by walking the tree (getShadowRoot) rather than one
      // selector-list query: real browsers and jsdom (the DOM tests) then agree on what takes focus, in order.
      tabbableOptions: { displayCheck: "none", getShadowRoot: true },
    });
    trap.activate();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      trap?.deactivate();
      trap = undefined;
      document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [panel, active, escapable]);
}
