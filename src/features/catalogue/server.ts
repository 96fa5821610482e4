// Server only. The catalogue's reads while a page renders ("Pages": first paint already shows the
// games), through serverCall: public calls only, cached for a minute, null when the platform does not answer
// (the page then shows its error state with Retry fault gate).
// The calls and the contracts are imported on first use: index.ts is also the slot list's island entry, and
// static imports here put serverCall, the contracts and zod (≈ 28 KB gzip) into its first load (bench).
import { runtimeKey } from "../../lib/i18n/keys.ts";
import type { GameItem, GameType } from "../../contract/games.ts";
import type { CallOutcome, RenderBudget } from "../../lib/api/server-call.ts";
import { SUPPORT_DEVICE_IDS, resolveMobileTemplate, type Currency } from "../../lib/config/constants.ts";
import type { ProviderQuery } from "./api.ts";
import { CATALOGUE_TTL_MS, isDemoProvider } from "./constants.ts";
import { topProviderNames } from "./description.ts";
import { packGames } from "./game-pack.ts";
import { toGameView, type GameView } from "./game-view.ts";
import { slotPageView, type SlotPageView } from "./slot-page.ts";

const loadCalls = async () => {
  const [{ serverCall, serverCallOutcome }, { gamesCalls }, { siteCalls }] = await Promise.all([
    import("../../lib/api/server-call.ts"),
    import("../../contract/games.ts"),
    import("../../contract/site.ts"),
  ]);
  return { serverCall, serverCallOutcome, gamesCalls, siteCalls };
};
// Imported once: a dynamic import of a loaded module still goes through the module loader on every call (profiled
// with the page cache off: about 1% of a home render, for two calls).
let loadedCalls: ReturnType<typeof loadCalls> | undefined;
const calls = () => {
  loadedCalls ??= loadCalls().catch((e: unknown) => {
    loadedCalls = undefined;
    throw e;
  });
  return loadedCalls;
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

const NO_GAMES: GameItem[] = [];

export async function loadTagGames(c: CatalogueContext, tag: "hot" | "new", gtId: number): Promise<GameItem[] | null> {
  const { serverCall, gamesCalls } = await calls();
  const res = await serverCall(
    gamesCalls.tagGameList,
    { site_id: c.config.siteId, currency: c.currency, support_device: supportDevice(c), tag, gt_id: gtId },
    callOpts(c),
  );
  // No list for the tag: the same empty list each time (the home view is kept while its answers are the same).
  return res ? (res.info[tag]?.game_list ?? NO_GAMES) : null;
}

/** What /slotgame shows (spec 000 §2, §3): the provider's games, its hall's name and providers, the template. */
export interface SlotPage {
  gpId: string;
  gtId: number;
  house: number;
  view: SlotPageView;
  /** The provider's games packed for the slot list island (game-pack.ts); null when there are none to show. */
  games: { packed: string; main: { key: string; name: string }[] } | null;
  template: string;
  hallName: string;
  /** The provider's name when the platform gave it: never the raw code (GPEA) as a heading. */
  providerName: string | undefined;
  /** The game types came too late for this render's budget: the title is a skeleton that fills. */
  titleLate: boolean;
  late: boolean;
  description: string | undefined;
  query: ProviderQuery;
  demoCapable: boolean;
}

/** /slotgame?gt_id&gp_id&house: the query is cleaned here (it is the visitor's input), then the platform asked. */
export async function loadSlotPage(locals: App.Locals, url: URL, request: Request): Promise<SlotPage> {
  const { t, lang, currency, device, config } = locals;
  const q = url.searchParams;
  const gpId = (q.get("gp_id") ?? "").replace(/[^A-Za-z0-9]/g, "").slice(0, 8);
  const gtId = Number((q.get("gt_id") ?? "2").replace(/\D/g, "").slice(0, 1) || "2");
  const house = Number((q.get("house") ?? "0").replace(/\D/g, "").slice(0, 1) || "0");
  const { renderBudget } = await import("../../lib/api/budget.ts");
  // One budget for every platform call of this render (src/lib/api/budget.ts): past it, skeletons that fill.
  const budget = renderBudget(request);
  const ctx: CatalogueContext = { lang, currency, device, config, budget };
  const valid = /^GP[A-Z0-9]{2,6}$/.test(gpId) && gtId >= 2 && gtId <= 9;
  const [types, outcome, template] = valid
    ? await Promise.all([loadGameTypes(ctx), loadProviderGamesOutcome(ctx, gpId, gtId, house), loadTemplate(ctx)])
    : [null, { kind: "failed" } as const, "site01"];
  const hall = types?.find((g) => g.gt_id === gtId);
  const providers = hall?.gp_list ?? [];
  const provider = providers.find((p) => p.gp_id === gpId);
  const hallName = t(runtimeKey(`gameType.${gtId}.hall`));
  const described = topProviderNames(providers);
  return {
    gpId,
    gtId,
    house,
    view: slotPageView({ valid, games: outcome.kind, listed: hall ? provider !== undefined : null }),
    games:
      outcome.kind === "ok"
        ? { packed: packGames(outcome.value.list.map((g) => toGameView(g, lang))), main: outcome.value.main }
        : null,
    template,
    hallName,
    providerName: provider ? provider.i18n_name[lang] || provider.gp_name : undefined,
    titleLate: budget.late && !types,
    late: budget.late,
    description:
      described.length > 0
        ? t("catalogue.description", { providers: described.join(", "), gtName: hallName })
        : undefined,
    query: { siteId: config.siteId, currency, device: supportDevice(ctx), gpId, gtId, house },
    demoCapable: isDemoProvider(gpId),
  };
}

/** What /gameRoom shows (spec 000 §2): one slot provider's games as rooms; rooms null when they could not be had. */
export interface GameRoomPage {
  valid: boolean;
  providerName: string;
  rooms: GameView[] | null;
}

export async function loadGameRoom(locals: App.Locals, url: URL, request: Request): Promise<GameRoomPage> {
  const { lang, currency, device, config } = locals;
  const q = url.searchParams;
  const gpId = (q.get("gp_id") ?? "").replace(/[^A-Za-z0-9]/g, "").slice(0, 8);
  const house = Number((q.get("house") ?? "0").replace(/\D/g, "").slice(0, 1) || "0");
  const { renderBudget } = await import("../../lib/api/budget.ts");
  // Within the render's budget: a platform too slow for it reads as not answering here (an error with Retry).
  const ctx: CatalogueContext = { lang, currency, device, config, budget: renderBudget(request) };
  const valid = /^GP[A-Z0-9]{2,6}$/.test(gpId);
  const [types, games] = valid
    ? await Promise.all([loadGameTypes(ctx), loadProviderGames(ctx, gpId, 2, house)])
    : [null, null];
  const provider = types?.find((g) => g.gt_id === 2)?.gp_list.find((p) => p.gp_id === gpId);
  return {
    valid,
    providerName: provider ? provider.i18n_name[lang] || provider.gp_name : gpId,
    rooms: games ? games.list.map((g) => toGameView(g, lang)) : null,
  };
}
