// Island piece. The last step of a time-out or a self-exclusion: start it now, or go back (the Take-a-break dialog,
// the exclusion pages). Both buttons wait while the start is sent.
import { useT } from "../../components/ui/i18n.ts";

export default function StartOrBack({
  sending,
  onStart,
  onBack,
  className,
}: {
  sending: boolean;
  onStart: () => void;
  onBack: () => void;
  /** The row's class in the form it ends. */
  className: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      <button type="button" className="ui-btn ui-btn--primary" disabled={sending} onClick={onStart}>
        {t("protection.confirm.yes")}
      </button>
      <button type="button" className="ui-btn ui-btn--ghost" disabled={sending} onClick={onBack}>
        {t("protection.back")}
      </button>
    </div>
  );
}
