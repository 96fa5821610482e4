// Browser. The jackpot's call before the full API client is on the page. The home page's first load carries no
// zod and no ofetch (DESIGN JS budget, 110 KB gzip before interaction; they come with the account machinery on
// the first interaction, or at once for a stored member). Until then the jackpot asks through the client's light
// path (lib/api/light.ts) with the contract's light parser; afterwards through the full client (api.ts).
import { jackpotCall } from "../../contract/light.ts";
import { callLight } from "../../lib/api/light.ts";

export async function fetchJackpotWithoutClient(currency: string, lang: string): Promise<number> {
  return (await callLight(jackpotCall, { currency }, { lang })).jackpot_amount_total;
}
