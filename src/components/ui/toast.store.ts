// Browser (inert on the server). The toast store and its actions: `toast.error({ key: "account_error" })`,
// `toast.warning({ text: serverMessage })`. One timer per toast; grouping restarts it (spec 000 §4, §9).
import { machineSender } from "../../lib/load/index.ts";
import { takeSessionItem } from "../../lib/storage/storage.ts";
import { TIMING, type ToastType } from "../../lib/config/constants.ts";
import { STORAGE } from "../../lib/config/keys.ts";
import { landingId, toastTransition } from "./toast.machine.ts";
import { $toasts } from "./toasts.atom.ts";
import type { Message } from "../../lib/i18n/message.ts";
import type { LocaleKey } from "../../lib/i18n/keys.ts";

export { $toasts };

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const send = machineSender($toasts, toastTransition);

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
  message: Message | LocaleKey,
  durationMs: number = TIMING.toastDurationMs,
): number {
  const m: Message = typeof message === "string" ? { key: message } : message;
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

/** Tab-scoped (sessionStorage): toasts that must survive the page's own navigation. Our key, not the spec's. */
const CARRY_KEY = STORAGE.carriedToasts;
const TOAST_TYPES: readonly ToastType[] = ["success", "info", "warning", "error"];

/**
 * Keeps the visible toasts for the next page of this tab: a forced logout goes to / (spec 001 §4) and its
 * warning (already_login_msg…) must still be read there.
 */
export function carryToastsAcrossNavigation(): void {
  const now = Date.now();
  const visible = $toasts.get().filter((t) => t.expiresAt > now);
  if (visible.length === 0) return;
  try {
    sessionStorage.setItem(
      CARRY_KEY,
      JSON.stringify({ at: now, toasts: visible.map((t) => ({ type: t.type, message: t.message })) }),
    );
  } catch {
    // storage blocked: the notice is lost with the page, as before
  }
}

/** Shows what the previous page of this tab carried over (within 10 s), once. */
export function restoreCarriedToasts(): void {
  const raw = takeSessionItem(CARRY_KEY);
  if (!raw) return;
  try {
    const data = JSON.parse(raw) as { at?: unknown; toasts?: unknown };
    if (typeof data.at !== "number" || Date.now() - data.at > 10_000 || !Array.isArray(data.toasts)) return;
    for (const item of data.toasts as { type?: unknown; message?: unknown }[]) {
      const m = item.message as Partial<{ key: unknown; text: unknown }> | null;
      if (!TOAST_TYPES.includes(item.type as ToastType) || !m) continue;
      if (typeof m.key === "string") showToast(item.type as ToastType, item.message as Message);
      else if (typeof m.text === "string") showToast(item.type as ToastType, { text: m.text });
    }
  } catch {
    // a broken value is dropped
  }
}

export const toast = {
  success: (m: Message | LocaleKey, ms?: number) => showToast("success", m, ms),
  info: (m: Message | LocaleKey, ms?: number) => showToast("info", m, ms),
  warning: (m: Message | LocaleKey, ms?: number) => showToast("warning", m, ms),
  error: (m: Message | LocaleKey, ms?: number) => showToast("error", m, ms),
};
