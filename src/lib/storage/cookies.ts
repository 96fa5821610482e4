// Browser (safe to import on the server). document.cookie read and write with safe parsing; names only from
// src/lib/config/keys.ts (spec 001 §3, spec 000 §3).
import type { COOKIES } from "../config/keys.ts";

export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

/** Parses a Cookie header / document.cookie into a map; malformed pieces are skipped. */
export function parseCookieString(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof value !== "string") return out;
  for (const part of value.split(";")) {
    const i = part.indexOf("=");
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    const raw = part.slice(i + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export function readCookie(name: CookieName): string | null {
  if (typeof document === "undefined") return null;
  return parseCookieString(document.cookie)[name] ?? null;
}

export interface CookieOptions {
  maxAgeS?: number;
  path?: string;
  sameSite?: "lax" | "strict" | "none";
  secure?: boolean;
}

/** Builds the Set-Cookie text a browser accepts through document.cookie. */
export function cookieText(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? "/"}`];
  if (options.maxAgeS !== undefined) parts.push(`max-age=${options.maxAgeS}`);
  parts.push(`samesite=${options.sameSite ?? "lax"}`);
  if (options.secure) parts.push("secure");
  return parts.join("; ");
}

/**
 * Cookies the site writes on an https page are Secure (issue 7, security): never sent back over plain http.
 * On an http page (local development) a browser would refuse a Secure cookie, so none is asked for.
 */
export function secureByDefault(protocol: string): boolean {
  return protocol === "https:";
}

function pageIsSecure(): boolean {
  return typeof location !== "undefined" && secureByDefault(location.protocol);
}

/** Writes a cookie; `secure` defaults to whether the page is https. */
export function writeCookie(name: CookieName, value: string, options: CookieOptions = {}): void {
  if (typeof document === "undefined") return;
  document.cookie = cookieText(name, value, { ...options, secure: options.secure ?? pageIsSecure() });
}

export function removeCookie(name: CookieName): void {
  if (typeof document === "undefined") return;
  document.cookie = cookieText(name, "", { maxAgeS: 0, secure: pageIsSecure() });
}
