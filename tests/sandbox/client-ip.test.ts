// security: the sandbox's per-IP rules (spec 001 §8: 996 registering too often, 997 the IP's daily
// limit, 218 a blocked IP) count the client's real address. X-Forwarded-For is believed only from a trusted proxy
// (TRUSTED_PROXIES); from anyone else it is the client's own word, and rotating it made one client many.
import { afterEach, describe, expect, it } from "vitest";
import { postRegister, startSandbox, type Harness } from "./helpers.ts";

const started: Harness[] = [];
afterEach(async () => {
  for (const h of started.splice(0)) await h.close();
});

let seq = 0;
async function register(h: Harness, headers: Record<string, string>) {
  return (await postRegister(h, `cip${String(++seq).padStart(5, "0")}`, headers)).body.code;
}

describe("per-IP limits and forwarded addresses (security)", () => {
  it("a client that rotates X-Forwarded-For is still one address: the 6th registration in a minute is 996", async () => {
    const h = await startSandbox(":memory:", { trustedProxies: "" });
    started.push(h);
    const codes: number[] = [];
    for (let i = 1; i <= 6; i++) codes.push(await register(h, { "x-forwarded-for": `198.51.100.${i}` }));
    expect(codes).toEqual([100, 100, 100, 100, 100, 996]);
  });

  it("a proxy that is not in TRUSTED_PROXIES is not believed either", async () => {
    const h = await startSandbox(":memory:", { trustedProxies: "10.0.0.0/8" });
    started.push(h);
    const codes: number[] = [];
    for (let i = 1; i <= 6; i++) codes.push(await register(h, { "x-forwarded-for": `198.51.100.${i}` }));
    expect(codes[5]).toBe(996);
  });

  it("behind a trusted proxy each forwarded client counts apart, and a blocked one stays blocked", async () => {
    const h = await startSandbox(":memory:", { trustedProxies: "loopback" });
    started.push(h);
    const codes: number[] = [];
    for (let i = 1; i <= 6; i++) codes.push(await register(h, { "x-forwarded-for": `198.51.100.${i}` }));
    expect(codes).toEqual(Array(6).fill(100));
    // spec 001 §8 218: the seeded blocked address, as the proxy saw it; a prefix the client wrote changes nothing
    expect(await register(h, { "x-forwarded-for": "203.0.113.1, 192.0.2.1" })).toBe(218);
  });
});
