// Island (also used inside ForcePasswordModal). Change of password: old, new (6-12), confirmation
// (spec 001 §5, §6). On /user/Info it is the mobile form of the forced change.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import Field from "../../components/ui/Field.tsx";
import { useHydrated, useT } from "../../components/ui/i18n.ts";
import { useMemberKnown } from "../../components/ui/use-member-start.ts";
import { $layout } from "../../lib/session/session.store.ts";
import type { PasswordField } from "./codes.ts";
import { fieldMessage, formMessage } from "./password.machine.ts";
import { $password, inputPassword, resetPasswordForm, submitPasswordChange } from "./password.store.ts";
import { startAuth } from "./start.ts";
import SubmitForm, { SubmitFoot, errorText } from "../../components/ui/SubmitForm.tsx";
import NewPasswordFields from "../../components/ui/NewPasswordFields.tsx";

export default function ChangePasswordForm({ standalone = true }: { standalone?: boolean }) {
  const t = useT();
  const state = useStore($password);
  const known = useMemberKnown();
  const layout = useStore($layout);
  const mounted = useHydrated();
  useEffect(() => {
    if (!mounted) return;
    if (standalone) startAuth();
    resetPasswordForm();
  }, [standalone, mounted]);
  // The server (and the hydrating render) show nothing: the session is only known in the browser.
  if (standalone && !known) return null;
  const forced = layout?.first_login_to_change_password === 1;
  const submitting = state.kind === "submitting";
  // The platform's refusal shows on the field it concerns (a rule's own error first), else above the button.
  const fieldError = (field: PasswordField) => errorText(t)(fieldMessage(state, field));
  const refusedAbove = formMessage(state);
  return (
    <section className="auth-change-password" aria-labelledby="change-password-title">
      {standalone && (
        <h2 id="change-password-title" className="auth-section-title">
          {t("auth.password.change_title")}
        </h2>
      )}
      {forced && <p className="ui-text auth-forced">{t("auth.password.forced")}</p>}
      <SubmitForm onSubmit={submitPasswordChange}>
        <Field
          label={t("auth.field.old_password")}
          kind="currentPassword"
          value={state.values.old}
          onChange={(v) => inputPassword("old", v)}
          error={fieldError("old")}
        />
        <NewPasswordFields
          password={state.values.password}
          confirm={state.values.confirm}
          onChange={inputPassword}
          errors={{ password: fieldError("password"), confirm: fieldError("confirm") }}
        />
        <SubmitFoot message={refusedAbove} busy={submitting} label={t("auth.password.save")} />
      </SubmitForm>
    </section>
  );
}
