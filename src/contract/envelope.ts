// Ships to server and browser, and is imported by the sandbox. The platform's API envelope (spec 000 §3, §8).
import { z } from "./zod.ts";
import { isSuccessCode } from "./success-codes.ts";

/** The envelope every call answers with (spec 000 §3). */
export const EnvelopeSchema = z.object({
  status: z.union([z.boolean(), z.number(), z.string()]),
  code: z.int(),
  codeFull: z.optional(z.union([z.number(), z.string()])),
  message: z.string(),
  apiResponseData: z.unknown(),
  text: z.optional(z.string()),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** The older form: a header with status and desc, plus a body (spec 000 §3). */
export const LegacyEnvelopeSchema = z.object({
  header: z.object({ status: z.union([z.number(), z.string()]), desc: z.optional(z.string()) }),
  body: z.unknown(),
});
export type LegacyEnvelope = z.infer<typeof LegacyEnvelopeSchema>;

export { isSuccessCode };

/** Builds an envelope; `codeFull` is the code prefixed by the call's domain, our decision. */
export function envelope<T>(code: number, message: string, data: T, text?: string) {
  const out: { status: boolean; code: number; codeFull: string; message: string; apiResponseData: T; text?: string } = {
    status: isSuccessCode(code),
    code,
    codeFull: String(code),
    message,
    apiResponseData: data,
  };
  if (text !== undefined) out.text = text;
  return out;
}
