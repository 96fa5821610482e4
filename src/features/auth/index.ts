// What other parts of the site may use of the auth feature.
export { default as ChangePasswordForm } from "./ChangePasswordForm.tsx";
export { default as AuthCallbackRelay } from "./AuthCallbackRelay.tsx";
// The account modals, loaded lazily by the session feature's AccountModals island.
export { default as LoginModal } from "./LoginModal.tsx";
export { default as DoubleValidationModal } from "./DoubleValidationModal.tsx";
export { default as TransferValidationModal } from "./TransferValidationModal.tsx";
export { default as TwoFactorLoginModal } from "./TwoFactorLoginModal.tsx";
export { default as ForcePasswordModal } from "./ForcePasswordModal.tsx";
export { startAuth, requestLogout, refreshMemberBalance } from "./start.ts";
export { notifyNative } from "./native-bridge.ts";
export { loginOutcome, doubleValidationMessage } from "./codes.ts";
