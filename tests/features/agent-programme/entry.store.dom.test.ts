// The agent programme's entry store (src/contract/agent-apply.ts; visibility.ts): the role follows the session,
// the layout and the application; agent_apply.status reads the application again; the application is sent after
// the spec's apply_for_agent/check (spec 001 §7), and a refusal comes back in the member's language.
import { cleanStores } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MemberLayout } from "../../../src/contract/member.ts";
import { memberLayout } from "../../helpers/member-layout.ts";
import { AGENT_APPLY_CODES, type AgentApplication } from "../../../src/contract/agent-apply.ts";
import { ApiError } from "../../../src/lib/api/error.ts";
import { $session, $sessionReady } from "../../../src/lib/session/session.atoms.ts";
import { sessionEvents } from "../../../src/lib/session/session-events.ts";
import { platformEvents } from "../../../src/lib/realtime/platform-events.ts";

const api = {
  getApplication: vi.fn<() => Promise<AgentApplication>>(),
  checkApply: vi.fn<() => Promise<{ can_apply: boolean }>>(),
  sendApplication: vi.fn<(b: unknown) => Promise<AgentApplication>>(),
};
const refreshLayout = vi.fn<() => Promise<MemberLayout | null>>();
vi.mock("../../../src/features/agent-programme/api.ts", () => api);
vi.mock("../../../src/lib/session/index.ts", async () => {
  const atoms = await import("../../../src/lib/session/session.atoms.ts");
  const events = await import("../../../src/lib/session/session-events.ts");
  return {
    ...atoms,
    ...events,
    initSession: () => undefined,
    refreshLayout: () => refreshLayout(),
    readLayoutShared: () => refreshLayout(),
  };
});

const { $agentRole, $application, submitApplication } =
  await import("../../../src/features/agent-programme/entry.store.ts");
const flush = () => new Promise((r) => setTimeout(r, 0));

const app = (status: AgentApplication["status"]): AgentApplication => ({
  status,
  applied_at: status === "none" ? null : "2026-11-20T10:00:00Z",
  decided_at: null,
  reason: null,
  parent_account: null,
});
const layout = (agentActive: 0 | 1, isAgent: 0 | 1): MemberLayout =>
  memberLayout({
    member_account: "applicant1",
    member_type: isAgent ? 2 : 1,
    agent_type: isAgent ? 1 : 0,
    agent_level: isAgent ? 1 : 0,
    agent_active: agentActive,
    is_agent: isAgent,
  });
const signIn = (l: MemberLayout | null) =>
  $session.set({
    status: "member",
    member: { token: "t", memberId: 9, account: "applicant1", currency: "INR", memberType: 1, agentType: 0 },
    layout: l,
    balance: { status: "idle" },
  });

beforeEach(() => {
  vi.clearAllMocks();
  $session.set({ status: "anonymous" });
  $sessionReady.set(false);
  $application.set({ kind: "idle", seq: 0 });
  refreshLayout.mockResolvedValue(null);
});
afterEach(() => cleanStores($agentRole));

describe("agent entry store", () => {
  it("a visitor is a visitor once the session is read; nothing is asked", async () => {
    const seen: string[] = [];
    const off = $agentRole.subscribe((r) => seen.push(r));
    $sessionReady.set(true);
    await flush();
    expect(seen).toEqual(["unknown", "visitor"]);
    expect(api.getApplication).not.toHaveBeenCalled();
    off();
  });

  it("a member is unknown until the application is read, then member; pending after agent_apply.status", async () => {
    api.getApplication.mockResolvedValueOnce(app("none")).mockResolvedValueOnce(app("pending"));
    signIn(layout(0, 0));
    const off = $agentRole.listen(() => undefined);
    $sessionReady.set(true);
    expect($agentRole.get()).toBe("unknown");
    await flush();
    expect($agentRole.get()).toBe("member");
    platformEvents.emit("agent_apply.status", { status: "pending" });
    await flush();
    expect($agentRole.get()).toBe("applicant");
    expect(document.documentElement.getAttribute("data-agent-role")).toBe("applicant");
    off();
  });

  it("an approved member becomes an agent when the layout read after the event says agent_active 1", async () => {
    api.getApplication.mockResolvedValue(app("pending"));
    signIn(layout(0, 0));
    const off = $agentRole.listen(() => undefined);
    $sessionReady.set(true);
    await flush();
    expect($agentRole.get()).toBe("applicant");
    // The connector's effect (refreshProfile) reads the layout; the session machine stores it.
    signIn(layout(1, 1));
    expect($agentRole.get()).toBe("agent");
    expect(document.documentElement.getAttribute("data-agent-role")).toBe("agent");
    sessionEvents.emit("logout", "user");
    $session.set({ status: "anonymous" });
    expect($application.get().kind).toBe("idle");
    expect($agentRole.get()).toBe("visitor");
    off();
  });

  it("a failed application read counts as none (the apply call checks again); a failed layout offers a retry", async () => {
    api.getApplication.mockRejectedValue(new Error("network"));
    signIn(null);
    const off = $agentRole.listen(() => undefined);
    $sessionReady.set(true);
    await flush();
    const { $layoutFailed } = await import("../../../src/features/agent-programme/entry.store.ts");
    expect($layoutFailed.get()).toBe(true);
    signIn(layout(0, 0));
    await flush();
    expect($agentRole.get()).toBe("member");
    off();
  });

  it("an active agent is an agent from its layout alone: no application read, no layout read of its own", async () => {
    signIn(layout(1, 1));
    const off = $agentRole.listen(() => undefined);
    $sessionReady.set(true);
    await flush();
    expect($agentRole.get()).toBe("agent");
    expect(api.getApplication).not.toHaveBeenCalled();
    expect(refreshLayout).not.toHaveBeenCalled();
    off();
  });

  it("before the layout arrives it shares the session's read, and asks for the application only for a plain member", async () => {
    api.getApplication.mockResolvedValue(app("none"));
    refreshLayout.mockImplementation(async () => {
      signIn(layout(1, 1));
      return layout(1, 1);
    });
    signIn(null);
    const off = $agentRole.listen(() => undefined);
    $sessionReady.set(true);
    await flush();
    expect($agentRole.get()).toBe("agent");
    expect(refreshLayout).toHaveBeenCalledTimes(1);
    expect(api.getApplication).not.toHaveBeenCalled();
    off();
  });

  it("submits after the apply check; a refusal is the member's message and reads what it names", async () => {
    signIn(layout(0, 0));
    api.checkApply.mockResolvedValue({ can_apply: true });
    api.sendApplication.mockResolvedValueOnce(app("pending"));
    const body = { channel: "social", expected_members: 5, note: "", agreement: 1 } as const;
    expect(await submitApplication(body)).toBeNull();
    expect(api.checkApply).toHaveBeenCalledBefore(api.sendApplication);
    expect($application.get()).toMatchObject({ kind: "ready", data: { status: "pending" } });

    api.checkApply.mockRejectedValueOnce(
      new ApiError({
        kind: "platform",
        code: AGENT_APPLY_CODES.alreadyAgent,
        message: "already",
        status: 200,
        path: "/api/member/apply_for_agent/check",
      }),
    );
    expect(await submitApplication(body)).toEqual({ key: "agentProgramme.apply.err.alreadyAgent" });
    expect(refreshLayout).toHaveBeenCalled();
  });
});
