// Island. The way into the agent programme on Register, on /proxy and on every centre page (visibility.ts): a
// visitor signs up then applies, a plain member applies, an applicant sees the pending state, an active agent is
// sent to the centre (or sees the centre's own content, which AgentGate.astro shows), an inactive agent is told so.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useHydrated, useT, type LocaleKey, type T } from "../../components/ui/i18n.ts";
import { openAccountModal } from "../../components/ui/account-modal.ts";
import { pageLocaleTag, bootLocalePrefix } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { $agentRole, $application, $layoutFailed, retryEntry } from "./entry.store.ts";
import { CENTRE_PATH, REGISTER_PATH, entryView, type EntryPage } from "./visibility.ts";
import "./agent-programme.css";

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

// The two forms load only when a visitor or a member is shown one (never before hydration: the server and the
// browser's first render show the skeleton): an agent on a centre page downloads neither (the JS budget).
const RegisterForm = lazy(() => import("../register/index.ts").then((m) => ({ default: m.RegisterForm })));
const ApplyForm = lazy(() => import("./ApplyForm.tsx"));

/** One of the two forms in its card, the skeleton while the form's code arrives. */
function FormCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="ap-card">
      <Suspense fallback={<EntrySkeleton t={t} />}>{children}</Suspense>
    </div>
  );
}

/**
 * What an applicant or an agent is told of its state: the state's title and explanation
 * (`agentProgramme.<state>.title` and `.body`), the way on where there is one, then what this case adds.
 */
function Notice({
  state,
  testId,
  way,
  children,
}: {
  state: "rejected" | "pending" | "approved" | "inactive" | "notAgent";
  testId: string;
  way?: { path: string; label: LocaleKey };
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="ap-notice" data-testid={testId} aria-live="polite">
      <h2 className="ap-notice__title">{t(`agentProgramme.${state}.title`)}</h2>
      <p>{t(`agentProgramme.${state}.body`)}</p>
      {way && (
        <a className="ui-btn ui-btn--primary" href={`${bootLocalePrefix()}${way.path}`}>
          {t(way.label)}
        </a>
      )}
      {children}
    </section>
  );
}

export default function AgentEntry({ page }: { page: EntryPage }) {
  const t = useT();
  const hydrated = useHydrated();
  const role = useStore($agentRole);
  const application = useStore($application);
  const layoutFailed = useStore($layoutFailed);
  const view = hydrated
    ? entryView(page, role)
    : page === "Plan" || page === "Agreement" || page === "root"
      ? "content"
      : "wait";

  useEffect(() => {
    // spec 000 §2, §6: an active agent reaching Register or /proxy goes to the centre.
    if (view === "toCentre") window.location.replace(`${bootLocalePrefix()}${CENTRE_PATH}`);
  }, [view]);

  switch (view) {
    case "content":
      return null;
    case "wait":
      if (layoutFailed)
        return (
          <div className="ap-notice" role="alert">
            <p>{t("agentProgramme.loadFailed")}</p>
            <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void retryEntry()}>
              {t("agentProgramme.retry")}
            </button>
          </div>
        );
      return <EntrySkeleton t={hydrated ? t : null} />;
    case "toCentre":
      return (
        <p className="ap-notice" role="status">
          <a href={`${bootLocalePrefix()}${CENTRE_PATH}`}>{t("agentProgramme.toCentre")}</a>
        </p>
      );
    case "login":
      // The page's MemberGate shows the log-in prompt.
      return null;
    case "signUp":
      return (
        <div className="ap-steps" data-testid="agent-signup">
          <p className="ap-lead">{t("agentProgramme.signUp.lead")}</p>
          <ol className="ap-steplist">
            <li aria-current="step">{t("agentProgramme.signUp.step1")}</li>
            <li>{t("agentProgramme.signUp.step2")}</li>
          </ol>
          <p>
            {t("agentProgramme.signUp.haveAccount")}{" "}
            <button type="button" className="ui-link" onClick={() => openAccountModal({ kind: "login" })}>
              {t("agentProgramme.signUp.login")}
            </button>
          </p>
          <FormCard>
            <RegisterForm />
          </FormCard>
        </div>
      );
    case "apply": {
      const rejected = application.kind === "ready" && application.data.status === "rejected" ? application.data : null;
      const parent = application.kind === "ready" ? application.data.parent_account : null;
      return (
        <div className="ap-steps">
          {rejected && (
            <Notice state="rejected" testId="agent-rejected">
              {rejected.reason && <p className="ap-reason">{rejected.reason}</p>}
            </Notice>
          )}
          <p className="ap-lead">{t("agentProgramme.apply.lead")}</p>
          {parent && <p className="ap-muted">{t("agentProgramme.apply.parent", { account: parent })}</p>}
          <FormCard>
            <ApplyForm />
          </FormCard>
        </div>
      );
    }
    case "pending":
      return (
        <Notice state="pending" testId="agent-pending">
          {application.kind === "ready" && application.data.applied_at && (
            <p className="ap-muted">
              {t("agentProgramme.pending.since", {
                date: formatDateTime(application.data.applied_at, pageLocaleTag()),
              })}
            </p>
          )}
        </Notice>
      );
    case "approved":
      return (
        <Notice state="approved" testId="agent-approved" way={{ path: CENTRE_PATH, label: "proxy.menu.ProxyCenter" }} />
      );
    case "inactive":
      return <Notice state="inactive" testId="agent-inactive" />;
    case "notAgent":
      return (
        <Notice state="notAgent" testId="agent-not-agent" way={{ path: REGISTER_PATH, label: "proxy.menu.Register" }}>
          {application.kind === "error" && <p className="ap-muted">{messageText(t, application.message)}</p>}
        </Notice>
      );
  }
}
