// Island piece. The promotion pop-up (spec 000 §3, §4): one modal at a time with the items of the page's list,
// their platform HTML only through SafeHtml, a Close that stores the time (popup.store.ts) and the history.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import Modal from "../../components/ui/Modal.tsx";
import SafeHtml from "../../components/ui/SafeHtml.tsx";
import { useT } from "../../components/ui/i18n.ts";
import type { PopupItem } from "./api.ts";
import { $popup, closePopup, leavePopupHistory, openPopupHistory, startPopup } from "./popup.store.ts";

function Items({ items }: { items: PopupItem[] }) {
  return (
    <div className="popup-items">
      {items.map((i) => (
        <article key={i.id} className="popup-item">
          <h3>{i.display_content}</h3>
          <SafeHtml html={i.content} className="popup-content" />
        </article>
      ))}
    </div>
  );
}

export default function PopupView() {
  const t = useT();
  const view = useStore($popup);
  useEffect(() => startPopup(), []);

  if (view.kind === "open")
    return (
      <Modal open title={t("popup.title")} onClose={closePopup} size="md" testId="promo-popup">
        <Items items={view.items} />
        <div className="popup-actions">
          <button type="button" className="btn" onClick={() => void openPopupHistory()}>
            {t("popup.history")}
          </button>
          <button type="button" className="btn btn-gold" onClick={closePopup}>
            {t("popup.close")}
          </button>
        </div>
      </Modal>
    );
  if (view.kind === "history")
    return (
      <Modal open title={t("popup.history")} onClose={leavePopupHistory} size="md" testId="promo-popup-history">
        {view.items === null ? (
          <p role="status">{t("popup.loading")}</p>
        ) : view.error ? (
          <p role="alert">{t("popup.historyFailed")}</p>
        ) : view.items.length === 0 ? (
          <p>{t("popup.empty")}</p>
        ) : (
          <Items items={view.items} />
        )}
        <div className="popup-actions">
          <button type="button" className="btn" onClick={leavePopupHistory}>
            {t("popup.back")}
          </button>
        </div>
      </Modal>
    );
  return null;
}
