// What other parts of the site may use of the auth feature.
export { default as ChangePasswordForm } from "./ChangePasswordForm.tsx";
export { default as AuthCallbackRelay } from "./AuthCallbackRelay.tsx";
export { startAuth, requestLogout, submitLogin, notifyNative, toastNotice } from "./auth.store.ts";
export { loginOutcome, doubleValidationNotice, type Notice } from "./login.machine.ts";
export { noticeText } from "./notice.ts";
