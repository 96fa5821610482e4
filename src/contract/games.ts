// Ships to server and browser, and is imported by the sandbox. Game catalogue, demo play, start and quit (spec 000 §3, §7).
import { z } from "./zod.ts";
import { defineCall, publicCall } from "./call.ts";
import {
  CurrencySchema,
  DateTimeSchema,
  DeviceIdSchema,
  EmptyResponseSchema,
  FlagSchema,
  SiteIdSchema,
} from "./common.ts";
import { ImageUrlSchema, RelativeOrHttpUrlSchema } from "./url.ts";
// The bounds of search_catalogue (our extension) live with the platform's constants (no zod): the search
// island's rules read them without the schemas.
import { SEARCH_CATALOGUE_MAX, SEARCH_CATALOGUE_MAX_CHARS, SEARCH_CATALOGUE_MIN_CHARS } from "./constants.ts";

export const GpIdSchema = z.string().check(z.regex(/^GP[A-Z0-9]{2,6}$/, "gp_id must look like GPAG"));
export const GameTypeIdSchema = z.int().check(z.gte(2), z.lte(9));
/** house: 0 the provider's own lobby, 1 the house edition. Our decision on meaning; spec 000 §2 only names it. */
export const HouseSchema = z.int().check(z.gte(0), z.lte(9));
export const TemplateSchema = z.string().check(z.minLength(1), z.maxLength(40));

/** A game provider item (spec 000 §3). `i18n_name` (language code to name) is our naming of "i18n name". */
export const GameProviderItemSchema = z.object({
  id: z.int(),
  gp_id: GpIdSchema,
  gp_name: z.string(),
  gp_gt_name: z.string(),
  game_type: GameTypeIdSchema,
  game_code: z.string(),
  house: HouseSchema,
  customized: FlagSchema,
  icon_light: ImageUrlSchema,
  icon_dark: ImageUrlSchema,
  member_favorite: FlagSchema,
  i18n_name: z.record(z.string(), z.string()),
});
export type GameProviderItem = z.infer<typeof GameProviderItemSchema>;

/**
 * One game of a provider. The provider-item fields plus our decisions: `game_name`, `game_image`,
 * `is_hot`, `is_new`, `labels` (label keys of /v2/game_label) and `demo` (1 if demo play is possible).
 */
export const GameItemSchema = z.extend(GameProviderItemSchema, {
  game_name: z.string(),
  game_image: ImageUrlSchema,
  is_hot: FlagSchema,
  is_new: FlagSchema,
  labels: z.array(z.string()),
  demo: FlagSchema,
});
export type GameItem = z.infer<typeof GameItemSchema>;

/** A game type (spec 000 §3). */
export const GameTypeSchema = z.object({
  gt_id: GameTypeIdSchema,
  gt_name: z.string(),
  gt_icon: ImageUrlSchema,
  gt_icon_active: ImageUrlSchema,
  gp_list: z.array(GameProviderItemSchema),
});
export type GameType = z.infer<typeof GameTypeSchema>;

// The game-list tabs live with the platform's constants (no zod), so the slot list's island reads them without
// pulling the schemas into the browser's first load (bench: JS budget).
export { GAME_LIST_TABS } from "./constants.ts";

export const GameTagSchema = z.enum(["hot", "new"]);
export const TagGameListSchema = z.object({ game_list: z.array(GameItemSchema) });

/** /v2/game_label `main`: the tabs of a provider's game page. Our decision: key plus display name. */
export const GameLabelSchema = z.object({ key: z.string(), name: z.string() });

/** The maintenance window of code 203 (spec 000 §3, §4). */
export const MaintenanceWindowSchema = z.object({ start_at: DateTimeSchema, end_at: DateTimeSchema });
export type MaintenanceWindow = z.infer<typeof MaintenanceWindowSchema>;

/** Our extension: the most games one search_games answer carries. */
export const SEARCH_GAMES_MAX = 48;

/** One provider's matching games within a game type of a search_catalogue answer. */
export const SearchProviderGroupSchema = z.object({
  gp_id: GpIdSchema,
  gp_name: z.string(),
  house: HouseSchema,
  i18n_name: z.record(z.string(), z.string()),
  games: z.array(GameItemSchema),
});
export type SearchProviderGroup = z.infer<typeof SearchProviderGroupSchema>;

