// Island piece. The promotion pop-up (spec 000 §3, §4): one modal at a time with the items of the page's list,
// their HTML already through the sanitiser (entries.ts), a Close that stores the time (popup.store.ts) and the
// history. It loads after the page is idle, so its words come from `useT` like every island's.
import { useStore } from "@nanostores/react";
import { useEffect, type ReactNode } from "react";
import ModalFrame from "../../components/ui/ModalFrame.tsx";
import SanitizedHtml from "../../components/ui/SanitizedHtml.tsx";
import { useT } from "../../components/ui/i18n.ts";
import type { PopupEntry, PopupSeed } from "./entries.ts";
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

// The pop-up and its history: the same medium modal, each with its own title and close step.
function PopupFrame(props: { title: string; onClose: () => void; testId: string; children: ReactNode }) {
  const t = useT();
  return (
    <ModalFrame
      open
      title={props.title}
      closeLabel={t("ui.close")}
      onClose={props.onClose}
      size="md"
      testId={props.testId}
    >
      {props.children}
    </ModalFrame>
  );
}

export default function PopupView({ seed }: { seed: PopupSeed | null }) {
  const t = useT();
  const view = useStore($popup);
  useEffect(() => startPopup(seed), [seed]);

  if (view.kind === "open")
    return (
      <PopupFrame title={t("popup.title")} onClose={closePopup} testId="promo-popup">
        <Items items={view.items} />
        <div className="popup-actions">
          <button type="button" className="btn" onClick={() => void openPopupHistory()}>
            {t("popup.history")}
          </button>
          <button type="button" className="btn btn-gold" onClick={closePopup}>
            {t("popup.close")}
          </button>
        </div>
      </PopupFrame>
    );
  if (view.kind === "history")
    return (
      <PopupFrame title={t("popup.history")} onClose={leavePopupHistory} testId="promo-popup-history">
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
      </PopupFrame>
    );
  return null;
}
