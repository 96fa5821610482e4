// The agent programme's settings (src/contract/agent.ts AgentPlan): the operator's choices, kept in the meta
// table as JSON and changed by the admin control `agent/settings`, never by a page. The defaults below are the
// sandbox's; a real operator configures its own.
import { sandboxNowIso } from "../clock.ts";
import * as z from "zod/mini";
import { AgentTierSchema, CurrencySchema, DATE_TIME_ZONE, type AgentPlan } from "../../src/contract/index.ts";
import { AGENT_MAX_RANGE_DAYS, SETTLEMENT_WEEK_START_DAY } from "../../src/contract/agent-periods.ts";
import { getMeta, setMeta, type Db } from "../db/index.ts";

export const AgentSettingsSchema = z.object({
  currency: CurrencySchema,
  tiers: z.array(AgentTierSchema).check(z.minLength(1), z.maxLength(20)),
  platform_fee_bp: z.int().check(z.gte(0), z.lte(10_000)),
  payment_fee_bp: z.int().check(z.gte(0), z.lte(10_000)),
  active_min_valid_bet: z.int().check(z.nonnegative()),
  payout_weekday: z.int().check(z.gte(0), z.lte(6)),
  transfers_enabled: z.boolean(),
  transfer_min: z.int().check(z.positive()),
  transfer_max: z.int().check(z.positive()),
});
export type AgentSettings = z.infer<typeof AgentSettingsSchema>;

/** INR minor units (paise): ₹1 = 100. */
export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  currency: "INR",
  tiers: [
    { min_active_members: 3, min_net_revenue: 100, rate_bp: 2000 },
    { min_active_members: 10, min_net_revenue: 50_000_00, rate_bp: 3000 },
    { min_active_members: 20, min_net_revenue: 2_00_000_00, rate_bp: 3500 },
    { min_active_members: 50, min_net_revenue: 10_00_000_00, rate_bp: 4000 },
  ],
  platform_fee_bp: 1000,
  payment_fee_bp: 150,
  active_min_valid_bet: 100_00,
  payout_weekday: 3,
  transfers_enabled: true,
  transfer_min: 100_00,
  transfer_max: 10_00_000_00,
};

const KEY = "agent_settings";

export function agentSettings(db: Db): AgentSettings {
  const raw = getMeta(db, KEY);
  if (!raw) return DEFAULT_AGENT_SETTINGS;
  try {
    const parsed = AgentSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_AGENT_SETTINGS;
  } catch {
    return DEFAULT_AGENT_SETTINGS;
  }
}

/** Merges a partial change into the settings (admin `agent/settings`). */
export function setAgentSettings(db: Db, change: Partial<AgentSettings>): AgentSettings {
  const next = AgentSettingsSchema.parse({ ...agentSettings(db), ...change });
  setMeta(db, KEY, JSON.stringify(next));
  return next;
}

export function planOf(s: AgentSettings): AgentPlan {
  return {
    currency: s.currency,
    time_zone: DATE_TIME_ZONE,
    now: sandboxNowIso(),
    tiers: s.tiers,
    platform_fee_bp: s.platform_fee_bp,
    payment_fee_bp: s.payment_fee_bp,
    active_min_valid_bet: s.active_min_valid_bet,
    settlement_weekday: SETTLEMENT_WEEK_START_DAY,
    payout_weekday: s.payout_weekday,
    transfers_enabled: s.transfers_enabled ? 1 : 0,
    transfer_min: s.transfer_min,
    transfer_max: s.transfer_max,
    max_range_days: AGENT_MAX_RANGE_DAYS,
  };
}
