// Browser and server. How the header shows money: the one formatMoney of lib/money (currency
// symbol of spec 000 §9, the currency's minor digits, INR grouped the Indian way).
import type { Currency } from "../../lib/config/constants.ts";
import { formatMoney } from "../../lib/money/index.ts";

/** "₹25,000.00"; null (loading) is the dash of spec 001 §4. */
export function formatBalance(currency: Currency, amount: number | null, locale = "en-US"): string {
  return formatMoney(currency, amount, locale);
}
