// The one "who sent this request" rule of the server and the sandbox (src/contract/client-address.ts): forwarded
// headers count only from TRUSTED_PROXIES, so a client cannot name its own address to dodge an IP rule.
import { describe, expect, it } from "vitest";
import {
  cameOverHttps,
  clientIp,
  forwardedChain,
  isTrustedProxy,
  normalizeIp,
  parseTrustedProxies,
  requestedHost,
  type TrustedProxies,
} from "../../src/contract/client-address.ts";

const trust = (text: string): TrustedProxies => {
  const r = parseTrustedProxies(text);
  if (!r.ok) throw new Error(`bad: ${r.bad.join(",")}`);
  return r.value;
};

const req = (remoteAddress: string, headers: Record<string, string> = {}, encrypted = false) => ({
  socket: { remoteAddress, encrypted },
  headers,
});

describe("addresses", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    [" 192.0.2.1 ", "192.0.2.1"],
    ["192.0.2.1:8080", "192.0.2.1"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:7f00:1", "127.0.0.1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
    ["::", "::"],
    ["1:0:0:2:0:0:0:3", "1:0:0:2::3"],
    ["256.0.0.1", null],
    ["01.2.3.4", null],
    ["evil.example", null],
    ["1::2::3", null],
    ["1:2:3:4:5:6:7:8:9", null],
    ["", null],
  ])("%j → %j", (raw, want) => expect(normalizeIp(raw)).toBe(want));
});

describe("TRUSTED_PROXIES", () => {
  it("reads addresses, CIDR ranges and the words loopback and private; names what it cannot read", () => {
    const t = trust("10.1.2.3, 192.168.0.0/16, 2001:db8::/32, loopback");
    expect(isTrustedProxy("10.1.2.3", t)).toBe(true);
    expect(isTrustedProxy("10.1.2.4", t)).toBe(false);
    expect(isTrustedProxy("192.168.200.9", t)).toBe(true);
    expect(isTrustedProxy("192.169.0.1", t)).toBe(false);
    expect(isTrustedProxy("2001:db8:ffff::1", t)).toBe(true);
    expect(isTrustedProxy("2001:db9::1", t)).toBe(false);
    expect(isTrustedProxy("::ffff:127.0.0.1", t)).toBe(true);
    expect(isTrustedProxy("::1", t)).toBe(true);
    expect(isTrustedProxy("172.20.0.1", trust("private"))).toBe(true);
    expect(isTrustedProxy("10.0.0.1", trust("0.0.0.0/0"))).toBe(true);
    expect(isTrustedProxy("10.0.0.1", trust(""))).toBe(false);
    expect(parseTrustedProxies("10.0.0.0/33, proxy.example, 1.2.3.4")).toEqual({
      ok: false,
      bad: ["10.0.0.0/33", "proxy.example"],
    });
  });
});

describe("the client's address (a forged X-Forwarded-For is not believed)", () => {
  it("without trusted proxies, X-Forwarded-For is the client's own word and is ignored", () => {
    const r = req("198.51.100.7", { "x-forwarded-for": "203.0.113.1" });
    expect(clientIp(r, trust(""))).toBe("198.51.100.7");
    expect(forwardedChain(r, trust(""))).toEqual(["198.51.100.7"]);
  });

  it("a trusted proxy's entry names the client; what the client wrote before it is dropped", () => {
    const t = trust("10.0.0.0/8");
    const r = req("10.0.0.2", { "x-forwarded-for": "1.1.1.1, 203.0.113.5, 10.0.0.9" });
    expect(clientIp(r, t)).toBe("203.0.113.5");
    expect(forwardedChain(r, t)).toEqual(["203.0.113.5", "10.0.0.9", "10.0.0.2"]);
  });

  it("an untrusted peer's headers count for nothing even if they name a trusted hop", () => {
    const t = trust("10.0.0.0/8");
    expect(clientIp(req("198.51.100.7", { "x-forwarded-for": "10.0.0.1" }), t)).toBe("198.51.100.7");
  });

  it("garbage in the header stops the walk at the last real hop", () => {
    const t = trust("10.0.0.0/8");
    expect(clientIp(req("10.0.0.2", { "x-forwarded-for": "203.0.113.5, nonsense, 10.0.0.3" }), t)).toBe("10.0.0.3");
    expect(clientIp(req("10.0.0.2", {}), t)).toBe("10.0.0.2");
  });

  it("https and the host come from a trusted proxy only; a TLS socket is always https", () => {
    const t = trust("loopback");
    const fwd = { "x-forwarded-proto": "https", "x-forwarded-host": "lobby.example", host: "internal:4321" };
    expect(cameOverHttps(req("127.0.0.1", fwd), t)).toBe(true);
    expect(cameOverHttps(req("198.51.100.7", fwd), t)).toBe(false);
    expect(cameOverHttps(req("198.51.100.7", {}, true), t)).toBe(true);
    expect(requestedHost(req("127.0.0.1", fwd), t)).toBe("lobby.example");
    expect(requestedHost(req("198.51.100.7", fwd), t)).toBe("internal:4321");
  });
});
