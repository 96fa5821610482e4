// Browser and server (pure). The application form's rules, as the contract's schema applies them
// (src/contract/agent-apply.ts), each refusal a key of the page's language.
import {
  AGENT_APPLY_NOTE_MAX,
  AGENT_CHANNELS,
  AgentApplyRequestSchema,
  type AgentApplyRequest,
  type AgentChannel,
} from "../../contract/agent-apply.ts";
import type { Message } from "../../lib/i18n/message.ts";

export interface ApplyValues {
  channel: string;
  expectedMembers: string;
  note: string;
  agreement: boolean;
}

export type ApplyErrors = Partial<Record<keyof ApplyValues, Message>>;

const isChannel = (v: string): v is AgentChannel => (AGENT_CHANNELS as readonly string[]).includes(v);

export function applicationErrors(v: ApplyValues): ApplyErrors {
  const out: ApplyErrors = {};
  if (!isChannel(v.channel)) out.channel = { key: "register.err.required" };
  const n = v.expectedMembers.trim();
  if (n === "") out.expectedMembers = { key: "register.err.required" };
  else if (!/^\d{1,6}$/.test(n) || Number(n) > 100_000)
    out.expectedMembers = { key: "agentProgramme.apply.err.expected" };
  if (v.note.trim().length > AGENT_APPLY_NOTE_MAX)
    out.note = { key: "agentProgramme.apply.err.note", params: { max: AGENT_APPLY_NOTE_MAX } };
  if (!v.agreement) out.agreement = { key: "agentProgramme.apply.err.agreement" };
  return out;
}

/** The request, or null while a rule refuses the values. */
export function toApplyRequest(v: ApplyValues): AgentApplyRequest | null {
  if (Object.keys(applicationErrors(v)).length > 0) return null;
  const parsed = AgentApplyRequestSchema.safeParse({
    channel: v.channel,
    expected_members: Number(v.expectedMembers.trim()),
    note: v.note.trim(),
    agreement: 1,
  });
  return parsed.success ? parsed.data : null;
}
