// Server and sandbox only (no browser code imports it). Who sent a request: the one rule that server/main.ts and
// the platform pass-through (server/platform-proxy.ts) and the sandbox's per-IP limits (sandbox/http.ts) share.
// OUR DECISION (the specs do not show the platform's deployment): X-Forwarded-For, X-Forwarded-Proto and
// X-Forwarded-Host are believed only when the connection comes from a configured proxy (TRUSTED_PROXIES:
// comma-separated addresses or CIDR ranges, or the words `loopback` and `private`). From anyone else they are
// the client's own words, and a client could name any address to dodge an IP limit, a block or a region rule.
// Plain TypeScript (no node:net) so that it sits in the contract, the one folder both halves may import.

/** A parsed address: IPv4 as 4 bytes, IPv6 as 16 (an IPv4-mapped IPv6 address is read as its IPv4). */
interface Ip {
  v: 4 | 6;
  bytes: number[];
}

/** One range of trusted proxies. */
export interface IpRange {
  v: 4 | 6;
  bytes: number[];
  bits: number;
}

/** The parsed TRUSTED_PROXIES; empty trusts no one (the default). */
export type TrustedProxies = readonly IpRange[];

export const NO_TRUSTED_PROXIES: TrustedProxies = [];

const KEYWORDS: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

function parseV4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

