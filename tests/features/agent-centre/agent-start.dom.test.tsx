// A centre page's islands hydrate under AgentGate even when the page is hidden from a non-agent: their loads start
// only once the agent role (agent-programme's $agentRole, the same role <html data-agent-role> shows) is "agent",
// so a visitor or a plain member on a centre URL sends no agent call (spec 001 §2, §6: the centre is for active
// agents only).
import { act, render } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { MemberLayout } from "../../../src/contract/member.ts";
import { agentLayout, memberLayout } from "../../helpers/member-layout.ts";
import { $session, $sessionReady } from "../../../src/lib/session/session.atoms.ts";
import { sessionEvents } from "../../../src/lib/session/session-events.ts";
import { islandTests } from "../../helpers/islands.ts";
import type * as Api from "../../../src/lib/api/index.ts";

const seen = vi.hoisted(() => [] as string[]);
vi.mock("../../../src/lib/api/index.ts", async (original) => ({
  ...(await original<typeof Api>()),
  callApi: (def: { path: string }) => {
    seen.push(def.path);
    if (def.path === "/api/member/apply_for_agent/status")
      return Promise.resolve({
        status: "none",
        applied_at: null,
        decided_at: null,
        reason: null,
        parent_account: null,
      });
    return new Promise(() => undefined); // the reports' answers do not matter here: only whether they are asked
  },
}));
vi.mock("../../../src/lib/session/index.ts", async () => {
  const atoms = await import("../../../src/lib/session/session.atoms.ts");
  const events = await import("../../../src/lib/session/session-events.ts");
  const watch = await import("../../../src/lib/session/balance-watch.ts");
  return { ...atoms, ...events, ...watch, initSession: () => undefined, refreshLayout: () => Promise.resolve(null) };
});

const { default: DownlineInfo } = await import("../../../src/features/agent-centre/DownlineInfo.tsx");
const { default: StratifiedTable } = await import("../../../src/features/agent-centre/StratifiedTable.tsx");
const { default: PerformanceSettlement } = await import("../../../src/features/agent-centre/PerformanceSettlement.tsx");

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 0)));
};
const layout = (agent: boolean): MemberLayout => (agent ? agentLayout() : memberLayout());
function signIn(agent: boolean) {
  const member = {
    token: "t",
    memberId: 9,
    account: "m",
    currency: "INR" as const,
    memberType: agent ? 2 : 1,
    agentType: 0,
  };
  $session.set({ status: "member", member, layout: layout(agent), balance: { status: "idle" } });
  sessionEvents.emit("login", member);
}
const agentCalls = () => seen.filter((p) => p.startsWith("/api/agent/") || p.includes("agent-level-rename"));

function renderCentre() {
  render(
    <>
      <DownlineInfo />
      <StratifiedTable />
      <PerformanceSettlement />
    </>,
  );
}

islandTests();
beforeEach(() => {
  seen.length = 0;
  $session.set({ status: "anonymous" });
  $sessionReady.set(true);
});

describe("the centre's islands start for an active agent only", () => {
  it("a visitor on a centre URL sends no agent call", async () => {
    renderCentre();
    await flush();
    expect(agentCalls()).toEqual([]);
  });

  it("a plain member on a centre URL sends no agent call (only its own application is read)", async () => {
    act(() => signIn(false));
    renderCentre();
    await flush();
    expect(document.documentElement.getAttribute("data-agent-role")).toBe("member");
    expect(agentCalls()).toEqual([]);
    expect(seen).toContain("/api/member/apply_for_agent/status");
  });

  it("an active agent's islands load their reports", async () => {
    act(() => signIn(true));
    renderCentre();
    await flush();
    expect(agentCalls()).toContain("/api/agent/plan");
  });
});
