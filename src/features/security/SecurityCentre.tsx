// Island. /user/Security (account security, src/contract/security.ts): two-factor authentication (set up with a QR
// code and the secret, confirmed with a first code; recovery codes shown once; turned off with a current code), the
// active sessions with "log out there" and "log out everywhere else", and the login history by pages. It renders
// security.store's state and calls its actions.
import type { ReactNode } from "react";
import { useStore } from "@nanostores/react";
import FormError from "../../components/ui/FormError.tsx";
import Field from "../../components/ui/Field.tsx";
import Modal from "../../components/ui/Modal.tsx";
import SubmitForm, { SubmitFoot } from "../../components/ui/SubmitForm.tsx";
import { useT, type T } from "../../components/ui/i18n.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import TitledSection from "../../components/ui/TitledSection.tsx";
import DataTable from "../../components/ui/DataTable.tsx";
import Pager, { pagerKeys } from "../../components/ui/Pager.tsx";
import type { ActiveSession, LoginHistoryEntry } from "../../contract/security.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { describeUserAgent } from "../../lib/device/detect.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import QrCode from "./QrCode.tsx";
import { groupSecret } from "./security.machine.ts";
import {
  $dialog,
  $history,
  $sessions,
  $sessionsError,
  $twoFactor,
  closeDialog,
  endOtherSessions,
  endSession,
  historyPage,
  inputCode,
  openDisable,
  openRegenerate,
  openSetup,
  startSecurity,
  submitCode,
} from "./security.store.ts";
import "./security.css";

/** "Chrome on Android", "Firefox", "an unknown device". */
function deviceName(t: T, userAgent: string): string {
  const d = describeUserAgent(userAgent);
  if (d.browser && d.system) return t("security.device.on", { browser: d.browser, system: d.system });
  return d.browser ?? d.system ?? t("security.device.unknown");
}

function kindName(t: T, userAgent: string): string {
  const kind = describeUserAgent(userAgent).kind;
  return kind === "phone"
    ? t("security.device.phone")
    : kind === "tablet"
      ? t("security.device.tablet")
      : t("security.device.desktop");
}

function place(t: T, e: { ip: string; country: string | null }, locale: string): string {
  let country = e.country;
  try {
    if (country) country = new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country;
  } catch {
    // an unknown region code stays as it is
  }
  const ip = e.ip || t("security.device.no_ip");
  return country ? `${ip} · ${country}` : ip;
}

const PAGER = pagerKeys(
  "security.history.pages",
  "security.history.previous",
  "security.history.next",
  "security.history.page",
);

const CARD_TEST_IDS = {
  "2fa": "security-two-factor",
  sessions: "security-sessions",
  history: "login-history",
} as const;

/** A card of the page: its title, and (but for the history) the line that says what it is for. */
function SecurityCard({ card, children }: { card: keyof typeof CARD_TEST_IDS; children: ReactNode }) {
  const t = useT();
  return (
    <TitledSection
      id={`security-${card}-title`}
      title={t(`security.${card}.title`)}
      className="panel-card"
      titleClassName="panel-title security-title"
      testId={CARD_TEST_IDS[card]}
    >
      {card !== "history" && <p className="security-note">{t(`security.${card}.intro`)}</p>}
      {children}
    </TitledSection>
  );
}

function TwoFactorCard() {
  const t = useT();
  const load = useStore($twoFactor);
  const locale = pageLocaleTag();
  return (
    <SecurityCard card="2fa">
      {load.kind === "loading" || load.kind === "idle" ? (
        <p className="security-note">{t("security.loading")}</p>
      ) : load.kind === "error" ? (
        <FormError message={load.message} />
      ) : load.data.enabled === 1 ? (
        <>
          <p className="security-state security-state--on">
            {t("security.2fa.state_on", {
              date: load.data.enabled_at ? formatDateTime(load.data.enabled_at, locale, "date") : "",
            })}
          </p>
          <p className="security-note">{t("security.2fa.codes_left", { count: load.data.recovery_codes_left })}</p>
          <div className="ui-actions">
            <button type="button" className="ui-btn ui-btn--ghost" onClick={openRegenerate}>
              {t("security.2fa.regenerate.open")}
            </button>
            <button type="button" className="ui-btn ui-btn--ghost" onClick={openDisable}>
              {t("security.2fa.turn_off")}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="security-state">{t("security.2fa.state_off")}</p>
          <button type="button" className="ui-btn ui-btn--primary" onClick={() => void openSetup()}>
            {t("security.2fa.set_up")}
          </button>
        </>
      )}
    </SecurityCard>
  );
}

