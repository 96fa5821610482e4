// Browser and server (pure). The referral values of a link (spec 000 §2 "Referral links": `id` is an agent
// introducer, `invite` a recommend code; spec 001 §4 registration modes) checked before they become cookies
// or an introducer. The spec gives no format: ours is what the platform issues — agent ids are member ids
// (digits), recommend codes letters, digits, "_" and "-" — with a bound on length. Anything else is ignored.

export const REFERRAL_LIMITS = { agentIdMax: 20, recommendCodeMax: 32 } as const;

const AGENT_ID = new RegExp(`^\\d{1,${REFERRAL_LIMITS.agentIdMax}}$`);
const RECOMMEND_CODE = new RegExp(`^[A-Za-z0-9_-]{1,${REFERRAL_LIMITS.recommendCodeMax}}$`);

/** An agent introducer id (digits only, at most 20), trimmed; null when absent or malformed. */
export function parseAgentId(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const v = value.trim();
  return AGENT_ID.test(v) ? v : null;
}

/** A recommend code ([A-Za-z0-9_-], at most 32), trimmed; null when absent or malformed. */
export function parseRecommendCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const v = value.trim();
  return RECOMMEND_CODE.test(v) ? v : null;
}
