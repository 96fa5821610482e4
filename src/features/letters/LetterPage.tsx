// Island (member centre /user/Letter, spec 001 §2, §3, §7, §9). The member's letters: pages of 50, newest first,
// "Show more" appending the next (the focus goes to the first letter it brought); open one (marks it read), delete one or several after a confirmation; sanitised content through SafeHtml.
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import Modal from "../../components/ui/Modal.tsx";
import SafeHtml from "../../components/ui/SafeHtml.tsx";
import { useHydrated, useT } from "../../components/ui/i18n.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { initSession } from "../../lib/session/index.ts";
import {
  $letterList,
  closeLetter,
  deleteLetters,
  loadLetterList,
  loadMoreLetters,
  openLetter,
  toggleAllLetters,
  toggleLetter,
} from "./letter-list.store.ts";
import { hasMoreLetters } from "./letter-list.machine.ts";
import RetryAlert from "../../components/ui/RetryAlert.tsx";

// In the page's language, as every record list shows times (the browser's own language was used before).
const dateText = (iso: string) => formatDateTime(iso, pageLocaleTag());

export default function LetterPage() {
  const t = useT();
  const hydrated = useHydrated();
  const s = useStore($letterList);
  useEffect(() => {
    if (!hydrated) return;
    initSession(); // the list loads once the session is ready (letter-list.store.ts onMount)
  }, [hydrated]);
  // After "Show more", the focus moves to the first letter it brought (the button itself may be gone).
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const shown = s.kind === "ready" ? s.list.length : 0;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(".letter-open")[from]?.focus();
  }, [shown]);

  // The server has no translator: nothing until hydrated, so the first client render matches the server's.
  if (!hydrated) return null;
  if (s.kind === "loading")
    return (
      <p role="status" aria-busy="true">
        {t("letters.loading")}
      </p>
    );
  if (s.kind === "error") return <RetryAlert text={t("letters.loadFailed")} onRetry={() => void loadLetterList()} />;
  const open = s.openId === null ? null : (s.list.find((l) => l.id === s.openId) ?? null);
  return (
    <div className="letters" data-testid="letters">
      <div className="letters-bar">
        <p className="muted" role="status">
          {t("letters.summary", { total: s.total, unread: s.unread })}
        </p>
        {s.list.length > 0 && (
          <div className="letters-tools">
            <label className="letters-all">
              <input type="checkbox" checked={s.selected.length === s.list.length} onChange={toggleAllLetters} />
              {t("letters.selectAll")}
            </label>
            <button
              type="button"
              className="btn"
              disabled={s.selected.length === 0}
              onClick={() => void deleteLetters(s.selected)}
            >
              {t("letters.deleteSelected", { count: s.selected.length })}
            </button>
          </div>
        )}
      </div>
      {s.list.length === 0 ? (
        <p>{t("letters.empty")}</p>
      ) : (
        <ul className="letters-list" role="list" ref={listRef}>
          {s.list.map((l) => (
            <li key={l.id} className={l.is_read ? "letter" : "letter letter-unread"} data-letter-id={l.id}>
              <input
                type="checkbox"
                aria-label={t("letters.select", { title: l.title })}
                checked={s.selected.includes(l.id)}
                onChange={() => toggleLetter(l.id)}
              />
              <button type="button" className="letter-open" onClick={() => void openLetter(l.id)}>
                {!l.is_read && <span className="letter-dot">{t("letters.unread")}</span>}
                <strong>{l.title}</strong>
                <span className="muted">{dateText(l.created_at)}</span>
              </button>
              <button
                type="button"
                className="btn letter-delete"
                aria-label={t("letters.deleteOne", { title: l.title })}
                onClick={() => void deleteLetters([l.id])}
              >
                {t("letters.delete")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {(hasMoreLetters(s) || s.more === "failed") && (
        <div className="letters-more">
          <p className="muted" id="letters-shown">
            {t("letters.shown", { shown: s.list.length, total: s.total })}
          </p>
          {s.more === "failed" && (
            <p role="alert" className="letters-more-error">
              {t("letters.moreFailed")}
            </p>
          )}
          <button
            type="button"
            className="btn"
            aria-describedby="letters-shown"
            aria-busy={s.more === "loading"}
            disabled={s.more === "loading"}
            onClick={() => {
              focusFrom.current = s.list.length;
              void loadMoreLetters();
            }}
          >
            {t(s.more === "loading" ? "letters.loadingMore" : "letters.more")}
          </button>
        </div>
      )}
      {open && (
        <Modal open title={open.title} onClose={closeLetter} size="md" testId="letter-modal">
          <p className="muted">{dateText(open.created_at)}</p>
          <SafeHtml html={open.content} className="letter-content" as="article" />
          <div className="letter-actions">
            <button type="button" className="btn" onClick={() => void deleteLetters([open.id])}>
              {t("letters.delete")}
            </button>
            <button type="button" className="btn btn-gold" onClick={closeLetter}>
              {t("popup.close")}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
