// Ships to server and browser (pure). Money on the site (spec 000 §3, §9; "Money rules"): amounts travel
// as the contract's MoneySchema (numbers in major units); any arithmetic is done in integers of the currency's
// minor unit (CURRENCY_MINOR_DIGITS), never in floating point; one formatMoney shows an amount everywhere.
import { CURRENCY_MINOR_DIGITS, CURRENCY_SYMBOLS, type Currency } from "../config/constants.ts";

/** Digits after the decimal point of a currency (INR 2, JPY 0, VND 0 …). */
export function minorDigits(currency: Currency): number {
  return CURRENCY_MINOR_DIGITS[currency];
}

/**
 * A major-unit amount as an integer of the minor unit: 1234.56 INR → 123456. The decimal shift is done on the
 * number's text ("1234.56e2"), so 1.005 gives 101 and 0.1 + 0.2 style errors never reach the integer.
 * Throws on a value that is not a finite number or too large to count exactly.
 */
export function toMinor(amount: number, currency: Currency): number {
  if (!Number.isFinite(amount)) throw new RangeError(`toMinor: not a finite amount: ${amount}`);
  const d = minorDigits(currency);
  const text = String(amount);
  const shifted = text.includes("e") ? amount * 10 ** d : Number(`${text}e${d}`);
  const minor = Math.round(shifted);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`toMinor: amount too large: ${amount}`);
  return minor === 0 ? 0 : minor; // no -0
}

/** An integer of the minor unit back to the contract's major-unit number: 123456 INR → 1234.56. */
export function fromMinor(minor: number, currency: Currency): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`fromMinor: not an integer of the minor unit: ${minor}`);
  const d = minorDigits(currency);
  const value = d === 0 ? minor : Number(`${minor}e-${d}`);
  return value === 0 ? 0 : value;
}

/** The sum of major-unit amounts, added as integers of the minor unit (0.1 + 0.2 is 0.3). In minor units. */
export function sumMinor(amounts: readonly number[], currency: Currency): number {
  let total = 0;
  for (const a of amounts) total += toMinor(a, currency);
  return total;
}

/** The sum of major-unit amounts, as a major-unit number (exact to the currency's digits). */
export function sumMoney(amounts: readonly number[], currency: Currency): number {
  return fromMinor(sumMinor(amounts, currency), currency);
}

/** Whether two major-unit amounts are the same money (equal in minor units). */
export function sameMoney(a: number, b: number, currency: Currency): boolean {
  return toMinor(a, currency) === toMinor(b, currency);
}

/**
 * The number locale for a currency shown in a language: INR always groups the Indian way (1,00,000.00 — lakh
 * and crore), whatever the page language; other currencies follow the page language's separators.
 * Digits are always Latin (bn-BD or my-MM would otherwise write money in their own digits).
 */
function numberLocale(currency: Currency, locale: string): string {
  return currency === "INR" ? "en-IN" : locale;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: Currency, locale: string): Intl.NumberFormat {
  const d = minorDigits(currency);
  const key = `${currency}|${locale}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(numberLocale(currency, locale), {
        minimumFractionDigits: d,
        maximumFractionDigits: d,
        numberingSystem: "latn",
      });
    } catch {
      f = new Intl.NumberFormat("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });
    }
    formatters.set(key, f);
  }
  return f;
}

/** The text shown while an amount is loading (spec 001 §4 "a dash while loading"). */
export const MONEY_DASH = "–";

/**
 * An exact decimal string ("-1234.50") shown for people: the currency symbol of spec 000 §9 and the digits
 * grouped for the language (INR: ₹1,00,000.00; JPY: ¥1,234; VND in vi-VN: ₫1.234.567); a negative amount reads
 * "-₹12.00". Intl formats the string itself (ECMA-402 NumberFormat v3), so no float ever carries the amount.
 */
function formatDecimal(currency: Currency, decimal: string, locale: string): string {
  const negative = decimal.startsWith("-");
  const abs = negative ? decimal.slice(1) : decimal;
  let text: string;
  try {
    text = formatter(currency, locale).format(abs as unknown as number);
  } catch {
    text = abs;
  }
  return `${negative ? "-" : ""}${CURRENCY_SYMBOLS[currency]}${text}`;
}

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

/**
 * An amount in major units for people (see formatDecimal). `null` (loading) is the symbol and a dash.
 * `locale` is a BCP 47 tag (en-US, hi-IN …).
 */
export function formatMoney(currency: Currency, amount: number | null, locale = "en-US"): string {
  if (amount === null || !Number.isFinite(amount)) return `${CURRENCY_SYMBOLS[currency]} ${MONEY_DASH}`;
  // Through the minor unit so the shown digits are the integer's, never a binary fraction's.
  return formatMinorMoney(currency, toMinor(amount, currency), locale);
}

/** An integer of the minor unit for people (records and awards the contract sends in minor units). */
export function formatMinorMoney(currency: Currency, minor: number, locale = "en-US"): string {
  return formatDecimal(currency, minorToDecimal(minor, minorDigits(currency)), locale);
}

/** A decimal text the contract sends ("2500.00", src/contract/funds.ts) for people; a malformed text as it is. */
export function formatDecimalMoney(currency: Currency, text: string, locale = "en-US"): string {
  return /^-?\d+(\.\d+)?$/.test(text) ? formatDecimal(currency, text, locale) : `${CURRENCY_SYMBOLS[currency]}${text}`;
}
