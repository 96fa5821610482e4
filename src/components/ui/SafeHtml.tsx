// Browser island piece. Platform HTML into the DOM, always through sanitizeHtml (src/lib/html/sanitize.ts) and
// SanitizedHtml.tsx ("nothing else writes platform HTML into the DOM").
import { useMemo } from "react";
import { sanitizeHtml, type SanitizedHtml as Clean } from "../../lib/html/sanitize.ts";
import SanitizedHtml from "./SanitizedHtml.tsx";

interface Props {
  html: string;
  className?: string;
  /** The element to render (default div). */
  as?: "div" | "span" | "section" | "article";
}

export default function SafeHtml({ html, className, as = "div" }: Props) {
  const clean = useMemo(() => (typeof document === "undefined" ? ("" as Clean) : sanitizeHtml(html)), [html]);
  return <SanitizedHtml html={clean} {...(className ? { className } : {})} as={as} />;
}
