// Pure. What the slot list page (/slotgame, spec 000 §2) shows for one provider, from what the platform said
// (src/lib/api/server-call.ts CallOutcome): the games; a skeleton while they came late (components/Pending.astro
// fills it); that the provider is not available, when the platform refused it (spec 000 §8, code 102 for an
// inactive provider such as GPEA), the hall does not list it, or the address names no provider: an answer,
// so no Retry; or, when the platform could not be reached, the error with Retry.
export type SlotPageView = "ready" | "pending" | "unavailable" | "failed";

export function slotPageView(input: {
  /** Whether gp_id and gt_id name a provider at all. */
  valid: boolean;
  games: "ok" | "refused" | "failed" | "late";
  /** Whether the hall's provider list holds the provider; null when that list could not be had. */
  listed: boolean | null;
}): SlotPageView {
  if (!input.valid) return "unavailable";
  if (input.games === "ok") return "ready";
  if (input.games === "refused" || input.listed === false) return "unavailable";
  return input.games === "late" ? "pending" : "failed";
}
