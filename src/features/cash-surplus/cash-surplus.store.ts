// Browser. Whether the member's cash-surplus programme is active (spec 001 §4 after-login refresh): while it is
// shown, checked with a member and after a login; false on failure and on logout.
import { atom, onMount } from "nanostores";
import { fetchableMember, siteId } from "../../lib/session/session.store.ts";
import { followSession, whenSessionReady } from "../../lib/session/session-life.ts";
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

onMount($cashSurplusActive, () =>
  whenSessionReady(() =>
    followSession(
      () => void refreshCashSurplus(),
      () => $cashSurplusActive.set(false),
    ),
  ),
);
