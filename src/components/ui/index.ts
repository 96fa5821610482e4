// Shared UI pieces (React). Toasts, dialogs, Modal, Field, Countdown, PinInput, Captcha.
export { default as Toaster } from "./Toaster.tsx";
export { default as Modal, type ModalProps } from "./Modal.tsx";
export { default as Field, type FieldProps } from "./Field.tsx";
export { default as Countdown, type CountdownProps } from "./Countdown.tsx";
export { default as PinInput, sanitizePin, type PinInputProps } from "./PinInput.tsx";
export { default as Captcha, type CaptchaProps } from "./Captcha.tsx";
export { default as DialogHost } from "./DialogHost.tsx";
export { default as SafeHtml } from "./SafeHtml.tsx";
export { toast, showToast, dismissToast, dismissLatestToast, clearToasts, $toasts } from "./toast.store.ts";
export type { Toast } from "./toast.machine.ts";
export { confirmDialog, promptDialog, $dialog } from "./dialog.store.ts";
export { checkPrompt, PROMPT_DEFAULT_ERROR_KEY, type PromptRules } from "./prompt.machine.ts";
export { secondsLeft, formatSeconds } from "./countdown.ts";
export { useT, translator, setTranslator, type T, type LocaleKey } from "./i18n.ts";
export { requestFocus, resumeCarriedFocus } from "./focus.store.ts";
export { focusTargetAfter, parseCarriedFocus, type FocusTarget } from "./focus-request.ts";
