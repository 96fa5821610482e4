// Ships to server and browser (pure). One-key transfer back (spec 000 §4, §8) and the member centre's balance
// get-back (spec 001 §7, §8) as a state machine. Enablement (spec 000 §4): disabled for the 10-second cooldown
// after a click (TIMING.transferBackCooldownMs), while a game is starting, quitting or open, and on /play; a click
// while disabled shows one_key_waiting (spec 000 §8). Results (spec 000 §8, spec 001 §8): a success code shows
// `success`, a code whose last three digits are 101–105 shows one_key_err_code_101…105, any other code the
// server's message. After an answer the store refreshes my_cash and the header balance. Store: wallet.store.ts.
import { lastThreeDigits } from "../../lib/api/rules.ts";
import { SUCCESS_CODES, TIMING } from "../../lib/config/constants.ts";
import { serverMessage, type Message } from "../../lib/i18n/message.ts";
import { runtimeKey, type LocaleKey } from "../../lib/i18n/keys.ts";

export type State =
  | { kind: "ready" }
  /** The call is under way; the cooldown started with the click. */
  | { kind: "sending"; coolUntil: number }
  /** Answered, still inside the cooldown. */
  | { kind: "cooling"; coolUntil: number };

/** What the store reads at the moment of a click. */
export interface Context {
  now: number;
  /** The launcher's $gameBusy: a game is starting, quitting or open (spec 000 §4). */
  gameBusy: boolean;
  /** The page is /play (spec 000 §4). */
  onPlayPage: boolean;
}

export type Answer =
  /** `back`: how much came home, written for the member (the answer's back_total), when known. */
  | { ok: true; back?: string }
  /** A platform code with its message, or no answer at all (code 0, with the API client's locale key). */
  | { ok: false; code: number; message: string; fallbackKey?: LocaleKey };

export type Event =
  | { type: "click"; ctx: Context }
  | { type: "answered"; answer: Answer; now: number }
  /** The cooldown timer fired. */
  | { type: "cooldownOver"; now: number }
  | { type: "reset" };

export type Effect =
  | { type: "send" }
  | { type: "notify"; level: "success" | "warning" | "error"; message: Message }
  /** Reload my_cash and with it the header balance. */
  | { type: "refresh" }
  /** The platform said a game is still being played (code …102): offer to end it (spec 000 §4 leaving). */
  | { type: "gamePlaying" }
  /** The money came home: the platform no longer holds a game for the member. */
  | { type: "settled" }
  /** Fire cooldownOver at this time. */
  | { type: "wakeAt"; at: number };

export interface Step {
  state: State;
  effects: Effect[];
}

export const initialState: State = { kind: "ready" };

/** Why the control is disabled now, or null when a click would transfer. The first reason that applies wins. */
export type DisabledReason = "cooldown" | "game" | "play";

export function disabledReason(state: State, ctx: Context): DisabledReason | null {
  if (state.kind !== "ready" && ctx.now < state.coolUntil) return "cooldown";
  if (state.kind === "sending") return "cooldown"; // an answer still pending past 10 s keeps it disabled
  if (ctx.gameBusy) return "game";
  if (ctx.onPlayPage) return "play";
  return null;
}

export const WAITING: Message = { key: "one_key_waiting" };

/** The message of an answer (spec 000 §8 transfer back; spec 001 §8 balance get-back). */
export function answerMessage(answer: Answer): Message {
  // The member reads how much came back, not only that it worked.
  if (answer.ok)
    return answer.back ? { key: "wallet.backAmount", params: { amount: answer.back } } : { key: "success" };
  if (succeeded(answer)) return { key: "success" };
  const last3 = lastThreeDigits(answer.code);
  if (last3 >= 101 && last3 <= 105) return { key: runtimeKey(`one_key_err_code_${last3}`) };
  if (!answer.message && answer.fallbackKey) return { key: answer.fallbackKey };
  return serverMessage(answer.message);
}

/** A success: no error, or a success code (spec 000 §8). */
export function succeeded(answer: Answer): boolean {
  return answer.ok || (SUCCESS_CODES as readonly number[]).includes(answer.code);
}

/** Code …102: a game is being played, so the provider keeps the money (spec 000 §8 one_key_err_code_102). */
export const GAME_PLAYING_LAST3 = 102;

export function transition(state: State, event: Event): Step {
  switch (event.type) {
    case "click": {
      if (disabledReason(state, event.ctx) !== null)
        return { state, effects: [{ type: "notify", level: "warning", message: WAITING }] };
      const coolUntil = event.ctx.now + TIMING.transferBackCooldownMs;
      return { state: { kind: "sending", coolUntil }, effects: [{ type: "send" }, { type: "wakeAt", at: coolUntil }] };
    }
    case "answered": {
      if (state.kind !== "sending") return { state, effects: [] };
      const { answer } = event;
      const message = answerMessage(answer);
      const ok = succeeded(answer);
      const next: State = event.now < state.coolUntil ? { kind: "cooling", coolUntil: state.coolUntil } : initialState;
      const effects: Effect[] = [{ type: "notify", level: ok ? "success" : "error", message }, { type: "refresh" }];
      if (ok) effects.push({ type: "settled" });
      else if (!answer.ok && lastThreeDigits(answer.code) === GAME_PLAYING_LAST3) effects.push({ type: "gamePlaying" });
      return { state: next, effects };
    }
    case "cooldownOver":
      if (state.kind === "cooling" && event.now >= state.coolUntil) return { state: initialState, effects: [] };
      return { state, effects: [] };
    case "reset":
      return { state: initialState, effects: [] };
  }
}

/** Whether the page is /play (spec 000 §4), under any locale prefix ("/hi_IN/play"). */
export function isPlayPath(pathname: string, localePrefix: string): boolean {
  const path = localePrefix && pathname.startsWith(localePrefix) ? pathname.slice(localePrefix.length) : pathname;
  return path === "/play" || path === "/play/";
}
