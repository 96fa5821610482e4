// Browser. The cash-surplus check (spec 001 §4 after-login refresh).
import { memberCalls } from "../../contract/member.ts";
import { callApi } from "../../lib/api/index.ts";
import type { Currency } from "../../lib/config/constants.ts";

export async function getCashSurplusActive(siteId: number, currency: Currency): Promise<boolean> {
  const res = await callApi(memberCalls.cashSurplusCheck, { site_id: siteId, currency });
  return res.active === 1;
}
