// Prerendered pages served with the run time's REALTIME_URL (server/prerendered-csp.ts): the meta CSP's connect-src
// names its origin and the boot data points the real-time client at it; nothing else of the page changes.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  createPrerenderedCsp,
  patchBootRealtime,
  patchMetaCsp,
  patchPrerendered,
  withConnectSources,
} from "../../server/prerendered-csp.ts";
import { realtimeConnectSources } from "../../server/security-headers.ts";

const PAGE =
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self';connect-src 'self';frame-src 'self' https:; script-src 'self' 'sha256-x'">` +
  `</head><body><script type="application/json" id="lobby-boot">{"lang":"en_US","config":{"siteId":1,"realtimeUrl":""},"messages":{}}</script></body></html>`;
const RT = "https://rt.example.com";
const extra = realtimeConnectSources(RT);

describe("prerendered pages and a run-time REALTIME_URL", () => {
  it("adds the real-time origin to connect-src and keeps every other directive", () => {
    expect(withConnectSources("default-src 'self'; connect-src 'self'; img-src https:", extra)).toBe(
      "default-src 'self'; connect-src 'self' https://rt.example.com wss://rt.example.com; img-src https:",
    );
    const patched = patchMetaCsp(PAGE, extra) ?? "";
    expect(patched).toContain("connect-src 'self' https://rt.example.com wss://rt.example.com");
    expect(patched).toContain("script-src 'self' 'sha256-x'");
    expect(patchMetaCsp(patched, extra)).toBeNull(); // already there
  });
  it("points the boot data's realtimeUrl at it, escaped as the layout escapes", () => {
    const patched = patchBootRealtime(PAGE, RT) ?? "";
    expect(patched).toContain(`"realtimeUrl":"https://rt.example.com"`);
    expect(patchBootRealtime(patched, RT)).toBeNull();
    expect(patchBootRealtime(PAGE, "https://x.example/</script>")).toContain(
      `"realtimeUrl":"https://x.example/\\u003c/script>"`,
    );
  });
  it("serves the patched page for a prerendered path and leaves files and unknown paths to the static server", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
    mkdirSync(path.join(dir, "faq/1"), { recursive: true });
    writeFileSync(path.join(dir, "faq/1/index.html"), PAGE);
    const pages = createPrerenderedCsp(dir, RT, extra);
    const sent: { headers: Record<string, unknown>; body?: Buffer | undefined } = { headers: {} };
    const res = {
      statusCode: 0,
      setHeader: (k: string, v: unknown) => (sent.headers[k.toLowerCase()] = v),
      end: (b?: Buffer) => (sent.body = b),
    } as unknown as http.ServerResponse;
    const req = (url: string) => ({ method: "GET", url, headers: {} }) as unknown as http.IncomingMessage;
    expect(pages.serve(req("/faq/1"), res, "/faq/1", { "Cache-Control": "public, s-maxage=300" })).toBe(true);
    const body = sent.body?.toString() ?? "";
    expect(body).toBe(patchPrerendered(PAGE, RT, extra));
    expect(sent.headers["cache-control"]).toBe("public, s-maxage=300");
    expect(pages.serve(req("/favicon.svg"), res, "/favicon.svg", {})).toBe(false);
    expect(pages.serve(req("/nope"), res, "/nope", {})).toBe(false);
    expect(pages.serve(req("/../etc"), res, "/../etc", {})).toBe(false);
    expect(createPrerenderedCsp(dir, undefined, []).active).toBe(false);
  });
});
