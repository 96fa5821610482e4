// The member's limits and the reality check: what islands, other features and pages use. The Limits page is
// rendered from server.ts; the funds deposit form and the launcher explain limit refusals with limit-view.ts.
export {
  formatLimitValue,
  isLimitMessage,
  isLimitRefusalCode,
  limitRefusalMessage,
  slotLabelKey,
} from "./limit-view.ts";
export { getLimits, getPlaySession, ackRealityCheck } from "./api.ts";
export { default as DepositLimitsPrompt } from "./DepositLimitsPrompt.tsx";
