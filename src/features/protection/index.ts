// Player protection (time-out, self-exclusion, the night block, the country block, the Safer gambling page):
// what islands, other features and pages use.
export { SAFER_GAMBLING_PATH, RESPONSIBLE_GAMING_PATH } from "./paths.ts";
export { TOOL_CARDS, type ToolCard } from "./tools.ts";
export { protectionRefusal } from "./refusals.ts";
export { default as CountryBlocked, blockedCountry } from "./CountryBlocked.tsx";
export { default as AddictionWarning } from "./AddictionWarning.tsx";
export { clearWithdrawOnlyOffer, keepWithdrawOnly, WITHDRAW_ONLY_PATH } from "./withdraw-only.ts";
export { default as WithdrawOnlyOffer } from "./WithdrawOnlyOffer.tsx";
export { default as TakeBreakDialog } from "./TakeBreakDialog.tsx";
