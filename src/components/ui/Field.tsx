// Island piece. A labelled input with its error text tied by aria-describedby and aria-invalid.
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
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
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={`ui-field${error ? " ui-field--error" : ""}${className ? ` ${className}` : ""}`}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-field__row">
        <input
          id={inputId}
          className="ui-field__input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          {...(described ? { "aria-describedby": described } : {})}
          {...(kind ? KINDS[kind] : {})}
          {...rest}
        />
        {addon}
      </div>
      {hint && !error && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
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
  const errorId = `${selectId}-error`;
  return (
    <div className={`ui-field${error ? " ui-field--error" : ""}`}>
      <label className="ui-field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="ui-field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        {...(error ? { "aria-describedby": errorId } : {})}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
