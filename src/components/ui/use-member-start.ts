// Browser. Member-only islands (member centre, funds, records) render once hydrated, the session known and a member
// logged in (the page's gate shows the signed-out prompt otherwise). The session starts on mount (idempotent);
// `start` runs when the member is known, again for another member, and its cleanup when that ends.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $isLoggedIn, $member, $sessionReady, initSession } from "../../lib/session/index.ts";
import { useHydrated } from "./i18n.ts";

/** Hydrated, the session known, a member logged in: what a member-only island waits for before it renders. */
export function useMemberKnown(): boolean {
  const mounted = useHydrated();
  const ready = useStore($sessionReady);
  const loggedIn = useStore($isLoggedIn);
  return mounted && ready && loggedIn;
}

export function useMemberStart(start?: () => void | (() => void)): boolean {
  const mounted = useHydrated();
  const active = useMemberKnown();
  const member = useStore($member);
  useEffect(() => {
    if (mounted) initSession();
  }, [mounted]);
  const who = member?.memberId ?? null;
  useEffect(() => (active && who !== null && start ? start() : undefined), [active, who, start]);
  return active;
}
