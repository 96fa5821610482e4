// Ships to server and browser (pure). Forgot password (spec 001 §4 "Forgot password: an SMS lock lasts 300
// seconds"). The spec's call table has no forgot-password call, so the flow stands on our extension of the calls
// that exist for proving who a member is and setting a new password: /arks/web/forgot/verify (account, withdraw
// password, e-mail or phone, and the SMS code /arks/web/forgot/sms sent to the account's phone → token) and
// /arks/web/forgot/reset (account, password, token), with vx/verify's §8 codes and the §5 transfer-verification
// rules. The SMS code's send button and its 300 s lock per account are components/reset-sms; choosing the phone
// as the contact also locks another phone check for forgotSmsLockS (300 s); the e-mail choice is not locked.
import { LIMITS, TIMING } from "../../lib/config/constants.ts";
import { EMAIL_PATTERN, PASSWORD_RULE } from "./validate.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { validateResetSmsCode } from "../../components/reset-sms/reset-sms-rule.ts";

export type ForgotMethod = "email" | "phone";

export interface ForgotValues {
  account: string;
  withdrawPassword: string;
  method: ForgotMethod;
  email: string;
  phone: string;
  password: string;
  confirm: string;
  /** The SMS code sent to the account's phone (our extension, contract RESET_SMS). */
  sms: string;
}

export type ForgotField = Exclude<keyof ForgotValues, "method">;
export type ForgotErrors = Partial<Record<ForgotField | "form", Message>>;

export type ForgotState =
  | { step: "verify"; values: ForgotValues; errors: ForgotErrors; pending: boolean; phoneLockUntil: number }
  | {
      step: "reset";
      values: ForgotValues;
      errors: ForgotErrors;
      pending: boolean;
      phoneLockUntil: number;
      token: string;
    }
  | { step: "done"; account: string; phoneLockUntil: number }
  | { step: "demo" };

export type ForgotEvent =
  | { type: "input"; key: keyof ForgotValues; value: string }
  | { type: "verifyRequested"; now: number }
  | { type: "verified"; token: string }
  | { type: "verifyFailed"; code: number; message: string; platform: boolean; now: number }
  | { type: "resetRequested" }
  | { type: "resetDone" }
  | { type: "resetFailed"; code: number; message: string; platform: boolean }
  | { type: "restart" };

export function emptyForgot(phoneLockUntil = 0): ForgotState {
  return {
    step: "verify",
    values: {
      account: "",
      withdrawPassword: "",
      method: "email",
      email: "",
      phone: "",
      password: "",
      confirm: "",
      sms: "",
    },
    errors: {},
    pending: false,
    phoneLockUntil,
  };
}

const REQ: Message = { key: "register.err.required" };

/** spec 001 §5 transfer verification: withdraw password; e-mail well formed or phone present by the choice. */
export function validateVerify(v: ForgotValues): ForgotErrors {
  const e: ForgotErrors = {};
  const account = v.account.trim();
  if (account === "") e.account = REQ;
  else if (account.length > 50) e.account = { key: "register.err.account" };
  if (v.withdrawPassword === "") e.withdrawPassword = REQ;
  else if (!new RegExp(`^\\d{${LIMITS.withdrawPasswordDigits}}$`).test(v.withdrawPassword))
    e.withdrawPassword = { key: "register.err.withdrawPassword", params: { n: LIMITS.withdrawPasswordDigits } };
  if (v.method === "email") {
    if (v.email.trim() === "") e.email = REQ;
    else if (!EMAIL_PATTERN.test(v.email.trim())) e.email = { key: "register.err.email" };
  } else {
    if (v.phone.trim() === "") e.phone = REQ;
    else if (!/^\d+$/.test(v.phone.trim())) e.phone = { key: "register.err.phoneDigits" };
  }
  const sms = validateResetSmsCode(v.sms);
  if (sms) e.sms = sms;
  return e;
}

/** spec 001 §5 new password: 6-12 (letters and digits with one of each, as the contract's reset asks); confirmation matches. */
export function validateReset(v: ForgotValues): ForgotErrors {
  const e: ForgotErrors = {};
  if (v.password === "") e.password = REQ;
  else if (!PASSWORD_RULE.test(v.password)) e.password = { key: "register.err.password" };
  if (v.confirm === "") e.confirm = REQ;
  else if (v.confirm !== v.password) e.confirm = { key: "register.err.checkPassword" };
  return e;
}

/** spec 001 §8 transfer verify: 101, 102, 201-204 'please re-verify'; reset: 101, 102, 201-203. */
export const REVERIFY_VERIFY_CODES: readonly number[] = [101, 102, 201, 202, 203, 204];
export const REVERIFY_RESET_CODES: readonly number[] = [101, 102, 201, 202, 203];

function failure(codes: readonly number[], code: number, message: string, platform: boolean): Message {
  if (!platform) return { key: "register.err.network" };
  if (codes.includes(code)) return { key: "forgot.err.reverify" };
  return message.trim() ? { text: message } : { key: "register.err.error" };
}

export function phoneLocked(state: ForgotState, now: number): boolean {
  return "phoneLockUntil" in state && state.phoneLockUntil > now;
}

export function forgotTransition(state: ForgotState, event: ForgotEvent): ForgotState {
  switch (event.type) {
    case "input": {
      if (state.step !== "verify" && state.step !== "reset") return state;
      const values = { ...state.values, [event.key]: event.value };
      const errors = { ...state.errors };
      if (event.key !== "method") delete errors[event.key];
      delete errors.form;
      return { ...state, values, errors };
    }
    case "verifyRequested": {
      if (state.step !== "verify" || state.pending) return state;
      const errors = validateVerify(state.values);
      if (Object.keys(errors).length) return { ...state, errors };
      if (state.values.method === "phone" && state.phoneLockUntil > event.now)
        return { ...state, errors: { form: { key: "forgot.err.smsLocked" } } };
      const phoneLockUntil =
        state.values.method === "phone" ? event.now + TIMING.forgotSmsLockS * 1000 : state.phoneLockUntil;
      return { ...state, errors: {}, pending: true, phoneLockUntil };
    }
    case "verified":
      if (state.step !== "verify") return state;
      return { ...state, step: "reset", token: event.token, pending: false, errors: {} };
    case "verifyFailed":
      if (state.step !== "verify") return state;
      return {
        ...state,
        pending: false,
        // A network failure sent no SMS: no lock for it.
        phoneLockUntil: event.platform ? state.phoneLockUntil : 0,
        errors: { form: failure(REVERIFY_VERIFY_CODES, event.code, event.message, event.platform) },
      };
    case "resetRequested": {
      if (state.step !== "reset" || state.pending) return state;
      const errors = validateReset(state.values);
      if (Object.keys(errors).length) return { ...state, errors };
      return { ...state, errors: {}, pending: true };
    }
    case "resetDone":
      if (state.step !== "reset") return state;
      return { step: "done", account: state.values.account.trim(), phoneLockUntil: state.phoneLockUntil };
    case "resetFailed": {
      if (state.step !== "reset") return state;
      const error = failure(REVERIFY_RESET_CODES, event.code, event.message, event.platform);
      // 'please re-verify': the token is spent, back to the first step.
      if (event.platform && REVERIFY_RESET_CODES.includes(event.code)) {
        const { token: _token, ...rest } = state;
        return { ...rest, step: "verify", pending: false, errors: { form: error } };
      }
      return { ...state, pending: false, errors: { form: error } };
    }
    case "restart":
      return state.step === "demo" ? state : emptyForgot("phoneLockUntil" in state ? state.phoneLockUntil : 0);
  }
}
