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
import { isBusy } from "../../lib/load/index.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import { FundsFoot, fieldError } from "../funds/index.ts";
import MemberPicker from "./MemberPicker.tsx";
import { Failed, Skeleton } from "./parts.tsx";
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
  type TransferLog,
} from "./transfer.store.ts";
import { CentrePage, FilterBar, ReportResult, ReportTable, type ReportColumn } from "./ReportTable.tsx";
import "./agent-centre.css";
import Facts from "../../components/ui/Facts.tsx";
import RadioGroup from "../../components/ui/RadioGroup.tsx";

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
          <RadioGroup
            name="transfer-direction"
            legend={t("agentCentre.transfer.direction")}
            choices={["to_member", "recall"] as const}
            label={(d) => t(d === "to_member" ? "agentCentre.transfer.toMember" : "agentCentre.transfer.recall")}
            value={v.direction}
            onChange={(d) => transferForm.input("direction", d)}
            className="ac-direction"
            choiceClassName="ac-radio"
          />
          <MemberPicker error={err("account") ?? null} />
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

type LogRow = TransferLog["rows"][number];

function LogFilters() {
  const t = useT();
  const f = useStore($logFilters);
  const accountError = useStore($logAccountError);
  const busy = isBusy(useStore($transferLog));
  return (
    <FilterBar onSubmit={() => void loadTransferLog(1)}>
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
    </FilterBar>
  );
}

function LogRows({ data, busy }: { data: TransferLog; busy: boolean }) {
  const t = useT();
  const locale = pageLocaleTag();
  const money = (minor: number) => formatMinorMoney(data.currency, minor, locale);
  const direction = (d: LogRow["direction"]) =>
    t(d === "to_member" ? "agentCentre.transfer.toMember" : "agentCentre.transfer.recall");
  const columns: ReportColumn<LogRow>[] = [
    {
      key: "time",
      label: t("agentCentre.col.time"),
      cell: (r) => (
        <time dateTime={r.created_at}>{formatDateTime(r.created_at, locale, "minute", AGENT_TIME_ZONE)}</time>
      ),
    },
    { key: "direction", label: t("agentCentre.transfer.direction"), cell: (r) => direction(r.direction) },
    { key: "account", label: t("agentCentre.col.account"), rowHeader: true, cell: (r) => r.account },
    { key: "amount", label: t("funds.field.amount"), num: true, cell: (r) => money(r.amount) },
    {
      key: "agent_after",
      label: t("agentCentre.transfer.agentAfter"),
      num: true,
      cell: (r) => money(r.agent_cash_after),
    },
    {
      key: "member_after",
      label: t("agentCentre.transfer.memberAfter"),
      num: true,
      cell: (r) => money(r.member_cash_after),
    },
  ];
  return (
    <>
      <Facts
        className="report-totals"
        testId="transfer-totals"
        items={[
          { label: t("agentCentre.transfer.totalSent"), value: money(data.totals.to_member) },
          { label: t("agentCentre.transfer.totalRecalled"), value: money(data.totals.recall) },
        ]}
      />
      <ReportTable
        id="transfer-log"
        caption={t("agentCentre.transfer.log")}
        columns={columns}
        rows={data.rows}
        rowKey={(r) => r.id}
        empty={t("agentCentre.transfer.empty")}
        pages={{
          page: data.page,
          total: data.total_count,
          size: TRANSFER_LOG_PAGE_SIZE,
          busy,
          go: (p) => void loadTransferLog(p),
        }}
      />
    </>
  );
}

function TransferLogSection() {
  const t = useT();
  return (
    <section className="ac-card" aria-labelledby="transfer-log-title">
      <h2 id="transfer-log-title" className="ac-subtitle">
        {t("agentCentre.transfer.log")}
      </h2>
      <PeriodPicker idPrefix="transfer-log" />
      <LogFilters />
      <ReportResult store={$transferLog} retry={loadTransferLog} rows={4}>
        {(data, busy) => <LogRows data={data} busy={busy} />}
      </ReportResult>
    </section>
  );
}

export default function Transfer() {
  return (
    <CentrePage menu="Transfer" start={startTransfer} className="ac-transfer">
      <TransferForm />
      <TransferLogSection />
    </CentrePage>
  );
}
