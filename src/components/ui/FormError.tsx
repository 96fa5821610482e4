// Island piece. The one form alert: a message about the whole form (or a load that failed), read out as it
// appears (role="alert"). `message` is a Message (translated here) or a text already translated; nothing
// renders without one. `focusable` makes it the target a form moves focus to when the error is not on a field.
// Beside it, StatusNote: news about the form that is not an error (saved, queued, brought back), read out politely.
import { messageText, type Message } from "../../lib/i18n/message.ts";
import { useT } from "./i18n.ts";
import "./ui.css";

export interface FormErrorProps {
  message: Message | string | null | undefined | false;
  className?: string;
  focusable?: boolean;
  testId?: string;
}

export default function FormError({ message, className, focusable, testId }: FormErrorProps) {
  const t = useT();
  if (!message) return null;
  return (
    <p
      className={className ? `ui-form-error ${className}` : "ui-form-error"}
      role="alert"
      {...(focusable ? { tabIndex: -1, "data-form-error": true } : {})}
      {...(testId ? { "data-testid": testId } : {})}
    >
      {typeof message === "string" ? message : messageText(t, message)}
    </p>
  );
}

/** A message that is news, not an error (role="status"); nothing renders without one. */
export function StatusNote({ message, className }: { message: Message | null | undefined | false; className: string }) {
  const t = useT();
  if (!message) return null;
  return (
    <p className={className} role="status">
      {messageText(t, message)}
    </p>
  );
}
