// Server only. The home page's data (spec 000 §1–§3, §7): its seven platform calls, under one render budget
// (src/lib/api/budget.ts: past it the page goes out with skeletons that a second render fills, so a slow platform
// never means a blank screen), each cached briefly by serverCall, then mapped by home-view.ts.
import { localizedEntries } from "../../components/content-entry.ts";
import { promotionsCalls } from "../../contract/promotions.ts";
import { siteCalls } from "../../contract/site.ts";
import { renderBudget, sandboxAudience, serverCall, type RenderBudget } from "../../lib/api/server-call.ts";
import { createIdentityMemo } from "../../lib/render/memo.ts";
import { useTypeFor } from "../carousel/index.ts";
import { loadTagGames } from "../catalogue/index.ts";
import { MARQUEE_ORDER, MARQUEE_TTL_MS } from "../marquee/index.ts";
import { modelRequest } from "../models/index.ts";
import type { PopupSeed } from "../popup/index.ts";
import { toHomeView, type HomeView } from "./home-view.ts";

export { toHomeView, type HomeView } from "./home-view.ts";

/** How long banners, ads and sponsors are reused (live changes reach the islands, spec 001 §7). */
const BANNERS_TTL_MS = 10_000;
const MODELS_TTL_MS = 60_000;

export interface HomeDeps {
  /** The visitor's promotion pop-up, read and sanitised on the server (features/popup/server.ts). */
  popupSeed: (siteId: number, lang: string, audience?: string, budget?: RenderBudget) => Promise<PopupSeed | null>;
}

export interface HomePage extends HomeView {
  /** model_version the page asked the ads and sponsors with (a live refresh asks the same). */
  modelVersion: string;
}

/**
 * The view of the same answers is the same view: mapped once while the server-call cache holds them (profiled with
 * the page cache off), and the same object, so the page's memoised parts (lib/render/memo.ts) find it by identity.
 */
const views = createIdentityMemo<HomePage>();

export async function loadHome(locals: App.Locals, request: Request, deps: HomeDeps): Promise<HomePage> {
  const { t, lang, localePrefix, currency, device, config, env } = locals;
  const budget = renderBudget(request);
  const useType = useTypeFor(device, config.desktopLock);
  const models = modelRequest(config.siteId, lang, device);
  const catalogue = { lang, currency, device, config, budget };
  const [carousel, marquee, ads, sponsors, popupSeed, hot, fresh, promos] = await Promise.all([
    serverCall(
      promotionsCalls.carousel,
      { site_id: config.siteId, use_type: useType, currency },
      { lang, ttlMs: BANNERS_TTL_MS, budget },
    ),
    serverCall(
      promotionsCalls.marquee,
      { site_id: config.siteId, ...MARQUEE_ORDER },
      { lang, ttlMs: MARQUEE_TTL_MS, budget },
    ),
    serverCall(siteCalls.modelSetting, models, { lang, ttlMs: MODELS_TTL_MS, budget }),
    serverCall(siteCalls.modelSponsor, models, { lang, ttlMs: MODELS_TTL_MS, budget }),
    deps.popupSeed(config.siteId, lang, sandboxAudience(request, env.PLATFORM_API_URL), budget),
    loadTagGames(catalogue, "hot", 2),
    loadTagGames(catalogue, "new", 2),
    localizedEntries("promotions", lang),
  ]);
  const hasAppLinks = Object.keys(config.appLinks).length > 0;
  const context = [
    lang,
    localePrefix,
    currency,
    useType,
    config.isDemo,
    hasAppLinks,
    budget.late,
    models.model_version,
  ];
  const answers = [carousel, marquee, ads, sponsors, popupSeed, hot, fresh, promos, t];
  return views(context.join("\u0000"), answers, () => {
    const view = toHomeView(
      {
        banners: carousel?.web_carousel_picture_list ?? null,
        announcements: marquee?.web_announcement_list ?? null,
        ads: adsList(ads),
        sponsors: adsList(sponsors),
        hot,
        fresh,
        popupSeed,
        promos,
      },
      {
        t: (key, options) => (options ? t(key, options) : t(key)),
        lang,
        localePrefix,
        currency,
        useType,
        isDemo: config.isDemo,
        hasAppLinks,
        late: budget.late,
      },
    );
    return { ...view, modelVersion: models.model_version };
  });
}

const adsList = (answer: { list?: readonly unknown[] } | null): readonly unknown[] | null =>
  answer ? (answer.list ?? []) : null;
