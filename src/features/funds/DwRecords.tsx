// Island. /user/DWRecord, and the withdrawals under the Withdrawal form: deposits and withdrawals with
// their statuses, filtered by type, status and days in the member's time zone (date-range.ts), paginated; times
// are shown in that same zone.
import { useStore } from "@nanostores/react";
import { useCallback } from "react";
import { ORDER_STATUSES, ORDER_TYPES, type OrderType } from "../../contract/funds.ts";
import { useT, type LocaleKey } from "../../components/ui/i18n.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { messageText } from "../../lib/i18n/message.ts";
import { $member } from "../../lib/session/index.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatDecimalMoney } from "../../lib/money/index.ts";
import {
  $filterError,
  $filters,
  $records,
  loadRecords,
  setFilter,
  startRecords,
  type RecordFilters,
} from "./records.store.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import SubmitForm from "../../components/ui/SubmitForm.tsx";
import "./funds.css";
import FormError from "../../components/ui/FormError.tsx";
import Field, { SelectField } from "../../components/ui/Field.tsx";
import DataTable from "../../components/ui/DataTable.tsx";
import Pager, { pagerKeys } from "../../components/ui/Pager.tsx";
import Facts from "../../components/ui/Facts.tsx";

const PAGER = pagerKeys("funds.record.pages", "funds.record.prev", "funds.record.next", "funds.record.pageOf");
const COLUMNS = [
  "funds.record.time",
  "funds.record.order",
  "funds.record.type",
  "funds.field.amount",
  "funds.record.status",
] as const;

function formatTime(iso: string): string {
  return formatDateTime(iso, pageLocaleTag());
}

/** The type and status filters: one of the contract's values, or all of them. */
function ChoiceFilter<K extends "type" | "status">({ name, values }: { name: K; values: readonly string[] }) {
  const t = useT();
  const value = useStore($filters)[name];
  return (
    <SelectField
      id={`dw-${name}`}
      label={t(`funds.record.${name}`)}
      value={value}
      onChange={(x) => setFilter(name, x as RecordFilters[K])}
      options={["all", ...values].map((x) => ({ value: x, label: t(runtimeKey(`funds.${name}.${x}`)) }))}
    />
  );
}

/** The first and the last day, in the member's time zone; a problem with the range shows under the last. */
function DayFilter({ name, label, error = null }: { name: "start" | "end"; label: LocaleKey; error?: string | null }) {
  const t = useT();
  const value = useStore($filters)[name];
  return (
    <Field
      id={`dw-${name}`}
      type="date"
      label={t(label)}
      value={value}
      onChange={(x) => setFilter(name, x)}
      error={error}
    />
  );
}

export default function DwRecords({ type, heading = true }: { type?: OrderType; heading?: boolean }) {
  const t = useT();
  const start = useCallback(() => startRecords(type ? { type } : {}), [type]);
  const active = useMemberStart(start);
  const records = useStore($records);
  const filterError = useStore($filterError);
  const member = useStore($member);
  if (!active || !member) return null;
  const pages = records.kind === "ready" ? Math.max(1, Math.ceil(records.data.total / records.data.pageSize)) : 1;
  const caption = records.kind === "ready" ? t("funds.record.caption", { count: records.data.total }) : "";
  return (
    <section className="funds-card" aria-labelledby="records-title">
      <h2 id="records-title" className={heading ? "funds-title" : "sr-only"}>
        {t(type === "withdraw" ? "funds.record.withdrawTitle" : "funds.record.title")}
      </h2>
      <SubmitForm className="funds-filters" onSubmit={() => loadRecords(1)}>
        {!type && <ChoiceFilter name="type" values={ORDER_TYPES} />}
        <ChoiceFilter name="status" values={ORDER_STATUSES} />
        <DayFilter name="start" label="funds.record.from" />
        <DayFilter name="end" label="funds.record.to" error={filterError ? messageText(t, filterError) : null} />
        <button type="submit" className="ui-btn ui-btn--primary funds-filters__go">
          {t("funds.record.search")}
        </button>
      </SubmitForm>
      <p className="funds-muted funds-zone">{t("funds.record.zone")}</p>
      {records.kind === "loading" && <p className="funds-muted">{t("funds.loading")}</p>}
      {records.kind === "error" && <FormError message={records.message} />}
      {records.kind === "ready" && records.data.list.length === 0 && (
        <p className="funds-muted">{t("funds.record.none")}</p>
      )}
      {records.kind === "ready" && records.data.list.length > 0 && (
        // A phone shows each record as a card, the amount and status first (funds.css swaps it for the table).
        <ul className="funds-rcards" role="list" data-testid="dw-cards" aria-label={caption}>
          {records.data.list.map((r) => (
            <li key={r.order_number} className="funds-rcard" data-order={r.order_number}>
              <p className="funds-rcard__top">
                <span className="funds-rcard__amount funds-num">
                  <span className="sr-only">{t("funds.field.amount")}: </span>
                  {formatDecimalMoney(member.currency, r.amount, pageLocaleTag())}
                </span>
                <span className={`funds-status funds-status--${r.status}`}>
                  <span className="sr-only">{t("funds.record.status")}: </span>
                  {t(`funds.status.${r.status}`)}
                </span>
              </p>
              <Facts
                className="funds-rcard__meta"
                items={[
                  { label: t("funds.record.type"), value: t(`funds.type.${r.type}`) },
                  { label: t("funds.record.time"), value: formatTime(r.created_at) },
                  { label: t("funds.record.order"), value: r.order_number, className: "funds-mono" },
                ]}
              />
            </li>
          ))}
        </ul>
      )}
      {records.kind === "ready" && records.data.list.length > 0 && (
        <DataTable
          scrollClass="table-scroll funds-table-wrap"
          className="funds-table"
          testId="dw-records"
          caption={caption}
          columns={COLUMNS.map((c) => t(c))}
        >
          {records.data.list.map((r) => (
            <tr key={r.order_number} data-order={r.order_number}>
              <td>{formatTime(r.created_at)}</td>
              <td className="funds-mono">{r.order_number}</td>
              <td>{t(`funds.type.${r.type}`)}</td>
              <td className="funds-num">{formatDecimalMoney(member.currency, r.amount, pageLocaleTag())}</td>
              <td>
                <span className={`funds-status funds-status--${r.status}`}>{t(`funds.status.${r.status}`)}</span>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {records.kind === "ready" && pages > 1 && (
        <Pager keys={PAGER} page={records.data.page} pages={pages} onPage={(p) => void loadRecords(p)} />
      )}
    </section>
  );
}
