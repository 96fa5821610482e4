// Ships to server and browser (pure). The login form (spec 001 §4, §5, §8) as a state machine: the member types
// account, password and captcha answer; the submit checks the rules, then the store sends the call and answers
// with an event. A refusal clears the captcha answer (captchas are single use) and shows its message; codes
// 107 and 802 hand the member to double or transfer validation. The store is login.store.ts.
import type { Message } from "../../lib/i18n/message.ts";
import { hasErrors, validateLogin, type FieldErrors } from "./validate.ts";

export type LoginField = "account" | "password" | "answer";
export type LoginValues = Record<LoginField, string>;

interface Form {
  values: LoginValues;
  /** Rule errors of the last submit, on their field. */
  errors: FieldErrors<LoginField>;
  showPassword: boolean;
}

export type State = ({ kind: "editing"; error: Message | null } & Form) | ({ kind: "submitting" } & Form);

export type Event =
  /** The modal opened: empty fields (a refusal shown before stays until the next submit, as it always did). */
  | { type: "opened" }
  | { type: "input"; field: LoginField; value: string }
  | { type: "togglePassword" }
  | { type: "submit" }
  /** The platform (or the network) refused: the message is shown, the captcha answer cleared. */
  | { type: "failed"; message: Message }
  /** Logged in, or handed to double / transfer validation: the form starts again empty. */
  | { type: "loggedIn" }
  | { type: "handedOff" }
  | { type: "reset" };

const EMPTY: Form = { values: { account: "", password: "", answer: "" }, errors: {}, showPassword: false };

export const initialState: State = { kind: "editing", ...EMPTY, error: null };

function form(s: State): Form {
  return { values: s.values, errors: s.errors, showPassword: s.showPassword };
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case "opened":
      return state.kind === "editing" ? { kind: "editing", ...EMPTY, error: state.error } : state;
    case "input":
      // Typing goes on while the call is under way (the call already carries what was sent).
      return { ...state, values: { ...state.values, [event.field]: event.value } };
    case "togglePassword":
      return { ...state, showPassword: !state.showPassword };
    case "submit": {
      if (state.kind !== "editing") return state;
      const errors = validateLogin(state.values);
      if (hasErrors(errors)) return { ...state, errors };
      return { kind: "submitting", ...form(state), errors: {} };
    }
    case "failed":
      if (state.kind !== "submitting") return state;
      return {
        kind: "editing",
        ...form(state),
        values: { ...state.values, answer: "" },
        error: event.message,
      };
    case "loggedIn":
    case "handedOff":
    case "reset":
      return initialState;
  }
}

/** What the store sends once the submit is accepted (account and answer trimmed, spec 001 §4). */
export function loginRequest(state: State): { account: string; password: string; answer: string } | null {
  if (state.kind !== "submitting") return null;
  return {
    account: state.values.account.trim(),
    password: state.values.password,
    answer: state.values.answer.trim(),
  };
}
