// Pure. The daily sign-in card's display states (spec 000 §3): which state the button and each day of the
// week show, and the card's transitions (ours: spec 000 §4 says they are not shown; calls in contract/signin.ts).
import type { SigninInfo } from "../../contract/signin.ts";

/** The spec's display states, kept verbatim as locale keys. */
export type SigninDisplay =
  | "click_signin" // can sign in
  | "click_signin_true" // already signed in
  | "click_signin_pass" // expired
  | "is_signin_pass" // a past day without a sign-in
  | "is_signin_success" // just signed in
  | "is_signin_noopen" // not yet open
  | "is_signin_true"; // a day with a sign-in

export type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "ready"; info: SigninInfo; justSigned: boolean; message?: string }
  | { kind: "signing"; info: SigninInfo }
  | { kind: "error" };

export type Event =
  | { type: "load" }
  | { type: "loaded"; info: SigninInfo }
  | { type: "failed" }
  | { type: "signin" }
  | { type: "signed"; info: SigninInfo }
  | { type: "refused"; info: SigninInfo | null; message: string }
  | { type: "reset" };

export const IDLE: State = { kind: "idle" };

/** now against the activity window: before, during, after (times compared as instants). */
export function phaseOf(info: SigninInfo, now: number): "before" | "open" | "after" {
  const start = Date.parse(info.start_at);
  const end = Date.parse(info.end_at);
  if (Number.isFinite(start) && now < start) return "before";
  if (Number.isFinite(end) && now >= end) return "after";
  return "open";
}

/** The button: not open yet, expired, just signed, already signed, or can sign in. */
export function buttonDisplay(info: SigninInfo, now: number, justSigned: boolean): SigninDisplay {
  const phase = phaseOf(info, now);
  if (phase === "before") return "is_signin_noopen";
  if (info.signed_today === 1) return justSigned ? "is_signin_success" : "click_signin_true";
  if (phase === "after") return "click_signin_pass";
  return "click_signin";
}

/** One day of the week: signed, missed, today (as the button but never "success"), or still to come. */
export function dayDisplay(day: { date: string; signed: 0 | 1 }, info: SigninInfo, now: number): SigninDisplay {
  if (day.signed === 1) return "is_signin_true";
  if (day.date < info.today) return "is_signin_pass";
  if (day.date > info.today) return "is_signin_noopen";
  return buttonDisplay(info, now, false);
}

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case "reset":
      return IDLE;
    // A card already shown is read again in the background (a login event, another tab): it keeps what it
    // shows, "just signed" included, and a failed re-read changes nothing. While signing, the sign-in call's
    // own answer decides.
    case "load":
      return state.kind === "signing" || state.kind === "ready" ? state : { kind: "loading" };
    case "loaded":
      if (state.kind === "signing") return state;
      return {
        kind: "ready",
        info: event.info,
        justSigned: state.kind === "ready" && state.justSigned && event.info.signed_today === 1,
      };
    case "failed":
      return state.kind === "signing" || state.kind === "ready" ? state : { kind: "error" };
    case "signin":
      return state.kind === "ready" && state.info.signed_today === 0 ? { kind: "signing", info: state.info } : state;
    case "signed":
      return state.kind === "signing" ? { kind: "ready", info: event.info, justSigned: true } : state;
    case "refused":
      return state.kind === "signing"
        ? { kind: "ready", info: event.info ?? state.info, justSigned: false, message: event.message }
        : state;
  }
}
