// Island piece. The member forms' common frame: a form that submits without the browser's own validation (the
// form's rules speak, in the page's language), and its foot — the refusal about the whole form above the submit
// button, which is disabled while the form is sent.
import type { ReactNode } from "react";
import { messageText, type Message } from "../../lib/i18n/message.ts";
import FormError, { type FormErrorProps } from "./FormError.tsx";
import type { T } from "./i18n.ts";

export default function SubmitForm({
  onSubmit,
  className = "ui-form",
  children,
}: {
  onSubmit: () => unknown;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export function SubmitFoot({
  message,
  busy,
  label,
  testId,
  block = true,
}: {
  message: FormErrorProps["message"];
  busy: boolean;
  label: string;
  testId?: string;
  /** The button spans the form (the default), or sits at its start. */
  block?: boolean;
}) {
  return (
    <>
      <FormError message={message} {...(testId ? { testId } : {})} />
      <button
        type="submit"
        className={block ? "ui-btn ui-btn--primary ui-btn--block" : "ui-btn ui-btn--primary"}
        disabled={busy}
      >
        {label}
      </button>
    </>
  );
}

/** A field's message in words, or null (no error). */
export function errorText(t: T): (m: Message | null | undefined) => string | null {
  return (m) => (m ? messageText(t, m) : null);
}

/** A field's value, input and error by its name, for `<Field {...bind("account")} />`. */
export function fieldBinder<K extends string>(
  values: Readonly<Record<K, string>>,
  input: (name: K, value: string) => void,
  error: (name: K) => string | null | undefined,
): (name: K) => { value: string; onChange: (value: string) => void; error: string | null | undefined } {
  return (name) => ({ value: values[name], onChange: (value) => input(name, value), error: error(name) });
}
