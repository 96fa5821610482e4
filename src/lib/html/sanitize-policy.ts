// Browser and server. The sanitiser's policy, one for both of its instances: DOMPurify in the page
// (sanitize.ts) and DOMPurify over jsdom on the server (sanitize-server.ts, for platform HTML painted with the
// page). The allow-list fits promotions: text formatting, lists, tables, links and images. Links are https or
// paths and open with rel="noopener noreferrer"; images are paths, https or data:image.
import type { Config, DOMPurify } from "dompurify";
import { isAbsoluteUrl, isRelativeUrl } from "../../contract/url-rules.ts";

/**
 * HTML that went through the sanitiser (sanitizeHtml in the page, sanitizeHtmlOnServer on the server): the
 * only string SanitizedHtml.tsx writes into the DOM.
 */
export type SanitizedHtml = string & { readonly __sanitized: true };

export const ALLOWED_TAGS = [
  "a",
  "b",
  "blockquote",
  "br",
  "caption",
  "code",
  "del",
  "div",
  "em",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "li",
  "mark",
  "ol",
  "p",
  "pre",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "u",
  "ul",
] as const;
export const ALLOWED_ATTR = [
  "href",
  "target",
  "rel",
  "src",
  "alt",
  "title",
  "width",
  "height",
  "colspan",
  "rowspan",
  "class",
] as const;

/** A link target the sanitised HTML may keep: a site path or https. */
export function isSafeHref(value: string): boolean {
  const v = value.trim();
  return isRelativeUrl(v) || isAbsoluteUrl(v, ["https:"]) || /^mailto:[^\s<>"]+$/i.test(v) || /^#[\w-]*$/.test(v);
}

/** An image source the sanitised HTML may keep: a path, https, or an inline raster/svg data image. */
export function isSafeImageSrc(value: string): boolean {
  const v = value.trim();
  return (
    isRelativeUrl(v) ||
    isAbsoluteUrl(v, ["https:"]) ||
    /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i.test(v)
  );
}

/** DOMPurify's options for the allow-list above. */
export const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTR, "loading", "decoding"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
} satisfies Config;

/** Installs the link and image rules on a DOMPurify instance (once per instance). */
export function installPolicy(purify: DOMPurify): void {
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.hasAttribute("href")) {
      const href = node.getAttribute("href") ?? "";
      if (!isSafeHref(href)) node.removeAttribute("href");
      else if (/^https:/i.test(href.trim())) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      } else {
        // Site paths stay in the tab; rel still says the page is not handed to what it opens.
        node.removeAttribute("target");
        node.setAttribute("rel", "noopener noreferrer");
      }
    } else {
      node.removeAttribute("target");
      node.removeAttribute("rel");
    }
    if (node.hasAttribute("src") && !isSafeImageSrc(node.getAttribute("src") ?? "")) node.removeAttribute("src");
    if (node.tagName === "IMG") {
      // An image the platform sent without a text alternative is decorative to a screen reader (WCAG 1.1.1;
      // axe image-alt), never read out as its file name.
      if (!node.hasAttribute("alt")) node.setAttribute("alt", "");
      node.setAttribute("loading", "lazy");
      node.setAttribute("decoding", "async");
    }
  });
}

/** Runs an instance configured by installPolicy over platform HTML (anything else is empty). */
export function purifyWith(purify: DOMPurify, html: unknown): SanitizedHtml {
  if (typeof html !== "string" || html === "") return "" as SanitizedHtml;
  return purify.sanitize(html, PURIFY_CONFIG) as SanitizedHtml;
}
