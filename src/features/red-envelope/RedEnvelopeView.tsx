// Island piece. The red envelope (spec 001 §3, §4): title, countdown to end_at (America/Caracas) ticking every
// second, one claim, the amount in a result modal whose close refreshes the balance. Renders by state only.
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import Modal from "../../components/ui/Modal.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { initSession } from "../../lib/session/index.ts";
import { memberMoney } from "../../lib/money/member-money.ts";
import { endsAtText, formatCountdown } from "./red-envelope.machine.ts";
import { $redEnvelope, claimEnvelope, closeEnvelopeResult } from "./red-envelope.store.ts";

export default function RedEnvelopeView() {
  const t = useT();
  const s = useStore($redEnvelope);
  useEffect(() => initSession(), []); // the envelope loads once the session is ready (its store's onMount)

  if (s.kind === "claimed")
    return (
      <Modal open title={t("redEnvelope.resultTitle")} onClose={closeEnvelopeResult} testId="red-envelope-result">
        <p className="envelope-amount" data-testid="red-envelope-amount">
          {t("redEnvelope.resultAmount", { amount: memberMoney(s.cash) })}
        </p>
        <div className="envelope-actions">
          <button type="button" className="btn btn-gold" onClick={closeEnvelopeResult}>
            {t("redEnvelope.ok")}
          </button>
        </div>
      </Modal>
    );
  if (s.kind !== "active" && s.kind !== "claiming") return null;
  const busy = s.kind === "claiming";
  return (
    <aside className="envelope" aria-label={t("redEnvelope.label")} data-testid="red-envelope">
      <svg className="envelope-icon" viewBox="0 0 24 28" width="24" height="28" aria-hidden="true">
        <rect x="1" y="1" width="22" height="26" rx="3" fill="#e0465b" stroke="#f5c451" />
        <path d="M1 8l11 7 11-7" fill="none" stroke="#f5c451" strokeWidth="1.5" />
        <circle cx="12" cy="15" r="3.2" fill="#f5c451" />
      </svg>
      <div className="envelope-text">
        <strong>{s.envelope.title}</strong>
        <span className="envelope-timer">
          <span className="sr-only">{t("redEnvelope.endsIn")} </span>
          <time
            dateTime={s.envelope.endAt}
            title={t("redEnvelope.endsAt", { time: endsAtText(s.envelope.endAt) })}
            data-testid="red-envelope-countdown"
          >
            {formatCountdown(s.secondsLeft)}
          </time>
        </span>
      </div>
      <button
        type="button"
        className="btn btn-gold envelope-claim"
        aria-disabled={busy}
        onClick={() => void claimEnvelope()}
      >
        {busy ? t("redEnvelope.claiming") : t("redEnvelope.claim")}
      </button>
    </aside>
  );
}
