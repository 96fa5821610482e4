// Island piece (lazy). Login code 802 (spec 001 §4, §5, §8): verify identity with the withdraw password
// (four boxes) and the e-mail or phone, a code equal to the shown captcha; then a new password (6-12) twice.
import { useStore } from "@nanostores/react";
import Field from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";
import Modal from "../../components/ui/Modal.tsx";
import PinInput from "../../components/ui/PinInput.tsx";
import ResetSmsField from "../../components/reset-sms/ResetSmsField.tsx";
import { closeAccountModal } from "../../components/ui/account-modal.ts";
import {
  $transferValidation,
  chooseTransferVia,
  inputTransfer,
  refreshTransferCaptcha,
  submitTransfer,
} from "./transfer-validation.store.ts";
import type { State } from "./transfer-validation.machine.ts";
import SubmitForm, { SubmitFoot, errorText, fieldBinder } from "../../components/ui/SubmitForm.tsx";
import NewPasswordFields from "../../components/ui/NewPasswordFields.tsx";
import RadioGroup from "../../components/ui/RadioGroup.tsx";

type VerifyState = Extract<State, { kind: "verify" | "verifying" }>;

/** The first step: the withdraw password, the e-mail or phone, the SMS code, and the captcha drawn beside it. */
function VerifyForm({ state }: { state: VerifyState }) {
  const t = useT();
  const err = errorText(t);
  const bind = fieldBinder(state.values, inputTransfer, (k: "email" | "phone" | "code") => err(state.errors[k]));
  const error = state.kind === "verify" ? state.error : null;
  return (
    <SubmitForm onSubmit={submitTransfer}>
      <p className="ui-text">{t("auth.transfer.intro", { account: state.account })}</p>
      <PinInput
        label={t("auth.field.withdraw_password")}
        value={state.values.pin}
        onChange={(v) => inputTransfer("pin", v)}
        error={err(state.errors.withdrawPassword)}
      />
      <RadioGroup
        name="via"
        legend={t("auth.transfer.via")}
        choices={["email", "phone"] as const}
        label={(via) => t(`auth.field.${via}`)}
        value={state.values.via}
        onChange={chooseTransferVia}
        className="auth-choice"
      />
      {state.values.via === "email" ? (
        <Field label={t("auth.field.email")} kind="email" {...bind("email")} />
      ) : (
        <Field label={t("auth.field.phone")} kind="phone" autoComplete="tel" {...bind("phone")} />
      )}
      <ResetSmsField
        account={state.account}
        value={state.values.sms}
        onChange={(v) => inputTransfer("sms", v)}
        error={state.errors.sms}
      />
      <Field
        label={t("auth.field.captcha")}
        kind="captcha"
        {...bind("code")}
        addon={
          <button
            type="button"
            className="ui-captcha"
            onClick={refreshTransferCaptcha}
            aria-label={t("ui.captcha.refresh")}
            data-testid="client-captcha"
            data-code-length={state.captcha.code.length}
          >
            <img src={state.captcha.image} alt={t("ui.captcha.alt")} width={100} height={40} />
          </button>
        }
      />
      <SubmitFoot message={error} busy={state.kind === "verifying"} label={t("auth.transfer.verify")} />
    </SubmitForm>
  );
}

export default function TransferValidationModal() {
  const t = useT();
  const state = useStore($transferValidation);
  if (state.kind === "closed" || state.kind === "done") return null;
  const submitting = state.kind === "verifying" || state.kind === "resetting";
  const err = errorText(t);
  const error = (state.kind === "verify" || state.kind === "reset") && state.error ? state.error : null;

  return (
    <Modal open title={t("auth.transfer.title")} onClose={closeAccountModal} testId="transfer-validation-modal">
      {state.kind === "verify" || state.kind === "verifying" ? (
        <VerifyForm state={state} />
      ) : (
        <SubmitForm onSubmit={submitTransfer}>
          <p className="ui-text">{t("auth.transfer.new_password_intro")}</p>
          <NewPasswordFields
            password={state.values.password}
            confirm={state.values.confirm}
            onChange={inputTransfer}
            errors={{ password: err(state.errors.password), confirm: err(state.errors.confirm) }}
          />
          <SubmitFoot message={error} busy={submitting} label={t("auth.transfer.save")} />
        </SubmitForm>
      )}
    </Modal>
  );
}
