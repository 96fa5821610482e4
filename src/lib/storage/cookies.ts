// Browser (safe to import on the server). document.cookie read and write through the `cookie` library (RFC 6265
// parsing and encoding); names only from src/lib/config/keys.ts (spec 001 §3, spec 000 §3).
import { parseCookie, stringifySetCookie } from "cookie";
import type { COOKIES } from "../config/keys.ts";

export type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

/** Parses a Cookie header / document.cookie into a map; malformed pieces are skipped, bad escapes kept raw. */
export function parseCookieString(value: unknown): Record<string, string> {
  if (typeof value !== "string") return {};
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(parseCookie(value))) if (name && v !== undefined) out[name] = v;
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

/** Builds the Set-Cookie text a browser accepts through document.cookie (SameSite lax and path / by default). */
export function cookieText(name: string, value: string, options: CookieOptions = {}): string {
  return stringifySetCookie(name, value, {
    path: options.path ?? "/",
    sameSite: options.sameSite ?? "lax",
    ...(options.maxAgeS !== undefined ? { maxAge: options.maxAgeS } : {}),
    ...(options.secure ? { secure: true } : {}),
  });
}

/**
 * Cookies the site writes on an https page are Secure (security): never sent back over plain http.
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
