// Island piece. A load that failed, read out as it appears (role="alert"): what failed, then a button that tries
// again (spec 000 §2 "faults").
import { useT } from "./i18n.ts";

export interface RetryAlertProps {
  /** What failed, already translated. */
  text: string;
  onRetry: () => void;
  className?: string;
}

export default function RetryAlert({ text, onRetry, className }: RetryAlertProps) {
  const t = useT();
  return (
    <p role="alert" {...(className ? { className } : {})}>
      {text}{" "}
      <button type="button" className="btn" onClick={onRetry}>
        {t("fault.retry")}
      </button>
    </p>
  );
}
