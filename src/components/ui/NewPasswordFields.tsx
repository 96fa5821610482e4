// Island piece. A new password and its confirmation (spec 001 §5: 6-12 characters, typed twice): two masked
// fields that browsers' password managers know as a new password. The forms that set a password use it: change
// password, transfer validation's reset, forgotten password.
import Field from "./Field.tsx";
import { useT, type LocaleKey } from "./i18n.ts";

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onChange: (field: "password" | "confirm", value: string) => void;
  errors: { password?: string | null | undefined; confirm?: string | null | undefined };
  /** The two labels; "New password" and "Confirm new password" unless the form names them its own way. */
  labels?: { password: LocaleKey; confirm: LocaleKey };
  /** Under the first field, e.g. the password rule. */
  hint?: string;
  maxLength?: number;
}

const DEFAULT_LABELS = { password: "auth.field.new_password", confirm: "auth.field.confirm_password" } as const;

export default function NewPasswordFields({
  password,
  confirm,
  onChange,
  errors,
  labels = DEFAULT_LABELS,
  hint,
  maxLength,
}: NewPasswordFieldsProps) {
  const t = useT();
  const common = { type: "password", autoComplete: "new-password", ...(maxLength ? { maxLength } : {}) } as const;
  return (
    <>
      {(["password", "confirm"] as const).map((field) => (
        <Field
          key={field}
          {...common}
          label={t(labels[field])}
          value={field === "password" ? password : confirm}
          onChange={(v) => onChange(field, v)}
          error={errors[field]}
          hint={field === "password" ? hint : undefined}
        />
      ))}
    </>
  );
}
