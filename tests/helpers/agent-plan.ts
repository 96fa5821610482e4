// An agentPlan answer (src/contract/agent.ts AgentPlanSchema) for the agent programme's tests: the sandbox's
// defaults in shape, with the fields a test cares about given as overrides.
import type { AgentPlan } from "../../src/contract/agent.ts";

export function agentPlan(overrides: Partial<AgentPlan> = {}): AgentPlan {
  return {
    currency: "INR",
    time_zone: "America/Caracas",
    now: "2026-11-26T12:00:00Z",
    tiers: [{ min_active_members: 3, min_net_revenue: 100, rate_bp: 2000 }],
    platform_fee_bp: 1000,
    payment_fee_bp: 150,
    active_min_valid_bet: 10_000,
    settlement_weekday: 1,
    payout_weekday: 3,
    transfers_enabled: 1,
    transfer_min: 10_000,
    transfer_max: 100_000_000,
    max_range_days: 92,
    ...overrides,
  };
}
