// Browser. A funds form's atom over form.machine (the stores of bind, deposit and withdrawal each make one).
import { atom, type WritableAtom } from "nanostores";
import { formTransition, initialForm, newRequestId, type FormEvent, type FormState } from "./form.machine.ts";

export interface FormStore<V extends Record<string, string>> {
  $state: WritableAtom<FormState<V>>;
  send: (event: FormEvent<V>) => FormState<V>;
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
    input: (field, value) => void send({ type: "input", field, value }),
    succeeded: () => void send({ type: "succeeded", initial: initial(), requestId: newRequestId() }),
    reset: () => void send({ type: "reset", initial: initial(), requestId: newRequestId() }),
  };
}
