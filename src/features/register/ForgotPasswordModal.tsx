// Island. Forgot password (spec 001 §4): prove who you are (account, four-box withdraw password, e-mail or
// phone), then set a new password. Built on /arks/web/vx/verify and /arks/web/vx/reset (see forgot.machine.ts
// for why); open while $accountModal is "forgot".
import { useStore } from "@nanostores/react";
import { useEffect, useId, type FormEvent } from "react";
import Countdown from "../../components/ui/Countdown.tsx";
import Field from "../../components/ui/Field.tsx";
import Modal from "../../components/ui/Modal.tsx";
import PinInput from "../../components/ui/PinInput.tsx";
import ResetSmsField from "../../components/reset-sms/ResetSmsField.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { LIMITS } from "../../lib/config/constants.ts";
import { $accountModal, closeAccountModal, openAccountModal } from "../../components/ui/account-modal.ts";
import { errorText } from "./RegisterForm.tsx";
import { fieldBinder } from "../../components/ui/SubmitForm.tsx";
import { phoneLocked, type ForgotState } from "./forgot.machine.ts";
import { $forgot, setForgotValue, startForgot, submitForgotReset, submitForgotVerify } from "./forgot.store.ts";
import FormError from "../../components/ui/FormError.tsx";
import NewPasswordFields from "../../components/ui/NewPasswordFields.tsx";
import RadioGroup from "../../components/ui/RadioGroup.tsx";

export default function ForgotPasswordModal() {
  const modal = useStore($accountModal);
  const state = useStore($forgot);
  const t = useT();
  const open = modal?.kind === "forgot";
  useEffect(() => {
    if (open) startForgot();
  }, [open]);
  return (
    <Modal open={open} title={t("forgot.title")} onClose={closeAccountModal} testId="forgot-modal">
      <ForgotBody state={state} />
    </Modal>
  );
}

function ForgotBody({ state }: { state: ForgotState }) {
  const t = useT();
  const ids = useId();
  if (state.step === "demo") {
    return <FormError message={t("forgot.demoBlocked")} className="reg-status" />;
  }
  if (state.step === "done") {
    return (
      <div className="reg-status" role="status">
        <p>{t("forgot.done")}</p>
        <button
          type="button"
          className="ui-btn ui-btn--primary ui-btn--block"
          onClick={() => openAccountModal({ kind: "login" })}
        >
          {t("forgot.toLogin")}
        </button>
      </div>
    );
  }
  const { values, errors, pending } = state;
  const e = (k: keyof typeof errors) => errorText(t, errors[k]);
  const bind = fieldBinder(values, setForgotValue, (k: "account" | "withdrawPassword" | "email" | "phone") => e(k));
  const formError = e("form");
  if (state.step === "reset") {
    const onSubmit = (ev: FormEvent) => {
      ev.preventDefault();
      void submitForgotReset();
    };
    return (
      <form className="ui-form reg-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
        <p className="ui-text">{t("forgot.resetIntro", { account: values.account.trim() })}</p>
        <NewPasswordFields
          labels={{ password: "forgot.field.password", confirm: "forgot.field.confirm" }}
          password={values.password}
          confirm={values.confirm}
          onChange={setForgotValue}
          errors={{ password: e("password"), confirm: e("confirm") }}
          hint={t("register.hint.password")}
          maxLength={LIMITS.passwordMax}
        />
        <FormError message={formError} />
        <button type="submit" className="ui-btn ui-btn--primary ui-btn--block" disabled={pending}>
          {pending ? t("register.submitting") : t("forgot.reset")}
        </button>
      </form>
    );
  }
  const locked = values.method === "phone" && phoneLocked(state, Date.now());
  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    void submitForgotVerify();
  };
  return (
    <form className="ui-form reg-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
      <p className="ui-text">{t("forgot.intro")}</p>
      <Field label={t("forgot.field.account")} kind="account" maxLength={50} {...bind("account")} />
      <PinInput label={t("register.field.withdrawPassword")} {...bind("withdrawPassword")} />
      <RadioGroup
        name={`${ids}-method`}
        legend={t("forgot.method")}
        choices={["email", "phone"] as const}
        label={(m) => t(`forgot.method.${m}`)}
        value={values.method}
        onChange={(m) => setForgotValue("method", m)}
        className="reg-methods"
        choiceClassName="reg-method"
      />
      {values.method === "email" ? (
        <Field label={t("register.field.memberEmail")} kind="email" {...bind("email")} />
      ) : (
        <Field label={t("register.field.memberPhone")} kind="phone" maxLength={20} {...bind("phone")} />
      )}
      <ResetSmsField
        account={values.account}
        value={values.sms}
        onChange={(v) => setForgotValue("sms", v)}
        error={errors.sms}
      />
      <FormError message={formError} />
      <button type="submit" className="ui-btn ui-btn--primary ui-btn--block" disabled={pending || locked}>
        {locked ? (
          <Countdown
            until={state.phoneLockUntil}
            onEnd={() => setForgotValue("method", "phone")}
            render={(s) => t("forgot.lockedFor", { s })}
          />
        ) : pending ? (
          t("register.submitting")
        ) : (
          t("forgot.verify")
        )}
      </button>
      <p className="ui-text reg-switch">
        <button type="button" className="ui-link reg-linkbtn" onClick={() => openAccountModal({ kind: "login" })}>
          {t("forgot.toLogin")}
        </button>
      </p>
    </form>
  );
}
