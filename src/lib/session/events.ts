// Browser and server (inert without listeners). Typed session events for features that come later
// (marquee, pop-ups, game list, letters, launcher): `onSessionEvent(e => { if (e.type === "session:login") … })`.
import { atom } from "nanostores";
import type { Member } from "./session.machine.ts";

export type SessionEventMessage =
  | { type: "session:login"; member: Member }
  | { type: "session:logout"; reason: LogoutReason }
  | { type: "session:letters" }
  /** RedEnvelopeDisplay on member.{currency} (spec 001 §7): the red envelope re-initialises. */
  | { type: "session:redEnvelope" }
  | { type: "session:profile" }
  | { type: "session:transferDisabled" }
  /** Template lists changed on the platform (spec 001 §7 model_settings.url, model_sponsor.url, model_login.url). */
  | { type: "session:modelSettings" }
  | { type: "session:modelSponsor" }
  | { type: "session:modelLogin" }
  /** Banners changed on the platform (spec 001 §7 carousel_picture.url); null: every use_type. */
  | { type: "session:carousel"; useType: number | null }
  /** The customer-service link changed (spec 001 §7 customer_service_link_change); "" for none. */
  | { type: "session:customerService"; link: string }
  | { type: "session:forwardGameStatus"; code: number; message?: string }
  /** game.url on the member's channel: the address of the game play1 started (spec 000 §4). */
  | { type: "session:gameUrl"; url: string; gpId: string; gameCode: string }
  /** member.cash arrived: the launcher's quitting flag clears (spec 001 §4). */
  | { type: "session:cash" }
  | { type: "session:deposit"; orderNumber: string; amount: number; times: number };

export type LogoutReason =
  "user" | "unauthorized" | "elsewhere" | "cleanCache" | "channelMissing" | "otherTab" | "relogin";

type Listener = (event: SessionEventMessage) => void;
const listeners = new Set<Listener>();

/** The last event, for islands that prefer a store; `seq` increases with each event. */
export const $sessionEvent = atom<{ seq: number; event: SessionEventMessage } | null>(null);

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEvent(event: SessionEventMessage): void {
  $sessionEvent.set({ seq: ($sessionEvent.get()?.seq ?? 0) + 1, event });
  for (const l of [...listeners]) {
    try {
      l(event);
    } catch (error) {
      console.error(error);
    }
  }
}
