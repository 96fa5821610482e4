// Money at the edge: integers of the minor unit inside, numbers in major units on the wire (contract MoneySchema).
import { CURRENCY_MINOR_DIGITS, isCurrency } from "../src/contract/constants.ts";

function digits(currency: string): number {
  return isCurrency(currency) ? CURRENCY_MINOR_DIGITS[currency] : 2;
}

export function toMajor(minor: number, currency: string): number {
  const d = digits(currency);
  return Number((minor / 10 ** d).toFixed(d));
}

export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** digits(currency));
}
