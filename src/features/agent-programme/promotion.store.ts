// Browser. The Promotion page's data: our agentPromotion call, then check-agent-domain for each of the agent's
// domains (only a domain the platform confirms as this agent's becomes a link, promotion-links.ts); copy and
// share actions.
import { atom } from "nanostores";
import { agentApplyCalls, type AgentPromotion } from "../../contract/agent-apply.ts";
import { registerCalls } from "../../contract/register.ts";
import { callApi } from "../../lib/api/index.ts";
import { IDLE, runLoad, type Load } from "../../lib/load/index.ts";
import { siteId } from "../../lib/session/index.ts";
import { copyWithToast } from "../../components/ui/clipboard.ts";
import { agentErrorMessage } from "./overview.store.ts";
import { domainConfirmed } from "./promotion-links.ts";

export const $promotion = atom<Load<AgentPromotion>>(IDLE);

export function loadPromotion(): Promise<unknown> {
  return runLoad(
    $promotion,
    async () => {
      const p = await callApi(agentApplyCalls.agentPromotion, {});
      const checks = await Promise.all(
        p.domains.map(async (d) => {
          try {
            return domainConfirmed(
              await callApi(registerCalls.checkAgentDomain, { host: d.host, site_id: siteId() }),
              p.agent_id,
            );
          } catch {
            return false;
          }
        }),
      );
      return { ...p, domains: p.domains.filter((_, i) => checks[i]) };
    },
    { message: agentErrorMessage },
  );
}

export function copyText(text: string): Promise<void> {
  return copyWithToast(text, "agentProgramme.promo.copied", "agentProgramme.promo.copyFailed");
}

/** The Web Share API where the browser has it (phones); false when it has not or the person cancelled. */
export function canShare(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

export async function shareText(title: string, text: string, url?: string): Promise<void> {
  if (!canShare()) return;
  try {
    await navigator.share(url ? { title, text, url } : { title, text });
  } catch {
    // Cancelled or refused: nothing to say.
  }
}
