// Ships to server and browser (pure). Money the contract sends in integers of the minor unit (issue 11 records
// and recommend awards) shown without floating-point arithmetic: the digits are moved, never divided.

/**
 * An integer of the minor unit as a decimal string ("-1234.50" for -123450 with 2 digits): digits moved, never
 * divided, so the amount is exact.
 */
export function minorToDecimal(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const sign = minor < 0 ? "-" : "";
  const abs = String(Math.abs(minor));
  if (digits === 0) return sign + abs;
  const padded = abs.padStart(digits + 1, "0");
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/** "₹1,234.50" from 123450 paise; Intl formats the decimal string itself (no float on the way). */
export function formatMinor(minor: number, digits: number, symbol: string, locale: string): string {
  const decimal = minorToDecimal(minor, digits);
  const negative = decimal.startsWith("-");
  const abs = negative ? decimal.slice(1) : decimal;
  let text: string;
  try {
    const nf = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    // Intl accepts a decimal string and formats it exactly (ECMA-402 "Intl.NumberFormat v3").
    text = nf.format(abs as unknown as number);
  } catch {
    text = abs;
  }
  return `${negative ? "−" : ""}${symbol}${text}`;
}
