// Ships to server and browser (pure). Double validation, login code 107 (spec 001 §4, §5, §8): one security
// question, skip for another (3 available to begin with), answer and captcha required; a refusal clears both
// and shows its message. The store is double-validation.store.ts.
import type { Message } from "../../lib/i18n/message.ts";
import { hasErrors, validateDoubleValidation, type FieldErrors } from "./validate.ts";

export interface Question {
  memberLoginId: number | string;
  /** The question asked (auth.dv.question.<question>). */
  question: string;
  /** Skips left. */
  available: number;
}

export type DvField = "answer" | "captcha";
export type DvValues = Record<DvField, string>;

interface Form {
  question: Question;
  values: DvValues;
  errors: FieldErrors<DvField>;
}

export type State =
  | { kind: "closed" }
  | ({ kind: "editing"; error: Message | null } & Form)
  | ({ kind: "submitting" } & Form)
  | { kind: "done" };

export type Event =
  | { type: "opened"; question: Question }
  | { type: "input"; field: DvField; value: string }
  | { type: "submit" }
  | { type: "failed"; message: Message }
  | { type: "verified" }
  /** Another question came (skip): a fresh, empty form. */
  | { type: "skipped"; question: Question }
  | { type: "skipFailed"; message: Message };

export const initialState: State = { kind: "closed" };

const EMPTY: DvValues = { answer: "", captcha: "" };

function editing(question: Question): State {
  return { kind: "editing", question, values: EMPTY, errors: {}, error: null };
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case "opened":
    case "skipped":
      return editing(event.question);
    case "input":
      if (state.kind !== "editing" && state.kind !== "submitting") return state;
      return { ...state, values: { ...state.values, [event.field]: event.value } };
    case "submit": {
      if (state.kind !== "editing") return state;
      const errors = validateDoubleValidation(state.values);
      if (hasErrors(errors)) return { ...state, errors };
      return { kind: "submitting", question: state.question, values: state.values, errors: {} };
    }
    case "failed":
      if (state.kind !== "submitting") return state;
      return { kind: "editing", question: state.question, values: EMPTY, errors: {}, error: event.message };
    case "skipFailed":
      if (state.kind !== "editing") return state;
      return { ...state, error: event.message };
    case "verified":
      return state.kind === "submitting" ? { kind: "done" } : state;
  }
}

/** Skip is offered while questions are left and nothing is being sent (spec 001 §4). */
export function canSkip(state: State): state is Extract<State, { kind: "editing" }> {
  return state.kind === "editing" && state.question.available > 0;
}
