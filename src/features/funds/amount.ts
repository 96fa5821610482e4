// Ships to server and browser (pure). How the funds pages show an amount the platform sent as decimal text
// ("2500.00", src/contract/funds.ts): the currency symbol and grouping of the member's language (INR groups in
// lakhs: ₹1,00,000.00). Intl formats the text itself (a string numeric literal), so no float ever carries it.
import { CURRENCY_MINOR_DIGITS, CURRENCY_SYMBOLS, type Currency } from "../../lib/config/constants.ts";

/** "en_US" → "en-US"; INR always groups the Indian way. */
export function numberLocale(lang: string, currency: Currency): string {
  if (currency === "INR")
    return lang === "hi_IN" || lang === "ta_IN" || lang === "bn_BD" ? lang.replace("_", "-") : "en-IN";
  return lang.replace("_", "-");
}

export function formatAmount(text: string, currency: Currency, lang: string): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  try {
    const f = new Intl.NumberFormat(numberLocale(lang, currency), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      numberingSystem: "latn",
    });
    // Intl.NumberFormat takes a decimal string exactly (ES2023); the cast names that overload.
    return CURRENCY_SYMBOLS[currency] + f.format(text as unknown as number);
  } catch {
    return `${CURRENCY_SYMBOLS[currency]}${text}`;
  }
}
