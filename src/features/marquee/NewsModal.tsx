// Browser island piece, loaded on first use. The news: every announcement the marquee carries, newest sort
// first, each with its date and its content through SafeHtml (the sanitiser; "Platform HTML is
// hostile"). Closing returns focus to the marquee (Modal).
import { useT } from "../../components/ui/i18n.ts";
import Modal from "../../components/ui/Modal.tsx";
import SafeHtml from "../../components/ui/SafeHtml.tsx";
import type { Announcement } from "./announcements.ts";
import { closeNews } from "./marquee.store.ts";

interface Props {
  announcements: Announcement[];
}

export default function NewsModal({ announcements }: Props) {
  const t = useT();
  return (
    <Modal open title={t("news.title")} onClose={closeNews} size="md" testId="news-modal">
      {announcements.length === 0 ? (
        <p>{t("news.empty")}</p>
      ) : (
        <ul className="news-list" role="list">
          {announcements.map((a) => (
            <li key={a.id} className="news-item">
              <article>
                <time dateTime={a.created_at.replace(" ", "T")}>{a.created_at.slice(0, 10)}</time>
                <SafeHtml html={a.content} className="news-content" />
              </article>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
