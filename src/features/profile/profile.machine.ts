// Ships to server and browser (pure). The two forms of /user/Info: completing empty profile fields
// (with the phone's SMS code and its 300 s resend lock, spec 001 §4, §9) and setting or changing the withdraw
// password. What the member typed stays after a refusal ("Bad input"); a refusal on a field goes once
// that field is edited. The store is profile.store.ts; the islands render by `kind`.
import type { ProfileField } from "../../contract/member.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { fieldError, pinErrors, smsCodeError, type CompletableField, type PinField } from "./profile.ts";

export type CompletionField = ProfileField | "phone_verify";

export type Sms = { kind: "idle" } | { kind: "sending" } | { kind: "locked"; until: number };

export interface CompletionState {
  kind: "editing" | "saving";
  values: Partial<Record<CompletionField, string>>;
  errors: Partial<Record<CompletionField, Message>>;
  /** The platform's refusal: on a field, or (field null) above the button. */
  refused: { field: CompletionField | null; message: Message } | null;
  sms: Sms;
  /** What the last SMS answer said (sent, or why not). */
  smsNote: { ok: boolean; message: Message } | null;
}

export type CompletionEvent =
  | { type: "input"; field: CompletionField; value: string }
  | { type: "submit"; fields: readonly CompletableField[] }
  | { type: "saved" }
  | { type: "refused"; field: CompletionField | null; message: Message }
  | { type: "smsSending" }
  | { type: "smsSent"; until: number }
  | { type: "smsFailed"; message: Message; until: number | null }
  | { type: "smsEnded" };

export const initialCompletion: CompletionState = {
  kind: "editing",
  values: {},
  errors: {},
  refused: null,
  sms: { kind: "idle" },
  smsNote: null,
};

/** The fields the member filled in (only those are sent: a member may complete one field at a time). */
export function filledFields(state: CompletionState, fields: readonly CompletableField[]): ProfileField[] {
  return fields.map((f) => f.field).filter((f) => (state.values[f] ?? "").trim() !== "");
}

export function completionTransition(state: CompletionState, event: CompletionEvent): CompletionState {
  switch (event.type) {
    case "input": {
      const values = { ...state.values, [event.field]: event.value };
      const errors = { ...state.errors };
      delete errors[event.field];
      const refused = state.refused?.field === event.field ? null : state.refused;
      return { ...state, values, errors, refused };
    }
    case "submit": {
      if (state.kind !== "editing") return state;
      const filled = filledFields(state, event.fields);
      if (filled.length === 0) return { ...state, refused: { field: null, message: { key: "profile.err.nothing" } } };
      const errors: CompletionState["errors"] = {};
      for (const f of filled) {
        const e = fieldError(f, state.values[f] ?? "");
        if (e) errors[f] = e;
      }
      const phone = event.fields.find((f) => f.field === "member_phone");
      if (phone?.verification && filled.includes("member_phone")) {
        const e = smsCodeError(state.values.phone_verify ?? "");
        if (e) errors.phone_verify = e;
      }
      if (Object.keys(errors).length > 0) return { ...state, errors, refused: null };
      return { ...state, kind: "saving", errors: {}, refused: null };
    }
    case "saved":
      return { ...initialCompletion, sms: state.sms };
    case "refused":
      if (state.kind !== "saving") return state;
      return { ...state, kind: "editing", refused: { field: event.field, message: event.message } };
    case "smsSending":
      if (state.sms.kind !== "idle") return state;
      return { ...state, sms: { kind: "sending" }, smsNote: null };
    case "smsSent":
      return {
        ...state,
        sms: { kind: "locked", until: event.until },
        smsNote: { ok: true, message: { key: "register.sms.sent" } },
      };
    case "smsFailed":
      return {
        ...state,
        sms: event.until === null ? { kind: "idle" } : { kind: "locked", until: event.until },
        smsNote: { ok: false, message: event.message },
      };
    case "smsEnded":
      return state.sms.kind === "locked" ? { ...state, sms: { kind: "idle" } } : state;
  }
}

/** What a field shows: its rule's error first, else the platform's refusal naming it. */
export function completionFieldMessage(state: CompletionState, field: CompletionField): Message | null {
  return state.errors[field] ?? (state.refused?.field === field ? state.refused.message : null);
}

export interface PinState {
  kind: "editing" | "saving";
  values: Record<PinField, string>;
  errors: Partial<Record<PinField, Message>>;
  refused: { field: PinField | null; message: Message } | null;
}

export type PinEvent =
  | { type: "input"; field: PinField; value: string }
  | { type: "submit"; hasPassword: boolean }
  | { type: "saved" }
  | { type: "refused"; field: PinField | null; message: Message };

const NO_PIN = { old: "", pin: "", confirm: "" };
export const initialPin: PinState = { kind: "editing", values: NO_PIN, errors: {}, refused: null };

export function pinTransition(state: PinState, event: PinEvent): PinState {
  switch (event.type) {
    case "input": {
      const errors = { ...state.errors };
      delete errors[event.field];
      return {
        ...state,
        values: { ...state.values, [event.field]: event.value },
        errors,
        refused: state.refused?.field === event.field ? null : state.refused,
      };
    }
    case "submit": {
      if (state.kind !== "editing") return state;
      const errors = pinErrors(state.values, event.hasPassword);
      if (Object.keys(errors).length > 0) return { ...state, errors, refused: null };
      return { ...state, kind: "saving", errors: {}, refused: null };
    }
    case "saved":
      return initialPin;
    case "refused":
      if (state.kind !== "saving") return state;
      return { ...state, kind: "editing", refused: { field: event.field, message: event.message } };
  }
}

export function pinFieldMessage(state: PinState, field: PinField): Message | null {
  return state.errors[field] ?? (state.refused?.field === field ? state.refused.message : null);
}
