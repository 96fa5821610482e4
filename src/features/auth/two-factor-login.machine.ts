// Ships to server and browser (pure). The second step of a login with two-factor on (login code 810, our extension,
// src/contract/security.ts): one code from the authenticator app or a recovery code; a refusal clears it and says
// why; an expired login goes back to the login form. The store is two-factor-login.store.ts.
import type { Message } from "../../lib/i18n/message.ts";
import { isCodeShape } from "../security/index.ts";

export type State =
  | { kind: "closed" }
  | { kind: "editing"; memberLoginId: string; code: string; error: Message | null }
  | { kind: "submitting"; memberLoginId: string; code: string };

export type Event =
  | { type: "opened"; memberLoginId: string }
  | { type: "input"; code: string }
  | { type: "submit" }
  | { type: "failed"; message: Message }
  | { type: "done" };

export const initialState: State = { kind: "closed" };

export function transition(state: State, event: Event): State {
  switch (event.type) {
    case "opened":
      return { kind: "editing", memberLoginId: event.memberLoginId, code: "", error: null };
    case "input":
      return state.kind === "editing" ? { ...state, code: event.code, error: null } : state;
    case "submit":
      if (state.kind !== "editing") return state;
      if (!isCodeShape(state.code)) return { ...state, error: { key: "security.2fa.err.format" } };
      return { kind: "submitting", memberLoginId: state.memberLoginId, code: state.code };
    case "failed":
      return state.kind === "submitting"
        ? { kind: "editing", memberLoginId: state.memberLoginId, code: "", error: event.message }
        : state;
    case "done":
      return initialState;
  }
}
