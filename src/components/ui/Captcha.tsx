// Island piece. The captcha image with its refresh button; the image comes from a captcha store
// (captcha.store.ts beside it), this only shows it.
import { LIMITS } from "../../lib/config/constants.ts";
import { useT, type T } from "./i18n.ts";
import "./ui.css";

export interface CaptchaProps {
  /** data: URL of the image, or null while none is loaded. */
  image: string | null;
  loading: boolean;
  onRefresh: () => void;
  /** Seconds of a wait after code 101, when the refresh is held back. */
  disabled?: boolean;
  /** The last load failed (the platform did not answer): the button says so and loads again (faults). */
  failed?: boolean;
}

/**
 * The hint in a captcha answer's box, in the page's language. The platform's `placeholder` (spec 001 §3
 * captcha response) comes in one language only, so the site says it itself.
 */
export function captchaPlaceholder(t: T): string {
  return t("ui.captcha.placeholder", { n: LIMITS.captchaLength });
}

export default function Captcha({ image, loading, onRefresh, disabled = false, failed = false }: CaptchaProps) {
  const t = useT();
  const showFailure = failed && !image && !loading;
  return (
    <button
      type="button"
      className="ui-captcha"
      onClick={onRefresh}
      disabled={loading || disabled}
      aria-label={showFailure ? t("fault.captcha.failed") : t("ui.captcha.refresh")}
      title={showFailure ? t("fault.captcha.failed") : t("ui.captcha.refresh")}
      data-testid="captcha-image"
      data-state={showFailure ? "failed" : undefined}
    >
      {image ? (
        <img src={image} alt={t("ui.captcha.alt")} width={100} height={40} />
      ) : showFailure ? (
        <span className="ui-captcha__failed">{t("fault.retry")}</span>
      ) : (
        <span className="ui-captcha__blank">{loading ? "…" : "↻"}</span>
      )}
    </button>
  );
}
