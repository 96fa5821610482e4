// Island. What the agent programme's pages hydrate in place of AgentEntry: it loads AgentEntry (with the session
// store, the application's calls and the contract's schemas) only when the page needs it (visibility.ts
// entryNeeded). A visitor on a centre page sees the log-in prompt alone and so loads none of it before it signs in
// (the JS budget before interaction, DESIGN "Budgets"); signing in through the modal loads it then.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useRef } from "react";
import { useHydrated, useT, type T } from "../../components/ui/i18n.ts";
import { $isLoggedIn, readStoredSession } from "../../lib/session/session.atoms.ts";
import { entryNeeded, type EntryPage } from "./visibility.ts";

/**
 * A busy placeholder. Before hydration (the server's render and the browser's first) it carries no text, so both
 * renders are the same whatever language or session the browser then finds; afterwards it is named.
 */
export function EntrySkeleton({ t }: { t: T | null }) {
  return (
    <div className="ap-skeleton" role="status" aria-busy="true">
      {t && <span className="sr-only">{t("agentProgramme.loading")}</span>}
      <span className="ap-skeleton__bar" />
      <span className="ap-skeleton__bar ap-skeleton__bar--short" />
    </div>
  );
}

const AgentEntry = lazy(() => import("./AgentEntry.tsx"));

export default function EntryIsland({ page }: { page: EntryPage }) {
  const t = useT();
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  // Once loaded it stays: after a log-out AgentEntry's role store keeps <html data-agent-role> in step.
  const loaded = useRef(false);
  // Before hydration the server's render: AgentEntry's own first render (content for Plan and /proxy, otherwise
  // the skeleton), so the browser's first render matches it.
  if (!hydrated) return page === "Plan" || page === "Agreement" || page === "root" ? null : <EntrySkeleton t={null} />;
  // The session store may not have read the storage yet: a stored member counts as signed in.
  if (!loaded.current && !entryNeeded(page, loggedIn || readStoredSession() !== null)) return null;
  loaded.current = true;
  return (
    <Suspense fallback={<EntrySkeleton t={t} />}>
      <AgentEntry page={page} />
    </Suspense>
  );
}
