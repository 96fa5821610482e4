// Finding 3: a client that posts a body over the limit always reads the 413 envelope, never EPIPE or a
// reset because the sandbox closed the socket while the client was still writing.
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSignedIn, type Harness } from "../sandbox/helpers.ts";

let h: Harness, token: string;
beforeAll(async () => ({ h, token } = await startSignedIn()));
afterAll(() => h.close());

interface Reply {
  status: number;
  body: string;
  /** An error the client saw: EPIPE, ECONNRESET. */
  error?: string;
}

const TWO_MB = Buffer.alloc(2 * 1024 * 1024, "a");
const PIECE = 64 * 1024;
const destroy = "/api/arks/web/member/letter/destroy";

/** Lets the event loop's timers run: a slow uplink, so the answer arrives while the upload is still going. */
const uplinkPause = () => new Promise<void>((r) => setTimeout(r, 2));

/** Posts 2 MB with node:http in 64 KB pieces, pausing every 256 KB like a real upload over a network. */
function post(path: string, headers: Record<string, string>, chunked = false) {
  return new Promise<Reply>((resolve) => {
    let reply: Reply | undefined;
    let error: string | undefined;
    const req = http.request(new URL(path, h.base), {
      method: "POST",
      agent: false,
      headers: {
        "content-type": "application/json",
        ...(chunked ? {} : { "content-length": String(TWO_MB.length) }),
        ...headers,
      },
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => (reply = { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    req.on("close", () => resolve({ ...(reply ?? { status: 0, body: "" }), ...(error ? { error } : {}) }));
    void (async () => {
      for (let i = 0; i < TWO_MB.length && !req.destroyed; i += PIECE) {
        if (i % (4 * PIECE) === 0) await uplinkPause();
        if (!req.write(TWO_MB.subarray(i, i + PIECE)))
          await new Promise<void>((r) => req.once("drain", () => r()).once("close", () => r()));
      }
      if (!req.destroyed) req.end();
    })();
  });
}

/**
 * The same over a raw socket, deterministic: sends the head and the first megabyte, waits until the whole answer
 * has been read, then sends the second megabyte. Resolves when the server has closed the connection.
 */
function postReadingFirst(path: string, headers: Record<string, string>) {
  return new Promise<Reply & { sent: boolean }>((resolve) => {
    const url = new URL(path, h.base);
    const socket = net.connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    let error: string | undefined;
    let sent = false;
    let answered!: () => void;
    const answer = new Promise<void>((r) => (answered = r));
    const parse = () => {
      const text = received.toString("latin1");
      const headEnd = text.indexOf("\r\n\r\n");
      if (headEnd < 0) return undefined;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headEnd))?.[1] ?? NaN);
      const body = received.subarray(headEnd + 4);
      if (!(body.length >= length)) return undefined;
      return { status: Number(text.slice(9, 12)), body: body.subarray(0, length).toString("utf8") };
    };
    socket.on("data", (c: Buffer) => {
      received = Buffer.concat([received, c]);
      if (parse()) answered();
    });
    socket.on("error", (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
      answered();
    });
    socket.on("close", () => resolve({ ...(parse() ?? { status: 0, body: "" }), sent, ...(error ? { error } : {}) }));
    const head = Object.entries({ host: url.host, "content-type": "application/json", ...headers })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    socket.write(`POST ${url.pathname} HTTP/1.1\r\n${head}content-length: ${TWO_MB.length}\r\n\r\n`);
    socket.write(TWO_MB.subarray(0, TWO_MB.length / 2));
    void answer.then(() => {
      if (error || socket.destroyed) return;
      socket.write(TWO_MB.subarray(TWO_MB.length / 2), (e) => {
        if (!e) sent = true;
        socket.end();
      });
    });
  });
}

function expect413(r: Reply & { sent?: boolean }) {
  expect(r.error).toBeUndefined();
  if (r.sent !== undefined) expect(r.sent).toBe(true);
  expect(r.status).toBe(413);
  expect(JSON.parse(r.body)).toMatchObject({ status: false, code: 413, apiResponseData: null });
}

describe("a 2 MB body always gets its 413 envelope (finding 3)", () => {
  it("a member posting 2 MB to letter/destroy over a slow uplink reads the 413, 20 times in a row", async () => {
    for (let i = 0; i < 20; i++) expect413(await post(destroy, h.bearer(token)));
  });

  it("the same for a chunked upload without Content-Length", async () => {
    for (let i = 0; i < 20; i++) expect413(await post(destroy, h.bearer(token), true));
  });

  it("a client that reads the 413 mid-upload can still send the rest without EPIPE, 20 times in a row", async () => {
    for (let i = 0; i < 20; i++) expect413(await postReadingFirst(destroy, h.bearer(token)));
  });

  it("an unknown path or an admin control answered before the body was read closes cleanly too", async () => {
    const unknown = await postReadingFirst("/api/no/such/call", {});
    expect(unknown).toMatchObject({ status: 404, sent: true });
    expect(unknown.error).toBeUndefined();
    expect413(await postReadingFirst("/sandbox/admin/reset", { "x-sandbox-key": "test-admin" }));
  });
});
