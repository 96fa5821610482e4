// Island piece. A table of rows with a header of column names (global.css .data-table): `scrollClass` wraps it in
// a box that scrolls sideways on its own; `cards` turns each row into a card on a phone, whose cells then need a
// data-label. The caller renders the rows.
import type { ReactNode } from "react";

export interface DataTableProps {
  /** The column headings, in order. */
  columns: readonly string[];
  /** Names the table for a screen reader (a visually hidden caption). */
  caption?: string;
  /** More classes for the table (beside .data-table). */
  className?: string;
  /** A class for a wrapping box that scrolls sideways; none, no box. */
  scrollClass?: string;
  cards?: boolean;
  testId?: string;
  children: ReactNode;
}

export default function DataTable({
  columns,
  caption,
  className,
  scrollClass,
  cards,
  testId,
  children,
}: DataTableProps) {
  const classes = ["data-table", cards ? "data-table--cards" : "", className ?? ""].filter(Boolean).join(" ");
  const table = (
    <table className={classes} {...(testId ? { "data-testid": testId } : {})}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th scope="col" key={c}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return scrollClass ? <div className={scrollClass}>{table}</div> : table;
}
