// Browser. The API client's light path (src/lib/README.md "The one client"), for pages whose JavaScript budget
// cannot carry ofetch and zod: the same request (POST JSON, the `lang` header, the spec's 30 s timeout), the same
// reading of the envelope (rules.ts interpretBody) and the same typed ApiError as client.ts, and the answer parsed
// with the call's light parser from src/contract/light.ts. Only for calls without a member (no Authorization,
// no 401 handling): the full client takes over once the session machinery is on the page.
import type { LightCall } from "../../contract/light.ts";
import { TIMING } from "../config/constants.ts";
import { ApiError } from "./error.ts";
import { ERROR_TEXT, interpretBody, kindForStatus } from "./rules.ts";

export interface LightOptions {
  /** The `lang` header (the page's language). */
  lang?: string;
  timeout?: number;
}

export async function callLight<T>(
  call: LightCall<T>,
  body: Record<string, unknown>,
  options: LightOptions = {},
): Promise<T> {
  const fail = (kind: Exclude<ApiError["kind"], "platform">, status = 0) =>
    new ApiError({ kind, status, code: 0, message: ERROR_TEXT[kind], path: call.path });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? TIMING.requestTimeoutMs);
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(call.path, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(options.lang ? { lang: options.lang } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    json = await response.json().catch(() => undefined);
  } catch {
    throw fail(timedOut ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
  }
  const result = interpretBody(json);
  if (!result.ok) {
    if (response.status !== 200 && result.kind !== "platform")
      throw fail(kindForStatus(response.status), response.status);
    const { kind, code, message, data } = result;
    throw new ApiError({ kind, code, message, data, status: response.status, path: call.path });
  }
  const parsed = call.parse(result.data);
  if (parsed === null) throw fail("invalid", response.status);
  return parsed;
}
