// Browser. The jackpot's call (spec 000 §3 /v2/get_jackpot) through the one API client and the contract. The
// store imports this module lazily: the client and the contract's zod stay out of the home page's first load.
import { promotionsCalls } from "../../contract/promotions.ts";
import { callApi } from "../../lib/api/index.ts";
import type { Currency } from "../../lib/config/constants.ts";

/** The jackpot total in a currency (major units), in the page's language. */
export async function getJackpot(currency: Currency, lang: string): Promise<number> {
  const res = await callApi(promotionsCalls.jackpot, { currency }, { headers: { lang } });
  return res.jackpot_amount_total;
}
