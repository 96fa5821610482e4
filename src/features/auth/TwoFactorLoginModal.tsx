// Island piece (lazy). The second step of a login with two-factor on (login code 810, src/contract/security.ts):
// the code from the authenticator app, or a recovery code.
import { useStore } from "@nanostores/react";
import Field from "../../components/ui/Field.tsx";
import { useT } from "../../components/ui/i18n.ts";
import Modal from "../../components/ui/Modal.tsx";
import { closeAccountModal } from "../../components/ui/account-modal.ts";
import SubmitForm, { SubmitFoot } from "../../components/ui/SubmitForm.tsx";
import { WithdrawOnlyOffer } from "../protection/index.ts";
import { $twoFactorLogin, inputTwoFactorLogin, submitTwoFactorLogin } from "./two-factor-login.store.ts";

export default function TwoFactorLoginModal() {
  const t = useT();
  const state = useStore($twoFactorLogin);
  if (state.kind === "closed") return null;
  return (
    <Modal open title={t("security.2fa.login.title")} onClose={closeAccountModal} testId="two-factor-login">
      <SubmitForm onSubmit={submitTwoFactorLogin}>
        <p className="ui-text">{t("security.2fa.login.intro")}</p>
        <Field
          label={t("security.2fa.code_or_recovery")}
          name="two-factor-login-code"
          autoComplete="one-time-code"
          value={state.code}
          onChange={inputTwoFactorLogin}
          maxLength={16}
        />
        <SubmitFoot
          message={state.kind === "editing" ? state.error : null}
          busy={state.kind === "submitting"}
          label={t("security.2fa.login.submit")}
        />
        <WithdrawOnlyOffer />
      </SubmitForm>
    </Modal>
  );
}
