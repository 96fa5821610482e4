// Browser. The red-envelope calls (spec 001 §7).
import { redEnvelopeCalls } from "../../contract/red-envelope.ts";
import { callApi } from "../../lib/api/index.ts";
import type { Envelope } from "./red-envelope.machine.ts";

/** The current envelope, or null when the platform answers an empty array (spec 001 §7). */
export async function getRedEnvelope(): Promise<Envelope | null> {
  const res = await callApi(redEnvelopeCalls.redEnvelopePromotion, {});
  return Array.isArray(res) ? null : { id: res.id, title: res.title, endAt: res.end_at };
}

export async function claimRedEnvelope(id: number): Promise<number> {
  return (await callApi(redEnvelopeCalls.claimRedEnvelope, { id })).cash;
}
