// Browser and server (inert without listeners; no socket code, so any store may import it). The page's one
// typed stream of platform events (spec 001 §4, §7): the real-time connector emits every event it receives,
// parsed with its definition in src/contract/realtime.ts and keyed by its wire name, and each feature's store
// subscribes to the ones it needs in its onMount: `platformEvents.on("member.cash", (p) => …)`.
import { createNanoEvents, type Unsubscribe } from "nanoevents";
import type { EVENTS, EventPayload } from "../../contract/realtime.ts";

type Defs = (typeof EVENTS)[keyof typeof EVENTS];

export type PlatformEvents = {
  [D in Defs as D["name"]]: (payload: EventPayload<D>) => void;
} & {
  /**
   * Not a platform event: the member's channel may have missed events (it has just reached the server after a
   * start or a login, or the connection came back after a drop; spec 001 §4, §9). What a store shows of the
   * member (letters, profile) is read again.
   */
  "catch-up": () => void;
};

export type PlatformEventName = keyof PlatformEvents;

const emitter = createNanoEvents<PlatformEvents>();

export const platformEvents = {
  /** Subscribes; returns the unsubscribe. A handler that throws is logged and does not stop the others. */
  on<K extends PlatformEventName>(event: K, handler: PlatformEvents[K]): Unsubscribe {
    const guarded = ((...args: Parameters<PlatformEvents[K]>) => {
      try {
        (handler as (...a: unknown[]) => void)(...args);
      } catch (error) {
        console.error(error);
      }
    }) as PlatformEvents[K];
    return emitter.on(event, guarded);
  },
  emit<K extends PlatformEventName>(event: K, ...args: Parameters<PlatformEvents[K]>): void {
    emitter.emit(event, ...args);
  },
};
