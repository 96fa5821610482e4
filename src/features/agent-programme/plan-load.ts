// Server only. The Plan page's settings (agentPlan, public), through serverCall: cached for a minute, null when
// the platform does not answer (the page then says so with Retry).
import type { AgentPlan } from "../../contract/agent.ts";

const PLAN_TTL_MS = 60_000;

export async function loadPlan(astro: { locals: { lang: string }; request: Request }): Promise<AgentPlan | null> {
  const [{ serverCall, renderBudget }, { agentCalls }] = await Promise.all([
    import("../../lib/api/server-call.ts"),
    import("../../contract/agent.ts"),
  ]);
  return serverCall(
    agentCalls.agentPlan,
    {},
    {
      lang: astro.locals.lang,
      ttlMs: PLAN_TTL_MS,
      budget: renderBudget(astro.request),
    },
  );
}
