// HTTP plumbing: bounded body reading, envelope answers, client IP.
import type { IncomingMessage, ServerResponse } from "node:http";
import { envelope } from "../src/contract/envelope.ts";
import { sandboxNow } from "./clock.ts";
import { endAfterBody as sharedEndAfterBody } from "../src/contract/discard-body.ts";
import { clientIp as sharedClientIp, REQUEST_BODY_LIMIT, type TrustedProxies } from "../src/contract/client-address.ts";

export const BODY_LIMIT = REQUEST_BODY_LIMIT;

/** Ends `res` with `body` once its request's body is received or thrown away (src/contract/discard-body.ts). */
function endAfterBody(res: ServerResponse, body: string): void {
  sharedEndAfterBody(res, res.req, body);
}

/** An answer written while the request body is still arriving closes its connection afterwards. */
function closeIfBodyPending(res: ServerResponse): Record<string, string> {
  const req = res.req as IncomingMessage | undefined;
  return req && !req.complete ? { Connection: "close" } : {};
}

export class HttpError extends Error {
  status: number;
  code: number;
  constructor(status: number, code: number, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Reads the body up to BODY_LIMIT; rejects with HttpError 413 beyond it. */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > limit) {
      req.resume();
      reject(new HttpError(413, 413, `request body larger than ${limit} bytes`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on("data", (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, 413, `request body larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!failed) resolve(Buffer.concat(chunks).toString("utf8"));
    });
    req.on("close", () => {
      if (!req.complete && !failed) {
        failed = true;
        reject(new HttpError(400, 400, "request aborted"));
      }
    });
    req.on("error", (e) => {
      if (!failed) reject(new HttpError(400, 400, `request body could not be read: ${e.message}`));
    });
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    // The platform's clock is the sandbox's (SANDBOX_NOW, admin clock): the site's timers read it from here
    // (src/lib/api/server-clock.ts).
    Date: new Date(sandboxNow()).toUTCString(),
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(text),
    ...closeIfBodyPending(res),
    ...headers,
  });
  endAfterBody(res, text);
}

export function sendEnvelope(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  data: unknown,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, envelope(code, message, data ?? null), headers);
}

export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  cache = "no-store",
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.writeHead(status, {
    "Content-Type": type,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": cache,
    ...closeIfBodyPending(res),
    ...headers,
  });
  endAfterBody(res, body);
}

/**
 * The client's address for the per-IP rules (registration limit, login IP rules): X-Forwarded-For counts only
 * from a trusted proxy (ctx.opts.trustedProxies, TRUSTED_PROXIES), the rule the server's pass-through uses too
 * (src/contract/client-address.ts). Anyone else's header is ignored: it would let one client be many.
 */
export function clientIp(req: IncomingMessage, trusted: TrustedProxies): string {
  return sharedClientIp(req, trusted);
}

export function bearer(req: IncomingMessage): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h.trim());
  return m?.[1] ?? null;
}
