// Island piece. The 4-digit withdraw password in four boxes (spec 001 §5, §9): digits only, typing moves
// on, Backspace moves back, pasting fills every box.
import { useId, useRef } from "react";
import { LIMITS } from "../../lib/config/constants.ts";
import { useT } from "./i18n.ts";
import "./ui.css";

export interface PinInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  length?: number;
  error?: string | null | undefined;
  /** Masks the digits (withdraw passwords). */
  secret?: boolean;
  id?: string;
}

export function sanitizePin(raw: string, length: number): string {
  return raw.replace(/\D/g, "").slice(0, length);
}

export default function PinInput({
  label,
  value,
  onChange,
  length = LIMITS.withdrawPasswordDigits,
  error,
  secret = true,
  id,
}: PinInputProps) {
  const auto = useId();
  const base = id ?? auto;
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const t = useT();
  const digits = Array.from({ length }, (_, i) => value[i] ?? "");

  const setAt = (i: number, d: string) => {
    const chars = digits.slice();
    chars[i] = d;
    onChange(sanitizePin(chars.join(""), length));
  };

  return (
    <div className={`ui-field ui-pin${error ? " ui-field--error" : ""}`}>
      <span className="ui-field__label" id={`${base}-label`}>
        {label}
      </span>
      <div
        className="ui-pin__boxes"
        role="group"
        aria-labelledby={`${base}-label`}
        {...(error ? { "aria-describedby": `${base}-error` } : {})}
      >
        {digits.map((d, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className="ui-pin__box"
            type={secret ? "password" : "text"}
            inputMode="numeric"
            autoComplete="off"
            maxLength={1}
            value={d}
            aria-label={t("ui.pin.digit", { n: i + 1, total: length })}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              const v = e.target.value.replace(/\D/g, "");
              if (v.length > 1) {
                onChange(sanitizePin(value.slice(0, i) + v, length));
                refs.current[Math.min(length - 1, i + v.length)]?.focus();
                return;
              }
              setAt(i, v);
              if (v && i < length - 1) refs.current[i + 1]?.focus();
            }}
            onKeyDown={(e) => {
              if (e.key === "Backspace" && !digits[i] && i > 0) {
                e.preventDefault();
                setAt(i - 1, "");
                refs.current[i - 1]?.focus();
              }
            }}
            onPaste={(e) => {
              const text = sanitizePin(e.clipboardData.getData("text"), length);
              if (!text) return;
              e.preventDefault();
              onChange(text);
              refs.current[Math.min(length - 1, text.length)]?.focus();
            }}
          />
        ))}
      </div>
      {error && (
        <p id={`${base}-error`} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
