// Island piece (lazy). Login code 107 (spec 001 §4, §5, §8): one question, skip for another (3 to begin with),
// answer + captcha required; on failure both are cleared and the captcha reloaded.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import Captcha from "../../components/ui/Captcha.tsx";
import Field from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";
import Modal from "../../components/ui/Modal.tsx";
import { closeAccountModal } from "../../components/ui/account-modal.ts";
import {
  $doubleValidation,
  doubleValidationCaptcha,
  inputDoubleValidation,
  skipQuestion,
  submitDoubleValidation,
} from "./double-validation.store.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import FormError from "../../components/ui/FormError.tsx";
import SubmitForm, { errorText, fieldBinder } from "../../components/ui/SubmitForm.tsx";

export default function DoubleValidationModal() {
  const t = useT();
  const state = useStore($doubleValidation);
  const captcha = useStore(doubleValidationCaptcha.$state);
  useEffect(() => {
    void doubleValidationCaptcha.load();
  }, []);
  if (state.kind !== "editing" && state.kind !== "submitting") return null;
  const { question: modal, values, errors } = state;
  const err = errorText(t);
  const bind = fieldBinder(values, inputDoubleValidation, (k: "answer" | "captcha") => err(errors[k]));
  const submitting = state.kind === "submitting";
  return (
    <Modal open title={t("auth.dv.title")} onClose={closeAccountModal} testId="double-validation-modal">
      <SubmitForm onSubmit={submitDoubleValidation}>
        <p className="ui-text">{t("different_device")}</p>
        <Field
          label={t(runtimeKey(`auth.dv.question.${modal.question}`))}
          name="dv-answer"
          autoComplete="off"
          {...bind("answer")}
        />
        <Field
          label={t("auth.field.captcha")}
          name="dv-captcha"
          kind="captcha"
          {...bind("captcha")}
          addon={<Captcha state={captcha} onRefresh={() => void doubleValidationCaptcha.load()} />}
        />
        {state.kind === "editing" && state.error && <FormError message={state.error} />}
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
      </SubmitForm>
    </Modal>
  );
}
