// Server only. The catalogue's reads while a page renders (issue 9 "Pages": first paint already shows the
// games), through serverCall: public calls only, cached for a minute, null when the platform does not answer
// (the page then shows its error state with Retry, issue 8 fault gate).
// The calls and the contracts are imported on first use: index.ts is also the slot list's island entry, and
// static imports here put serverCall, the contracts and zod (≈ 28 KB gzip) into its first load (issue 9 bench).
import type { GameItem, GameType } from "../../contract/games.ts";
import type { CallOutcome, RenderBudget } from "../../lib/api/server-call.ts";
import { SUPPORT_DEVICE_IDS, resolveMobileTemplate, type Currency } from "../../lib/config/constants.ts";
import { CATALOGUE_TTL_MS } from "./constants.ts";

const calls = async () => {
  const [{ serverCall, serverCallOutcome }, { gamesCalls }, { siteCalls }] = await Promise.all([
    import("../../lib/api/server-call.ts"),
    import("../../contract/games.ts"),
    import("../../contract/site.ts"),
  ]);
  return { serverCall, serverCallOutcome, gamesCalls, siteCalls };
};

export interface CatalogueContext {
  lang: string;
  currency: Currency;
  device: "desktop" | "mobile";
  config: { siteId: number };
  /** The page render's budget for platform calls (renderBudget(Astro.request)); none: each call's own timeout. */
  budget?: RenderBudget;
}

const callOpts = (c: CatalogueContext) => ({
  lang: c.lang,
  ttlMs: CATALOGUE_TTL_MS,
  ...(c.budget ? { budget: c.budget } : {}),
});

/** support_device / device of spec 000 §7 (second client-type map of §9). */
export const supportDevice = (c: CatalogueContext): number => SUPPORT_DEVICE_IDS[c.device];

/** The site's template for the layout (desktop template, or the mobile template's alias, spec 000 §9). */
export async function loadTemplate(c: CatalogueContext): Promise<string> {
  const { serverCall, siteCalls } = await calls();
  const cfg = await serverCall(siteCalls.templateConfig, { site_id: c.config.siteId }, callOpts(c));
  if (!cfg) return "site01";
  return c.device === "desktop" ? cfg.template : resolveMobileTemplate(cfg.mobile_template);
}

export async function loadGameTypes(c: CatalogueContext): Promise<GameType[] | null> {
  const template = await loadTemplate(c);
  const { serverCall, gamesCalls } = await calls();
  const res = await serverCall(
    gamesCalls.gameList,
    { currency: c.currency, site_id: c.config.siteId, support_device: supportDevice(c), template },
    callOpts(c),
  );
  return res?.data ?? null;
}

type ProviderGames = { list: GameItem[]; main: { key: string; name: string }[] };

/** One provider's games (/v2/game_label); null when they could not be had (see loadProviderGamesOutcome). */
export async function loadProviderGames(
  c: CatalogueContext,
  gpId: string,
  gtId: number,
  house: number,
): Promise<ProviderGames | null> {
  const outcome = await loadProviderGamesOutcome(c, gpId, gtId, house);
  return outcome.kind === "ok" ? outcome.value : null;
}

/**
 * One provider's games, or why not: the platform refused (a provider that is not available, spec 000 §8 code
 * 102), could not be reached, or did not answer within the page's budget.
 */
export async function loadProviderGamesOutcome(
  c: CatalogueContext,
  gpId: string,
  gtId: number,
  house: number,
): Promise<CallOutcome<ProviderGames>> {
  const { serverCallOutcome, gamesCalls } = await calls();
  return serverCallOutcome(
    gamesCalls.gameLabel,
    {
      site_id: c.config.siteId,
      currency: c.currency,
      device: supportDevice(c),
      gp_id: gpId,
      house,
      game_type_id: gtId,
    },
    callOpts(c),
  );
}

export async function loadTagGames(c: CatalogueContext, tag: "hot" | "new", gtId: number): Promise<GameItem[] | null> {
  const { serverCall, gamesCalls } = await calls();
  const res = await serverCall(
    gamesCalls.tagGameList,
    { site_id: c.config.siteId, currency: c.currency, support_device: supportDevice(c), tag, gt_id: gtId },
    callOpts(c),
  );
  return res ? (res.info[tag]?.game_list ?? []) : null;
}
