// Island. /user/Limits (member-centre group responsible_gaming): deposit, loss and wager limits per day, week and
// month and a session-time limit per day, each with what is used and when it resets; a change waiting its 24
// hours with the moment it may be confirmed, and the confirm and cancel buttons; the reality-check interval. The
// rules are the platform's (src/contract/limit-rules.ts); this page only shows and asks.
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import Field, { SelectField } from "../../components/ui/Field.tsx";
import FormError, { StatusNote } from "../../components/ui/FormError.tsx";
import SubmitForm from "../../components/ui/SubmitForm.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { LIMIT_KINDS, type LimitSlot, type LimitsState } from "../../contract/limits.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { formatLimitValue, slotLabelKey } from "./limit-view.ts";
import {
  $limits,
  $realityNotice,
  $slotUi,
  cancelLimit,
  confirmLimit,
  editLimit,
  limitsNow,
  saveLimit,
  saveRealityInterval,
  slotKey,
  startLimits,
} from "./limits.store.ts";
import "./limits.css";

export interface LimitsPanelProps {
  /** The locale's Safer gambling page and the account history. */
  saferHref: string;
  historyHref: string;
}

/** Re-renders when `at` (the platform's time) passes, so a pending change's confirm button turns on by itself. */
function useServerMoment(at: number | null): boolean {
  const [, tick] = useState(0);
  const passed = at !== null && limitsNow() >= at;
  useEffect(() => {
    if (at === null || passed) return;
    const t = setTimeout(() => tick((n) => n + 1), Math.min(at - limitsNow() + 50, 2 ** 31 - 1));
    return () => clearTimeout(t);
  }, [at, passed]);
  return passed;
}

function SlotForm({ slot, state }: { slot: LimitSlot; state: LimitsState }) {
  const t = useT();
  const all = useStore($slotUi);
  const key = slotKey(slot.kind, slot.period);
  const ui = all[key] ?? { text: "", error: null, notice: null, busy: false };
  const locale = pageLocaleTag();
  const value = (v: number) => formatLimitValue(slot.kind, v, state.currency, locale);
  const confirmableAt = slot.pending ? Date.parse(slot.pending.confirmable_at) : null;
  const confirmable = useServerMoment(confirmableAt);
  const label = t(slotLabelKey(slot.kind, slot.period));
  return (
    <li className="limit" data-testid={`limit-${key}`}>
      <SubmitForm className="ui-form limit__form" onSubmit={() => saveLimit(slot.kind, slot.period)}>
        <p className="limit__now">
          <span className="limit__name">{label}</span>
          <strong data-testid="limit-current">{slot.value === null ? t("limits.none") : value(slot.value)}</strong>
        </p>
        {slot.value !== null && (
          <p className="limit__muted">
            {t("limits.used", {
              used: value(slot.used),
              resets: formatDateTime(slot.resets_at, locale),
            })}
          </p>
        )}
        {slot.pending && (
          <div className="limit__pending" data-testid="limit-pending">
            <p>
              {slot.pending.value === null
                ? t("limits.pendingRemove", { time: formatDateTime(slot.pending.confirmable_at, locale) })
                : t("limits.pending", {
                    value: value(slot.pending.value),
                    time: formatDateTime(slot.pending.confirmable_at, locale),
                  })}
            </p>
            <p className="limit__muted" data-testid="limit-pending-expires">
              {t("limits.pendingExpires", { time: formatDateTime(slot.pending.expires_at, locale) })}
            </p>
            <div className="ui-actions">
              <button
                type="button"
                className="ui-btn ui-btn--primary"
                disabled={!confirmable || ui.busy}
                onClick={() => void confirmLimit(slot.kind, slot.period)}
              >
                {t("limits.confirm")}
              </button>
              <button
                type="button"
                className="ui-btn ui-btn--ghost"
                disabled={ui.busy}
                onClick={() => void cancelLimit(slot.kind, slot.period)}
              >
                {t("limits.cancel")}
              </button>
            </div>
          </div>
        )}
        <Field
          label={t(slot.kind === "session" ? "limits.newMinutes" : "limits.newAmount", { limit: label })}
          inputMode={slot.kind === "session" ? "numeric" : "decimal"}
          autoComplete="off"
          value={ui.text}
          onChange={(x) => editLimit(slot.kind, slot.period, x)}
          error={ui.error ? messageText(t, ui.error) : null}
        />
        <div className="ui-actions">
          <button type="submit" className="ui-btn ui-btn--primary" disabled={ui.busy}>
            {t("limits.save")}
          </button>
          {slot.value !== null && (
            <button
              type="button"
              className="ui-btn ui-btn--ghost"
              disabled={ui.busy}
              onClick={() => void saveLimit(slot.kind, slot.period, true)}
            >
              {t("limits.remove")}
            </button>
          )}
        </div>
        <StatusNote className="limit__notice" message={ui.notice} />
      </SubmitForm>
    </li>
  );
}

function RealityCheck({ state }: { state: LimitsState }) {
  const t = useT();
  const notice = useStore($realityNotice);
  const rc = state.reality_check;
  const [choice, setChoice] = useState(String(rc.interval_min));
  if (rc.mode === "off") return null;
  return (
    <section className="limits-card" aria-labelledby="reality-title">
      <h2 id="reality-title" className="limits-title">
        {t("limits.reality.title")}
      </h2>
      <p className="limit__muted">{t("limits.reality.intro")}</p>
      {(rc.mode === "member" || rc.mode === "both") && (
        <SubmitForm className="ui-form" onSubmit={() => saveRealityInterval(Number(choice))}>
          <SelectField
            id="reality-interval"
            label={t("limits.reality.interval")}
            value={choice}
            onChange={setChoice}
            options={rc.choices.map((m) => ({
              value: String(m),
              label: formatLimitValue("session", m, state.currency, pageLocaleTag()),
            }))}
          />
          <div className="ui-actions">
            <button type="submit" className="ui-btn ui-btn--primary">
              {t("limits.save")}
            </button>
          </div>
        </SubmitForm>
      )}
      {(rc.mode === "tn" || rc.mode === "both") && <p className="limit__muted">{t("limits.reality.tn")}</p>}
      <StatusNote className="limit__notice" message={notice} />
    </section>
  );
}

export default function LimitsPanel({ saferHref, historyHref }: LimitsPanelProps) {
  const t = useT();
  const active = useMemberStart(startLimits);
  const load = useStore($limits);
  if (!active) return null;
  if (load.kind === "error" && !("data" in load && load.data)) return <FormError message={load.message} />;
  const state = load.kind === "ready" ? load.data : load.kind === "error" ? load.data : undefined;
  if (!state) return <p className="limit__muted">{t("funds.loading")}</p>;
  return (
    <div className="limits" data-testid="limits">
      <p className="limits-intro">{t("limits.intro")}</p>
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} className="limits-card" aria-labelledby={`limits-${kind}`}>
          <h2 id={`limits-${kind}`} className="limits-title">
            {t(runtimeKey(`limits.kind.${kind}`))}
          </h2>
          <ul className="limits-list" role="list">
            {state.limits
              .filter((s) => s.kind === kind)
              .map((s) => (
                <SlotForm key={slotKey(s.kind, s.period)} slot={s} state={state} />
              ))}
          </ul>
        </section>
      ))}
      <RealityCheck state={state} />
      <p className="limits-links">
        <a className="ui-link" href={saferHref}>
          {t("limits.safer")}
        </a>
        <a className="ui-link" href={historyHref}>
          {t("limits.history")}
        </a>
      </p>
    </div>
  );
}
