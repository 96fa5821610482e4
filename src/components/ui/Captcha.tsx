// Island piece. The captcha image with its refresh button; the image comes from a captcha store
// (captcha.store.ts beside it), this only shows it.
import { LIMITS } from "../../lib/config/constants.ts";
import { useT, type T } from "./i18n.ts";
import type { CaptchaState } from "./captcha.machine.ts";
import "./ui.css";

export interface CaptchaProps {
  /** The captcha store's state: the image once ready; the refresh held back while loading and during the wait
   * after code 101; a failed load (the platform did not answer) says so on the button, which loads again. */
  state: CaptchaState;
  onRefresh: () => void;
}

/**
 * The hint in a captcha answer's box, in the page's language. The platform's `placeholder` (spec 001 §3
 * captcha response) comes in one language only, so the site says it itself.
 */
export function captchaPlaceholder(t: T): string {
  return t("ui.captcha.placeholder", { n: LIMITS.captchaLength });
}

export default function Captcha({ state, onRefresh }: CaptchaProps) {
  const t = useT();
  const image = state.status === "ready" ? state.image : null;
  const loading = state.status === "loading";
  const showFailure = state.status === "failed";
  return (
    <button
      type="button"
      className="ui-captcha"
      onClick={onRefresh}
      disabled={loading || state.status === "waiting"}
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
