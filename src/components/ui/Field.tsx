// Island piece. A labelled input with its error text tied by aria-describedby and aria-invalid.
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from "react";
import "./ui.css";

/**
 * What an input asks for, and so the keyboard and the autofill it gets. A prop given beside `kind` wins (a phone
 * that is not a national number: `kind="phone" autoComplete="tel"`).
 */
const KINDS = {
  account: { autoComplete: "username", autoCapitalize: "none" },
  currentPassword: { type: "password", autoComplete: "current-password" },
  email: { type: "email", inputMode: "email", autoComplete: "email" },
  phone: { type: "tel", inputMode: "numeric", autoComplete: "tel-national" },
  captcha: { inputMode: "numeric", autoComplete: "off" },
  amount: { inputMode: "decimal", autoComplete: "off" },
  smsCode: { inputMode: "numeric", autoComplete: "one-time-code" },
} as const satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  hint?: string | undefined;
  /** Something beside the input (a captcha image, a show-password button). */
  addon?: ReactNode;
  kind?: keyof typeof KINDS;
}

/** The attributes an input, a select or a text area shares: its id, value and change, and the ARIA that ties its texts. */
function controlProps(
  id: string,
  value: string,
  onChange: (value: string) => void,
  error: string | null | undefined,
  hint: string | undefined,
) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return {
    id,
    className: "ui-field__input",
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(e.target.value),
    "aria-invalid": error ? true : undefined,
    ...(described ? { "aria-describedby": described } : {}),
  };
}

/** The label above, the control, then its hint or its error (read out as it appears). */
function FieldFrame(props: {
  id: string;
  label: string;
  error: string | null | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  const { id, label, error, hint, className } = props;
  return (
    <div className={`ui-field${error ? " ui-field--error" : ""}${className ? ` ${className}` : ""}`}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {props.children}
      {hint && !error && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export default function Field({
  label,
  value,
  onChange,
  error,
  hint,
  addon,
  kind,
  id,
  className,
  ...rest
}: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="ui-field__row">
        <input {...controlProps(inputId, value, onChange, error, hint)} {...(kind ? KINDS[kind] : {})} {...rest} />
        {addon}
      </div>
    </FieldFrame>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  id?: string;
  error?: string | null | undefined;
}

/** The select variant: the same label, error and ARIA wiring as Field, with the choices as options. */
export function SelectField({ label, value, onChange, options, id, error }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <FieldFrame id={selectId} label={label} error={error}>
      <select {...controlProps(selectId, value, onChange, error, undefined)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id: string;
  error?: string | null | undefined;
  rows?: number;
  maxLength?: number;
  /** A class beside ui-field__input on the text area. */
  inputClassName?: string;
}

/** The text-area variant: the same label, error and ARIA wiring as Field, for a note of several lines. */
export function TextAreaField({
  label,
  value,
  onChange,
  id,
  error,
  rows,
  maxLength,
  inputClassName,
}: TextAreaFieldProps) {
  const props = controlProps(id, value, onChange, error, undefined);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        {...props}
        className={inputClassName ? `${props.className} ${inputClassName}` : props.className}
        rows={rows}
        maxLength={maxLength}
      />
    </FieldFrame>
  );
}
