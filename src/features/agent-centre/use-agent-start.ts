// Browser. A centre island starts its loads only for an active agent (spec 001 §2, §6): the page's content is
// server-rendered and hidden by AgentGate until <html data-agent-role> says "agent", but the islands hydrate
// anyway; gating their start on the same role means a visitor or a plain member on a centre URL sends no agent
// call. `start` runs when the role becomes "agent" (again for another member), its cleanup when that ends.
import { useStore } from "@nanostores/react";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import { $agentRole } from "../agent-programme/index.ts";

export function useAgentStart(start: () => void | (() => void)): boolean {
  const isAgent = useStore($agentRole) === "agent";
  const active = useMemberStart(isAgent ? start : undefined);
  return active && isAgent;
}
