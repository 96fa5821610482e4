// The agent centre's stores with their calls mocked: a DownlineInfo search waits for the pause after a keystroke,
// a search the account rules refuse sends nothing, a late answer to an older search never paints over a newer one;
// a transfer sends one request per submission (a second press while it is on its way sends nothing), a refusal keeps
// the request_id (a retry moves money at most once) and says why on the field, a success takes a new request_id.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AGENT_CODES, type AgentDownlineResponse } from "../../../src/contract/agent.ts";
import { agentPlan } from "../../helpers/agent-plan.ts";
import { ApiError } from "../../../src/lib/api/error.ts";
import type * as AgentApiModule from "../../../src/features/agent-centre/api.ts";

type Waiting = {
  path: string;
  body: Record<string, unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
};
const waiting: Waiting[] = [];
vi.mock("../../../src/features/agent-centre/api.ts", async (original) => ({
  ...(await original<typeof AgentApiModule>()),
  callApi: vi.fn(
    (def: { path: string }, body: Record<string, unknown>) =>
      new Promise((resolve, reject) => waiting.push({ path: def.path, body, resolve, reject })),
  ),
}));
vi.mock("../../../src/components/ui/toast.store.ts", () => ({ showToast: vi.fn() }));

const { $plan } = await import("../../../src/features/agent-centre/period.store.ts");
const downline = await import("../../../src/features/agent-centre/downline.store.ts");
const transfer = await import("../../../src/features/agent-centre/transfer.store.ts");
const { SEARCH_PAUSE_MS } = await import("../../../src/features/agent-centre/downline-search.ts");

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};
function next(path: string): Waiting {
  const i = waiting.findIndex((w) => w.path === path);
  if (i < 0) throw new Error(`no call to ${path} waits (${waiting.map((w) => w.path).join(", ")})`);
  return waiting.splice(i, 1)[0]!;
}
const calls = (path: string) => waiting.filter((w) => w.path === path).length;

const plan = agentPlan({ now: "2026-11-26T14:00:00.000Z" });
const page = (accounts: string[]): AgentDownlineResponse => ({
  rows: accounts.map((account) => ({
    account,
    level: 1,
    agent_level: 0,
    is_agent: 0,
    registered_at: "2026-11-01T00:00:00.000Z",
    last_login_at: null,
    currency: "INR",
    deposits: 0,
    valid_bets: 0,
    status: "active",
    downline_count: 0,
  })),
  total_count: accounts.length,
  page: 1,
  page_size: 50,
  breadcrumb: [{ account: "agent01", level: 0 }],
});

beforeEach(async () => {
  waiting.length = 0;
  // The plan answers at once for these tests (its own load is runLoad's, tested in tests/lib/load).
  $plan.set({ kind: "ready", seq: 1, data: plan, refreshing: false });
  const { loadPlan } = await import("../../../src/features/agent-centre/period.store.ts");
  const p = loadPlan();
  await flush();
  if (calls("/api/agent/plan")) next("/api/agent/plan").resolve(plan);
  await p;
});

describe("DownlineInfo search", () => {
  it("asks after the pause, once for fast typing, and drops a late answer to an older search", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      downline.typeSearch("a");
      downline.typeSearch("a0");
      vi.advanceTimersByTime(SEARCH_PAUSE_MS - 1);
      expect(calls("/api/agent/downline")).toBe(0);
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    await flush();
    const first = next("/api/agent/downline");
    expect(first.body).toMatchObject({ search: "a0", scope: "direct", kind: "all", page: 1 });
    // A newer search leaves while the first is on its way; the first answers last.
    downline.setScope("all");
    await flush();
    const second = next("/api/agent/downline");
    second.resolve(page(["a01m0001"]));
    await flush();
    first.resolve(page(["stale00"]));
    await flush();
    const shown = downline.$downline.get();
    expect(shown.kind === "ready" && shown.data.rows.map((r) => r.account)).toEqual(["a01m0001"]);
  });

  it("a search longer than an account or with other characters says why and sends nothing", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      downline.typeSearch("abcdefghijklm");
      expect(downline.$searchProblem.get()).toBe("agentCentre.downline.err.searchLong");
      downline.typeSearch("a b");
      expect(downline.$searchProblem.get()).toBe("agentCentre.downline.err.searchChars");
      // Past the pause a valid search would have been sent (the test above): these send nothing.
      vi.advanceTimersByTime(SEARCH_PAUSE_MS * 2);
      expect(calls("/api/agent/downline")).toBe(0);
      downline.typeSearch("");
      expect(downline.$searchProblem.get()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("Transfer", () => {
  const fill = () => {
    transfer.transferForm.reset();
    transfer.transferForm.input("account", "a01m0004");
    transfer.transferForm.input("amount", "100");
    transfer.transferForm.input("withdraw_password", "1234");
  };

  it("one request per submission; a refusal keeps the request_id and lands on its field", async () => {
    fill();
    const id = transfer.transferForm.$state.get().requestId;
    const a = transfer.submitTransfer();
    const b = transfer.submitTransfer(); // a double click
    await flush();
    expect(calls("/api/agent/transfer")).toBe(1);
    const call = next("/api/agent/transfer");
    expect(call.body).toMatchObject({ direction: "to_member", account: "a01m0004", amount: "100", request_id: id });
    call.reject(
      new ApiError({
        kind: "platform",
        status: 200,
        code: AGENT_CODES.notInDownline,
        message: "",
        path: "/api/agent/transfer",
      }),
    );
    await Promise.all([a, b]);
    expect(transfer.transferForm.$state.get()).toMatchObject({
      kind: "editing",
      requestId: id,
      errors: { account: { key: "agentCentre.err.not_in_downline" } },
    });
    // The retry carries the same key: the platform answers the first result and moves nothing twice.
    const retry = transfer.submitTransfer();
    await flush();
    expect(next("/api/agent/transfer").body).toMatchObject({ request_id: id });
    void retry;
  });

  it("a success empties the form and takes a new request_id", async () => {
    fill();
    const id = transfer.transferForm.$state.get().requestId;
    const done = transfer.submitTransfer();
    await flush();
    next("/api/agent/transfer").resolve({
      id: 1,
      direction: "to_member",
      account: "a01m0004",
      amount: 10_000,
      agent_cash_after: 90_000,
      member_cash_after: 10_000,
      created_at: "2026-11-26T14:00:00.000Z",
      currency: "INR",
      replayed: 0,
    });
    await done;
    const s = transfer.transferForm.$state.get();
    expect(s).toMatchObject({ kind: "editing", values: { account: "", amount: "", withdraw_password: "" } });
    expect(s.requestId).not.toBe(id);
  });

  it("an over-precise or zero amount is refused before any call", async () => {
    fill();
    transfer.transferForm.input("amount", "0.001");
    await transfer.submitTransfer();
    expect(calls("/api/agent/transfer")).toBe(0);
    expect(transfer.transferForm.$state.get().errors["amount"]).toMatchObject({ key: "funds.err.amount_decimals" });
    transfer.transferForm.input("amount", "0");
    await transfer.submitTransfer();
    expect(transfer.transferForm.$state.get().errors["amount"]).toMatchObject({ key: "funds.err.amount_zero" });
  });
});
