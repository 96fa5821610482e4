// Island piece. The promotion pop-up (spec 000 §3, §4): one modal at a time with the items of the page's list,
// their HTML already through the sanitiser (entries.ts), a Close that stores the time (popup.store.ts) and the
// history. Its words come translated from the server (no i18next on a visitor's first load).
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import ModalFrame from "../../components/ui/ModalFrame.tsx";
import SanitizedHtml from "../../components/ui/SanitizedHtml.tsx";
import type { PopupEntry, PopupLabels, PopupSeed } from "./entries.ts";
import { $popup, closePopup, leavePopupHistory, openPopupHistory, startPopup } from "./popup.store.ts";

function Items({ items }: { items: PopupEntry[] }) {
  return (
    <div className="popup-items">
      {items.map((i) => (
        <article key={i.id} className="popup-item">
          <h3>{i.title}</h3>
          <SanitizedHtml html={i.html} className="popup-content" />
        </article>
      ))}
    </div>
  );
}

export default function PopupView({ labels, seed }: { labels: PopupLabels; seed: PopupSeed | null }) {
  const view = useStore($popup);
  useEffect(() => startPopup(seed), [seed]);

  if (view.kind === "open")
    return (
      <ModalFrame
        open
        title={labels.title}
        closeLabel={labels.dismiss}
        onClose={closePopup}
        size="md"
        testId="promo-popup"
      >
        <Items items={view.items} />
        <div className="popup-actions">
          <button type="button" className="btn" onClick={() => void openPopupHistory()}>
            {labels.history}
          </button>
          <button type="button" className="btn btn-gold" onClick={closePopup}>
            {labels.close}
          </button>
        </div>
      </ModalFrame>
    );
  if (view.kind === "history")
    return (
      <ModalFrame
        open
        title={labels.history}
        closeLabel={labels.dismiss}
        onClose={leavePopupHistory}
        size="md"
        testId="promo-popup-history"
      >
        {view.items === null ? (
          <p role="status">{labels.loading}</p>
        ) : view.error ? (
          <p role="alert">{labels.historyFailed}</p>
        ) : view.items.length === 0 ? (
          <p>{labels.empty}</p>
        ) : (
          <Items items={view.items} />
        )}
        <div className="popup-actions">
          <button type="button" className="btn" onClick={leavePopupHistory}>
            {labels.back}
          </button>
        </div>
      </ModalFrame>
    );
  return null;
}
