// Ships to server and browser, and is imported by the sandbox. The URL rules of url.ts without zod, so that
// browser code checking a link (banners, footer links) does not ship the schema library before interaction
// (DESIGN budget: home 110 KB). url.ts builds its schemas on these and re-exports them.
export const MAX_URL = 2048;
// Whitespace, controls and the backslash (which browsers treat as "/" in http(s) URLs).
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\\\u2028\u2029]/;

/** "/path?query#hash": one leading slash, and not "//" or "/\" (protocol-relative to another host). */
export function isRelativeUrl(value: string): boolean {
  return value.length <= MAX_URL && value.startsWith("/") && !/^\/[/\\]/.test(value) && !UNSAFE_CHARS.test(value);
}

/** A URL scheme and its colon: without one (and without whitespace before it) the URL parser refuses the text. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** An absolute URL whose scheme is in `schemes` (default http: and https:), without credentials. */
export function isAbsoluteUrl(value: string, schemes: readonly string[] = ["http:", "https:"]): boolean {
  // A path is refused before the parser: its thrown error cost more than the rest of a banner's checks.
  if (value.length > MAX_URL || UNSAFE_CHARS.test(value) || !SCHEME.test(value)) return false;
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
