// Island pieces. The one report table of the agent centre (DownlineInfo, OperationTable, StratifiedTable, the
// transfer log): a keyboard-scrollable region named by the table's caption, a header row from the columns, a row
// per item (one column may head the row) and an optional totals row; every cell carries its column's label
// (data-label: on a phone the lists become cards) and key (data-col). Also the report's result area (skeleton,
// failure with its retry, the data), its filter bar, and the page around them (the agent gate, the heading, the
// period), which every centre page had written out for itself.
import { useStore } from "@nanostores/react";
import type { ReadableAtom } from "nanostores";
import type { ReactNode } from "react";
import { isBusy, loadedData, type Load } from "../../lib/load/index.ts";
import { runtimeKey } from "../../lib/i18n/keys.ts";
import SubmitForm from "../../components/ui/SubmitForm.tsx";
import { useT } from "../../components/ui/i18n.ts";
import { Failed, Pager, Skeleton, type PagerProps } from "./parts.tsx";
import PeriodPicker from "./PeriodPicker.tsx";
import { useAgentStart } from "./use-agent-start.ts";

export interface ReportColumn<R> {
  key: string;
  /** The header text, and each cell's data-label. */
  label: string;
  /** Right-aligned figures. */
  num?: boolean;
  /** This column heads its row (<th scope="row">). */
  rowHeader?: boolean;
  cell: (row: R) => ReactNode;
  /** The totals row's cell (the row-header column's is the totals label). */
  foot?: ReactNode;
  /** A test id on the totals cell. */
  footTestId?: string;
}

export interface ReportTableProps<R> {
  /** The table's stem: `${id}-caption` names the region, `${id}-table` and `${id}-totals` are its test ids. */
  id: string;
  caption: string;
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** A wide report scrolls sideways on a phone; a list (not wide) becomes cards. */
  wide?: boolean;
  /** Renders the totals row (each column's `foot`). */
  totals?: boolean;
  /** Said instead of the table when there are no rows. */
  empty?: string;
  /** A list in pages: the pager under it. */
  pages?: PagerProps;
}

export function ReportTable<R>({
  id,
  caption,
  columns,
  rows,
  rowKey,
  wide,
  totals,
  empty,
  pages,
}: ReportTableProps<R>) {
  const captionId = `${id}-caption`;
  const table =
    empty !== undefined && rows.length === 0 ? (
      <p className="ac-note">{empty}</p>
    ) : (
      <div className="ac-scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className={`ac-table${wide ? " ac-table--wide" : ""}`} data-testid={`${id}-table`}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.num ? "num" : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={rowKey(r)}>{columns.map((c) => cellOf(c, c.cell(r)))}</tr>
            ))}
          </tbody>
          {totals && (
            <tfoot>
              <tr data-testid={`${id}-totals`}>{columns.map((c) => cellOf(c, c.foot, c.footTestId))}</tr>
            </tfoot>
          )}
        </table>
      </div>
    );
  return (
    <>
      {table}
      {pages && <Pager {...pages} />}
    </>
  );
}

function cellOf<R>(c: ReportColumn<R>, content: ReactNode, testId?: string) {
  const common = {
    key: c.key,
    "data-label": c.label,
    "data-col": c.key,
    "data-testid": testId,
    className: c.num ? "num" : undefined,
  };
  return c.rowHeader ? (
    <th scope="row" {...common}>
      {content}
    </th>
  ) : (
    <td {...common}>{content}</td>
  );
}

/**
 * A report's result area: announced politely and busy while a request runs; the skeleton before the first answer,
 * the failure with its retry, else `children` with the data (kept on screen during a refresh).
 */
export function ReportResult<T>({
  store,
  retry,
  rows,
  children,
}: {
  store: ReadableAtom<Load<T>>;
  retry: () => unknown;
  rows?: number;
  children: (data: T, busy: boolean) => ReactNode;
}) {
  const t = useT();
  const load = useStore(store);
  const data = loadedData(load);
  const busy = isBusy(load);
  return (
    <div className="ac-result" aria-live="polite" aria-busy={busy}>
      {load.kind === "loading" && <Skeleton label={t("agentCentre.loading")} {...(rows ? { rows } : {})} />}
      {load.kind === "error" && <Failed message={load.message} retry={() => void retry()} />}
      {data !== undefined && children(data, busy)}
    </div>
  );
}

/** The filters above a report: a row of fields (a bar: one field and an action); a form when it has a submit. */
export function FilterBar({ children, bar, onSubmit }: { children: ReactNode; bar?: boolean; onSubmit?: () => void }) {
  const className = `ac-filters${bar ? " ac-filters--bar" : ""}`;
  if (!onSubmit) return <div className={className}>{children}</div>;
  return (
    <SubmitForm className={className} onSubmit={onSubmit}>
      {children}
    </SubmitForm>
  );
}

/**
 * A centre report page: a skeleton until the role is "agent" and `start` has run (useAgentStart), then the
 * section named by the menu entry (spec 001 §2), the period picker when the page has one, and `children`.
 */
export function CentrePage({
  menu,
  start,
  period,
  className,
  children,
}: {
  menu: "DownlineInfo" | "OperationTable" | "StratifiedTable" | "Transfer" | "PerformanceSettlement";
  start: () => void | (() => void);
  /** The period picker's id prefix; none: the page has no picker of its own. */
  period?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const active = useAgentStart(start);
  if (!active) return <Skeleton label={t("agentCentre.loading")} />;
  const titleId = `ac-${menu}-title`;
  return (
    <section className={`ac-page${className ? ` ${className}` : ""}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="sr-only">
        {t(runtimeKey(`proxy.menu.${menu}`))}
      </h2>
      {period && <PeriodPicker idPrefix={period} />}
      {children}
    </section>
  );
}
