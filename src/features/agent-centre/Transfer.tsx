// Island. /proxy/ProxyCenter/Transfer: credit from the agent's main wallet to a direct downline member, or a
// recall from one, with the withdraw password (the member centre's form pieces and rules); below, the log of
// transfers with its period, direction and account filters.
import { useStore } from "@nanostores/react";
import Field, { SelectField } from "../../components/ui/Field.tsx";
import PinInput from "../../components/ui/PinInput.tsx";
import SubmitForm from "../../components/ui/SubmitForm.tsx";
import { useT } from "../../components/ui/i18n.ts";

import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { AGENT_TIME_ZONE } from "../../contract/agent-periods.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { isBusy, loadedData } from "../../lib/load/index.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import { FundsFoot, fieldError } from "../funds/index.ts";
import { Failed, Pager, Skeleton, pageCount } from "./parts.tsx";
import PeriodPicker from "./PeriodPicker.tsx";
import { $plan, loadPlan } from "./period.store.ts";
import {
  $logAccountError,
  $logFilters,
  $transferLog,
  TRANSFER_LOG_PAGE_SIZE,
  editLogFilter,
  loadTransferLog,
  startTransfer,
  submitTransfer,
  transferForm,
} from "./transfer.store.ts";
import { useAgentStart } from "./use-agent-start.ts";
import "./agent-centre.css";

function TransferForm() {
  const t = useT();
  const form = useStore(transferForm.$state);
  const plan = useStore($plan);
  if (plan.kind === "error") return <Failed message={plan.message} retry={() => void loadPlan()} />;
  if (plan.kind !== "ready") return <Skeleton label={t("agentCentre.loading")} rows={4} />;
  const p = plan.data;
  const locale = pageLocaleTag();
  const err = fieldError(t, form.errors);
  const v = form.values;
  const off = p.transfers_enabled === 0;
  return (
    <section className="ac-card" aria-labelledby="transfer-title">
      <h2 id="transfer-title" className="ac-subtitle">
        {t("agentCentre.transfer.title")}
      </h2>
      {off ? (
        <p className="notice-box" role="status">
          {t("agentCentre.err.transfers_off")}
        </p>
      ) : (
        <SubmitForm onSubmit={submitTransfer} className="ui-form ac-transfer-form">
          <fieldset className="ac-direction">
            <legend className="ui-field__label">{t("agentCentre.transfer.direction")}</legend>
            {(["to_member", "recall"] as const).map((d) => (
              <label key={d} className="ac-radio">
                <input
                  type="radio"
                  name="transfer-direction"
                  value={d}
                  checked={v.direction === d}
                  onChange={() => transferForm.input("direction", d)}
                />
                {t(d === "to_member" ? "agentCentre.transfer.toMember" : "agentCentre.transfer.recall")}
              </label>
            ))}
          </fieldset>
          <Field
            id="transfer-account"
            label={t("agentCentre.transfer.account")}
            autoComplete="off"
            spellCheck={false}
            value={v.account}
            onChange={(x) => transferForm.input("account", x)}
            error={err("account")}
            hint={t("agentCentre.transfer.accountHint")}
          />
          <Field
            id="transfer-amount"
            label={t("funds.field.amount")}
            inputMode="decimal"
            autoComplete="off"
            value={v.amount}
            onChange={(x) => transferForm.input("amount", x)}
            error={err("amount")}
            hint={t("funds.limits", {
              min: formatMinorMoney(p.currency, p.transfer_min, locale),
              max: formatMinorMoney(p.currency, p.transfer_max, locale),
            })}
          />
          <PinInput
            label={t("funds.field.withdraw_password")}
            value={v.withdraw_password}
            onChange={(x) => transferForm.input("withdraw_password", x)}
            error={err("withdraw_password")}
          />
          <FundsFoot
            form={form}
            label={t(v.direction === "to_member" ? "agentCentre.transfer.submit" : "agentCentre.transfer.submitRecall")}
          />
        </SubmitForm>
      )}
    </section>
  );
}

