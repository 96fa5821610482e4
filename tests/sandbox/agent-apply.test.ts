// Applying to become an agent (our extension, src/contract/agent-apply.ts; spec 000 §2, §6, spec 001 §2, §6):
// the check with apply_agent_flag 1, the apply and status calls, the operator's approve/reject controls and the
// member's real-time event.
import Echo from "laravel-echo";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_APPLY_CODES, AGENT_PROMOTION_CODES, CHANNELS, EVENTS, listenName } from "../../src/contract/index.ts";
import { closeWithClients, nextEvent, registerMember, startSandbox, type Harness } from "./helpers.ts";

let h: Harness;
const echos: Echo<"socket.io">[] = [];
const APPLY = { channel: "social", expected_members: 20, note: "WhatsApp groups", agreement: 1 };

beforeAll(async () => void (h = await startSandbox()));
afterAll(() => closeWithClients(h, echos));

const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

async function layoutOf(token: string) {
  return (await h.post("/api/member/profile/common/layout", {}, h.bearer(token))).body.apiResponseData;
}

describe("agent application", () => {
  it("a plain member applies, sees pending, and the operator's approval makes it an active agent with an event", async () => {
    const { account, token } = await registerMember(h, "app");
    const check = await h.post(
      "/api/member/apply_for_agent/check",
      { agent_id: 0, apply_agent_flag: 1 },
      h.bearer(token),
    );
    expect(check.body.code).toBe(100);
    expect(check.body.apiResponseData).toEqual({ can_apply: true });
    expect((await h.post("/api/member/apply_for_agent/status", {}, h.bearer(token))).body.apiResponseData.status).toBe(
      "none",
    );

    const applied = await h.post("/api/member/apply_for_agent", APPLY, h.bearer(token));
    expect(applied.body.code).toBe(100);
    expect(applied.body.apiResponseData).toMatchObject({ status: "pending", parent_account: null });
    // A second application while one is pending is refused; so is the check.
    expect((await h.post("/api/member/apply_for_agent", APPLY, h.bearer(token))).body.code).toBe(
      AGENT_APPLY_CODES.pending,
    );
    expect(
      (await h.post("/api/member/apply_for_agent/check", { agent_id: 0, apply_agent_flag: 1 }, h.bearer(token))).body
        .code,
    ).toBe(AGENT_APPLY_CODES.pending);
    expect(await layoutOf(token)).toMatchObject({ agent_active: 0, is_agent: 0, member_type: 1 });

    const layout = await layoutOf(token);
    const echo = new Echo<"socket.io">({
      broadcaster: "socket.io",
      host: h.base,
      client: io,
      transports: ["websocket"],
      bearerToken: token,
    });
    echos.push(echo);
    const event = nextEvent<unknown>((r) =>
      echo.private(CHANNELS.member(layout.id as number)).listen(listenName(EVENTS.agentApplyStatus), r),
    );
    await settle();
    const approve = await h.admin("agent-apply/approve", { account });
    expect(approve.body.code).toBe(100);
    expect(EVENTS.agentApplyStatus.schema.parse(await event)).toEqual({ status: "approved" });
    // The same token now reads an active agent (no new login).
    expect(await layoutOf(token)).toMatchObject({ agent_active: 1, is_agent: 1, agent_level: 1 });
    expect((await layoutOf(token)).member_type).not.toBe(1);
    expect((await h.post("/api/member/apply_for_agent/status", {}, h.bearer(token))).body.apiResponseData.status).toBe(
      "approved",
    );
    expect((await h.post("/api/member/apply_for_agent", APPLY, h.bearer(token))).body.code).toBe(
      AGENT_APPLY_CODES.alreadyAgent,
    );
    // Approving twice is refused, not applied twice.
    expect((await h.admin("agent-apply/approve", { account })).body.code).toBe(409);
  });

  it("a member brought by agent01's link applies and becomes agent01's sub-agent one level down", async () => {
    const { account, token } = await registerMember(h, "sub", { introducer: "2", register_type: "member_agent" });
    const applied = await h.post("/api/member/apply_for_agent", APPLY, h.bearer(token));
    expect(applied.body.apiResponseData).toMatchObject({ status: "pending", parent_account: "agent01" });
    await h.admin("agent-apply/approve", { account });
    expect(await layoutOf(token)).toMatchObject({ agent_active: 1, agent_level: 2 });
  });

  it("a rejection carries the reason and the member may apply again", async () => {
    const { account, token } = await registerMember(h, "rej");
    await h.post("/api/member/apply_for_agent", APPLY, h.bearer(token));
    expect((await h.admin("agent-apply/reject", { account, reason: "incomplete" })).body.code).toBe(100);
    const status = (await h.post("/api/member/apply_for_agent/status", {}, h.bearer(token))).body.apiResponseData;
    expect(status).toMatchObject({ status: "rejected", reason: "incomplete" });
    expect(await layoutOf(token)).toMatchObject({ agent_active: 0, is_agent: 0 });
    expect((await h.post("/api/member/apply_for_agent", APPLY, h.bearer(token))).body.code).toBe(100);
  });

  it("refuses bad input, an agent, a visitor and a wrong admin key, changing nothing", async () => {
    const { token } = await registerMember(h, "bad");
    for (const body of [
      { ...APPLY, agreement: 0 },
      { ...APPLY, channel: "spam" },
      { ...APPLY, expected_members: -1 },
      { ...APPLY, note: "x".repeat(301) },
    ]) {
      const a = await h.post("/api/member/apply_for_agent", body, h.bearer(token));
      expect(a.body.code, JSON.stringify(body)).not.toBe(100);
    }
    expect((await h.post("/api/member/apply_for_agent/status", {}, h.bearer(token))).body.apiResponseData.status).toBe(
      "none",
    );
    const agent = await h.token("agent01", "agent1234");
    expect((await h.post("/api/member/apply_for_agent", APPLY, h.bearer(agent))).body.code).toBe(
      AGENT_APPLY_CODES.alreadyAgent,
    );
    expect((await h.post("/api/member/apply_for_agent/status", {}, h.bearer(agent))).body.apiResponseData.status).toBe(
      "approved",
    );
    const visitor = await h.post("/api/member/apply_for_agent", APPLY);
    expect(visitor.status).toBe(401);
    const forged = await fetch(`${h.base}/sandbox/admin/agent-apply/approve`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-sandbox-key": "wrong" },
      body: JSON.stringify({ account: "demo01" }),
    });
    expect(forged.status).toBe(403);
    // The recommend meaning of the check (apply_agent_flag 0, spec 001 §6) is unchanged: 104 for agent01's member.
    const { token: downline } = await registerMember(h, "dl", { introducer: "2", register_type: "member_agent" });
    expect(
      (await h.post("/api/member/apply_for_agent/check", { agent_id: 0, apply_agent_flag: 0 }, h.bearer(downline))).body
        .code,
    ).toBe(104);
  });

  it("agentPromotion: an active agent's id, code and own domains; refused for a plain member and an inactive agent", async () => {
    const agent = await h.token("agent01", "agent1234");
    const p = await h.post("/api/agent/promotion", {}, h.bearer(agent));
    expect(p.body.code).toBe(100);
    expect(p.body.apiResponseData).toEqual({
      agent_id: 2,
      recommend_code: "AGENT01",
      domains: [
        { host: "agent01.localhost", currency: "INR" },
        { host: "usd.agent01.localhost", currency: "USD" },
      ],
    });
    const { token } = await registerMember(h, "promo");
    const plain = await h.post("/api/agent/promotion", {}, h.bearer(token));
    expect(plain.body.code).toBe(AGENT_PROMOTION_CODES.notAgent);
    expect(plain.body.apiResponseData).toBeNull();
    const off = await h.token("agentoff01", "agentoff1234");
    expect((await h.post("/api/agent/promotion", {}, h.bearer(off))).body.code).toBe(
      AGENT_PROMOTION_CODES.agentInactive,
    );
  });

  it("a registration with an active agent's code lands in its downline, as through its player link", async () => {
    const { token } = await registerMember(h, "code", { introducer: "AGENT01", register_type: "recommend_code" });
    const applied = await h.post("/api/member/apply_for_agent", APPLY, h.bearer(token));
    expect(applied.body.apiResponseData.parent_account).toBe("agent01");
  });
});
