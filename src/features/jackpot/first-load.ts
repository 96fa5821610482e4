// Browser. The jackpot's call before the API client is on the page. The home page's first load carries no
// zod and no API client (DESIGN JS budget, 110 KB gzip before interaction; they come with the account
// machinery on the first interaction, or at once for a stored member). Until then the jackpot asks with a
// plain fetch and checks the answer by hand (jackpotFromEnvelope, the contract's shape); afterwards it goes
// through the API client (api.ts).
import { TIMING } from "../../lib/config/constants.ts";
import { jackpotFromEnvelope } from "./jackpot.ts";

export async function fetchJackpotWithoutClient(currency: string, lang: string): Promise<number> {
  // The spec's client timeout (spec 000 §7): a platform that never answers ends as a failure, not a wait.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMING.requestTimeoutMs);
  try {
    const res = await fetch("/api/v2/get_jackpot", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", lang },
      body: JSON.stringify({ currency }),
      signal: controller.signal,
    });
    const total = jackpotFromEnvelope(await res.json());
    if (total === null) throw new Error("jackpot: unexpected answer");
    return total;
  } finally {
    clearTimeout(timer);
  }
}
