// Browser (inert on the server). The toast store and its actions: `toast.error({ key: "account_error" })`,
// `toast.warning({ text: serverMessage })`. One timer per toast; grouping restarts it (spec 000 §4, §9).
import { atom } from "nanostores";
import { TIMING, type ToastType } from "../../lib/config/constants.ts";
import { landingId, toastTransition, type ToastEvent, type ToastMessage, type ToastState } from "./toast.machine.ts";

export const $toasts = atom<ToastState>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function send(event: ToastEvent): void {
  $toasts.set(toastTransition($toasts.get(), event));
}

function schedule(id: number, durationMs: number): void {
  const old = timers.get(id);
  if (old) clearTimeout(old);
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      send({ type: "expire", now: Date.now() });
    }, durationMs + 20),
  );
}

/** Shows a toast; returns its id (the existing one when grouped). */
export function showToast(
  type: ToastType,
  message: ToastMessage | string,
  durationMs: number = TIMING.toastDurationMs,
): number {
  const m: ToastMessage = typeof message === "string" ? { key: message } : message;
  const existing = landingId($toasts.get(), type, m);
  const id = existing ?? nextId++;
  send({ type: "push", toast: { id, type, message: m }, now: Date.now(), durationMs });
  schedule(id, durationMs);
  return id;
}

export function dismissToast(id: number): void {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
  send({ type: "dismiss", id });
}

/** Escape closes the newest toast (spec 000 §4). */
export function dismissLatestToast(): void {
  const last = $toasts.get().at(-1);
  if (last) dismissToast(last.id);
}

export function clearToasts(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  send({ type: "clear" });
}

export const toast = {
  success: (m: ToastMessage | string, ms?: number) => showToast("success", m, ms),
  info: (m: ToastMessage | string, ms?: number) => showToast("info", m, ms),
  warning: (m: ToastMessage | string, ms?: number) => showToast("warning", m, ms),
  error: (m: ToastMessage | string, ms?: number) => showToast("error", m, ms),
};
