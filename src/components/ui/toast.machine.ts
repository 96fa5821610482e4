// Pure. The toast list (spec 000 §4, §9): stacked, each fades after its duration (3000 ms), types success,
// info, warning, error, Escape closes, and identical messages are grouped with a repeat counter.
import { TIMING, type ToastType } from "../../lib/config/constants.ts";
import type { Message } from "../../lib/i18n/message.ts";

export interface Toast {
  id: number;
  type: ToastType;
  message: Message;
  /** How many times this same message was raised while it was visible. */
  count: number;
  /** When it disappears (ms since epoch). */
  expiresAt: number;
}

export type ToastState = readonly Toast[];

export type ToastEvent =
  | { type: "push"; toast: { id: number; type: ToastType; message: Message }; now: number; durationMs?: number }
  | { type: "dismiss"; id: number }
  | { type: "dismissLatest" }
  | { type: "expire"; now: number }
  | { type: "clear" };

export function messageIdentity(type: ToastType, m: Message): string {
  return "text" in m ? `${type}|t|${m.text}` : `${type}|k|${m.key}|${JSON.stringify(m.params ?? {})}`;
}

export function toastTransition(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case "push": {
      const duration = event.durationMs ?? TIMING.toastDurationMs;
      const id = messageIdentity(event.toast.type, event.toast.message);
      const same = state.find((t) => messageIdentity(t.type, t.message) === id);
      if (same) {
        // spec 000 §4: identical messages grouped with a repeat counter; the group stays for another duration
        return state.map((t) => (t === same ? { ...t, count: t.count + 1, expiresAt: event.now + duration } : t));
      }
      return [...state, { ...event.toast, count: 1, expiresAt: event.now + duration }];
    }
    case "dismiss":
      return state.filter((t) => t.id !== event.id);
    case "dismissLatest":
      return state.slice(0, -1);
    case "expire":
      return state.some((t) => t.expiresAt <= event.now) ? state.filter((t) => t.expiresAt > event.now) : state;
    case "clear":
      return [];
  }
}

/** The id of the toast that a pushed message lands on (new or grouped). */
export function landingId(state: ToastState, type: ToastType, message: Message): number | undefined {
  const id = messageIdentity(type, message);
  return state.find((t) => messageIdentity(t.type, t.message) === id)?.id;
}
