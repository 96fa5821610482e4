// Browser. The home page's jackpot (spec 000 §3): the total of the member's currency (the page's for a
// visitor), read at start, again when the member's currency changes, and every minute while the page is
// visible. A failed refresh keeps the last figure; a failed first load is an error the page shows with Retry
// (jackpotAfterLoad); an answer for a currency no longer shown is dropped.
// `startJackpotStore` returns the cleanup that removes the $member listener and the interval, and `retry`.
import { atom } from "nanostores";
import type { Currency } from "../../lib/config/constants.ts";
import { $member, $sessionReady } from "../../lib/session/session.atoms.ts";
import { fetchJackpotWithoutClient } from "./first-load.ts";
import { jackpotAfterLoad } from "./jackpot.ts";

export const JACKPOT_REFRESH_MS = 60_000;

export type JackpotState =
  | { kind: "loading"; currency: Currency }
  | { kind: "ready"; currency: Currency; total: number }
  | { kind: "error"; currency: Currency };

export const $jackpot = atom<JackpotState | null>(null);

export interface JackpotOptions {
  /** The page's currency (boot), for a visitor. */
  siteCurrency: Currency;
  lang: string;
  /** The call; by default the API client once the account machinery brought it (see first-load.ts). */
  fetchTotal?: (currency: Currency, lang: string) => Promise<number>;
  isVisible?: () => boolean;
  refreshMs?: number;
}

/**
 * Through the API client and the contract (api.ts) once the session has started — the client and zod are on
 * the page then, so the import adds a tiny chunk; before that (a visitor who has not interacted yet) a plain
 * fetch, so the home page's first load stays within its budget.
 */
export async function fetchJackpotTotal(currency: Currency, lang: string): Promise<number> {
  if (!$sessionReady.get()) return fetchJackpotWithoutClient(currency, lang);
  return (await import("./api.ts")).getJackpot(currency, lang);
}

export function startJackpotStore(options: JackpotOptions): { stop: () => void; retry: () => Promise<void> } {
  const fetchTotal = options.fetchTotal ?? fetchJackpotTotal;
  const isVisible = options.isVisible ?? (() => document.visibilityState === "visible");
  const currency = (): Currency => $member.get()?.currency ?? options.siteCurrency;
  let latest = 0;
  let stopped = false;

  const load = async () => {
    const c = currency();
    const seq = ++latest;
    const shown = $jackpot.get();
    if (!shown || shown.currency !== c) $jackpot.set({ kind: "loading", currency: c });
    let total: number | null;
    try {
      total = await fetchTotal(c, options.lang);
    } catch {
      total = null; // offline, refused, timed out or a broken answer
    }
    if (stopped || seq !== latest) return; // a newer request (another currency, a retry) answers instead
    const now = $jackpot.get();
    const kind = now?.currency === c ? now.kind : "loading";
    if (total !== null) $jackpot.set({ kind: "ready", currency: c, total });
    else if (jackpotAfterLoad(kind, null) === "error") $jackpot.set({ kind: "error", currency: c });
    // else: a failed refresh keeps the figure shown; the next refresh tries again
  };

  void load();
  const unlisten = $member.listen((m) => {
    if ((m?.currency ?? options.siteCurrency) !== $jackpot.get()?.currency) void load();
  });
  const timer = setInterval(() => {
    if (isVisible()) void load();
  }, options.refreshMs ?? JACKPOT_REFRESH_MS);

  return {
    stop: () => {
      stopped = true;
      unlisten();
      clearInterval(timer);
    },
    retry: load,
  };
}
