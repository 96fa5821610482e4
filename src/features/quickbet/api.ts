// Browser. The sport quick-bet calls (spec 001 §7): the URL, then whether it may be embedded.
import { gamesCalls } from "../../contract/games.ts";
import type { Currency } from "../../contract/constants.ts";
import { callApi } from "../../lib/api/index.ts";

export async function getQuickBetUrl(input: {
  currency: Currency;
  supportDevice: number;
  domain: string;
  siteId: number;
}): Promise<{ url: string; gpId: string }> {
  const res = await callApi(gamesCalls.sportQuickBetUrl, {
    currency: input.currency,
    support_device: input.supportDevice,
    domain: input.domain,
    site_id: input.siteId,
  });
  return { url: res.detail.url, gpId: res.detail.gp_id };
}

export async function canEmbed(url: string): Promise<boolean> {
  return (await callApi(gamesCalls.checkIframe, { url })).embeddable;
}