/** One game type's matches of a search_catalogue answer, by provider. */
export const SearchTypeGroupSchema = z.object({
  gt_id: GameTypeIdSchema,
  gt_name: z.string(),
  providers: z.array(SearchProviderGroupSchema),
});
export type SearchTypeGroup = z.infer<typeof SearchTypeGroupSchema>;

const providerQuery = {
  site_id: SiteIdSchema,
  currency: CurrencySchema,
  device: DeviceIdSchema,
  gp_id: GpIdSchema,
  house: HouseSchema,
};

export const gamesCalls = {
  demoPlay: publicCall(
    "/api/demo/play",
    z.object({
      ...providerQuery,
      game_type: GameTypeIdSchema,
      game_code: z.string().check(z.minLength(1), z.maxLength(64)),
    }),
    z.object({ game_url: RelativeOrHttpUrlSchema }),
  ),
  demoProviderGames: publicCall(
    "/api/demo/gp_games",
    z.object({ ...providerQuery, game_type_id: GameTypeIdSchema }),
    z.object({ data: z.array(GameItemSchema) }),
  ),
  demoTypeGames: defineCall({
    path: "/api/demo/gt_games",
    auth: false,
    request: z.object({
      site_id: SiteIdSchema,
      support_device: DeviceIdSchema,
      currency: CurrencySchema,
      template: TemplateSchema,
    }),
    // "data list with gt_id": our shape is one entry per game type with its demo games.
    response: z.object({
      data: z.array(z.object({ gt_id: GameTypeIdSchema, gt_name: z.string(), game_list: z.array(GameItemSchema) })),
    }),
  }),
  gameList: publicCall(
    "/api/v3/game_list",
    z.object({
      currency: CurrencySchema,
      site_id: SiteIdSchema,
      support_device: DeviceIdSchema,
      template: TemplateSchema,
    }),
    z.object({ data: z.array(GameTypeSchema) }),
  ),
  tagGameList: defineCall({
    path: "/api/v2/get_tag_game_list",
    auth: false,
    request: z.object({
      site_id: SiteIdSchema,
      currency: CurrencySchema,
      support_device: DeviceIdSchema,
      tag: GameTagSchema,
      gt_id: GameTypeIdSchema,
    }),
    // "info": our decision, keyed by the requested tag.
    response: z.object({ info: z.object({ hot: z.optional(TagGameListSchema), new: z.optional(TagGameListSchema) }) }),
  }),
  gameLabel: publicCall(
    "/api/v2/game_label",
    z.object({ ...providerQuery, game_type_id: GameTypeIdSchema }),
    z.object({ list: z.array(GameItemSchema), main: z.array(GameLabelSchema) }),
  ),
  /**
   * Our extension (spec 000 §7 has no search call): the games of one game type whose name, in any language,
   * contains every word of `keyword`, matched as src/contract/search.ts does; at most `limit`, in list order,
   * with `total` the number of matches. The hall searches every game of its type with it ("Search"),
   * where /v2/get_tag_game_list gives only the hot and new ones.
   */
  searchGames: publicCall(
    "/api/v2/search_games",
    z.object({
      site_id: SiteIdSchema,
      currency: CurrencySchema,
      support_device: DeviceIdSchema,
      gt_id: GameTypeIdSchema,
      keyword: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
      limit: z.optional(z.int().check(z.gte(1), z.lte(SEARCH_GAMES_MAX))),
    }),
    z.object({ list: z.array(GameItemSchema), total: z.int().check(z.gte(0)) }),
  ),
  /**
   * Our extension (spec 000 §7 has no catalogue-wide search; search_games above searches one game type): the
   * header's and the home page's game search. Every game of every active provider that the client type
   * `support_device` supports (spec 000 §9 ids) whose name, in any language, contains every word of `keyword`
   * (src/contract/search.ts), best matches first (whole name, then name start, then word start, then
   * anywhere), at most `limit`, then grouped by game type (in the types' order) and provider (in the
   * providers' order). `total` counts every match. A keyword out of bounds answers the input error 422 naming
   * the field, like any request that breaks its schema; nothing matching answers an empty `groups`.
   */
  searchCatalogue: publicCall(
    "/api/v2/search_catalogue",
    z.object({
      site_id: SiteIdSchema,
      currency: CurrencySchema,
      support_device: DeviceIdSchema,
      keyword: z
        .string()
        .check(
          z.trim(),
          z.minLength(SEARCH_CATALOGUE_MIN_CHARS),
          z.maxLength(SEARCH_CATALOGUE_MAX_CHARS),
          z.regex(/^[^\u0000-\u001f\u007f]*$/, "keyword must not contain control characters"),
        ),
      limit: z.optional(z.int().check(z.gte(1), z.lte(SEARCH_CATALOGUE_MAX))),
    }),
    z.object({
      total: z.int().check(z.gte(0)),
      groups: z.array(SearchTypeGroupSchema),
    }),
  ),
  templateGameList: defineCall({
    path: "/api/v2/get_template_game_list",
    auth: false,
    request: z.object({ site_id: SiteIdSchema, currency: CurrencySchema, support_device: DeviceIdSchema }),
    // "info": our decision, the featured games of the template per game type.
    response: z.object({
      info: z.array(z.object({ gt_id: GameTypeIdSchema, gt_name: z.string(), game_list: z.array(GameItemSchema) })),
    }),
  }),
  lastPlayingGames: defineCall({
    path: "/api/arks/web/member-games/last-playing-game",
    auth: true,
    // Request not shown: our decision, optional site_id and currency.
    request: z.object({ site_id: z.optional(SiteIdSchema), currency: z.optional(CurrencySchema) }),
    response: z.object({ list: z.array(z.int()) }),
  }),
  storeFavorites: defineCall({
    path: "/api/arks/web/member-games/favorite/store",
    auth: true,
    request: z.object({
      data: z
        .array(z.object({ game_id: z.int().check(z.positive()), status: FlagSchema }))
        .check(z.minLength(1), z.maxLength(200)),
    }),
    // Not shown: our decision, the member's favourite game ids after the update.
    response: z.object({ list: z.array(z.int()) }),
  }),
  playGame: defineCall({
    path: "/api/member/game/play1",
    auth: true,
    request: z.object({
      gp_id: GpIdSchema,
      game_type: GameTypeIdSchema,
      game_code: z.string().check(z.maxLength(64)),
      house: HouseSchema,
      // Where the game's back link leads (it becomes an href on the game page): a path or an
      // http(s) URL here; the platform (and the sandbox) also require an absolute one to be of its own origin.
      lobby_url: RelativeOrHttpUrlSchema,
      device: DeviceIdSchema,
      extra: z.optional(z.record(z.string(), z.unknown())),
    }),
    // The URL is delivered by the `game.url` event on member.{member_id} (spec 000 §4); `game_url` is null
    // when it comes that way (the sandbox always does this). Code 203 answers MaintenanceWindowSchema.
    response: z.object({ gp_id: GpIdSchema, game_code: z.string(), game_url: z.nullable(RelativeOrHttpUrlSchema) }),
  }),
  leaveGame: defineCall({
    path: "/api/member/game/leave1",
    auth: true,
    // Payload not shown: our decision, the game being left (optional; omitted means "whatever is open").
    request: z.object({ gp_id: z.optional(GpIdSchema), game_code: z.optional(z.string().check(z.maxLength(64))) }),
    response: EmptyResponseSchema,
  }),
  sportQuickBetUrl: publicCall(
    "/api/arks/web/game/sport-quickbet-url",
    z.object({
      currency: CurrencySchema,
      support_device: DeviceIdSchema,
      domain: z.string().check(z.minLength(1), z.maxLength(255)),
      site_id: SiteIdSchema,
    }),
    z.object({ detail: z.object({ url: RelativeOrHttpUrlSchema, gp_id: GpIdSchema }) }),
  ),
  checkIframe: defineCall({
    path: "/api/check_iframe",
    auth: false,
    request: z.object({ url: RelativeOrHttpUrlSchema }),
    // Not shown: our decision.
    response: z.object({ embeddable: z.boolean() }),
  }),
} as const;
