// Browser and server (inert without listeners). The session's own events: a member logged in (here, or in
// another tab), the session ended, the member's layout info arrived (spec 001 §3, §4). Stores that hold a member's data read it again on
// "login" and clear it on "logout": `sessionEvents.on("logout", (reason) => …)`. Platform events are in
// lib/realtime/platform-events.ts.
import { createNanoEvents, type Unsubscribe } from "nanoevents";
import type { MemberLayout } from "../../contract/member.ts";
import type { Member } from "./session.machine.ts";

export type LogoutReason =
  "user" | "unauthorized" | "elsewhere" | "cleanCache" | "channelMissing" | "otherTab" | "relogin";

export interface SessionEvents {
  login: (member: Member) => void;
  logout: (reason: LogoutReason) => void;
  /** The member's layout info arrived (after a login; the auth feature checks the forced password change). */
  layoutLoaded: (layout: MemberLayout) => void;
}

const emitter = createNanoEvents<SessionEvents>();

export const sessionEvents = {
  /** Subscribes; returns the unsubscribe. A handler that throws is logged and does not stop the others. */
  on<K extends keyof SessionEvents>(event: K, handler: SessionEvents[K]): Unsubscribe {
    const guarded = ((arg: never) => {
      try {
        (handler as (a: unknown) => void)(arg);
      } catch (error) {
        console.error(error);
      }
    }) as SessionEvents[K];
    return emitter.on(event, guarded);
  },
  emit<K extends keyof SessionEvents>(event: K, ...args: Parameters<SessionEvents[K]>): void {
    emitter.emit(event, ...args);
  },
};
