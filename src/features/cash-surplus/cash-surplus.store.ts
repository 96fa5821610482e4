// Browser. Whether the member's cash-surplus programme is active (spec 001 §4 after-login refresh): checked
// after a login (or when the page starts with a member); false on failure and on logout.
import { atom } from "nanostores";
import { fetchableMember, onSessionEvent, siteId } from "../../lib/session/index.ts";
import { getCashSurplusActive } from "./api.ts";

export const $cashSurplusActive = atom<boolean>(false);

export async function refreshCashSurplus(): Promise<void> {
  const m = fetchableMember();
  if (!m) return;
  try {
    $cashSurplusActive.set(await getCashSurplusActive(siteId(), m.currency));
  } catch {
    $cashSurplusActive.set(false);
  }
}

/** Follows the session; returns the cleanup. */
export function startCashSurplus(): () => void {
  void refreshCashSurplus();
  return onSessionEvent((e) => {
    if (e.type === "session:login") void refreshCashSurplus();
    else if (e.type === "session:logout") $cashSurplusActive.set(false);
  });
}