function TransferLog() {
  const t = useT();
  const load = useStore($transferLog);
  const f = useStore($logFilters);
  const accountError = useStore($logAccountError);
  const locale = pageLocaleTag();
  const data = loadedData(load);
  const busy = isBusy(load);
  const money = (minor: number) => (data ? formatMinorMoney(data.currency, minor, locale) : "");
  return (
    <section className="ac-card" aria-labelledby="transfer-log-title">
      <h2 id="transfer-log-title" className="ac-subtitle">
        {t("agentCentre.transfer.log")}
      </h2>
      <PeriodPicker idPrefix="transfer-log" />
      <form
        className="ac-filters"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void loadTransferLog(1);
        }}
      >
        <SelectField
          id="transfer-log-direction"
          label={t("agentCentre.transfer.direction")}
          value={f.direction}
          onChange={(x) => editLogFilter({ direction: x === "to_member" || x === "recall" ? x : "" })}
          options={[
            { value: "", label: t("records.all") },
            { value: "to_member", label: t("agentCentre.transfer.toMember") },
            { value: "recall", label: t("agentCentre.transfer.recall") },
          ]}
        />
        <Field
          id="transfer-log-account"
          label={t("agentCentre.transfer.account")}
          autoComplete="off"
          value={f.account}
          onChange={(x) => editLogFilter({ account: x })}
          error={accountError ? t("agentCentre.downline.err.searchChars") : null}
        />
        <button type="submit" className="ui-btn ui-btn--primary ac-filters__go" disabled={busy}>
          {t("records.search")}
        </button>
      </form>
      <div className="ac-result" aria-live="polite" aria-busy={busy}>
        {load.kind === "loading" && <Skeleton label={t("agentCentre.loading")} rows={4} />}
        {load.kind === "error" && <Failed message={load.message} retry={() => void loadTransferLog()} />}
        {data && (
          <>
            <dl className="ac-totals">
              <div>
                <dt>{t("agentCentre.transfer.totalSent")}</dt>
                <dd>{money(data.totals.to_member)}</dd>
              </div>
              <div>
                <dt>{t("agentCentre.transfer.totalRecalled")}</dt>
                <dd>{money(data.totals.recall)}</dd>
              </div>
            </dl>
            {data.rows.length === 0 ? (
              <p className="ac-note">{t("agentCentre.transfer.empty")}</p>
            ) : (
              <div className="ac-scroll" tabIndex={0} role="region" aria-label={t("agentCentre.transfer.log")}>
                <table className="ac-table" data-testid="transfer-log">
                  <caption className="sr-only">{t("agentCentre.transfer.log")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("agentCentre.col.time")}</th>
                      <th scope="col">{t("agentCentre.transfer.direction")}</th>
                      <th scope="col">{t("agentCentre.col.account")}</th>
                      <th scope="col" className="num">
                        {t("funds.field.amount")}
                      </th>
                      <th scope="col" className="num">
                        {t("agentCentre.transfer.agentAfter")}
                      </th>
                      <th scope="col" className="num">
                        {t("agentCentre.transfer.memberAfter")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((r) => (
                      <tr key={r.id}>
                        <td data-label={t("agentCentre.col.time")}>
                          <time dateTime={r.created_at}>
                            {formatDateTime(r.created_at, locale, "minute", AGENT_TIME_ZONE)}
                          </time>
                        </td>
                        <td data-label={t("agentCentre.transfer.direction")}>
                          {t(
                            r.direction === "to_member"
                              ? "agentCentre.transfer.toMember"
                              : "agentCentre.transfer.recall",
                          )}
                        </td>
                        <th scope="row" data-label={t("agentCentre.col.account")}>
                          {r.account}
                        </th>
                        <td data-label={t("funds.field.amount")} className="num">
                          {money(r.amount)}
                        </td>
                        <td data-label={t("agentCentre.transfer.agentAfter")} className="num">
                          {money(r.agent_cash_after)}
                        </td>
                        <td data-label={t("agentCentre.transfer.memberAfter")} className="num">
                          {money(r.member_cash_after)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager
              page={data.page}
              pages={pageCount(data.total_count, TRANSFER_LOG_PAGE_SIZE)}
              busy={busy}
              go={(p) => void loadTransferLog(p)}
              label={t("agentCentre.pages")}
            />
          </>
        )}
      </div>
    </section>
  );
}

export default function Transfer() {
  const t = useT();
  const active = useAgentStart(startTransfer);
  if (!active) return <Skeleton label={t("agentCentre.loading")} />;
  return (
    <div className="ac-page ac-transfer">
      <TransferForm />
      <TransferLog />
    </div>
  );
}
