// Island piece. The quick-bet frame or its translated error; its height follows the frame's S001 messages.
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef } from "react";
import { useT } from "../../components/ui/i18n.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { createQuickBet } from "./quickbet.store.ts";
import RetryAlert from "../../components/ui/RetryAlert.tsx";

export default function QuickBetView() {
  const t = useT();
  const qb = useMemo(() => createQuickBet(), []);
  const s = useStore(qb.$state);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    void qb.load();
    return qb.listen(() => frame.current);
  }, [qb]);

  if (s.kind === "loading" || s.kind === "idle")
    return (
      <p className="quickbet-status" role="status">
        {t("quickbet.loading")}
      </p>
    );
  if (s.kind === "error")
    return <RetryAlert className="quickbet-status" text={messageText(t, s.message)} onRetry={() => void qb.load()} />;
  return (
    <iframe
      ref={frame}
      className="quickbet-frame"
      src={s.data.url}
      title={t("quickbet.title")}
      style={s.data.height ? { height: `${s.data.height}px` } : undefined}
      data-height={s.data.height ?? ""}
      referrerPolicy="origin"
    />
  );
}
