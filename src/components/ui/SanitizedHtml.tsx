// Browser and server island piece. Writes HTML that went through the sanitiser (the SanitizedHtml type: only
// sanitizeHtml in the page and sanitizeHtmlOnServer produce it) into the DOM; SafeHtml.tsx sanitises first.
// Nothing else writes platform HTML into the DOM.
import type { SanitizedHtml as Clean } from "../../lib/html/sanitize-policy.ts";

interface Props {
  html: Clean;
  className?: string;
  /** The element to render (default div). */
  as?: "div" | "span" | "section" | "article";
}

export default function SanitizedHtml({ html, className, as = "div" }: Props) {
  const Tag = as;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
