// Browser. The recommend flag (spec 001 §4 after-login refresh, §6): checked after a login (or when the page
// starts with a member), false again on logout.
import { $recommendVisible } from "../../lib/session/session.atoms.ts";
import { fetchableMember, onSessionEvent, siteId } from "../../lib/session/index.ts";
import { getRecommendVisible } from "./api.ts";

export { $recommendVisible };

export async function refreshRecommend(): Promise<void> {
  const m = fetchableMember();
  if (!m) return;
  $recommendVisible.set(await getRecommendVisible(siteId(), m.currency));
}

/** Follows the session; returns the cleanup. */
export function startRecommend(): () => void {
  void refreshRecommend();
  return onSessionEvent((e) => {
    if (e.type === "session:login") void refreshRecommend();
    else if (e.type === "session:logout") $recommendVisible.set(false);
  });
}
