// Ships to server and browser (pure). "End the game and bring the money back": when the platform says a game is
// still being played (layout is_playing, a lit provider in my_cash, a transfer back's code …102) the provider keeps
// the money and the transfer buttons are refused, yet the game's window may be long gone (a phone's tab closed
// after the lobby tab reloaded). This ends that game with the quit step of spec 000 §4 (leave1), then transfers
// every provider wallet back (spec 000 §7 balance/all/back), and says how much came home. Store: wallet.store.ts.
import { lastThreeDigits } from "../../lib/api/rules.ts";
import type { Message } from "../../lib/i18n/message.ts";
import type { GameActivity } from "../launcher/index.ts";
import { answerMessage, GAME_PLAYING_LAST3, succeeded, WAITING, type Answer } from "./transfer-back.machine.ts";

/** Code …101: nothing left in any provider wallet — after leave1 that means everything is home. */
const NOTHING_LEFT_LAST3 = 101;

export interface OfferInput {
  /** The launcher of this tab (spec 000 §4 game session flags). */
  activity: GameActivity;
  /** A provider wallet of my_cash is lit (is_light 1: being played), when my_cash is known. */
  litProvider: boolean | null;
  /** The member layout's is_playing (spec 001 §3), when known. */
  layoutPlaying: boolean | null;
  /** The last transfer back answered …102 and nothing since brought the money home. */
  answeredPlaying: boolean;
}

/**
 * Whether to offer "End the game and bring the money back": the platform (or this tab) holds a game, and no start
 * or quit is under way here. my_cash is fresher than the layout (loaded once per login), so it wins when known.
 */
export function endGameOffered(input: OfferInput): boolean {
  const { activity } = input;
  if (activity.starting || activity.quitting) return false;
  if (activity.open || input.answeredPlaying) return true;
  return input.litProvider ?? input.layoutPlaying ?? false;
}

export type State =
  | { kind: "ready" }
  /** Reading the main wallet first, so the end can say how much came back. */
  | { kind: "measuring" }
  /** leave1 under way (spec 000 §4 leaving). */
  | { kind: "leaving"; beforeMinor: number | null }
  /** balance/all/back under way (spec 000 §7). */
  | { kind: "moving"; beforeMinor: number | null };

export type Event =
  | { type: "press" }
  /** The main wallet before, in minor units (null: my_cash failed). */
  | { type: "measured"; mainMinor: number | null }
  /** leave1 answered (or failed: the transfer's answer tells whether the game ended). */
  | { type: "left" }
  /** The transfer back answered; `mainMinor`: the main wallet after, from the answer's member_cash. */
  | { type: "answered"; answer: Answer; mainMinor: number | null }
  | { type: "reset" };

export type Effect =
  | { type: "measure" }
  | { type: "leave" }
  | { type: "transfer" }
  /** How much came home in minor units (null: unknown, say success), for the store to write in money. */
  | { type: "reportBack"; minor: number | null }
  | { type: "notify"; level: "warning" | "error"; message: Message }
  | { type: "refresh" }
  /** The platform no longer holds a game: the offer goes. */
  | { type: "settled" }
  /** The platform still says a game is being played. */
  | { type: "gamePlaying" };

export interface Step {
  state: State;
  effects: Effect[];
}

export const initialState: State = { kind: "ready" };

export function transition(state: State, event: Event): Step {
  switch (event.type) {
    case "press":
      if (state.kind !== "ready") return { state, effects: [{ type: "notify", level: "warning", message: WAITING }] };
      return { state: { kind: "measuring" }, effects: [{ type: "measure" }] };
    case "measured":
      if (state.kind !== "measuring") return { state, effects: [] };
      return { state: { kind: "leaving", beforeMinor: event.mainMinor }, effects: [{ type: "leave" }] };
    case "left":
      if (state.kind !== "leaving") return { state, effects: [] };
      return { state: { kind: "moving", beforeMinor: state.beforeMinor }, effects: [{ type: "transfer" }] };
    case "answered": {
      if (state.kind !== "moving") return { state, effects: [] };
      const { answer } = event;
      const last3 = answer.ok ? 0 : lastThreeDigits(answer.code);
      // Success, or nothing left to move because leave1 already brought the provider's balance home.
      if (succeeded(answer) || last3 === NOTHING_LEFT_LAST3) {
        const before = state.beforeMinor;
        const after = event.mainMinor;
        const minor = before === null || after === null ? null : Math.max(0, after - before);
        return {
          state: initialState,
          effects: [{ type: "reportBack", minor }, { type: "refresh" }, { type: "settled" }],
        };
      }
      const effects: Effect[] = [
        { type: "notify", level: "error", message: answerMessage(answer) },
        { type: "refresh" },
      ];
      if (last3 === GAME_PLAYING_LAST3) effects.push({ type: "gamePlaying" });
      return { state: initialState, effects };
    }
    case "reset":
      return { state: initialState, effects: [] };
  }
}
