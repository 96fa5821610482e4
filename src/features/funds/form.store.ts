// Browser. A funds form's atom over form.machine (the stores of bind, deposit and withdrawal each make one).
import { atom, type WritableAtom } from "nanostores";
import {
  formTransition,
  initialForm,
  newRequestId,
  type FieldErrors,
  type FormEvent,
  type FormState,
} from "./form.machine.ts";

export interface FormStore<V extends Record<string, string>> {
  $state: WritableAtom<FormState<V>>;
  send: (event: FormEvent<V>) => FormState<V>;
  /**
   * The member pressed submit: the submitting state to send, or null when the errors block it or a submission
   * is already on its way (a double submit sends nothing; the machine alone cannot tell the caller that).
   */
  submit: (errors: FieldErrors) => Extract<FormState<V>, { kind: "submitting" }> | null;
  input: (field: keyof V & string, value: string) => void;
  succeeded: () => void;
  reset: () => void;
}

export function createFormStore<V extends Record<string, string>>(initial: () => V): FormStore<V> {
  const $state = atom<FormState<V>>(initialForm(initial(), newRequestId()));
  const send = (event: FormEvent<V>) => {
    $state.set(formTransition($state.get(), event));
    return $state.get();
  };
  return {
    $state,
    send,
    submit: (errors) => {
      if ($state.get().kind !== "editing") return null;
      const s = send({ type: "submit", errors });
      return s.kind === "submitting" ? s : null;
    },
    input: (field, value) => void send({ type: "input", field, value }),
    succeeded: () => void send({ type: "succeeded", initial: initial(), requestId: newRequestId() }),
    reset: () => void send({ type: "reset", initial: initial(), requestId: newRequestId() }),
  };
}
