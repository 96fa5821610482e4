// Server and sandbox only (no browser code imports it). An answer sent before its request's body was read (413,
// 404, 405, 403, 400) is held open while the rest of the body is read and thrown away, up to these bounds, and only
// then closed: closing at once made a client that was still uploading get EPIPE or a reset instead of the answer.
// Past the bounds the socket closes. The sandbox (sandbox/http.ts) and the platform pass-through
// (server/platform-proxy.ts) answer this way. Plain TypeScript (no node:http) so that it sits in the contract, the
// one folder both halves may import (as client-address.ts).

/** How much of an unread body is read and thrown away before the socket is closed on the client. */
export const DISCARD_LIMIT = 16 * 1024 * 1024;
/** How long an unread body may keep arriving before the socket is closed on the client. */
export const DISCARD_MS = 15_000;

/** What endAfterBody needs of node's IncomingMessage. */
export interface BodyStream {
  readonly complete: boolean;
  readonly destroyed: boolean;
  on(event: "data", listener: (chunk: { length: number }) => void): unknown;
  on(event: "end" | "close", listener: () => void): unknown;
  off(event: "data", listener: (chunk: { length: number }) => void): unknown;
  off(event: "end" | "close", listener: () => void): unknown;
  resume(): unknown;
}

/** What endAfterBody needs of node's ServerResponse (its head already written, with Content-Length). */
export interface AnswerStream {
  readonly writableEnded: boolean;
  write(body: string): unknown;
  end(body?: string): unknown;
}

/** Ends `res` with `body` once `req`'s body is fully received (or the discard bounds are reached). */
export function endAfterBody(res: AnswerStream, req: BodyStream | undefined, body: string): void {
  if (!req || req.complete || req.destroyed) {
    res.end(body);
    return;
  }
  // Everything the client needs is on the wire now (Content-Length is set); only the close waits.
  res.write(body);
  let seen = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    req.off("data", count);
    req.off("end", finish);
    req.off("close", finish);
    if (!res.writableEnded) res.end();
  };
  const count = (chunk: { length: number }) => {
    seen += chunk.length;
    if (seen > DISCARD_LIMIT) finish();
  };
  const timer = setTimeout(finish, DISCARD_MS);
  (timer as { unref?: () => void }).unref?.(); // in node: a pending discard never keeps the process alive
  req.on("data", count);
  req.on("end", finish);
  req.on("close", finish);
  req.resume();
}
