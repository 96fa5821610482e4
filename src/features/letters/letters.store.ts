// Browser. The member's unread letter count (spec 001 §4 after-login refresh, §9): read after a login (or when
// the page starts with a member), again when a letter arrives, is read or deleted (the real-time "letters"
// session event), and back to 0 on logout.
import { $unreadLetters } from "../../lib/session/session.atoms.ts";
import { fetchableMember, onSessionEvent, pageLanguage, siteId } from "../../lib/session/index.ts";
import { getUnreadLetterCount } from "./api.ts";

export { $unreadLetters };

export async function refreshLetters(): Promise<void> {
  if (!fetchableMember()) return;
  try {
    $unreadLetters.set(await getUnreadLetterCount(siteId(), pageLanguage()));
  } catch {
    // the letters page shows its own errors
  }
}

/** Follows the session; returns the cleanup. */
export function startLetters(): () => void {
  void refreshLetters();
  return onSessionEvent((e) => {
    if (e.type === "session:login" || e.type === "session:letters") void refreshLetters();
    else if (e.type === "session:logout") $unreadLetters.set(0);
  });
}
