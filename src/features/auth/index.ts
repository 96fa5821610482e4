// What other parts of the site may use of the auth feature.
export { default as ChangePasswordForm } from "./ChangePasswordForm.tsx";
export { default as AuthCallbackRelay } from "./AuthCallbackRelay.tsx";
export { startAuth, requestLogout, refreshMemberBalance } from "./start.ts";
export { notifyNative } from "./native-bridge.ts";
export { loginOutcome, doubleValidationMessage } from "./codes.ts";
