// Island piece. An accessible dialog: role=dialog, aria-modal, labelled by its title, focus kept inside
// (Tab cycles), Escape closes, focus returns to where it was. Full-width bottom sheet below 992 px (CSS).
// The close button's name comes as a prop, so an island on a visitor's first load (the promotion pop-up) shows
// a dialog without i18next (DESIGN JS budget); Modal.tsx is the same dialog naming it through i18next.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { MESSAGE_BOX_Z_INDEX } from "../../lib/config/constants.ts";
import "./ui.css";

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra description element id for aria-describedby. */
  describedBy?: string;
  /** false hides the close button and ignores Escape (a forced step). */
  dismissible?: boolean;
  size?: "sm" | "md";
  /** Stacks above other modals. */
  level?: number;
  testId?: string;
}

export interface ModalFrameProps extends ModalProps {
  /** The accessible name of the close button (ui.close). */
  closeLabel: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute("inert"));
}

/** Open modals, innermost last: only the top one answers Escape and traps Tab (a terms modal over sign-up). */
const openStack: object[] = [];

export default function ModalFrame(props: ModalFrameProps) {
  const { open, title, onClose, children, dismissible = true, size = "sm", level = 0 } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const root = panel.current;
    if (root) {
      const first = focusables(root).find((el) => el.tagName === "INPUT") ?? focusables(root)[0] ?? root;
      first.focus();
    }
    const token = {};
    openStack.push(token);
    const onKey = (e: KeyboardEvent) => {
      const r = panel.current;
      if (!r || openStack[openStack.length - 1] !== token) return;
      if (e.key === "Escape" && dismissible) {
        e.stopPropagation();
        closeRef.current();
        return;
      }
      if (e.key !== "Tab") return;
      const items = focusables(r);
      if (items.length === 0) return e.preventDefault();
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !r.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !r.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey, true);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      openStack.splice(openStack.indexOf(token), 1);
      document.removeEventListener("keydown", onKey, true);
      document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, dismissible]);

  if (!open || typeof document === "undefined") return null;
  return createPortal(
    <div
      className="ui-modal-backdrop"
      style={{ zIndex: MESSAGE_BOX_Z_INDEX + level }}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget && dismissible) onClose();
      }}
    >
      <div
        ref={panel}
        className={`ui-modal ui-modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        {...(props.describedBy ? { "aria-describedby": props.describedBy } : {})}
        tabIndex={-1}
        data-testid={props.testId}
      >
        <div className="ui-modal__head">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {dismissible && (
            <button type="button" className="ui-modal__close" aria-label={props.closeLabel} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <div className="ui-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
