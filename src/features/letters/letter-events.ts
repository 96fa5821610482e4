// Browser and server (inert without listeners). The platform events after which the member's letters are read
// again, for the unread count (letters.store.ts) and the list (letter-list.store.ts).
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import { stopAll } from "../../lib/session/session-life.ts";

/** Whenever the member's letters may have changed: one sent, read or deleted, or events missed (spec 001 §7). */
export function onLettersChanged(run: () => void): () => void {
  return stopAll(
    platformEvents.on("letter.sent", run),
    platformEvents.on("letter.read", run),
    platformEvents.on("letter.delete", run),
    platformEvents.on("catch-up", run),
  );
}
