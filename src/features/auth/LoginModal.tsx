// Island piece (lazy). The login modal (spec 001 §4, §5, §8): account, password, captcha; links to
// registration and forgotten password.
import { AddictionWarning, WithdrawOnlyOffer } from "../protection/index.ts";
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import Captcha, { captchaPlaceholder } from "../../components/ui/Captcha.tsx";
import Field from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";
import Modal from "../../components/ui/Modal.tsx";
import { closeAccountModal, openAccountModal } from "../../components/ui/account-modal.ts";
import { $login, inputLogin, loginCaptcha, openLoginForm, submitLogin, toggleLoginPassword } from "./login.store.ts";
import SubmitForm, { SubmitFoot, errorText, fieldBinder } from "../../components/ui/SubmitForm.tsx";

// The platform's login-page models (features/models): their own chunk, loaded with the open modal.
const LoginModels = lazy(() => import("../models/index.ts").then((m) => ({ default: m.LoginModels })));

export default function LoginModal() {
  const t = useT();
  const state = useStore($login);
  const captcha = useStore(loginCaptcha.$state);
  useEffect(() => openLoginForm(), []);

  const { values, errors, showPassword: show } = state;
  const err = errorText(t);
  const bind = fieldBinder(values, inputLogin, (k: "account" | "password" | "answer") => err(errors[k]));
  const submitting = state.kind === "submitting";
  return (
    <Modal open title={t("auth.login.title")} onClose={closeAccountModal} testId="login-modal">
      {/* The platform's login-page models above the form (spec 001 §7 /web/model_login). */}
      <Suspense fallback={<div className="login-models is-loading" aria-hidden="true" />}>
        <LoginModels />
      </Suspense>
      <SubmitForm onSubmit={submitLogin}>
        <AddictionWarning />
        <Field label={t("auth.field.account")} name="account" kind="account" {...bind("account")} />
        <Field
          label={t("auth.field.password")}
          name="password"
          type={show ? "text" : "password"}
          autoComplete="current-password"
          {...bind("password")}
          addon={
            <button
              type="button"
              className="ui-btn ui-btn--ghost auth-eye"
              aria-pressed={show}
              onClick={toggleLoginPassword}
            >
              {t(show ? "auth.password.hide" : "auth.password.show")}
            </button>
          }
        />
        <Field
          label={t("auth.field.captcha")}
          name="captcha"
          kind="captcha"
          maxLength={16}
          {...bind("answer")}
          placeholder={captchaPlaceholder(t)}
          addon={<Captcha state={captcha} onRefresh={() => void loginCaptcha.load()} />}
        />
        <SubmitFoot
          message={state.kind === "editing" && state.error}
          busy={submitting}
          label={t(submitting ? "auth.login.submitting" : "auth.login.submit")}
          testId="login-error"
        />
        <WithdrawOnlyOffer />
        <div className="auth-links">
          <button type="button" className="ui-link" onClick={() => openAccountModal({ kind: "forgot" })}>
            {t("auth.login.forgot")}
          </button>
          <button type="button" className="ui-link" onClick={() => openAccountModal({ kind: "register" })}>
            {t("auth.login.to_register")}
          </button>
        </div>
      </SubmitForm>
    </Modal>
  );
}
