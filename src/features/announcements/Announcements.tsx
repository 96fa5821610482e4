// Island. /user/Announcement (spec 001 §2 info_center): the announcements and the bulletin history,
// two tabs; platform HTML reaches the page only through SafeHtml.
import { useStore } from "@nanostores/react";
import { useRef } from "react";
import SafeHtml from "../../components/ui/SafeHtml.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import type { ListState, Tab } from "./announcements.machine.ts";
import { $announcements, showAnnouncementTab, startAnnouncements } from "./announcements.store.ts";
import "./announcements.css";
import FormError from "../../components/ui/FormError.tsx";

const TABS: readonly Tab[] = ["announcements", "bulletins"];

export default function Announcements() {
  const t = useT();
  const state = useStore($announcements);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = useMemberStart(startAnnouncements);
  if (!active) return null;
  const when = (iso: string) => formatDateTime(iso, pageLocaleTag());
  const list = (s: ListState) => {
    if (s.kind === "loading") return <p className="ann-note">{t("announcements.loading")}</p>;
    if (s.kind === "failed") return <FormError message={s.message} />;
    if (s.items.length === 0) return <p className="ann-note">{t("announcements.empty")}</p>;
    return (
      <ul className="ann-list" role="list">
        {s.items.map((i) => (
          <li key={i.id} className="ann-item">
            {i.title && <h3 className="ann-title">{i.title}</h3>}
            <time className="ann-time" dateTime={i.at}>
              {when(i.at)}
            </time>
            <SafeHtml className="ann-body prose" html={i.html} />
          </li>
        ))}
      </ul>
    );
  };
  return (
    <section className="ann">
      <div className="ann-tabs" role="tablist" aria-label={t("menu.Announcement")}>
        {TABS.map((tab, i) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`ann-tab-${tab}`}
            aria-controls={`ann-panel-${tab}`}
            aria-selected={state.tab === tab}
            tabIndex={state.tab === tab ? 0 : -1}
            className="ann-tab"
            onClick={() => showAnnouncementTab(tab)}
            onKeyDown={(e) => {
              if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
              const next = TABS[(i + (e.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length] ?? tab;
              showAnnouncementTab(next);
              tabRefs.current[TABS.indexOf(next)]?.focus();
            }}
          >
            {t(`announcements.tab.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`ann-panel-${tab}`}
          aria-labelledby={`ann-tab-${tab}`}
          hidden={state.tab !== tab}
          tabIndex={0}
        >
          {list(state[tab])}
        </div>
      ))}
    </section>
  );
}
