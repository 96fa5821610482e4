// Island piece. The quick-bet frame or its translated error; its height follows the frame's S001 messages.
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef } from "react";
import { useT } from "../../components/ui/i18n.ts";
import { createQuickBet } from "./quickbet.store.ts";

export default function QuickBetView() {
  const t = useT();
  const qb = useMemo(() => createQuickBet(), []);
  const s = useStore(qb.$state);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    void qb.load();
    return qb.listen(() => frame.current);
  }, [qb]);

  if (s.kind === "loading")
    return (
      <p className="quickbet-status" role="status">
        {t("quickbet.loading")}
      </p>
    );
  if (s.kind === "error")
    return (
      <p className="quickbet-status" role="alert">
        {t(s.key)}{" "}
        <button type="button" className="btn" onClick={() => void qb.load()}>
          {t("fault.retry")}
        </button>
      </p>
    );
  return (
    <iframe
      ref={frame}
      className="quickbet-frame"
      src={s.url}
      title={t("quickbet.title")}
      style={s.height ? { height: `${s.height}px` } : undefined}
      data-height={s.height ?? ""}
      referrerPolicy="origin"
    />
  );
}
