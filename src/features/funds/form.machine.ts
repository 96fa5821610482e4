// Ships to server and browser (pure). One machine for the funds forms (bind account, deposit, withdrawal;
// "Bad input"): the values the member typed, field errors from the shared zod schema, the platform's
// refusal on the field it concerns (or above the button), and the idempotency key of the submission. A refused
// submit keeps every value and the key (nothing was created, and a retry after a lost answer must not create a
// second order); a success empties the form and takes a new key.
import type { Message } from "../../lib/i18n/message.ts";

export type FieldErrors = Readonly<Record<string, Message>>;

export type FormState<V extends Record<string, string>> =
  | { kind: "editing"; values: V; errors: FieldErrors; refused: Message | null; requestId: string }
  | { kind: "submitting"; values: V; errors: FieldErrors; refused: null; requestId: string };

export type FormEvent<V extends Record<string, string>> =
  | { type: "input"; field: keyof V & string; value: string }
  /** The schema's verdict on the values: errors block the submit. */
  | { type: "submit"; errors: FieldErrors }
  | { type: "refused"; field: string | null; message: Message }
  | { type: "succeeded"; initial: V; requestId: string }
  | { type: "reset"; initial: V; requestId: string };

export function initialForm<V extends Record<string, string>>(values: V, requestId: string): FormState<V> {
  return { kind: "editing", values, errors: {}, refused: null, requestId };
}

export function formTransition<V extends Record<string, string>>(s: FormState<V>, e: FormEvent<V>): FormState<V> {
  switch (e.type) {
    case "input": {
      const values = { ...s.values, [e.field]: e.value };
      if (s.kind === "submitting") return { ...s, values };
      // editing a field takes its error away
      const { [e.field]: _gone, ...errors } = s.errors;
      return { ...s, values, errors };
    }
    case "submit":
      if (s.kind !== "editing") return s;
      if (Object.keys(e.errors).length > 0) return { ...s, errors: e.errors, refused: null };
      return { kind: "submitting", values: s.values, errors: {}, refused: null, requestId: s.requestId };
    case "refused":
      if (s.kind !== "submitting") return s;
      return e.field
        ? { kind: "editing", values: s.values, errors: { [e.field]: e.message }, refused: null, requestId: s.requestId }
        : { kind: "editing", values: s.values, errors: {}, refused: e.message, requestId: s.requestId };
    case "succeeded":
      if (s.kind !== "submitting") return s;
      return initialForm(e.initial, e.requestId);
    case "reset":
      return initialForm(e.initial, e.requestId);
  }
}

/** A new idempotency key (RequestIdSchema: 8–64 of A–Z a–z 0–9 _ -). */
export function newRequestId(random: () => string = () => crypto.randomUUID()): string {
  return random()
    .replace(/[^A-Za-z0-9_-]/g, "")
    .slice(0, 64);
}
