// Ships to server and browser, and is imported by the sandbox. Red envelope promotion (spec 001 §3, §4, §7, §8).
import { z } from "./zod.ts";
import { defineCall, memberCall } from "./call.ts";
import { DateTimeSchema, EmptyRequestSchema, MoneySchema } from "./common.ts";

/** Red envelope (spec 001 §3); `start_at` and `title` are our additions. */
export const RedEnvelopeSchema = z.object({
  id: z.int(),
  title: z.string(),
  start_at: DateTimeSchema,
  end_at: DateTimeSchema,
});
export type RedEnvelope = z.infer<typeof RedEnvelopeSchema>;

/** Claim codes (spec 001 §8): 102 the envelope is gone (ended, claimed already, or none left). */
export const RED_ENVELOPE_CODES = { gone: 102 } as const;

export const redEnvelopeCalls = {
  redEnvelopePromotion: defineCall({
    path: "/api/arks/web/activity/red_envelope_promotion",
    auth: true,
    request: EmptyRequestSchema, // not shown: our decision
    // The envelope object, or an empty array if none (spec 001 §7).
    response: z.union([RedEnvelopeSchema, z.array(z.never()).check(z.length(0))]),
  }),
  claimRedEnvelope: memberCall(
    "/api/arks/web/activity/red_envelope",
    z.object({ id: z.int().check(z.positive()) }),
    z.object({ cash: MoneySchema }),
  ),
} as const;
