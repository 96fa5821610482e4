// Browser and server (pure). The maintenance window of a provider (spec 000 §3 "Maintenance interval:
// start_at, end_at, kept in local storage"; §8 code 203): remembered per provider, shown while it lasts.
import type { MaintenanceWindow } from "./launcher.machine.ts";
import { asObject } from "../../lib/json/object.ts";

export type MaintenanceStore = Record<string, MaintenanceWindow>;

/** Both ends are dates. */
function isWindow(v: unknown): v is MaintenanceWindow {
  const ends = [asObject(v)?.["start_at"], asObject(v)?.["end_at"]];
  return ends.every((end) => typeof end === "string" && !Number.isNaN(Date.parse(end)));
}

/** The stored windows, keeping only well-formed entries (storage is untrusted, DESIGN). */
export function parseMaintenanceStore(raw: unknown): MaintenanceStore {
  const out: MaintenanceStore = {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return out;
  for (const [gpId, w] of Object.entries(raw as Record<string, unknown>)) {
    if (/^[A-Z0-9_]{2,20}$/.test(gpId) && isWindow(w)) out[gpId] = { start_at: w.start_at, end_at: w.end_at };
  }
  return out;
}

/**
 * The window to show for a 203: the answer's when it has one (then remembered), else the remembered one while
 * it has not ended; null means the generic text. Ended windows are dropped from the store.
 */
export function maintenanceFor(
  stored: MaintenanceStore,
  gpId: string,
  answer: unknown,
  now: number,
): { window: MaintenanceWindow | null; store: MaintenanceStore } {
  const store: MaintenanceStore = {};
  for (const [id, w] of Object.entries(stored)) if (Date.parse(w.end_at) > now) store[id] = w;
  if (isWindow(answer)) {
    store[gpId] = { start_at: answer.start_at, end_at: answer.end_at };
    return { window: store[gpId], store };
  }
  return { window: store[gpId] ?? null, store };
}
