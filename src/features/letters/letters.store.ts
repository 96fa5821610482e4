// Browser. Keeps the member's unread letter count (unread-letters.ts) current: read when it starts being shown
// with a member, after a login, when a letter arrives, is read or deleted (letter.sent / letter.read /
// letter.delete), when the member's channel may have missed some ("catch-up"), and back to 0 on logout.
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import { fetchableMember, pageLanguage, siteId } from "../../lib/session/session.store.ts";
import { sessionEvents } from "../../lib/session/session-events.ts";
import { getUnreadLetterCount } from "./api.ts";
import { $unreadLetters } from "./unread-letters.ts";

export async function refreshLetters(): Promise<void> {
  if (!fetchableMember()) return;
  try {
    $unreadLetters.set(await getUnreadLetterCount(siteId(), pageLanguage()));
  } catch {
    // the letters page shows its own errors
  }
}

/** The count's effects while it is shown (its onMount); returns their cleanup. */
export function followUnreadLetters(): () => void {
  void refreshLetters();
  const refresh = () => void refreshLetters();
  const offs = [
    sessionEvents.on("login", refresh),
    sessionEvents.on("logout", () => $unreadLetters.set(0)),
    platformEvents.on("letter.sent", refresh),
    platformEvents.on("letter.read", refresh),
    platformEvents.on("letter.delete", refresh),
    platformEvents.on("catch-up", refresh),
  ];
  return () => {
    for (const off of offs) off();
  };
}
