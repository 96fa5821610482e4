// Ships to server and browser (pure). Transfer validation, login code 802 (spec 001 §4, §5, §8): first verify
// identity — withdraw password (four digits), e-mail or phone, a code equal to the captcha shown beside it —
// then set a new password twice. The captcha is the modal's own: `transition` takes the generator (random in
// the store, fixed in tests) and draws a new one whenever the code was used or wrong. The store is
// transfer-validation.store.ts.
import type { Message } from "../../lib/i18n/message.ts";
import type { ClientCaptcha } from "./client-captcha.ts";
import { validateResetSmsCode } from "../../components/reset-sms/reset-sms-rule.ts";
import { hasErrors, validateNewPassword, validateTransferVerify, type FieldErrors } from "./validate.ts";

export type Via = "email" | "phone";
export interface VerifyValues {
  pin: string;
  via: Via;
  email: string;
  phone: string;
  code: string;
  /** The SMS code sent to the account's phone (our extension, contract RESET_SMS). */
  sms: string;
}
export interface ResetValues {
  password: string;
  confirm: string;
}
export type VerifyField = "pin" | "email" | "phone" | "code" | "sms";
export type ResetField = keyof ResetValues;
export type VerifyErrors = FieldErrors<"withdrawPassword" | "email" | "phone" | "code" | "sms">;
export type ResetErrors = FieldErrors<"old" | "password" | "confirm">;

interface Verify {
  account: string;
  values: VerifyValues;
  captcha: ClientCaptcha;
  errors: VerifyErrors;
}
interface Reset {
  account: string;
  /** The token of the verification, sent with the new password. */
  token: string;
  /** The verify step as it was, for a "please re-verify" answer. */
  verify: Verify;
  values: ResetValues;
  errors: ResetErrors;
}

export type State =
  | { kind: "closed" }
  | ({ kind: "verify"; error: Message | null } & Verify)
  | ({ kind: "verifying" } & Verify)
  | ({ kind: "reset"; error: Message | null } & Reset)
  | ({ kind: "resetting" } & Reset)
  | { kind: "done" };

export type Event =
  | { type: "opened"; account: string }
  | { type: "input"; field: VerifyField | ResetField; value: string }
  | { type: "via"; via: Via }
  | { type: "refreshCaptcha" }
  | { type: "submit" }
  | { type: "verified"; token: string }
  /** The verification was refused (message null: nothing to say, e.g. demo mode). */
  | { type: "verifyFailed"; message: Message | null }
  | { type: "resetFailed"; message: Message; reverify: boolean }
  | { type: "saved" };

export const initialState: State = { kind: "closed" };

const EMPTY_VERIFY: VerifyValues = { pin: "", via: "email", email: "", phone: "", code: "", sms: "" };
const EMPTY_RESET: ResetValues = { password: "", confirm: "" };

function verifyOf(s: Verify): Verify {
  return { account: s.account, values: s.values, captcha: s.captcha, errors: s.errors };
}

export function transition(state: State, event: Event, newCaptcha: () => ClientCaptcha): State {
  switch (event.type) {
    case "opened":
      return {
        kind: "verify",
        account: event.account,
        values: EMPTY_VERIFY,
        captcha: newCaptcha(),
        errors: {},
        error: null,
      };
    case "input":
      if ((state.kind === "verify" || state.kind === "verifying") && event.field in state.values)
        return { ...state, values: { ...state.values, [event.field]: event.value } };
      if ((state.kind === "reset" || state.kind === "resetting") && event.field in state.values)
        return { ...state, values: { ...state.values, [event.field]: event.value } };
      return state;
    case "via":
      return state.kind === "verify" ? { ...state, values: { ...state.values, via: event.via } } : state;
    case "refreshCaptcha":
      return state.kind === "verify" ? { ...state, captcha: newCaptcha() } : state;
    case "submit":
      if (state.kind === "verify") {
        const v = state.values;
        const errors: VerifyErrors = validateTransferVerify({
          withdrawPassword: v.pin,
          via: v.via,
          email: v.email,
          phone: v.phone,
          code: v.code,
          shownCode: state.captcha.code,
        });
        const sms = validateResetSmsCode(v.sms);
        if (sms) errors.sms = sms;
        if (hasErrors(errors)) {
          // A wrong or missing code is spent: a new captcha, an empty box.
          return errors.code
            ? { ...state, errors, values: { ...v, code: "" }, captcha: newCaptcha() }
            : { ...state, errors };
        }
        return { kind: "verifying", ...verifyOf(state), errors: {} };
      }
      if (state.kind === "reset") {
        const errors = validateNewPassword(state.values);
        if (hasErrors(errors)) return { ...state, errors };
        const { error: _error, kind: _kind, ...reset } = state;
        return { kind: "resetting", ...reset, errors: {} };
      }
      return state;
    case "verified":
      if (state.kind !== "verifying") return state;
      return {
        kind: "reset",
        account: state.account,
        token: event.token,
        verify: { ...verifyOf(state), values: { ...state.values, code: "" }, captcha: newCaptcha() },
        values: EMPTY_RESET,
        errors: {},
        error: null,
      };
    case "verifyFailed":
      if (state.kind !== "verifying") return state;
      return {
        kind: "verify",
        ...verifyOf(state),
        values: { ...state.values, pin: "", code: "" },
        captcha: newCaptcha(),
        error: event.message,
      };
    case "resetFailed":
      if (state.kind !== "resetting") return state;
      if (event.reverify) return { kind: "verify", ...state.verify, error: event.message };
      return { ...state, kind: "reset", error: event.message };
    case "saved":
      return state.kind === "resetting" ? { kind: "done" } : state;
  }
}
