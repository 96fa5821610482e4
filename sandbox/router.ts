// The /api dispatcher: body limit, JSON parsing, contract validation in and out, bearer auth, envelope answers.
// Input errors answer HTTP 200 with envelope code 422 (schema) or 400 (malformed JSON) whose message names the
// field, so the client shows the message like any platform failure. Unknown path: HTTP 404; body too large: 413;
// member call without a valid token: HTTP 401. Never a 500 for bad input.
import type { IncomingMessage, ServerResponse } from "node:http";
import { CALLS_BY_PATH, type CallName } from "../src/contract/index.ts";
import type { Ctx } from "./context.ts";
import { bearer, clientIp, HttpError, readBody, sendEnvelope } from "./http.ts";
import { memberForToken } from "./session.ts";
import type { Handler, Handlers } from "./routes/types.ts";

import { INPUT_ERROR_CODE, MALFORMED_JSON_CODE } from "./router-codes.ts";
import { protectionGate } from "./protection.ts";

function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.map(String).join(".") : "body"}: ${i.message}`)
    .join("; ");
}

export async function handleApi(
  ctx: Ctx,
  handlers: Handlers,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
) {
  const entry = CALLS_BY_PATH.get(pathname);
  if (!entry) {
    req.resume();
    sendEnvelope(res, 404, 404, `unknown API path: ${pathname}`, null);
    return;
  }
  const { name, def } = entry;
  const method = req.method ?? "GET";
  const allowGet = name === "clientCaptcha";
  if (method !== "POST" && !(allowGet && method === "GET")) {
    req.resume();
    sendEnvelope(res, 405, 405, `method ${method} not allowed; use POST`, null, { Allow: "POST" });
    return;
  }
  let raw = "";
  try {
    raw = method === "POST" ? await readBody(req) : "";
  } catch (e) {
    const err = e instanceof HttpError ? e : new HttpError(400, 400, "request body could not be read");
    sendEnvelope(res, err.status, err.code, err.message, null, { Connection: "close" });
    return;
  }
  let json: unknown = {};
  if (raw.trim() !== "") {
    try {
      json = JSON.parse(raw);
    } catch {
      sendEnvelope(res, 200, MALFORMED_JSON_CODE, "malformed JSON body", null);
      return;
    }
  }
  const token = bearer(req);
  const member = memberForToken(ctx.db, token);
  const authHeader: Record<string, string> = member && token ? { Authorization: `Bearer ${token}` } : {};
  if (def.auth && !member) {
    sendEnvelope(res, 401, 401, "Unauthenticated.", null);
    return;
  }
  const parsed = def.request.safeParse(json);
  if (!parsed.success) {
    sendEnvelope(res, 200, INPUT_ERROR_CODE, describeIssues(parsed.error.issues), null, authHeader);
    return;
  }
  const ip = clientIp(req, ctx.opts.trustedProxies);
  // Player protection first: a blocked country, the night block, an exclusion (sandbox/protection.ts).
  const refused = protectionGate(ctx, name, member, token, req, ip, parsed.data);
  const handler = handlers[name] as Handler<CallName>;
  const reply = refused ?? (await handler({ body: parsed.data as never, member, token, ctx, req, ip }));
  if (reply.code === 100 || reply.code === 1000) {
    const out = def.response.safeParse(reply.data);
    if (!out.success) {
      ctx.opts.log(`response of ${name} breaks the contract: ${describeIssues(out.error.issues)}`);
      sendEnvelope(res, 500, 500, `sandbox response breaks the contract: ${describeIssues(out.error.issues)}`, null);
      return;
    }
  }
  sendEnvelope(
    res,
    200,
    reply.code,
    reply.message ?? (reply.code === 100 ? "success" : "error"),
    reply.data ?? null,
    authHeader,
  );
}
