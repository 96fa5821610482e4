// Ships to server and browser, and is imported by the sandbox. The shape of one entry of the call catalogue.
import { z } from "./zod.ts";
import { EnvelopeSchema } from "./envelope.ts";

/**
 * One platform call: `path` is the absolute path on the site origin (spec: "prefixed /api unless absolute"),
 * `request` validates the JSON body, `response` validates `apiResponseData` of a success envelope,
 * `auth` says a member token is required (HTTP 401 without one).
 */
export interface CallDef<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  readonly path: string;
  readonly request: Req;
  readonly response: Res;
  readonly auth: boolean;
  /** HTTP method; every call is POST unless stated (spec 000 §7). */
  readonly method?: "POST" | "GET";
}

export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: CallDef<Req, Res>,
): CallDef<Req, Res> {
  return def;
}

/**
 * A POST call that needs the member's token (most of the catalogue). An entry with a method, or with a note on its
 * request or response, keeps `defineCall`'s named fields.
 */
export const memberCall = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  path: string,
  request: Req,
  response: Res,
) => defineCall({ path, auth: true, request, response });

/** A POST call open to visitors. */
export const publicCall = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  path: string,
  request: Req,
  response: Res,
) => defineCall({ path, auth: false, request, response });

export type CallRequest<C extends CallDef> = z.input<C["request"]>;
export type CallResponse<C extends CallDef> = z.output<C["response"]>;

/** The envelope of a call with its `apiResponseData` typed (success answers only). */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.extend(EnvelopeSchema, { apiResponseData: data });
}
