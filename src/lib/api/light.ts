// Browser. The API client's light path (src/lib/README.md "The one client"), for pages whose JavaScript budget
// cannot carry ofetch and zod (content pages, the home page before interaction): the same request (POST JSON,
// the `lang` header, the spec's 30 s timeout), the success rule of the envelope (spec 000 §3, §8: code 100 or
// 1000; tests/lib/api/light.test.ts holds it to rules.ts interpretBody), and the answer parsed with the call's
// light parser from src/contract/light.ts. Kept this small on purpose: no ApiError and no retry, and only for
// calls without a member; a failure is a LightError saying which kind, and the caller keeps what it shows.
import { noteDateHeader } from "./server-clock.ts";
import { SUCCESS_CODES } from "../../contract/success-codes.ts";
import type { LightCall } from "../../contract/light.ts";

export class LightError extends Error {
  override name = "LightError";
}

/** The apiResponseData of a success envelope, or a LightError's kind. */
export function lightEnvelope(body: unknown): { ok: true; data: unknown } | { ok: false; kind: "platform" | "empty" } {
  const code = (body as { code?: unknown } | null)?.code;
  if (typeof code !== "number") return { ok: false, kind: "empty" };
  return (SUCCESS_CODES as readonly number[]).includes(code)
    ? { ok: true, data: (body as { apiResponseData?: unknown }).apiResponseData }
    : { ok: false, kind: "platform" };
}

export async function callLight<T>(
  call: LightCall<T>,
  body: Record<string, unknown>,
  options: { lang?: string; timeout?: number } = {},
): Promise<T> {
  // No connection: the network error at once (see client.ts).
  if (typeof navigator !== "undefined" && navigator.onLine === false) throw new LightError("network");
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? 30_000);
  let json: unknown;
  try {
    const response = await fetch(call.path, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(options.lang ? { lang: options.lang } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    noteDateHeader(response.headers.get("date"));
    json = await response.json().catch(() => null);
  } catch {
    throw new LightError(controller.signal.aborted ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
  }
  const answer = lightEnvelope(json);
  if (!answer.ok) throw new LightError(answer.kind);
  const parsed = call.parse(answer.data);
  if (parsed === null) throw new LightError("invalid");
  return parsed;
}
