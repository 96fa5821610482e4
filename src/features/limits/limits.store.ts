// Browser. The Limits page's store: the member's limits as the platform holds them (a Load), and per limit the
// text being typed, its error and the last outcome. Every change answers the whole state, which replaces the
// shown one, and the page reads it again when its tab comes back to the front: two tabs end showing one state.
import { atom, map } from "nanostores";
import { isApiError } from "../../lib/api/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { IDLE, loadedData, runLoad, sendLoad, type Load } from "../../lib/load/index.ts";
import {
  LIMIT_CODES,
  parseLimitValue,
  type LimitKind,
  type LimitPeriod,
  type LimitsState,
} from "../../contract/limits.ts";
import * as api from "./api.ts";
import { limitCallRefusal, limitProblemMessage } from "./limit-view.ts";

export const $limits = atom<Load<LimitsState>>(IDLE);

/**
 * The platform's clock for this member minus the device's, from the last answer's `now`: a pending change's
 * confirm button turns on by the platform's time, never the device's alone.
 */
let offsetMs = 0;
function noteNow(state: LimitsState): void {
  const at = Date.parse(state.now);
  if (Number.isFinite(at)) offsetMs = at - Date.now();
}
/** The platform's now for this member, by the last answer. */
export function limitsNow(): number {
  return Date.now() + offsetMs;
}

export interface SlotUi {
  text: string;
  error: Message | null;
  notice: Message | null;
  busy: boolean;
}
const EMPTY: SlotUi = { text: "", error: null, notice: null, busy: false };
export const $slotUi = map<Record<string, SlotUi>>({});
export const slotKey = (kind: LimitKind, period: LimitPeriod) => `${kind}.${period}`;

function ui(key: string): SlotUi {
  return $slotUi.get()[key] ?? EMPTY;
}
function patch(key: string, p: Partial<SlotUi>): void {
  $slotUi.setKey(key, { ...ui(key), ...p });
}

export function loadLimits(): Promise<unknown> {
  return runLoad($limits, async (signal) => {
    const state = await api.getLimits(signal);
    noteNow(state);
    return state;
  });
}

function show(state: LimitsState): void {
  noteNow(state);
  sendLoad($limits, { type: "start", seq: $limits.get().seq + 1, keep: true });
  sendLoad($limits, { type: "loaded", seq: $limits.get().seq, data: state });
}

function refusal(error: unknown): Message {
  if (isApiError(error) && error.kind === "platform")
    return limitCallRefusal(error.code, error.data, error.message, pageLocaleTag());
  return isApiError(error) ? { key: error.messageKey } : { key: "api.error.unhandled" };
}

export function editLimit(kind: LimitKind, period: LimitPeriod, text: string): void {
  patch(slotKey(kind, period), { text, error: null, notice: null });
}

async function change(key: string, call: () => Promise<LimitsState>, notice: (s: LimitsState) => Message | null) {
  if (ui(key).busy) return;
  patch(key, { busy: true, error: null, notice: null });
  try {
    const state = await call();
    show(state);
    patch(key, { busy: false, text: "", notice: notice(state) });
  } catch (error) {
    patch(key, { busy: false, error: refusal(error) });
    // An expired pending change is gone on the platform: read the limits again so it leaves the page too.
    if (isApiError(error) && error.code === LIMIT_CODES.pendingExpired) void loadLimits();
  }
}

/** Saves the typed value (checked here first with the platform's own rule), or removes the limit. */
export async function saveLimit(kind: LimitKind, period: LimitPeriod, remove = false): Promise<void> {
  const key = slotKey(kind, period);
  const data = loadedData($limits.get());
  if (!remove) {
    const parsed = parseLimitValue(kind, ui(key).text, data?.currency ?? "INR");
    if (!parsed.ok) {
      patch(key, { error: limitProblemMessage(parsed.problem), notice: null });
      return;
    }
  }
  await change(
    key,
    () => api.setLimit(kind, period, remove ? null : ui(key).text),
    (s) => {
      const slot = s.limits.find((l) => l.kind === kind && l.period === period);
      return { key: slot?.pending ? "limits.saved.pending" : "limits.saved.now" };
    },
  );
}

export function confirmLimit(kind: LimitKind, period: LimitPeriod): Promise<void> {
  return change(
    slotKey(kind, period),
    () => api.confirmLimit(kind, period),
    () => ({ key: "limits.saved.now" }),
  );
}

export function cancelLimit(kind: LimitKind, period: LimitPeriod): Promise<void> {
  return change(
    slotKey(kind, period),
    () => api.cancelLimit(kind, period),
    () => ({ key: "limits.saved.cancelled" }),
  );
}

export const $realityNotice = atom<Message | null>(null);

export async function saveRealityInterval(minutes: number): Promise<void> {
  $realityNotice.set(null);
  try {
    show(await api.setRealityInterval(minutes));
    $realityNotice.set({ key: "limits.reality.saved" });
  } catch (error) {
    $realityNotice.set(refusal(error));
  }
}

/** Starts the page's data; reads it again when the tab comes back (another tab may have changed a limit). */
export function startLimits(): () => void {
  void loadLimits();
  const again = () => {
    if (document.visibilityState === "visible") void loadLimits();
  };
  document.addEventListener("visibilitychange", again);
  window.addEventListener("focus", again);
  return () => {
    document.removeEventListener("visibilitychange", again);
    window.removeEventListener("focus", again);
  };
}
