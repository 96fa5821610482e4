// Browser. Islands of the funds pages render once hydrated, the session known and a member logged in (the page's
// gate shows the signed-out prompt otherwise); `start` runs then and its cleanup when that ends.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useHydrated } from "../../components/ui/i18n.ts";
import { $isLoggedIn, $member, $sessionReady } from "../../lib/session/index.ts";

export function useMemberStart(start: () => () => void): boolean {
  const mounted = useHydrated();
  const ready = useStore($sessionReady);
  const loggedIn = useStore($isLoggedIn);
  const member = useStore($member);
  const active = mounted && ready && loggedIn;
  const who = member?.memberId ?? null;
  useEffect(() => (active && who !== null ? start() : undefined), [active, who, start]);
  return active;
}