function TwoFactorDialogs() {
  const t = useT();
  const d = useStore($dialog);
  if (!d) return null;
  if (d.kind === "recovery")
    return (
      <Modal open title={t("security.2fa.recovery.title")} onClose={closeDialog} size="md" testId="recovery-dialog">
        <div className="ui-form">
          <p className="ui-text">{t("security.2fa.recovery.intro")}</p>
          <ol className="security-codes" data-testid="recovery-codes">
            {d.codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <button type="button" className="ui-btn ui-btn--primary ui-btn--block" onClick={closeDialog}>
            {t("security.2fa.recovery.done")}
          </button>
        </div>
      </Modal>
    );
  const setup = d.kind === "setup";
  const regenerate = d.kind === "regenerate";
  // Set-up and new recovery codes take an app code only; turning off takes a recovery code too.
  const appOnly = setup || regenerate;
  return (
    <Modal
      open
      title={
        setup
          ? t("security.2fa.setup.title")
          : regenerate
            ? t("security.2fa.regenerate.title")
            : t("security.2fa.off.title")
      }
      onClose={closeDialog}
      size={setup ? "md" : "sm"}
      testId={setup ? "two-factor-setup" : regenerate ? "two-factor-regenerate" : "two-factor-off"}
    >
      <SubmitForm onSubmit={submitCode}>
        {setup ? (
          <>
            <p className="ui-text">{t("security.2fa.setup.scan")}</p>
            {d.setup ? (
              <>
                <QrCode value={d.setup.otpauth_url} label={t("security.2fa.setup.qr_alt")} />
                <p className="ui-text">{t("security.2fa.setup.manual")}</p>
                <p className="security-secret">
                  <code data-testid="two-factor-secret" translate="no">
                    {groupSecret(d.setup.secret)}
                  </code>
                </p>
              </>
            ) : (
              <p className="security-note">{t("security.loading")}</p>
            )}
          </>
        ) : (
          <p className="ui-text">{t(regenerate ? "security.2fa.regenerate.intro" : "security.2fa.off.intro")}</p>
        )}
        <Field
          label={appOnly ? t("security.2fa.code_label") : t("security.2fa.code_or_recovery")}
          name="two-factor-code"
          inputMode={appOnly ? "numeric" : "text"}
          autoComplete="one-time-code"
          value={d.code}
          onChange={inputCode}
          maxLength={16}
        />
        <SubmitFoot
          message={d.error}
          busy={d.busy || (setup && !d.setup)}
          label={
            setup
              ? t("security.2fa.setup.submit")
              : regenerate
                ? t("security.2fa.regenerate.submit")
                : t("security.2fa.off.submit")
          }
        />
      </SubmitForm>
    </Modal>
  );
}

function SessionRow({ s, locale }: { s: ActiveSession; locale: string }) {
  const t = useT();
  const name = deviceName(t, s.user_agent);
  return (
    <li className="security-session" data-testid="security-session" data-current={s.current === 1 ? "" : undefined}>
      <div className="security-session__main">
        <p className="security-session__name">
          {name} <span className="security-kind">{kindName(t, s.user_agent)}</span>
          {s.current === 1 && <span className="security-badge">{t("security.sessions.this_device")}</span>}
        </p>
        <p className="security-note">
          {place(t, s, locale)} ·{" "}
          {t("security.sessions.last_seen", { time: formatDateTime(s.last_seen_at, locale, "minute") })}
        </p>
      </div>
      {s.current !== 1 && (
        <button
          type="button"
          className="ui-btn ui-btn--ghost"
          aria-label={t("security.sessions.end_named", { device: name, place: place(t, s, locale) })}
          onClick={() => void endSession(s.session_id)}
        >
          {t("security.sessions.end")}
        </button>
      )}
    </li>
  );
}

function SessionsCard() {
  const t = useT();
  const load = useStore($sessions);
  const error = useStore($sessionsError);
  const locale = pageLocaleTag();
  const list = load.kind === "ready" ? load.data : [];
  const others = list.filter((s) => s.current !== 1).length;
  return (
    <SecurityCard card="sessions">
      {error && <FormError message={error} />}
      {load.kind === "error" && <FormError message={load.message} />}
      {load.kind === "loading" && <p className="security-note">{t("security.loading")}</p>}
      {load.kind === "ready" && (
        <>
          <ul className="security-sessions" role="list">
            {list.map((s) => (
              <SessionRow key={s.session_id} s={s} locale={locale} />
            ))}
          </ul>
          <button
            type="button"
            className="ui-btn ui-btn--ghost"
            disabled={others === 0}
            onClick={() => void endOtherSessions()}
          >
            {t("security.sessions.others")}
          </button>
        </>
      )}
    </SecurityCard>
  );
}

function HistoryRow({ e, locale }: { e: LoginHistoryEntry; locale: string }) {
  const t = useT();
  return (
    <tr>
      <td data-label={t("security.history.time")}>
        <time dateTime={e.at}>{formatDateTime(e.at, locale, "minute")}</time>
      </td>
      <td data-label={t("security.history.device")}>
        {deviceName(t, e.user_agent)} <span className="security-kind">{kindName(t, e.user_agent)}</span>
      </td>
      <td data-label={t("security.history.place")}>{place(t, e, locale)}</td>
    </tr>
  );
}

function HistoryCard() {
  const t = useT();
  const load = useStore($history);
  const locale = pageLocaleTag();
  const data = load.kind === "ready" ? load.data : load.kind === "error" ? load.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total_count / data.page_size)) : 1;
  const page = data?.page ?? 1;
  const busy = load.kind === "loading" || (load.kind === "ready" && load.refreshing);
  return (
    <SecurityCard card="history">
      {load.kind === "error" && <FormError message={load.message} />}
      <div aria-live="polite" aria-busy={busy}>
        {!data && busy && <p className="security-note">{t("security.loading")}</p>}
        {data && data.list.length === 0 && <p className="security-note">{t("security.history.empty")}</p>}
        {data && data.list.length > 0 && (
          <DataTable
            scrollClass="table-scroll"
            className="security-table"
            cards
            caption={t("security.history.title")}
            columns={[t("security.history.time"), t("security.history.device"), t("security.history.place")]}
          >
            {data.list.map((e, i) => (
              <HistoryRow key={`${e.at}-${i}`} e={e} locale={locale} />
            ))}
          </DataTable>
        )}
      </div>
      {data && pages > 1 && <Pager keys={PAGER} page={page} pages={pages} busy={busy} onPage={historyPage} />}
    </SecurityCard>
  );
}

export default function SecurityCentre() {
  const t = useT();
  const active = useMemberStart(startSecurity);
  if (!active) return null;
  return (
    <div className="security">
      <p className="security-lead">{t("security.lead")}</p>
      <TwoFactorCard />
      <SessionsCard />
      <HistoryCard />
      <TwoFactorDialogs />
    </div>
  );
}
