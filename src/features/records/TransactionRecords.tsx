// Island. /user/Transaction: every game round of the member with time, provider, game, bet, win and
// the balance after; filters by date range (the browser's zone), provider and game type; pages; totals over
// every matching round. It renders records.store's state and calls its actions, nothing else.
import { useStore } from "@nanostores/react";
import { useT } from "../../components/ui/i18n.ts";
import { useMemberStart } from "../../components/ui/use-member-start.ts";
import { GAME_TYPES } from "../../lib/config/constants.ts";
import { pageLocaleTag } from "../../lib/boot/boot.ts";
import { formatMinorMoney } from "../../lib/money/index.ts";
import { formatDateTime } from "../../lib/i18n/date-time.ts";
import { RECORDS_PAGE_SIZE, type GameRecordsResponse } from "../../contract/records.ts";
import { netResult, pageCount } from "./records.ts";
import type { Filters } from "./records.machine.ts";
import { $records, editRecordFilter, goToRecordsPage, searchRecords, startRecords } from "./records.store.ts";
import "./records.css";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import FormError from "../../components/ui/FormError.tsx";
import { SelectField } from "../../components/ui/Field.tsx";
import TitledSection from "../../components/ui/TitledSection.tsx";
import DataTable from "../../components/ui/DataTable.tsx";
import Pager from "../../components/ui/Pager.tsx";
import Facts from "../../components/ui/Facts.tsx";
import SubmitForm from "../../components/ui/SubmitForm.tsx";

// The two ends of the date range: same field, one bound each, neither past the other; a range error marks both.
function DateBound({ bound, filters, invalid }: { bound: "from" | "to"; filters: Filters; invalid: boolean }) {
  const t = useT();
  return (
    <div className={`ui-field${invalid ? " ui-field--error" : ""}`}>
      <label className="ui-field__label" htmlFor={`records-${bound}`}>
        {t(bound === "from" ? "records.from" : "records.to")}
      </label>
      <input
        id={`records-${bound}`}
        className="ui-field__input"
        type="date"
        value={filters[bound]}
        min={bound === "to" ? filters.from || undefined : undefined}
        max={bound === "from" ? filters.to || undefined : undefined}
        onChange={(e) => editRecordFilter(bound, e.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? "records-range-error" : "records-zone"}
      />
    </div>
  );
}

const CHOICES = {
  gpId: { id: "records-provider", label: "records.provider" },
  gameType: { id: "records-type", label: "records.gameType" },
} as const;

// The provider and game-type filters: one of the choices, or all ("").
function ChoiceFilter(props: {
  field: keyof typeof CHOICES;
  value: string;
  choices: readonly { value: string; label: string }[];
}) {
  const t = useT();
  const { id, label } = CHOICES[props.field];
  return (
    <SelectField
      id={id}
      label={t(label)}
      value={props.value}
      onChange={(x) => editRecordFilter(props.field, x)}
      options={[{ value: "", label: t("records.all") }, ...props.choices]}
    />
  );
}

const COLUMNS = [
  "records.time",
  "records.provider",
  "records.game",
  "records.bet",
  "records.win",
  "records.balanceAfter",
] as const;

export default function TransactionRecords() {
  const t = useT();
  const state = useStore($records);
  const active = useMemberStart(startRecords);
  if (!active) return null;

  const locale = pageLocaleTag();
  const { filters, status } = state;
  const data: GameRecordsResponse | null = status.kind === "loaded" ? status.data : null;
  const money = (minor: number) => (data ? formatMinorMoney(data.currency, minor, locale) : "");
  const when = (iso: string) => formatDateTime(iso, locale, "second");
  const pages = data ? pageCount(data.total_count, RECORDS_PAGE_SIZE) : 1;
  const page = status.kind === "idle" ? 1 : status.page;
  const rangeError = state.rangeError ? t(state.rangeError) : null;

  return (
    <TitledSection id="records-filters-title" title={t("records.filters")} className="records" titleClassName="sr-only">
      <SubmitForm className="records-filters" onSubmit={searchRecords}>
        <DateBound bound="from" filters={filters} invalid={rangeError !== null} />
        <DateBound bound="to" filters={filters} invalid={rangeError !== null} />
        <ChoiceFilter
          field="gpId"
          value={filters.gpId}
          choices={(data?.providers ?? lastProviders).map((p) => ({ value: p.gp_id, label: p.gp_name }))}
        />
        <ChoiceFilter
          field="gameType"
          value={filters.gameType}
          choices={GAME_TYPES.map((g) => ({ value: String(g.gtId), label: t(runtimeKey(`gameType.${g.gtId}.abbr`)) }))}
        />
        <button type="submit" className="ui-btn ui-btn--primary records-search" disabled={status.kind === "loading"}>
          {t("records.search")}
        </button>
      </SubmitForm>
      {rangeError ? (
        <p id="records-range-error" className="ui-field__error" role="alert">
          {rangeError}
        </p>
      ) : (
        <p id="records-zone" className="records-zone">
          {t("records.zone", { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
        </p>
      )}

      <div aria-live="polite" aria-busy={status.kind === "loading"}>
        {status.kind === "loading" && <p className="records-note">{t("records.loading")}</p>}
        {status.kind === "failed" && <FormError message={status.message} />}
        {data && (
          <>
            <Facts
              className="report-totals records-totals"
              testId="records-totals"
              items={[
                { label: t("records.rounds"), value: data.total_count },
                { label: t("records.totalBet"), value: money(data.totals.bet) },
                { label: t("records.totalWin"), value: money(data.totals.win) },
                { label: t("records.net"), value: money(netResult(data.totals)) },
              ]}
            />
            {data.list.length === 0 ? (
              <p className="records-note">{t("records.empty")}</p>
            ) : (
              <DataTable
                scrollClass="table-scroll"
                className="records-table"
                cards
                caption={t("records.caption")}
                columns={COLUMNS.map((c) => t(c))}
              >
                {data.list.map((r) => (
                  <tr key={r.id}>
                    <td data-label={t("records.time")}>
                      <time dateTime={r.at}>{when(r.at)}</time>
                    </td>
                    <td data-label={t("records.provider")}>{r.gp_name}</td>
                    <td data-label={t("records.game")}>
                      {r.game_name ?? t(runtimeKey(`gameType.${r.game_type}.abbr`))}
                    </td>
                    <td data-label={t("records.bet")} className="num">
                      {money(r.bet)}
                    </td>
                    <td data-label={t("records.win")} className="num">
                      {money(r.win)}
                    </td>
                    <td data-label={t("records.balanceAfter")} className="num">
                      {money(r.balance_after)}
                    </td>
                  </tr>
                ))}
              </DataTable>
            )}
          </>
        )}
      </div>
      {state.asked && (
        <Pager
          className="records-pages"
          page={page}
          pages={pages}
          busy={status.kind === "loading"}
          onPage={goToRecordsPage}
        />
      )}
    </TitledSection>
  );
}

/** Before the first answer the provider list is empty: "all providers" only. */
const lastProviders: GameRecordsResponse["providers"] = [];
