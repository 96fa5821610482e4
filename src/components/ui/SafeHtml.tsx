// Browser island piece. The only component that writes platform HTML into the DOM: always through sanitizeHtml
// (src/lib/html/sanitize.ts; issue 10 "nothing else writes platform HTML into the DOM").
import { useMemo } from "react";
import { sanitizeHtml } from "../../lib/html/sanitize.ts";

interface Props {
  html: string;
  className?: string;
  /** The element to render (default div). */
  as?: "div" | "span" | "section" | "article";
}

export default function SafeHtml({ html, className, as = "div" }: Props) {
  const clean = useMemo(() => (typeof document === "undefined" ? "" : sanitizeHtml(html)), [html]);
  const Tag = as;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
