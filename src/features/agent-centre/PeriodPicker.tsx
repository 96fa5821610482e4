// Island piece. The period of every report page: the presets (applied at once), a custom range of two Caracas
// days (applied by its button, refused with a translated reason before any call), and the range shown with its
// time zone, America/Caracas (spec 000 §9), beside it.
import { useStore } from "@nanostores/react";
import { AGENT_HISTORY_DAYS, AGENT_TIME_ZONE, PERIOD_PRESETS } from "../../contract/agent-periods.ts";
import { useT } from "../../components/ui/i18n.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { customBounds, type AppliedPeriod } from "./period.ts";
import { $period, applyCustom, choosePreset, editCustom, platformNow } from "./period.store.ts";
import SubmitForm from "../../components/ui/SubmitForm.tsx";

/** "23 Nov 2026 – 26 Nov 2026", the days in the platform's zone. */
export function periodText(p: AppliedPeriod | { start_at: string; end_at: string }, locale: string): string {
  const from = formatDateTime(p.start_at, locale, "date", AGENT_TIME_ZONE);
  const to = formatDateTime(new Date(Date.parse(p.end_at) - 1).toISOString(), locale, "date", AGENT_TIME_ZONE);
  return from === to ? from : `${from} – ${to}`;
}

/** The range and its zone, for the pages that show a period without the picker (statements). */
export function ZoneNote({ period, id }: { period: { start_at: string; end_at: string }; id?: string }) {
  const t = useT();
  return (
    <p className="ac-zone" id={id}>
      {t("agentCentre.period.shown", { range: periodText(period, pageLocaleTag()), zone: AGENT_TIME_ZONE })}
    </p>
  );
}

export default function PeriodPicker({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  const s = useStore($period);
  const bounds = customBounds(platformNow(), AGENT_HISTORY_DAYS);
  const errorId = `${idPrefix}-period-error`;
  const zoneId = `${idPrefix}-period-zone`;
  return (
    <fieldset className="ac-period">
      <legend className="ac-period__legend">{t("agentCentre.period.label")}</legend>
      <div className="ac-period__presets" role="group" aria-label={t("agentCentre.period.presets")}>
        {PERIOD_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={`report-chip${s.preset === p ? " report-chip--on" : ""}`}
            aria-pressed={s.preset === p}
            onClick={() => choosePreset(p)}
          >
            {t(runtimeKey(`agentCentre.period.preset.${p}`))}
          </button>
        ))}
      </div>
      {s.preset === "custom" && (
        <SubmitForm className="ac-period__custom" onSubmit={applyCustom}>
          {(["from", "to"] as const).map((bound) => (
            <div key={bound} className={`ui-field${s.error ? " ui-field--error" : ""}`}>
              <label className="ui-field__label" htmlFor={`${idPrefix}-${bound}`}>
                {t(bound === "from" ? "agentCentre.period.from" : "agentCentre.period.to")}
              </label>
              <input
                id={`${idPrefix}-${bound}`}
                className="ui-field__input"
                type="date"
                value={s[bound]}
                min={bounds.min}
                max={bounds.max}
                onChange={(e) => editCustom(bound, e.target.value)}
                aria-invalid={s.error ? true : undefined}
                aria-describedby={s.error ? errorId : zoneId}
              />
            </div>
          ))}
          <button type="submit" className="ui-btn ui-btn--primary ac-period__apply">
            {t("agentCentre.period.apply")}
          </button>
        </SubmitForm>
      )}
      {s.error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {t(s.error)}
        </p>
      )}
      <p id={zoneId} className="ac-zone" data-testid={`${idPrefix}-period`}>
        {t("agentCentre.period.shown", { range: periodText(s.applied, pageLocaleTag()), zone: AGENT_TIME_ZONE })}
      </p>
    </fieldset>
  );
}
