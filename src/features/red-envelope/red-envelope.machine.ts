// Pure. The red envelope (spec 001 §3, §4, §8, §9): a countdown to end_at read in America/Caracas, ticking every
// second; at 0 it ends and is asked for again after 3 s; a claim happens once (a second click while claiming or
// after does nothing), sets the amount and opens the result modal; code 102 clears the envelope with its message.
import { DATE_TIME_ZONE } from "../../lib/config/constants.ts";
import { formatWallTime, instantOfWallTime } from "../../lib/i18n/zone-time.ts";

export interface Envelope {
  id: number;
  title: string;
  endAt: string;
}

export type State =
  | { kind: "idle" } // not asked yet, or no member
  | { kind: "none" } // the platform answered an empty array
  | { kind: "active"; envelope: Envelope; secondsLeft: number }
  | { kind: "claiming"; envelope: Envelope; secondsLeft: number }
  | { kind: "claimed"; envelope: Envelope; cash: number } // the result modal is open
  | { kind: "ended"; envelope: Envelope } // at 0: asked again after TIMING.redEnvelopeRequeryMs
  | { kind: "gone"; message: string }; // code 102: cleared, the message shown

export type Event =
  | { type: "loaded"; envelope: Envelope | null; now: number }
  | { type: "tick"; now: number }
  | { type: "claim" }
  | { type: "claimed"; cash: number }
  | { type: "claimGone"; message: string }
  | { type: "claimFailed" }
  | { type: "resultClosed" }
  | { type: "reset" };

export const IDLE: State = { kind: "idle" };

/** The instant of a platform time: with an offset or Z as written, else a wall time in America/Caracas. */
export function instantOf(value: string): number {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());
  return hasZone ? new Date(value.trim()).getTime() : instantOfWallTime(value, DATE_TIME_ZONE);
}

/** Whole seconds left until end_at (never negative; an unreadable time counts as ended). */
export function secondsUntil(endAt: string, now: number): number {
  const end = instantOf(endAt);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** "2d 03:04:05" / "03:04:05": the countdown's text (digits only, so no locale key). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86400);
  const pad = (n: number) => String(n).padStart(2, "0");
  const hms = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days}d ${hms}` : hms;
}

/** The end time as a member reads it, in the platform's zone (America/Caracas). */
export function endsAtText(endAt: string): string {
  const end = instantOf(endAt);
  return formatWallTime(end, DATE_TIME_ZONE);
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case "reset":
      return IDLE;
    case "loaded": {
      if (state.kind === "claiming" || state.kind === "claimed") return state;
      if (!event.envelope) return { kind: "none" };
      const left = secondsUntil(event.envelope.endAt, event.now);
      return left > 0
        ? { kind: "active", envelope: event.envelope, secondsLeft: left }
        : { kind: "ended", envelope: event.envelope };
    }
    case "tick": {
      if (state.kind !== "active" && state.kind !== "claiming") return state;
      const left = secondsUntil(state.envelope.endAt, event.now);
      if (left > 0) return { ...state, secondsLeft: left };
      return state.kind === "active" ? { kind: "ended", envelope: state.envelope } : { ...state, secondsLeft: 0 };
    }
    case "claim":
      return state.kind === "active"
        ? { kind: "claiming", envelope: state.envelope, secondsLeft: state.secondsLeft }
        : state;
    case "claimed":
      return state.kind === "claiming" ? { kind: "claimed", envelope: state.envelope, cash: event.cash } : state;
    case "claimGone":
      return state.kind === "claiming" ? { kind: "gone", message: event.message } : state;
    case "claimFailed":
      return state.kind === "claiming"
        ? { kind: "active", envelope: state.envelope, secondsLeft: state.secondsLeft }
        : state;
    case "resultClosed":
      return state.kind === "claimed" ? { kind: "none" } : state;
  }
}
