// Island piece (lazy). first_login_to_change_password = 1 on desktop: the change cannot be dismissed (spec 001 §6).
import { useT } from "../../components/ui/i18n.ts";
import Modal from "../../components/ui/Modal.tsx";
import { closeAccountModal } from "../../components/ui/account-modal.ts";
import ChangePasswordForm from "./ChangePasswordForm.tsx";

export default function ForcePasswordModal() {
  const t = useT();
  return (
    <Modal
      open
      title={t("auth.password.change_title")}
      onClose={closeAccountModal}
      dismissible={false}
      testId="force-password-modal"
    >
      <ChangePasswordForm standalone={false} />
    </Modal>
  );
}
