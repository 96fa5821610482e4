// Browser island, server-rendered. The home page's scrolling announcements (spec 000 §2, §3): one
// line of plain text that scrolls (CSS), pauses on hover and focus, stands still with reduced motion, and opens
// the news modal (the full announcements, sanitised) when activated. The modal loads on first use.
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useT } from "../../components/ui/i18n.ts";
import { audienceOf, marqueeSeconds, plainText, type Announcement } from "./announcements.ts";
import { $announcements, $newsOpen, openNews } from "./marquee.store.ts";
import "./marquee.css";

const NewsModal = lazy(() => import("./NewsModal.tsx"));

/** The news modal's list: only the lines of the page's state (see audienceOf). */
function forThisPage(list: Announcement[]): Announcement[] {
  const member = document.documentElement.getAttribute("data-session") === "member";
  return list.filter((a) => audienceOf(a) === "everyone" || audienceOf(a) === (member ? "members" : "visitors"));
}

interface Props {
  announcements: Announcement[];
}

export default function Marquee(props: Props) {
  const t = useT();
  const live = useStore($announcements);
  const open = useStore($newsOpen);
  const list = live ?? props.announcements;
  const line = useRef<HTMLSpanElement>(null);
  const lines = list
    .map((a) => ({ id: a.id, text: plainText(a.content), audience: audienceOf(a) }))
    .filter((l) => l.text !== "");
  const seconds = marqueeSeconds(lines.reduce((n, l) => n + l.text.length, 0));
  // Through the CSSOM, not a style attribute: the page's CSP allows no inline style (style-src-attr).
  useEffect(() => {
    if (line.current) line.current.style.animationDuration = `${seconds}s`;
  }, [seconds]);

  return (
    <>
      <button type="button" className="marquee-open" onClick={openNews} data-count={lines.length}>
        <span className="sr-only">{t("news.open")}</span>
        <span className="marquee-track">
          <span className="marquee-line" ref={line}>
            {lines.length === 0 ? (
              <span>{t("news.empty")}</span>
            ) : (
              lines.map((l) => (
                <span key={l.id} data-announcement-id={l.id} data-audience={l.audience}>
                  {l.text}
                </span>
              ))
            )}
          </span>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <NewsModal announcements={forThisPage(list)} />
        </Suspense>
      )}
    </>
  );
}