function parseV6(text: string): number[] | null {
  let s = text;
  // A dotted IPv4 tail (::ffff:192.0.2.1) is two groups written another way.
  const lastColon = s.lastIndexOf(":");
  if (s.includes(".", lastColon)) {
    const v4 = parseV4(s.slice(lastColon + 1));
    if (!v4) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    s = `${s.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const groups = (h: string | undefined) => (h ? h.split(":") : []);
  const head = groups(halves[0]);
  const rest = groups(halves[1]);
  if ([...head, ...rest].some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  const given = head.length + rest.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const all = [...head, ...Array<string>(8 - given).fill("0"), ...rest];
  return all.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 255];
  });
}

/** An address as a client, a socket or a header names it: brackets, a port or an IPv6 zone are dropped. */
function parseIp(raw: string): Ip | null {
  let s = raw.trim();
  if (!s || s.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(s);
  if (bracketed) s = bracketed[1] ?? "";
  else if (/^[\d.]+:\d+$/.test(s)) s = s.slice(0, s.indexOf(":"));
  s = s.replace(/%[\w.-]+$/, "");
  const v4 = parseV4(s);
  if (v4) return { v: 4, bytes: v4 };
  if (!s.includes(":")) return null;
  const v6 = parseV6(s);
  if (!v6 || v6.length !== 16) return null;
  const mapped = v6.slice(0, 10).every((b) => b === 0) && v6[10] === 255 && v6[11] === 255;
  return mapped ? { v: 4, bytes: v6.slice(12) } : { v: 6, bytes: v6 };
}

/** The address written one way: dotted IPv4, or IPv6 in lower case with the longest run of zero groups as "::". */
function formatIp(ip: Ip): string {
  if (ip.v === 4) return ip.bytes.join(".");
  const groups = Array.from({ length: 8 }, (_, i) => ((ip.bytes[2 * i] ?? 0) << 8) | (ip.bytes[2 * i + 1] ?? 0));
  let best = { at: -1, len: 0 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.len && j - i > 1) best = { at: i, len: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.at < 0) return hex.join(":");
  return `${hex.slice(0, best.at).join(":")}::${hex.slice(best.at + best.len).join(":")}`;
}

/** The address in its one written form, or null when `raw` is not an IP address. */
export function normalizeIp(raw: string): string | null {
  const ip = parseIp(raw);
  return ip ? formatIp(ip) : null;
}

function parseRange(text: string): IpRange | null {
  const [addr = "", len, extra] = text.split("/");
  if (extra !== undefined) return null;
  const ip = parseIp(addr);
  if (!ip || addr.includes("[")) return null;
  const max = ip.v === 4 ? 32 : 128;
  let bits = max;
  if (len !== undefined) {
    if (!/^\d{1,3}$/.test(len)) return null;
    bits = Number(len);
    // An IPv4-mapped IPv6 range (::ffff:10.0.0.0/104) counts its prefix over the IPv4 part.
    if (ip.v === 4 && addr.includes(":")) bits -= 96;
    if (bits < 0 || bits > max) return null;
  }
  return { v: ip.v, bytes: ip.bytes, bits };
}

/**
 * Parses TRUSTED_PROXIES: addresses and CIDR ranges (IPv4 or IPv6) and the words `loopback` (127.0.0.0/8, ::1) and
 * `private` (10/8, 172.16/12, 192.168/16, fc00::/7), comma-separated. Empty or unset trusts no one.
 */
export function parseTrustedProxies(
  text: string | undefined,
): { ok: true; value: TrustedProxies } | { ok: false; bad: string[] } {
  const items = (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const value: IpRange[] = [];
  const bad: string[] = [];
  for (const item of items) {
    const expanded = KEYWORDS[item.toLowerCase()] ?? [item];
    for (const one of expanded) {
      const range = parseRange(one);
      if (range) value.push(range);
      else bad.push(item);
    }
  }
  return bad.length ? { ok: false, bad } : { ok: true, value };
}

function inRange(ip: Ip, range: IpRange): boolean {
  if (ip.v !== range.v) return false;
  let bits = range.bits;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 255 : (0xff << (8 - bits)) & 255;
    if (((ip.bytes[i] ?? 0) & mask) !== ((range.bytes[i] ?? 0) & mask)) return false;
  }
  return true;
}

/** Whether `address` is one of the trusted proxies. */
export function isTrustedProxy(address: string | undefined, trusted: TrustedProxies): boolean {
  const ip = address ? parseIp(address) : null;
  return !!ip && trusted.some((r) => inRange(ip, r));
}

/** What the rules read of a request (node's IncomingMessage fits). */
export interface RequestLike {
  socket: { remoteAddress?: string | undefined; encrypted?: boolean } | object;
  headers: Record<string, string | string[] | undefined>;
}

const headerText = (req: RequestLike, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(",") : v;
};

/** The connection's own address (the peer), normalised; "unknown" when the socket has none (closed). */
export function peerAddress(req: RequestLike): string {
  const raw = (req.socket as { remoteAddress?: string }).remoteAddress;
  return (raw && normalizeIp(raw)) ?? "unknown";
}

/** Whether the request's connection comes from a trusted proxy, whose X-Forwarded-* headers are believed. */
export function fromTrustedProxy(req: RequestLike, trusted: TrustedProxies): boolean {
  return isTrustedProxy((req.socket as { remoteAddress?: string }).remoteAddress, trusted);
}

/**
 * The hops that vouch for the client, nearest last: the X-Forwarded-For entries from the client's on, then the
 * peer. Read from the right: the peer, and each entry a trusted proxy appended, while that hop is trusted. The
 * first untrusted hop is the client; entries left of it are whatever the client wrote and are dropped. An entry
 * that is not an address stops the walk (the hop right of it is the client).
 */
export function forwardedChain(req: RequestLike, trusted: TrustedProxies): string[] {
  const peer = peerAddress(req);
  const chain = [peer];
  if (!isTrustedProxy(peer, trusted)) return chain;
  const entries = (headerText(req, "x-forwarded-for") ?? "").split(",").map((s) => s.trim());
  for (let i = entries.length - 1; i >= 0; i--) {
    const raw = entries[i] ?? "";
    if (!raw) continue;
    const ip = normalizeIp(raw);
    if (!ip) break;
    chain.unshift(ip);
    if (!isTrustedProxy(ip, trusted)) break;
  }
  return chain;
}

/** The client's address: the peer, or past trusted proxies the address the nearest of them saw (forwardedChain). */
export function clientIp(req: RequestLike, trusted: TrustedProxies): string {
  return forwardedChain(req, trusted)[0] ?? "unknown";
}

const firstValue = (v: string | undefined) => v?.split(",")[0]?.trim() || undefined;

/** Whether the request came over https: TLS on this socket, or a trusted proxy's `X-Forwarded-Proto: https`. */
export function cameOverHttps(req: RequestLike, trusted: TrustedProxies): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!fromTrustedProxy(req, trusted)) return false;
  return firstValue(headerText(req, "x-forwarded-proto"))?.toLowerCase() === "https";
}

/** The host the client asked for: a trusted proxy's X-Forwarded-Host, else the Host header. */
export function requestedHost(req: RequestLike, trusted: TrustedProxies): string | undefined {
  const forwarded = fromTrustedProxy(req, trusted) ? firstValue(headerText(req, "x-forwarded-host")) : undefined;
  return forwarded ?? firstValue(headerText(req, "host"));
}

/**
 * The largest request body the site accepts on /api, in bytes: the sandbox answers 413 above it, and so does
 * the pass-through to a real platform (no call of the contract sends more than a few kilobytes).
 */
export const REQUEST_BODY_LIMIT = 64 * 1024;
