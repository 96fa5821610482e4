// The part of a request's Cookie header that a page's render reads: the site's own cookies (src/lib/config/keys.ts
// COOKIES: language, currency, locale choice, referral and agent links), and nothing else. The page cache
// (html-cache.ts) keys a page on this rather than on the whole header: any other cookie (analytics, the ad
// click ids, a CDN's) made every visitor's request a miss, and the home page was rendered on every request
// (profiled: about 0.05 of a static file's throughput, against 0.4 when the page is reused).
import { parse } from "cookie";
import { COOKIES } from "../src/lib/config/keys.ts";

/** Cookies the render never reads (the ad-tracking pair is the browser's own business, spec 001 §3). */
const NOT_RENDERED = new Set<string>([COOKIES.adClickId, COOKIES.adBrowserId]);
const RENDERED = Object.values(COOKIES)
  .filter((name) => !NOT_RENDERED.has(name))
  .sort();

/** The rendered cookies, in a fixed order, as one key part ("" when there are none). */
export function renderCookieKey(header: string | undefined): string {
  if (!header) return "";
  const jar = parse(header);
  const parts: string[] = [];
  for (const name of RENDERED) {
    const value = jar[name];
    if (value !== undefined) parts.push(`${name}=${value}`);
  }
  return parts.join(";");
}
