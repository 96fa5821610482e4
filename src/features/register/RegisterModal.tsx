// Island. The sign-up modal: open while $accountModal is "register" (spec 001 §2 modals, §4 registration).
// It also opens itself once for the first-time register cookie (spec 001 §4).
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import Modal from "../../components/ui/Modal.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { $accountModal, closeAccountModal, openAccountModal } from "../../lib/session/index.ts";
import { initRegisterEntry } from "../../lib/session/register-entry.ts";
import { RegisterBackground } from "../models/index.ts";
import RegisterForm from "./RegisterForm.tsx";
import { memberRegisterFlow } from "./register.store.ts";

export default function RegisterModal() {
  const modal = useStore($accountModal);
  const t = useT();
  const open = modal?.kind === "register";
  useEffect(() => {
    initRegisterEntry();
  }, []);
  useEffect(() => {
    if (!open) return;
    const flow = memberRegisterFlow();
    // A finished registration starts over the next time the modal opens.
    if (flow.$state.get().kind === "registered") flow.reset();
    void flow.load();
  }, [open]);
  return (
    <Modal open={open} title={t("register.title")} onClose={closeAccountModal} size="md" testId="register-modal">
      {/* The platform's register background behind the form (issue 10). */}
      <div className="register-stage">
        <RegisterBackground />
        <RegisterForm onLogin={() => openAccountModal({ kind: "login" })} />
      </div>
    </Modal>
  );
}
