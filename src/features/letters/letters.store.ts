// Browser. Keeps the member's unread letter count (unread-letters.ts) current: read when it starts being shown
// with a member, after a login, when a letter arrives, is read or deleted (letter.sent / letter.read /
// letter.delete), when the member's channel may have missed some ("catch-up"), and back to 0 on logout.
import { fetchableMember, pageLanguage, siteId } from "../../lib/session/session.store.ts";
import { followSession } from "../../lib/session/session-life.ts";
import { onLettersChanged } from "./letter-events.ts";
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
  const refresh = () => void refreshLetters();
  return followSession(refresh, () => $unreadLetters.set(0), onLettersChanged(refresh));
}
