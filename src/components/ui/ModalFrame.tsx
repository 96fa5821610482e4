// Island piece. An accessible dialog: role=dialog, aria-modal, labelled by its title, focus kept inside
// (Tab cycles), Escape closes, focus returns to where it was; stacked dialogs: the newest traps (focus-trap.ts).
// Full-width bottom sheet below 992 px (CSS).
// The close button's name comes as a prop, so an island on a visitor's first load (the promotion pop-up) shows
// a dialog without i18next (DESIGN JS budget); Modal.tsx is the same dialog naming it through i18next.
import { useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { MESSAGE_BOX_Z_INDEX } from "../../lib/config/constants.ts";
import { useFocusTrap } from "./focus-trap.ts";
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

export { focusables } from "./focus-trap.ts";

export default function ModalFrame(props: ModalFrameProps) {
  const { open, title, onClose, children, dismissible = true, size = "sm", level = 0 } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, { onEscape: dismissible ? onClose : undefined });

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
