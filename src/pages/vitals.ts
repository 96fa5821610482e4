// POST /vitals: the browsers' web-vitals reports (features/pwa/vitals.ts), checked against the contract and
// forwarded to VITALS_URL (the operator's collector, or the sandbox's /sandbox/vitals), or logged when it is "log".
// Unset VITALS_URL: 404, and pages load no reporter. Never cached; a bad report is 400; a failed forward is still
// 204 (the browser cannot do better, the log says it).
import type { APIRoute } from "astro";
import { VITALS_BODY_LIMIT, VitalsReportSchema } from "../contract/vitals.ts";

export const prerender = false;

const answer = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/** The body as text, or null past `limit` bytes: a declared length is refused unread, a longer stream is cut. */
async function readBounded(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export const POST: APIRoute = async ({ request, locals }) => {
  const target = locals.env.VITALS_URL;
  if (!target) return answer(404);
  const text = await readBounded(request, VITALS_BODY_LIMIT);
  if (text === null) return answer(413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400);
  }
  const report = VitalsReportSchema.safeParse(body);
  if (!report.success) return answer(400);
  if (target === "log") {
    console.log(JSON.stringify({ vitals: report.data }));
    return answer(204);
  }
  try {
    const res = await fetch(target, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report.data),
      signal: AbortSignal.timeout(2000),
    });
    if (!res.ok) console.warn(`vitals: ${target} answered ${res.status}`);
  } catch (error) {
    console.warn(`vitals: ${target} unreachable: ${String(error)}`);
  }
  return answer(204);
};
