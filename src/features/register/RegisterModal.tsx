// Island. The sign-up modal: open while $accountModal is "register" (spec 001 §2 modals, §4 registration).
// It also opens itself once for the first-time register cookie (spec 001 §4).
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import Modal from "../../components/ui/Modal.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { $accountModal, closeAccountModal, openAccountModal } from "../../components/ui/account-modal.ts";
import { initRegisterEntry } from "../../components/ui/register-entry.ts";
import RegisterForm from "./RegisterForm.tsx";
import { memberRegisterFlow } from "./register.store.ts";

// The platform's register background (features/models): its own chunk, loaded with the open modal.
const RegisterBackground = lazy(() => import("../models/index.ts").then((m) => ({ default: m.RegisterBackground })));

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
      {/* The platform's register background behind the form. */}
      <div className="register-stage">
        {open && (
          <Suspense fallback={null}>
            <RegisterBackground />
          </Suspense>
        )}
        <RegisterForm onLogin={() => openAccountModal({ kind: "login" })} />
      </div>
    </Modal>
  );
}
