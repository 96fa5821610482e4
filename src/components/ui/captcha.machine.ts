// Pure. The captcha (spec 001 §4, §9): fetched only when none is pending and no wait is active; code 101
// starts a 1-second wait; a used captcha is gone (single use), so a failure reloads it.
import { TIMING } from "../../lib/config/constants.ts";

export type CaptchaState =
  | { status: "empty" }
  | { status: "loading" }
  | { status: "ready"; token: string; image: string; placeholder: string }
  | { status: "waiting"; until: number }
  | { status: "failed" };

export type CaptchaEvent =
  | { type: "request" }
  | { type: "loaded"; token: string; image: string; placeholder: string }
  | { type: "failed" }
  | { type: "wait"; now: number }
  | { type: "used" };

export const CAPTCHA_EMPTY: CaptchaState = { status: "empty" };

/** May a captcha be fetched now? Not while one is loading, nor during the wait after code 101. */
export function canFetchCaptcha(state: CaptchaState, now: number): boolean {
  if (state.status === "loading") return false;
  if (state.status === "waiting" && now < state.until) return false;
  return true;
}

export function captchaTransition(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  switch (event.type) {
    case "request":
      return { status: "loading" };
    case "loaded":
      return { status: "ready", token: event.token, image: event.image, placeholder: event.placeholder };
    case "failed":
      return { status: "failed" };
    case "wait":
      return { status: "waiting", until: event.now + TIMING.captchaWaitMs };
    case "used":
      return state.status === "ready" ? { status: "empty" } : state;
  }
}
