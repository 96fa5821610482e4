// Browser. The way into the agent programme: the member's latest application (src/contract/agent-apply.ts), the
// role it gives with the session and layout (visibility.ts), and the application form's submit. The role is also
// written on <html data-agent-role> so the centre's server-rendered content shows to an active agent only
// (AgentGate.astro). The operator's decision arrives as agent_apply.status (the connector reads the layout again,
// lib/realtime/realtime.machine.ts); this store reads the application again.
import { atom, computed, onMount } from "nanostores";
import { AGENT_APPLY_CODES, type AgentApplication, type AgentApplyRequest } from "../../contract/agent-apply.ts";
import { isApiError } from "../../lib/api/index.ts";
import { IDLE, errorMessage, runLoad, sendLoad, type Load } from "../../lib/load/index.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { platformEvents } from "../../lib/realtime/platform-events.ts";
import {
  $isLoggedIn,
  $layout,
  $sessionReady,
  initSession,
  readLayoutShared,
  refreshLayout,
  sessionEvents,
} from "../../lib/session/index.ts";
import { whenSessionReady } from "../../lib/session/session-life.ts";
import { checkApply, getApplication, sendApplication } from "./api.ts";
import { agentRole, roleNeedsApplication, type AgentRole } from "./visibility.ts";

export const $application = atom<Load<AgentApplication>>(IDLE);
/** The layout could not be read: the page offers a retry instead of a skeleton that never ends. */
export const $layoutFailed = atom(false);
export const $applySubmit = atom<Load<AgentApplication>>(IDLE);

const NONE: AgentApplication = {
  status: "none",
  applied_at: null,
  decided_at: null,
  reason: null,
  parent_account: null,
};

export const $agentRole = computed(
  [$sessionReady, $isLoggedIn, $layout, $application],
  (ready, signedIn, layout, application): AgentRole =>
    agentRole({
      ready,
      signedIn,
      layout,
      // A failed read counts as no application: the apply call checks again on the platform.
      application:
        application.kind === "ready"
          ? application.data.status
          : application.kind === "error"
            ? (application.data?.status ?? "none")
            : null,
    }),
);

/** Reads the member's application (a plain member only: an agent's layout already says what it is). */
export function loadApplication(): Promise<unknown> {
  return runLoad($application, getApplication);
}

/** Reads the layout again (after a failure); the role follows. */
export async function retryEntry(): Promise<void> {
  $layoutFailed.set(false);
  const layout = await refreshLayout();
  $layoutFailed.set(layout === null);
}

function start(): () => void {
  const begin = async () => {
    if (!$isLoggedIn.get()) return;
    // The session reads the layout at its start: this shares that read (one request, not two).
    const layout = $layout.get() ?? (await readLayoutShared());
    if (!$layout.get() && !layout) $layoutFailed.set(true);
  };
  void begin();
  const offs = [
    // An agent's layout already says what it is: the application is read only for a plain member, once its
    // layout says so (an agent's centre page asks nothing more).
    $layout.subscribe((layout) => {
      if (roleNeedsApplication(layout) && $application.get().kind === "idle") void loadApplication();
    }),
    sessionEvents.on("login", () => void begin()),
    sessionEvents.on("logout", () => {
      sendLoad($application, { type: "reset" });
      sendLoad($applySubmit, { type: "reset" });
      $layoutFailed.set(false);
    }),
    sessionEvents.on("layoutLoaded", () => $layoutFailed.set(false)),
    platformEvents.on("agent_apply.status", () => void loadApplication()),
    platformEvents.on("catch-up", () => {
      if ($isLoggedIn.get() && roleNeedsApplication($layout.get())) void loadApplication();
    }),
  ];
  return () => offs.forEach((off) => off());
}

onMount($agentRole, () => {
  initSession();
  const stopMark = $agentRole.subscribe((role) => {
    if (typeof document !== "undefined") document.documentElement.setAttribute("data-agent-role", role);
  });
  const stop = whenSessionReady(start);
  return () => {
    stopMark();
    stop();
  };
});

/** A refusal of the check or the apply call in the member's language (AGENT_APPLY_CODES). */
export function applyMessage(error: unknown): Message {
  if (isApiError(error) && error.kind === "platform") {
    switch (error.code) {
      case AGENT_APPLY_CODES.alreadyAgent:
        return { key: "agentProgramme.apply.err.alreadyAgent" };
      case AGENT_APPLY_CODES.pending:
        return { key: "agentProgramme.apply.err.pending" };
      case AGENT_APPLY_CODES.agreementRequired:
        return { key: "agentProgramme.apply.err.agreement" };
      case AGENT_APPLY_CODES.accountBlocked:
        return { key: "agentProgramme.apply.err.blocked" };
    }
  }
  return errorMessage(error);
}

/**
 * Sends the application: first spec 001 §7's `/member/apply_for_agent/check` (apply_agent_flag 1), then our apply
 * call. A refusal "already an agent" reads the layout again (the member may have been approved elsewhere),
 * "pending" reads the application; both end on the page that fits.
 */
export async function submitApplication(body: AgentApplyRequest): Promise<Message | null> {
  const outcome = await runLoad(
    $applySubmit,
    async () => {
      await checkApply();
      return sendApplication(body);
    },
    { mode: "first", keep: false, message: applyMessage },
  );
  if (outcome.status === "ready") {
    sendLoad($application, { type: "start", seq: $application.get().seq + 1 });
    sendLoad($application, { type: "loaded", seq: $application.get().seq, data: outcome.data });
    return null;
  }
  if (outcome.status === "error" && isApiError(outcome.error) && outcome.error.kind === "platform") {
    if (outcome.error.code === AGENT_APPLY_CODES.alreadyAgent) void refreshLayout();
    if (outcome.error.code === AGENT_APPLY_CODES.pending) void loadApplication();
  }
  return outcome.status === "error" ? outcome.message : null;
}

export { NONE as NO_APPLICATION };
