// Browser. The agent centre's calls (src/contract/agent.ts, our extension) through the one API client, and a
// refusal turned into the agent's words (refusal.ts).
import { agentCalls } from "../../contract/agent.ts";
import { memberCalls } from "../../contract/member.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import type { Message } from "../../lib/i18n/message.ts";
import { lockTimeFormatter } from "../../lib/i18n/withdraw-pin.ts";
import { agentRefusal, type RefusalField } from "./refusal.ts";

export { agentCalls, memberCalls, callApi };

/** A failed call → the field it concerns and the message (the network when no code came back). */
export function refusalFor(
  error: unknown,
  params: Record<string, string> = {},
): { field: RefusalField; message: Message } {
  if (isApiError(error) && error.kind === "platform")
    return agentRefusal(error.code, error.message, error.data, params, lockTimeFormatter(pageLocaleTag()));
  if (isApiError(error)) return { field: null, message: { key: error.messageKey } };
  return agentRefusal(null, "", null);
}

/** Why a report did not load, for Load<T> (runLoad's `message`). */
export function loadMessage(error: unknown): Message {
  return refusalFor(error).message;
}
