// Browser and server (pure). A path read from storage, the query or a message, made safe to navigate to
// (DESIGN "every URL from … storage … is resolved and checked"; spec 000 §3 waitingUrl, spec 001 §4 "reopens
// any target window or route"): only a path of this site, never another origin.

/** An origin no real page has: a value that resolves anywhere else left the site. */
const BASE = "http://same-origin.invalid";
const MAX_LENGTH = 2048;

/**
 * The value as a root-relative path (`/path?query#hash`) when it stays on this origin, else null.
 * Refused: anything but a string starting with one "/"; "//host" and "/\host" (browsers read "\" as "/");
 * control characters, spaces and backslashes anywhere (browsers drop tabs and newlines inside a URL, so
 * "/\t/evil" would become "//evil"); "%2F" / "%5C" that decode to such a start; and a path whose dot segments
 * resolve to "//host" ("/..//evil").
 */
export function parseSameOriginPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null; // a malformed escape
  }
  if (decoded.startsWith("//") || decoded.startsWith("/\\")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
