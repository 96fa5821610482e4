// Ships to server and browser (pure). The password change (spec 001 §5, §6, §7): old password, new one (6-12,
// letters and digits, not the old one), confirmation. The platform's refusal names the field it concerns
// (codes.ts changePasswordOutcome) and goes away once the member edits that field. The store is
// password.store.ts; the form is ChangePasswordForm (on /user/Info and in the forced-change modal).
import type { Message } from "../../lib/i18n/message.ts";
import type { PasswordField } from "./codes.ts";
import { hasErrors, validateNewPassword, type FieldErrors } from "./validate.ts";

export type PasswordValues = Record<PasswordField, string>;

/** The platform's refusal: on a field, or (field null) above the button. */
export interface Refusal {
  message: Message;
  field: PasswordField | null;
}

interface Form {
  values: PasswordValues;
  errors: FieldErrors<PasswordField>;
}

export type State = ({ kind: "editing"; refused: Refusal | null } & Form) | ({ kind: "submitting" } & Form);

export type Event =
  | { type: "input"; field: PasswordField; value: string }
  | { type: "submit" }
  | { type: "refused"; refusal: Refusal }
  /** Changed: the form empties. */
  | { type: "saved" }
  | { type: "reset" };

const EMPTY = { old: "", password: "", confirm: "" };
export const initialState: State = { kind: "editing", values: EMPTY, errors: {}, refused: null };

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case "input": {
      const values = { ...state.values, [event.field]: event.value };
      if (state.kind === "submitting") return { ...state, values };
      // The member is fixing what the platform refused: the refusal goes.
      const refused = state.refused?.field === event.field ? null : state.refused;
      return { ...state, values, refused };
    }
    case "submit": {
      if (state.kind !== "editing") return state;
      const errors = validateNewPassword(state.values);
      if (hasErrors(errors)) return { ...state, errors };
      return { kind: "submitting", values: state.values, errors: {} };
    }
    case "refused":
      if (state.kind !== "submitting") return state;
      return { kind: "editing", values: state.values, errors: {}, refused: event.refusal };
    case "saved":
    case "reset":
      return initialState;
  }
}

/** What a field shows: its rule's error first, else the platform's refusal when it names this field. */
export function fieldMessage(state: State, field: PasswordField): Message | null {
  const rule = state.errors[field];
  if (rule) return rule;
  return state.kind === "editing" && state.refused?.field === field ? state.refused.message : null;
}

/** The refusal shown above the button (one that names no field). */
export function formMessage(state: State): Message | null {
  return state.kind === "editing" && state.refused && state.refused.field === null ? state.refused.message : null;
}
