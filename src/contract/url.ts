// Ships to server and browser, and is imported by the sandbox. URL fields of the contract (DESIGN "Platform
// content is hostile until proven otherwise"; issue 7, security: lobby_url). A URL the platform sends or
// receives becomes an href, src or navigation somewhere, so each URL field accepts only what is safe there:
// - a root-relative path: one leading "/" (never "//" or "/\", which browsers read as another host);
// - an absolute http(s) URL (https only where an external link is allowed), without user:password@;
// never javascript:, data: (but for inline images), vbscript: or any other scheme, and no whitespace or
// control characters (browsers drop tabs and newlines, so "/\t/evil.example" would become "//evil.example").
import { z } from "./zod.ts";

const MAX_URL = 2048;
// Whitespace, controls and the backslash (which browsers treat as "/" in http(s) URLs).
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029]/;

/** "/path?query#hash": one leading slash, and not "//" or "/\" (protocol-relative to another host). */
export function isRelativeUrl(value: string): boolean {
  return value.length <= MAX_URL && value.startsWith("/") && !/^\/[/\\]/.test(value) && !UNSAFE_CHARS.test(value);
}

/** An absolute URL whose scheme is in `schemes` (default http: and https:), without credentials. */
export function isAbsoluteUrl(value: string, schemes: readonly string[] = ["http:", "https:"]): boolean {
  if (value.length > MAX_URL || UNSAFE_CHARS.test(value)) return false;
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return false;
  }
  return schemes.includes(u.protocol) && u.username === "" && u.password === "" && u.hostname !== "";
}

/**
 * Relative, or absolute http(s) on exactly `origin` (scheme, host and port): the rule for a URL the platform
 * sends back into the site, such as lobby_url. `origin` is e.g. "http://localhost:4321".
 */
export function isRelativeOrSameOrigin(value: string, origin: string): boolean {
  if (isRelativeUrl(value)) return true;
  if (!isAbsoluteUrl(value)) return false;
  try {
    return new URL(value).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

const DATA_IMAGE = /^data:image\/(?:svg\+xml|png|jpeg|gif|webp)(?:;[a-z0-9=.+-]+)*,/i;

const RELATIVE_MESSAGE = "must be a path starting with a single /";
const HTTP_MESSAGE = "must be a path starting with a single / or an http(s) URL";
const HTTPS_MESSAGE = "must be a path starting with a single / or an https URL";

/** A path of this site: "/discount", "/user?page=MyWallet". */
export const RelativeUrlSchema = z.string().max(MAX_URL).refine(isRelativeUrl, RELATIVE_MESSAGE);

/**
 * A path or an absolute http(s) URL. For URLs whose origin the receiver checks further: lobby_url (the
 * sandbox and platform accept only their own origin), game and quick-bet URLs (the game's host, opened in a
 * window or an iframe whose origin is then checked).
 */
export const RelativeOrHttpUrlSchema = z
  .string()
  .max(MAX_URL)
  .refine((v) => isRelativeUrl(v) || isAbsoluteUrl(v), HTTP_MESSAGE);

/** A link the site shows (banner, footer, float, customer service): a path of this site or an external https URL. */
export const SafeLinkSchema = z
  .string()
  .max(MAX_URL)
  .refine((v) => isRelativeUrl(v) || isAbsoluteUrl(v, ["https:"]), HTTPS_MESSAGE);

/** A link that may be absent: "" means no link (a game banner, an unset customer-service link). */
export const OptionalLinkSchema = z.union([z.literal(""), SafeLinkSchema]);

/** An image source: a path, an https URL or an inline raster/SVG data: URL (images never run scripts). */
export const ImageUrlSchema = z
  .string()
  .max(512 * 1024)
  .refine(
    (v) => isRelativeUrl(v) || isAbsoluteUrl(v, ["https:"]) || DATA_IMAGE.test(v),
    "must be a path, an https URL or a data:image URL",
  );
