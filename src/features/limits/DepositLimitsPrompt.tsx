// Island piece. The deposit pop-up (tn, compliance rule deposit_popup): before each deposit, the member's deposit
// limits and what has been deposited against each in its window, then "Continue" or "Cancel". Shown by the
// deposit form (features/funds) with the state the platform answered just before.
import Modal from "../../components/ui/Modal.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import type { LimitsState } from "../../contract/limits.ts";
import { formatLimitValue, slotLabelKey } from "./limit-view.ts";
import "./limits.css";

export interface DepositLimitsPromptProps {
  state: LimitsState | null;
  limitsHref: string;
  onContinue: () => void;
  onCancel: () => void;
}

export default function DepositLimitsPrompt({ state, limitsHref, onContinue, onCancel }: DepositLimitsPromptProps) {
  const t = useT();
  const locale = pageLocaleTag();
  const rows = state?.limits.filter((l) => l.kind === "deposit") ?? [];
  const set = rows.filter((r) => r.value !== null);
  return (
    <Modal open={state !== null} title={t("limits.prompt.title")} onClose={onCancel} testId="deposit-limits-prompt">
      <p>{t("limits.prompt.text")}</p>
      <table className="limit-table">
        <thead>
          <tr>
            <th scope="col">{t("limits.prompt.limit")}</th>
            <th scope="col">{t("limits.prompt.used")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.period}>
              <th scope="row">
                {t(slotLabelKey(r.kind, r.period))}
                <br />
                <span className="limit__muted">
                  {r.value === null
                    ? t("limits.none")
                    : formatLimitValue(r.kind, r.value, state?.currency ?? "INR", locale)}
                </span>
              </th>
              <td>
                {formatLimitValue(r.kind, r.used, state?.currency ?? "INR", locale)}
                <br />
                <span className="limit__muted">
                  {t("limits.prompt.resets", { time: formatDateTime(r.resets_at, locale) })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {set.length === 0 && <p className="limit__muted">{t("limits.prompt.none")}</p>}
      <div className="ui-actions">
        <button type="button" className="ui-btn ui-btn--primary" onClick={onContinue}>
          {t("limits.prompt.continue")}
        </button>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={onCancel}>
          {t("limits.prompt.cancel")}
        </button>
        <a className="ui-link" href={limitsHref}>
          {t("limits.prompt.setLimits")}
        </a>
      </div>
    </Modal>
  );
}
