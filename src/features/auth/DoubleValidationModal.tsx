// Island piece (lazy). Login code 107 (spec 001 §4, §5, §8): one question, skip for another (3 to begin with),
// answer + captcha required; on failure both are cleared and the captcha reloaded.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import Captcha from "../../components/ui/Captcha.tsx";
import Field from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";
import Modal from "../../components/ui/Modal.tsx";
import { $accountModal, closeAccountModal } from "../../lib/session/account-modal.ts";
import { $doubleValidationForm, doubleValidationCaptcha, skipQuestion, submitDoubleValidation } from "./auth.store.ts";
import { hasErrors, validateDoubleValidation, type FieldErrors } from "./login.machine.ts";
import { noticeText } from "./notice.ts";

export default function DoubleValidationModal() {
  const t = useT();
  const modal = useStore($accountModal);
  const form = useStore($doubleValidationForm);
  const captcha = useStore(doubleValidationCaptcha.$state);
  const [answer, setAnswer] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors<"answer" | "captcha">>({});
  useEffect(() => {
    void doubleValidationCaptcha.load();
  }, []);
  if (modal?.kind !== "doubleValidation") return null;
  const submitting = form.status === "submitting";
  return (
    <Modal open title={t("auth.dv.title")} onClose={closeAccountModal} testId="double-validation-modal">
      <form
        className="ui-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const errs = validateDoubleValidation({ answer, captcha: code });
          setErrors(errs);
          if (hasErrors(errs)) return;
          void submitDoubleValidation({ answer, captcha: code }).then((ok) => {
            if (!ok) {
              setAnswer("");
              setCode("");
            }
          });
        }}
      >
        <p className="ui-text">{t("different_device")}</p>
        <Field
          label={t(`auth.dv.question.${modal.question}`)}
          name="dv-answer"
          autoComplete="off"
          value={answer}
          onChange={setAnswer}
          error={errors.answer ? t(errors.answer) : null}
        />
        <Field
          label={t("auth.field.captcha")}
          name="dv-captcha"
          inputMode="numeric"
          autoComplete="off"
          value={code}
          onChange={setCode}
          error={errors.captcha ? t(errors.captcha) : null}
          addon={
            <Captcha
              image={captcha.status === "ready" ? captcha.image : null}
              loading={captcha.status === "loading"}
              onRefresh={() => void doubleValidationCaptcha.load()}
              failed={captcha.status === "failed"}
            />
          }
        />
        {form.status === "error" && (
          <p className="ui-form-error" role="alert">
            {noticeText(t, form.notice)}
          </p>
        )}
        <div className="ui-actions">
          <button
            type="button"
            className="ui-btn ui-btn--ghost"
            disabled={modal.available <= 0 || submitting}
            onClick={() => void skipQuestion()}
          >
            {t("auth.dv.skip", { count: modal.available })}
          </button>
          <button type="submit" className="ui-btn ui-btn--primary" disabled={submitting}>
            {t("auth.dv.submit")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
