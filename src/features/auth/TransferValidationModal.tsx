// Island piece (lazy). Login code 802 (spec 001 §4, §5, §8): verify identity with the withdraw password
// (four boxes) and the e-mail or phone, a code equal to the shown captcha; then a new password (6-12) twice.
import { useStore } from "@nanostores/react";
import { useMemo, useState } from "react";
import Field from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";
import Modal from "../../components/ui/Modal.tsx";
import PinInput from "../../components/ui/PinInput.tsx";
import { $accountModal, closeAccountModal } from "../../lib/session/account-modal.ts";
import { $transferForm, resetTransferPassword, verifyTransfer } from "./auth.store.ts";
import {
  clientCaptchaCode,
  clientCaptchaImage,
  hasErrors,
  validateNewPassword,
  validateTransferVerify,
  type FieldErrors,
} from "./login.machine.ts";
import { noticeText } from "./notice.ts";

function useClientCaptcha() {
  const [seed, setSeed] = useState(0);
  return useMemo(() => {
    const code = clientCaptchaCode(Math.random);
    return { code, image: clientCaptchaImage(code, Math.random), refresh: () => setSeed(seed + 1) };
  }, [seed]);
}

export default function TransferValidationModal() {
  const t = useT();
  const modal = useStore($accountModal);
  const form = useStore($transferForm);
  const captcha = useClientCaptcha();
  const [pin, setPin] = useState("");
  const [via, setVia] = useState<"email" | "phone">("email");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  if (modal?.kind !== "transferValidation") return null;
  const account = modal.account;
  const submitting = form.status === "submitting";
  const step = form.step ?? "verify";
  const err = (k: string) => (errors[k] ? t(errors[k]) : null);

  return (
    <Modal open title={t("auth.transfer.title")} onClose={closeAccountModal} testId="transfer-validation-modal">
      {step === "verify" ? (
        <form
          className="ui-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const errs = validateTransferVerify({
              withdrawPassword: pin,
              via,
              email,
              phone,
              code,
              shownCode: captcha.code,
            });
            setErrors(errs);
            if (hasErrors(errs)) {
              if (errs.code) {
                setCode("");
                captcha.refresh();
              }
              return;
            }
            void verifyTransfer({ account, withdrawPassword: pin, via, email, phone }).then((ok) => {
              setCode("");
              captcha.refresh();
              if (!ok) setPin("");
            });
          }}
        >
          <p className="ui-text">{t("auth.transfer.intro", { account })}</p>
          <PinInput
            label={t("auth.field.withdraw_password")}
            value={pin}
            onChange={setPin}
            error={err("withdrawPassword")}
          />
          <fieldset className="auth-choice">
            <legend className="ui-field__label">{t("auth.transfer.via")}</legend>
            <label>
              <input type="radio" name="via" checked={via === "email"} onChange={() => setVia("email")} />{" "}
              {t("auth.field.email")}
            </label>
            <label>
              <input type="radio" name="via" checked={via === "phone"} onChange={() => setVia("phone")} />{" "}
              {t("auth.field.phone")}
            </label>
          </fieldset>
          {via === "email" ? (
            <Field
              label={t("auth.field.email")}
              type="email"
              autoComplete="email"
              value={email}
              onChange={setEmail}
              error={err("email")}
            />
          ) : (
            <Field
              label={t("auth.field.phone")}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              value={phone}
              onChange={setPhone}
              error={err("phone")}
            />
          )}
          <Field
            label={t("auth.field.captcha")}
            inputMode="numeric"
            autoComplete="off"
            value={code}
            onChange={setCode}
            error={err("code")}
            addon={
              <button
                type="button"
                className="ui-captcha"
                onClick={captcha.refresh}
                aria-label={t("ui.captcha.refresh")}
                data-testid="client-captcha"
                data-code-length={captcha.code.length}
              >
                <img src={captcha.image} alt={t("ui.captcha.alt")} width={100} height={40} />
              </button>
            }
          />
          {form.status === "error" && (
            <p className="ui-form-error" role="alert">
              {noticeText(t, form.notice)}
            </p>
          )}
          <button type="submit" className="ui-btn ui-btn--primary ui-btn--block" disabled={submitting}>
            {t("auth.transfer.verify")}
          </button>
        </form>
      ) : (
        <form
          className="ui-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const errs = validateNewPassword({ password, confirm });
            setErrors(errs);
            if (!hasErrors(errs)) void resetTransferPassword({ account, password });
          }}
        >
          <p className="ui-text">{t("auth.transfer.new_password_intro")}</p>
          <Field
            label={t("auth.field.new_password")}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={err("password")}
          />
          <Field
            label={t("auth.field.confirm_password")}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={err("confirm")}
          />
          {form.status === "error" && (
            <p className="ui-form-error" role="alert">
              {noticeText(t, form.notice)}
            </p>
          )}
          <button type="submit" className="ui-btn ui-btn--primary ui-btn--block" disabled={submitting}>
            {t("auth.transfer.save")}
          </button>
        </form>
      )}
    </Modal>
  );
}
