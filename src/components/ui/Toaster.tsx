// Island piece. Renders the toast stack (spec 000 §4, §9): newest at the bottom, z-index from 2000, Escape
// closes the newest, a repeat counter on grouped messages. Polite live region for info/success, assertive
// for warning/error.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { MESSAGE_BOX_Z_INDEX, TIMING } from "../../lib/config/constants.ts";
import { useT } from "./i18n.ts";
import { $toasts, dismissLatestToast, dismissToast, restoreCarriedToasts } from "./toast.store.ts";
import "./ui.css";
import { messageText, type Message } from "../../lib/i18n/message.ts";

const ICON: Record<string, string> = { success: "✓", info: "i", warning: "!", error: "×" };

export default function Toaster() {
  const toasts = useStore($toasts);
  const t = useT();
  useEffect(() => restoreCarriedToasts(), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && $toasts.get().length > 0) dismissLatestToast();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const text = (m: Message) => messageText(t, m);
  return (
    <div className="ui-toaster" style={{ zIndex: MESSAGE_BOX_Z_INDEX + 100, top: TIMING.toastOffsetPx }}>
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`ui-toast ui-toast--${item.type}`}
          role={item.type === "error" || item.type === "warning" ? "alert" : "status"}
          data-testid="toast"
        >
          <span className="ui-toast__icon" aria-hidden="true">
            {ICON[item.type]}
          </span>
          <span className="ui-toast__text">{text(item.message)}</span>
          {item.count > 1 && (
            <span className="ui-toast__count" aria-label={t("toast.repeat", { count: item.count })}>
              ×{item.count}
            </span>
          )}
          <button
            type="button"
            className="ui-toast__close"
            aria-label={t("ui.close")}
            onClick={() => dismissToast(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
