// Browser. Keeps the recommend flag (recommend-visible.ts; spec 001 §4 after-login refresh, §6) current: checked
// when it starts being shown with a member and after a login, false again on logout.
import { fetchableMember, siteId } from "../../lib/session/session.store.ts";
import { followSession } from "../../lib/session/session-life.ts";
import { getRecommendVisible } from "./api.ts";
import { $recommendVisible } from "./recommend-visible.ts";

export async function refreshRecommend(): Promise<void> {
  const m = fetchableMember();
  if (!m) return;
  $recommendVisible.set(await getRecommendVisible(siteId(), m.currency));
}

/** The flag's effects while it is shown (its onMount); returns their cleanup. */
export function followRecommendFlag(): () => void {
  return followSession(
    () => void refreshRecommend(),
    () => $recommendVisible.set(false),
  );
}
