// Island (also used inside ForcePasswordModal). Change of password: old, new (6-12), confirmation
// (spec 001 §5, §6). On /user/Info it is the mobile form of the forced change.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import Field from "../../components/ui/Field.tsx";
import { useHydrated, useT } from "../../components/ui/i18n.ts";
import { $isLoggedIn, $layout, $sessionReady } from "../../lib/session/session.store.ts";
import { $passwordForm, changePassword, resetPasswordForm, startAuth } from "./auth.store.ts";
import { hasErrors, validateNewPassword, type FieldErrors } from "./login.machine.ts";
import { noticeText } from "./notice.ts";

export default function ChangePasswordForm({ standalone = true }: { standalone?: boolean }) {
  const t = useT();
  const form = useStore($passwordForm);
  const loggedIn = useStore($isLoggedIn);
  const ready = useStore($sessionReady);
  const layout = useStore($layout);
  const mounted = useHydrated();
  const [old, setOld] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"old" | "password" | "confirm">>({});
  useEffect(() => {
    if (!mounted) return;
    if (standalone) startAuth();
    resetPasswordForm();
  }, [standalone, mounted]);
  // The server (and the hydrating render) show nothing: the session is only known in the browser.
  if (standalone && (!mounted || !ready || !loggedIn)) return null;
  const forced = layout?.first_login_to_change_password === 1;
  const submitting = form.status === "submitting";
  // The platform's refusal shows on the field it concerns (a rule's own error first), else above the button.
  const refused = form.status === "error" ? form : null;
  const fieldError = (field: "old" | "password" | "confirm"): string | null => {
    const rule = errors[field];
    if (rule) return t(rule);
    return refused?.field === field ? noticeText(t, refused.notice) : null;
  };
  const edit = (field: "old" | "password" | "confirm", set: (v: string) => void) => (value: string) => {
    set(value);
    if (refused?.field === field) resetPasswordForm(); // the member is fixing what the platform refused
  };
  return (
    <section className="auth-change-password" aria-labelledby="change-password-title">
      {standalone && (
        <h2 id="change-password-title" className="auth-section-title">
          {t("auth.password.change_title")}
        </h2>
      )}
      {forced && <p className="ui-text auth-forced">{t("auth.password.forced")}</p>}
      <form
        className="ui-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const errs = validateNewPassword({ old, password, confirm });
          setErrors(errs);
          if (hasErrors(errs)) return;
          void changePassword({ old, password, confirm }).then((ok) => {
            if (ok) {
              setOld("");
              setPassword("");
              setConfirm("");
            }
          });
        }}
      >
        <Field
          label={t("auth.field.old_password")}
          type="password"
          autoComplete="current-password"
          value={old}
          onChange={edit("old", setOld)}
          error={fieldError("old")}
        />
        <Field
          label={t("auth.field.new_password")}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={edit("password", setPassword)}
          error={fieldError("password")}
        />
        <Field
          label={t("auth.field.confirm_password")}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={edit("confirm", setConfirm)}
          error={fieldError("confirm")}
        />
        {refused && refused.field === null && (
          <p className="ui-form-error" role="alert">
            {noticeText(t, refused.notice)}
          </p>
        )}
        <button type="submit" className="ui-btn ui-btn--primary ui-btn--block" disabled={submitting}>
          {t("auth.password.save")}
        </button>
      </form>
    </section>
  );
}
