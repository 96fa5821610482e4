// Browser. The site-wide search's call (search_catalogue, our extension) through the one API client; part of the
// island's chunk, loaded on the first use of a search control, never with the page.
import { gamesCalls } from "../../contract/games.ts";
import { callApi, isApiError } from "../../lib/api/index.ts";
import type { Currency } from "../../lib/config/constants.ts";
import type { SearchFailure } from "./search.machine.ts";
import type { SearchAnswer } from "./results.ts";

export interface SearchContext {
  siteId: number;
  currency: Currency;
  /** The client type id of spec 000 §9 (desktop 1, mobile 2). */
  device: number;
}

export async function searchCatalogue(c: SearchContext, keyword: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return callApi(
    gamesCalls.searchCatalogue,
    { site_id: c.siteId, currency: c.currency, support_device: c.device, keyword },
    signal ? { signal } : {},
  );
}

/** A refused keyword (the contract's input error 422) is the member's to change; anything else is ours. */
export function failureOf(error: unknown): SearchFailure {
  return isApiError(error) && error.kind === "platform" && error.code === 422 ? "input" : "unavailable";
}
