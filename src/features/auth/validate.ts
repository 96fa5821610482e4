// Ships to server and browser (pure). The account forms' rules (spec 001 §5): what each form requires before
// it is sent. Each error is a Message (lib/i18n/message.ts) on its field.
import { PASSWORD_PATTERN } from "../../contract/auth.ts";
import { LIMITS } from "../../lib/config/constants.ts";
import type { Message } from "../../lib/i18n/message.ts";

export type FieldErrors<K extends string> = Partial<Record<K, Message>>;

/** spec 001 §5 login: account, password and captcha answer are required. */
export function validateLogin(v: {
  account: string;
  password: string;
  answer: string;
}): FieldErrors<"account" | "password" | "answer"> {
  const e: FieldErrors<"account" | "password" | "answer"> = {};
  if (!v.account.trim()) e.account = { key: "auth.err.account_required" };
  if (!v.password) e.password = { key: "auth.err.password_required" };
  if (!v.answer.trim()) e.answer = { key: "auth.err.captcha_required" };
  return e;
}

/** spec 001 §5 double validation: an answer and a captcha are required. */
export function validateDoubleValidation(v: { answer: string; captcha: string }): FieldErrors<"answer" | "captcha"> {
  const e: FieldErrors<"answer" | "captcha"> = {};
  if (!v.answer.trim()) e.answer = { key: "auth.err.answer_required" };
  if (!v.captcha.trim()) e.captcha = { key: "auth.err.captcha_required" };
  return e;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** spec 001 §5 transfer verification: withdraw password; e-mail well formed or phone present; code equal to the shown captcha. */
export function validateTransferVerify(v: {
  withdrawPassword: string;
  via: "email" | "phone";
  email: string;
  phone: string;
  code: string;
  shownCode: string;
}): FieldErrors<"withdrawPassword" | "email" | "phone" | "code"> {
  const e: FieldErrors<"withdrawPassword" | "email" | "phone" | "code"> = {};
  if (!new RegExp(`^\\d{${LIMITS.withdrawPasswordDigits}}$`).test(v.withdrawPassword))
    e.withdrawPassword = { key: "auth.err.withdraw_password" };
  if (v.via === "email" && !EMAIL.test(v.email.trim())) e.email = { key: "auth.err.email" };
  if (v.via === "phone" && !/^\d+$/.test(v.phone.trim())) e.phone = { key: "auth.err.phone" };
  if (!v.code.trim()) e.code = { key: "auth.err.captcha_required" };
  else if (v.code.trim() !== v.shownCode) e.code = { key: "auth.err.captcha_mismatch" };
  return e;
}

/**
 * spec 001 §5 new password: 6-12 characters (letters and digits, one of each, as registration), confirmation
 * must match; spec 001 §6 forced change: a change that keeps the old password is no change, so the new one
 * must differ from the old one when the form asks for it (newbie01 "changed" newbie1234 to itself).
 */
export function validateNewPassword(v: {
  password: string;
  confirm: string;
  old?: string;
}): FieldErrors<"old" | "password" | "confirm"> {
  const e: FieldErrors<"old" | "password" | "confirm"> = {};
  if (v.old !== undefined && !v.old) e.old = { key: "auth.err.password_required" };
  if (v.password.length < LIMITS.passwordMin || v.password.length > LIMITS.passwordMax)
    e.password = { key: "auth.err.password_length" };
  else if (!PASSWORD_PATTERN.test(v.password)) e.password = { key: "auth.err.password_chars" };
  else if (v.old !== undefined && v.password === v.old) e.password = { key: "auth.err.password_same_as_old" };
  if (!v.confirm) e.confirm = { key: "auth.err.confirm_required" };
  else if (v.confirm !== v.password) e.confirm = { key: "auth.err.confirm_mismatch" };
  return e;
}

export function hasErrors(e: object): boolean {
  return Object.keys(e).length > 0;
}
