// Browser. An amount credited to the signed-in member (a red envelope, a sign-in bonus), for people: the one
// formatMoney of lib/money with the member's currency (the site's before the member is known) and the page's
// language, so "₹1,00,000.00" reads as the header's balance does (spec 000 §9 symbols).
import { pageLocaleTag, readBoot } from "../boot/boot.ts";
import type { Currency } from "../config/constants.ts";
import { formatMoney } from "./index.ts";
import { $member } from "../session/session.atoms.ts";

export function memberMoney(amount: number): string {
  const currency: Currency = $member.get()?.currency ?? readBoot().currency;
  return formatMoney(currency, amount, pageLocaleTag());
}
