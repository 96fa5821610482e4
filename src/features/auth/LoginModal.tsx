// Island piece (lazy). The login modal (spec 001 §4, §5, §8): account, password, captcha; links to
// registration and forgotten password.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import Captcha, { captchaPlaceholder } from "../../components/ui/Captcha.tsx";
import Field from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";
import Modal from "../../components/ui/Modal.tsx";
import { closeAccountModal, openAccountModal } from "../../lib/session/account-modal.ts";
import { $loginForm, loginCaptcha, submitLogin } from "./auth.store.ts";
import { hasErrors, validateLogin, type FieldErrors } from "./login.machine.ts";
import { noticeText } from "./notice.ts";

export default function LoginModal() {
  const t = useT();
  const form = useStore($loginForm);
  const captcha = useStore(loginCaptcha.$state);
  const [account, setAccount] = useState("");
  const [password, setPassword] = useState("");
  const [answer, setAnswer] = useState("");
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<"account" | "password" | "answer">>({});

  useEffect(() => {
    void loginCaptcha.load();
  }, []);
  useEffect(() => {
    if (form.status === "error") setAnswer("");
  }, [form]);

  const submitting = form.status === "submitting";
  return (
    <Modal open title={t("auth.login.title")} onClose={closeAccountModal} testId="login-modal">
      <form
        className="ui-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const errs = validateLogin({ account, password, answer });
          setErrors(errs);
          if (!hasErrors(errs)) void submitLogin({ account, password, answer });
        }}
      >
        <Field
          label={t("auth.field.account")}
          name="account"
          autoComplete="username"
          autoCapitalize="none"
          value={account}
          onChange={setAccount}
          error={errors.account ? t(errors.account) : null}
        />
        <Field
          label={t("auth.field.password")}
          name="password"
          type={show ? "text" : "password"}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password ? t(errors.password) : null}
          addon={
            <button
              type="button"
              className="ui-btn ui-btn--ghost auth-eye"
              aria-pressed={show}
              onClick={() => setShow(!show)}
            >
              {t(show ? "auth.password.hide" : "auth.password.show")}
            </button>
          }
        />
        <Field
          label={t("auth.field.captcha")}
          name="captcha"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          value={answer}
          onChange={setAnswer}
          placeholder={captchaPlaceholder(t)}
          error={errors.answer ? t(errors.answer) : null}
          addon={
            <Captcha
              image={captcha.status === "ready" ? captcha.image : null}
              loading={captcha.status === "loading"}
              disabled={captcha.status === "waiting"}
              onRefresh={() => void loginCaptcha.load()}
              failed={captcha.status === "failed"}
            />
          }
        />
        {form.status === "error" && (
          <p className="ui-form-error" role="alert" data-testid="login-error">
            {noticeText(t, form.notice)}
          </p>
        )}
        <button type="submit" className="ui-btn ui-btn--primary ui-btn--block" disabled={submitting}>
          {t(submitting ? "auth.login.submitting" : "auth.login.submit")}
        </button>
        <div className="auth-links">
          <button type="button" className="ui-link" onClick={() => openAccountModal({ kind: "forgot" })}>
            {t("auth.login.forgot")}
          </button>
          <button type="button" className="ui-link" onClick={() => openAccountModal({ kind: "register" })}>
            {t("auth.login.to_register")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
