// Island piece. "Take a break" from the reality check: one dialog to choose the time-out's length (24 hours, 7 days,
// 30 days, 6 weeks), read until when it holds, and start it; or go back. Focus is trapped in it (Modal's
// useFocusTrap); Escape goes back. Nothing starts before "Yes, start now".
import { useId, useState } from "react";
import Modal from "../../components/ui/Modal.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { serverNow } from "../../lib/api/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { messageText, type Message } from "../../lib/i18n/message.ts";
import { TIME_OUT_LENGTHS, exclusionEnd, type TimeOutLength } from "../../contract/protection.ts";
import { startTimeOutNow } from "./take-break.ts";
import "./take-break.css";
import LengthChoice from "./LengthChoice.tsx";
import StartOrBack from "./StartOrBack.tsx";

export interface TakeBreakDialogProps {
  open: boolean;
  /** Above what it opens over (the reality check's level). */
  level?: number;
  onBack: () => void;
  /** The time-out holds: the caller closes the game and logs out; `message` says until when. */
  onStarted: (message: Message) => void | Promise<void>;
}

export default function TakeBreakDialog({ open, level, onBack, onStarted }: TakeBreakDialogProps) {
  const t = useT();
  const id = useId();
  const [length, setLength] = useState<TimeOutLength | "">("");
  const [error, setError] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);
  const locale = pageLocaleTag();
  const end = length ? exclusionEnd(length, serverNow()) : null;

  const start = async () => {
    if (!length) {
      setError({ key: "protection.err.chooseLength" });
      return;
    }
    setSending(true);
    setError(null);
    const out = await startTimeOutNow(length);
    setSending(false);
    if (out.ok) await onStarted(out.message);
    else setError(out.message);
  };

  return (
    <Modal
      open={open}
      title={t("protection.break.title")}
      onClose={onBack}
      {...(level === undefined ? {} : { level })}
      size="sm"
      testId="take-break"
      describedBy={`${id}-intro`}
    >
      <div className="ui-form">
        <p id={`${id}-intro`}>{t("protection.timeOut.intro")}</p>
        <LengthChoice
          id={id}
          lengths={TIME_OUT_LENGTHS}
          value={length}
          onChange={(l) => {
            setLength(l);
            setError(null);
          }}
          invalid={error !== null}
          look="take-break"
        />
        {end !== null && (
          <p role="status" data-testid="take-break-until">
            {t("protection.confirm.until", { date: formatDateTime(new Date(end).toISOString(), locale, "minute") })}{" "}
            {t("protection.confirm.withdraw")}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="ui-field__error" role="alert">
            {messageText(t, error)}
          </p>
        )}
        <StartOrBack className="ui-actions" sending={sending} onStart={() => void start()} onBack={onBack} />
      </div>
    </Modal>
  );
}
