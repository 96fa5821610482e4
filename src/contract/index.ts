// Ships to server and browser, and is imported by the sandbox. The platform contract: every call of spec 000 §7
// and spec 001 §7 and every real-time event, written once for the API client and the sandbox.
import { agentCalls } from "./agent.ts";
import { authCalls } from "./auth.ts";
import type { CallDef } from "./call.ts";
import { fundsCalls } from "./funds.ts";
import { gamesCalls } from "./games.ts";
import { lettersCalls } from "./letters.ts";
import { limitsCalls } from "./limits.ts";
import { memberCalls } from "./member.ts";
import { promotionsCalls } from "./promotions.ts";
import { recommendCalls } from "./recommend.ts";
import { recordsCalls } from "./records.ts";
import { securityCalls } from "./security.ts";
import { protectionCalls } from "./protection.ts";
import { redEnvelopeCalls } from "./red-envelope.ts";
import { registerCalls } from "./register.ts";
import { siteCalls } from "./site.ts";
import { signinCalls } from "./signin.ts";
import { walletCalls } from "./wallet.ts";
import { agentApplyCalls } from "./agent-apply.ts";

export * from "./constants.ts";
export * from "./envelope.ts";
export * from "./url.ts";
export * from "./search.ts";
export * from "./call.ts";
export * from "./common.ts";
export * from "./games.ts";
export * from "./wallet.ts";
export * from "./member.ts";
export * from "./auth.ts";
export * from "./register.ts";
export * from "./promotions.ts";
export * from "./letters.ts";
export * from "./red-envelope.ts";
export * from "./site.ts";
export * from "./signin.ts";
export * from "./realtime.ts";
export * from "./token-fingerprint.ts";
export * from "./funds.ts";
export * from "./records.ts";
export * from "./recommend.ts";
export * from "./security.ts";
export * from "./agent-apply.ts";
export * from "./agent.ts";
export * from "./limits.ts";
export * from "./protection.ts";
export * from "./compliance.ts";

/** Every platform call by name: `{ path, request, response, auth }`. */
export const CALLS = {
  ...gamesCalls,
  ...walletCalls,
  ...memberCalls,
  ...authCalls,
  ...registerCalls,
  ...promotionsCalls,
  ...lettersCalls,
  ...redEnvelopeCalls,
  ...siteCalls,
  ...fundsCalls,
  ...signinCalls,
  ...recordsCalls,
  ...recommendCalls,
  ...securityCalls,
  ...agentApplyCalls,
  ...agentCalls,
  ...limitsCalls,
  ...protectionCalls,
} as const;

export type Calls = typeof CALLS;
export type CallName = keyof Calls;

/** Calls by absolute path, for servers. */
export const CALLS_BY_PATH: ReadonlyMap<string, { name: CallName; def: CallDef }> = new Map(
  (Object.entries(CALLS) as [CallName, CallDef][]).map(([name, def]) => [def.path, { name, def }]),
);

/** The calls that are cancelled on HTTP 401 (spec 000 §7). */
export const CANCEL_ON_401: readonly CallName[] = [
  "letters",
  "redEnvelopePromotion",
  "memberBulletin",
  "layout",
  "myCash",
];
