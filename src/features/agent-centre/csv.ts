// Ships to server and browser (pure). The CSV export of the agent's reports (OperationTable): RFC 4180 text
// with CRLF line ends and a UTF-8 byte-order mark (so a spreadsheet reads Hindi or Tamil headers right), every
// amount an exact decimal in major units with the currency's digits (never a float), and text cells that a
// spreadsheet would run as a formula made inert.
import { minorDigits, minorToDecimal } from "../../lib/money/index.ts";
import type { Currency } from "../../lib/config/constants.ts";

/** A cell: text, a count, or an amount in minor units (written in major units). */
export type CsvCell = string | number | { minor: number };

const NEEDS_QUOTES = /[",\r\n]/;
/** A text a spreadsheet would evaluate ("=HYPERLINK(…)", "@SUM", "+1+2", "-2+3", a leading tab or CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell's text, quoted when it holds a comma, a quote or a line break (quotes doubled, RFC 4180 §2.7). */
export function csvCell(cell: CsvCell, currency: Currency): string {
  let text: string;
  if (typeof cell === "number") {
    if (!Number.isSafeInteger(cell)) throw new RangeError(`csv: a count must be an integer: ${cell}`);
    text = String(cell);
  } else if (typeof cell === "object") {
    text = minorToDecimal(cell.minor, minorDigits(currency));
  } else {
    // OWASP "CSV injection": a leading quote makes the cell text; numbers keep their sign.
    text = FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_BOM = "\uFEFF";

/** The whole file: a header row, then the rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], currency: Currency): string {
  const line = (cells: readonly CsvCell[]) => cells.map((c) => csvCell(c, currency)).join(",");
  return CSV_BOM + [line(header), ...rows.map(line)].map((l) => `${l}\r\n`).join("");
}
