// Ships to the browser (and tests). The light schema path (src/lib/README.md "The one client"): for the calls a
// page makes before its JavaScript budget allows zod (content pages: 15 KB; the home page before interaction),
// a hand-written parser of the fields the page reads, with the same rules as the zod schema of the call
// (tests/contract/light.test.ts feeds both the same fixtures and asserts the same verdict). No zod import here:
// importing this module must not bring zod into a page.
import { MAX_URL, isAbsoluteUrl, isRelativeUrl } from "./url-rules.ts";

/** A call the light client makes: the contract's path and the parser of its apiResponseData. */
export interface LightCall<T> {
  readonly path: string;
  /** The answer's data as the page reads it, or null when it breaks the contract. */
  readonly parse: (data: unknown) => T | null;
}

function record(data: unknown): Record<string, unknown> | null {
  return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/** OptionalLinkSchema (url.ts): "" or a site path or an https URL, at most MAX_URL characters. */
function optionalLink(v: unknown): v is string {
  return (
    typeof v === "string" && (v === "" || (v.length <= MAX_URL && (isRelativeUrl(v) || isAbsoluteUrl(v, ["https:"]))))
  );
}

// Each call is its own export so that a page bundles only the parsers it calls.
/** siteCalls.siteDetail (site.ts), the customer-service link only (spec 001 §7). */
export const siteDetailLinkCall = {
  path: "/api/arks/web/site/detail",
  parse: (data) => {
    const link = record(data)?.["customer_service_link"];
    return optionalLink(link) ? { customer_service_link: link } : null;
  },
} satisfies LightCall<{ customer_service_link: string }>;

/** promotionsCalls.jackpot (promotions.ts): a finite, non-negative total in major units (spec 000 §3). */
export const jackpotCall = {
  path: "/api/v2/get_jackpot",
  parse: (data) => {
    const total = record(data)?.["jackpot_amount_total"];
    return typeof total === "number" && Number.isFinite(total) && total >= 0 ? { jackpot_amount_total: total } : null;
  },
} satisfies LightCall<{ jackpot_amount_total: number }>;

/** Every light call, for the tests that hold each parser to its zod schema. */
export const lightCalls = { siteDetailLink: siteDetailLinkCall, jackpot: jackpotCall } as const;
