// Browser only (DOMPurify needs a DOM; the server has sanitize-server.ts). The one way platform HTML (bulletins,
// letters, announcements, promotion texts) reaches the page (DESIGN "Platform content is hostile until proven
// otherwise"). DOMPurify, because it parses with the browser's own parser (no parser differential
// between what is checked and what is rendered), is kept by security people, and is about 8 KB gzip; sanitize-
// html would ship htmlparser2 and postcss to the browser. The policy is in sanitize-policy.ts.
import DOMPurify from "dompurify";
import { installPolicy, purifyWith, type SanitizedHtml } from "./sanitize-policy.ts";

export { ALLOWED_ATTR, ALLOWED_TAGS, isSafeHref, isSafeImageSrc, type SanitizedHtml } from "./sanitize-policy.ts";

let configured = false;

/** Platform HTML made safe to insert with innerHTML / dangerouslySetInnerHTML. */
export function sanitizeHtml(html: unknown): SanitizedHtml {
  if (!configured) {
    configured = true;
    installPolicy(DOMPurify);
  }
  return purifyWith(DOMPurify, html);
}

/** Platform HTML reduced to its text (for a marquee line, a title or an accessible name). */
export function htmlToText(html: unknown): string {
  if (typeof html !== "string" || html === "") return "";
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
