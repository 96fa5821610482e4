// Browser and server (pure). Which announcements the marquee and the news list show (spec 000 §3, §6, §7):
// visitors see the items flagged display_before_login, members those flagged display_after_login, in the
// order the marquee call asks for (sort_field "sort", sort_order descending; equal sorts newest id first).
import type * as z from "zod/mini";
import type { AnnouncementSchema } from "../../contract/promotions.ts";

export type Announcement = z.output<typeof AnnouncementSchema>;

/** The request body of /arks/web/announcement/marquee (spec 000 §7). */
export const MARQUEE_ORDER = { sort_field: "sort", sort_order: "descending" } as const;

/**
 * How long the server reuses the marquee's answer. A page is also kept by the HTML cache (HTML_CACHE_MS, 5 s by
 * default): the two add up, and a new announcement took up to 15 s to reach a home page (10 s here + 5 s there)
 * while the same page on another device, rendered at another moment, had it already. 4 s keeps the sum under 10 s.
 */
export const MARQUEE_TTL_MS = 4000;

/** Who a line is for: a page shows only the lines of its state (html[data-session], features/session/gate.ts). */
export type Audience = "everyone" | "visitors" | "members";

/**
 * The server renders the visitors' list for every page (the session lives in the browser), and a member's own
 * list comes a moment later: a visitors-only line (display_after_login 0) would show to a member meanwhile. Each
 * line carries its audience so that the page's state hides the other audience's lines from the first frame.
 */
export function audienceOf(a: Pick<Announcement, "display_before_login" | "display_after_login">): Audience {
  if (a.display_before_login === 1 && a.display_after_login === 1) return "everyone";
  return a.display_after_login === 1 ? "members" : "visitors";
}

export function visibleAnnouncements(list: readonly Announcement[], loggedIn: boolean): Announcement[] {
  return list
    .filter((a) => (loggedIn ? a.display_after_login === 1 : a.display_before_login === 1))
    .sort((a, b) => b.sort - a.sort || b.id - a.id);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Platform HTML reduced to one line of plain text for the scrolling marquee, on the server and in the browser
 * without a DOM. The result is only ever rendered as text (React escapes it), never as markup, so a crude
 * tag strip is safe here; the news modal shows the full content through the sanitiser (SafeHtml).
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript|iframe|object|svg|math)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>?/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== "#") return ENTITIES[e.toLowerCase()] ?? m;
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code > 31 && code < 0x110000 ? String.fromCodePoint(code) : " ";
    })
    .replace(/[<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** How long one pass of the marquee takes (s): about the same reading speed for any length, at least 20 s. */
export function marqueeSeconds(textLength: number): number {
  return Math.max(20, Math.round(textLength / 4));
}
