// Browser and server. How the header shows money: the currency symbol and the amount with the currency's minor digits.
import { CURRENCY_MINOR_DIGITS, CURRENCY_SYMBOLS, type Currency } from "../../lib/config/constants.ts";

/** "₹25,000.00"; null (loading) is the dash of spec 001 §4. */
export function formatBalance(currency: Currency, amount: number | null, locale = "en-US"): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  if (amount === null) return `${symbol} –`;
  const digits = CURRENCY_MINOR_DIGITS[currency];
  try {
    return (
      symbol +
      new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount)
    );
  } catch {
    return symbol + amount.toFixed(digits);
  }
}
