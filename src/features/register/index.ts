// Browser. What other features and pages may use of registration and forgot password (DESIGN imports rule).
export { default as RegisterModal } from "./RegisterModal.tsx";
export { default as ForgotPasswordModal } from "./ForgotPasswordModal.tsx";
export { default as RegisterForm } from "./RegisterForm.tsx";
export { memberRegisterFlow } from "./register.store.ts";
