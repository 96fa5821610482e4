// Every handler, one per contract call; the compiler checks none is missing.
import { agentApplyHandlers } from "./agent-apply.ts";
import { agentHandlers } from "./agent.ts";
import { authHandlers } from "./auth.ts";
import { fundsHandlers } from "./funds.ts";
import { gamesHandlers } from "./games.ts";
import { lettersHandlers } from "./letters.ts";
import { limitsHandlers } from "./limits.ts";
import { memberHandlers } from "./member.ts";
import { promotionsHandlers } from "./promotions.ts";
import { recommendHandlers } from "./recommend.ts";
import { recordsHandlers } from "./records.ts";
import { protectionHandlers } from "./protection.ts";
import { redEnvelopeHandlers } from "./red-envelope.ts";
import { registerHandlers } from "./register.ts";
import { securityHandlers } from "./security.ts";
import { siteHandlers } from "./site.ts";
import { signinHandlers } from "./signin.ts";
import type { Handlers } from "./types.ts";
import { walletHandlers } from "./wallet.ts";

export const handlers: Handlers = {
  ...gamesHandlers,
  ...walletHandlers,
  ...memberHandlers,
  ...authHandlers,
  ...registerHandlers,
  ...promotionsHandlers,
  ...lettersHandlers,
  ...redEnvelopeHandlers,
  ...siteHandlers,
  ...fundsHandlers,
  ...signinHandlers,
  ...recordsHandlers,
  ...recommendHandlers,
  ...securityHandlers,
  ...agentApplyHandlers,
  ...agentHandlers,
  ...limitsHandlers,
  ...protectionHandlers,
};
