// Server (pure). What the home page shows (spec 000 §1–§3: banners, marquee, ads, jackpot, game types, the hot
// and new slot rows, promotions, sponsors), mapped from the platform's answers and the content collection. No
// I/O here: server.ts asks, this decides, so the mapping has table tests (tests/features/home/home-view.test.ts).
import type { BannerItem } from "../../contract/promotions.ts";
import type { GameItem } from "../../contract/games.ts";
import type { Currency } from "../../lib/config/constants.ts";
import type { LocaleKey } from "../../lib/i18n/keys.ts";
import { bannerImage, type UseType } from "../carousel/index.ts";
import { toGameView, type GameView } from "../catalogue/index.ts";
import { visibleAnnouncements, type Announcement } from "../marquee/index.ts";
import { resolveModels, type ModelView } from "../models/index.ts";
import type { PopupSeed } from "../popup/index.ts";

/** Tiles per row: about two screens of a phone, one and a half of a desktop. */
export const ROW_SIZE = 12;

type T = (key: LocaleKey, options?: Record<string, string | number>) => string;

export interface PromoEntry {
  id: string;
  data: { order: number; accent: string; badge: string; title: string; summary: string };
}

/** The platform's answers (null: it did not answer, within the budget or at all) and the content entries. */
export interface HomeAnswers {
  banners: BannerItem[] | null;
  announcements: Announcement[] | null;
  ads: readonly unknown[] | null;
  sponsors: readonly unknown[] | null;
  hot: GameItem[] | null;
  fresh: GameItem[] | null;
  popupSeed: PopupSeed | null;
  promos: PromoEntry[];
}

export interface HomeContext {
  t: T;
  lang: string;
  localePrefix: string;
  currency: Currency;
  useType: UseType;
  isDemo: boolean;
  hasAppLinks: boolean;
  /** The render's budget ran out: what is missing is a skeleton that a second render fills (Pending.astro). */
  late: boolean;
}

export interface HomeRow {
  id: "hot" | "new";
  title: string;
  games: GameView[];
}

export interface HomeView {
  carousel: {
    banners: BannerItem[];
    useType: UseType;
    isDemo: boolean;
    currency: Currency;
    localePrefix: string;
  };
  marquee: { announcements: Announcement[] };
  ads: ModelView[];
  sponsors: ModelView[];
  /** The rows that have games; none when both failed (rowsFailed). */
  rows: HomeRow[];
  rowsFailed: boolean;
  promos: { accent: string; badge: string; title: string; summary: string; href: string }[];
  prompts: {
    texts: {
      app: { title: string; text: string; action: { label: string; href: string } };
      iosHint: { title: string; text: string };
      browser: { title: string; text: string };
    };
    dismiss: string;
    hasAppLinks: boolean;
  };
  popupSeed: PopupSeed | null;
  /** The first banner's image: the page's largest paint, preloaded with high priority. */
  lcp: string | undefined;
  late: boolean;
  pending: { banners: boolean; marquee: boolean; ads: boolean; sponsors: boolean; rows: boolean };
}

export function toHomeView(a: HomeAnswers, c: HomeContext): HomeView {
  const { t, localePrefix } = c;
  const banners = a.banners ?? [];
  const row = (id: HomeRow["id"], list: GameItem[] | null): HomeRow => ({
    id,
    title: t(`catalogue.home.${id}`),
    games: (list ?? []).slice(0, ROW_SIZE).map((g) => toGameView(g, c.lang)),
  });
  const rowsFailed = a.hot === null && a.fresh === null;
  return {
    carousel: {
      banners,
      useType: c.useType,
      isDemo: c.isDemo,
      currency: c.currency,
      localePrefix,
    },
    marquee: {
      // The server paints the visitors' list (the session lives in the browser, spec 000 §3).
      announcements: visibleAnnouncements(a.announcements ?? [], false),
    },
    ads: resolveModels(a.ads ?? [], localePrefix),
    sponsors: resolveModels(a.sponsors ?? [], localePrefix),
    rows: rowsFailed ? [] : [row("hot", a.hot), row("new", a.fresh)].filter((r) => r.games.length > 0),
    rowsFailed,
    promos: [...a.promos]
      .sort((x, y) => x.data.order - y.data.order)
      .slice(0, 3)
      .map((p) => ({
        accent: p.data.accent,
        badge: p.data.badge,
        title: p.data.title,
        summary: p.data.summary,
        href: `${localePrefix}/discount/${p.id.slice(p.id.indexOf("/") + 1)}`,
      })),
    prompts: {
      texts: {
        app: {
          title: t("prompt.app.title"),
          text: t("prompt.app.text"),
          action: { label: t("prompt.app.action"), href: `${localePrefix}/app` },
        },
        iosHint: { title: t("prompt.ios.title"), text: t("prompt.ios.text") },
        browser: { title: t("prompt.browser.title"), text: t("prompt.browser.text") },
      },
      dismiss: t("prompt.dismiss"),
      hasAppLinks: c.hasAppLinks,
    },
    popupSeed: a.popupSeed,
    lcp: banners[0] ? bannerImage(banners[0]) : undefined,
    late: c.late,
    // What came late is a skeleton, not an error.
    pending: {
      banners: c.late && a.banners === null,
      marquee: c.late && a.announcements === null,
      ads: c.late && a.ads === null,
      sponsors: c.late && a.sponsors === null,
      rows: c.late && rowsFailed,
    },
  };
}
