// Island (once per page). Toasts, prompt/confirm dialogs and the account modals, each modal loaded only when
// $accountModal asks for it, and the dialog host (a form, a field, the focus trap) only when a dialog opens
// (DESIGN JS budget: about 4 KB gzip no page needs before interaction). The session, the auth entry flows and the real-time
// connection start through account-loader.ts (at once for a stored member, else on first interaction).
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useState } from "react";
import Toaster from "../../components/ui/Toaster.tsx";
import { useHydrated } from "../../components/ui/i18n.ts";
import { $accountModal } from "../../components/ui/account-modal.ts";
import { $dialog } from "../../components/ui/dialog.store.ts";
import { loadAccount, startAccountWhenNeeded } from "./account-loader.ts";
// components/ui/register-entry.ts is deliberately tiny (no form code): the first-time register cookie opens sign-up (spec 001 §4).
import { initRegisterEntry } from "../../components/ui/register-entry.ts";

const DialogHost = lazy(() => import("../../components/ui/DialogHost.tsx"));
// Another feature only through its index.ts (DESIGN imports rule); the auth chunk is the one loadAccount loads.
const LoginModal = lazy(() => import("../auth/index.ts").then((m) => ({ default: m.LoginModal })));
const DoubleValidationModal = lazy(() =>
  import("../auth/index.ts").then((m) => ({ default: m.DoubleValidationModal })),
);
const TransferValidationModal = lazy(() =>
  import("../auth/index.ts").then((m) => ({ default: m.TransferValidationModal })),
);
const TwoFactorLoginModal = lazy(() => import("../auth/index.ts").then((m) => ({ default: m.TwoFactorLoginModal })));
const ForcePasswordModal = lazy(() => import("../auth/index.ts").then((m) => ({ default: m.ForcePasswordModal })));
const RegisterModal = lazy(() => import("../register/index.ts").then((m) => ({ default: m.RegisterModal })));
const ForgotPasswordModal = lazy(() =>
  import("../register/index.ts").then((m) => ({ default: m.ForgotPasswordModal })),
);

export default function AccountModals() {
  const modal = useStore($accountModal);
  const dialog = useStore($dialog);
  const mounted = useHydrated();
  // Modals render once the account machinery has started (API language, session), whatever opened them.
  const [accountReady, setAccountReady] = useState(false);
  useEffect(() => {
    if (modal && !accountReady) void loadAccount().then(() => setAccountReady(true));
  }, [modal, accountReady]);
  useEffect(() => {
    if (!mounted) return;
    startAccountWhenNeeded();
    initRegisterEntry();
  }, [mounted]);
  if (!mounted) return null;
  return (
    <>
      <Toaster />
      {dialog && (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      )}
      {accountReady && (
        <Suspense fallback={null}>
          {modal?.kind === "login" && <LoginModal />}
          {modal?.kind === "doubleValidation" && (
            <DoubleValidationModal key={`${modal.memberLoginId}-${modal.question}`} />
          )}
          {modal?.kind === "transferValidation" && <TransferValidationModal />}
          {modal?.kind === "twoFactor" && <TwoFactorLoginModal />}
          {modal?.kind === "forcePassword" && <ForcePasswordModal />}
          {modal?.kind === "register" && <RegisterModal />}
          {modal?.kind === "forgot" && <ForgotPasswordModal />}
        </Suspense>
      )}
    </>
  );
}
