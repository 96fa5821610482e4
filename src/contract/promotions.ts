// Ships to server and browser, and is imported by the sandbox. Carousel, marquee, pop-ups, jackpot (spec 000 §3, §7).
import { z } from "./zod.ts";
import { defineCall, memberCall, publicCall } from "./call.ts";
import { CurrencySchema, DateTimeSchema, EmptyResponseSchema, FlagSchema, SiteIdSchema } from "./common.ts";
import { GameTypeIdSchema, GpIdSchema } from "./games.ts";
import { ImageUrlSchema, OptionalLinkSchema } from "./url.ts";

/** Banner item (spec 000 §3). link_type 0 external, 1 internal, 2 game; link_method 0 same page, 1 new tab. */
export const BannerItemSchema = z.object({
  id: z.int(),
  url: ImageUrlSchema,
  /**
   * Our additions: the image and where the banner points: a path of the site or an external https URL, ""
   * for a game banner (never javascript: or data:).
   */
  image: ImageUrlSchema,
  link: OptionalLinkSchema,
  /** Our addition: the banner's words, for the image's alternative text (plain text, never markup). */
  title: z.optional(z.string().check(z.maxLength(200))),
  link_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  link_method: FlagSchema,
  game_link_parameter: z.nullable(
    z.object({
      currency: CurrencySchema,
      gt_id: GameTypeIdSchema,
      gp_id: GpIdSchema,
      gp_gt_name: z.string(),
      customized: FlagSchema,
    }),
  ),
});
export type BannerItem = z.infer<typeof BannerItemSchema>;

/** Marquee announcement (spec 000 §3); id/content/created_at are our additions. */
export const AnnouncementSchema = z.object({
  id: z.int(),
  content: z.string(),
  sort: z.int(),
  display_before_login: FlagSchema,
  display_after_login: FlagSchema,
  created_at: DateTimeSchema,
});

/** Promotion pop-up item (spec 000 §3). display_device 0 both, 1 desktop, 2 mobile. */
export const PopupItemSchema = z.object({
  id: z.int(),
  display_device: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  display_content: z.string(),
  content: z.string(),
  updated_at: DateTimeSchema,
});
export type PopupItem = z.infer<typeof PopupItemSchema>;
/** display_frequency: 0 until hidden by the member (closing posts a hide), 1 every visit (our reading). */
export const PopupSchema = z.object({
  list: z.array(PopupItemSchema),
  setting: z.object({ display_frequency: FlagSchema }),
});

const UseTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const DisplayDeviceSchema = z.union([z.literal(1), z.literal(2)]);
const DisplayLocationSchema = z.union([z.literal(2), z.literal(3)]);

export const promotionsCalls = {
  carousel: publicCall(
    "/api/arks/web/carousel_picture",
    z.object({ site_id: SiteIdSchema, use_type: UseTypeSchema, currency: z.optional(CurrencySchema) }),
    z.object({ web_carousel_picture_list: z.array(BannerItemSchema) }),
  ),
  marquee: defineCall({
    path: "/api/arks/web/announcement/marquee",
    auth: false, // answers after-login items too when a valid token is sent
    request: z.object({
      site_id: SiteIdSchema,
      sort_field: z.literal("sort"),
      sort_order: z.enum(["descending", "ascending"]),
    }),
    response: z.object({ web_announcement_list: z.array(AnnouncementSchema) }),
  }),
  bulletin: publicCall(
    "/api/arks/web/bulletin",
    z.object({ site_id: SiteIdSchema, display_device: DisplayDeviceSchema }),
    PopupSchema,
  ),
  memberBulletin: memberCall(
    "/api/arks/web/bulletin/member",
    z.object({
      site_id: SiteIdSchema,
      display_device: DisplayDeviceSchema,
      display_location: DisplayLocationSchema,
    }),
    PopupSchema,
  ),
  bulletinHistory: defineCall({
    path: "/api/arks/web/bulletin/history",
    auth: false,
    request: z.object({ site_id: SiteIdSchema, display_device: DisplayDeviceSchema }),
    // "history": our decision, every pop-up item ever shown on that device, newest first.
    response: z.object({ list: z.array(PopupItemSchema) }),
  }),
  hideMemberBulletin: memberCall(
    "/api/arks/web/bulletin/member/hide",
    z.object({
      site_id: SiteIdSchema,
      display_device: DisplayDeviceSchema,
      display_location: DisplayLocationSchema,
    }),
    EmptyResponseSchema,
  ),
  jackpot: defineCall({
    path: "/api/v2/get_jackpot",
    auth: false,
    request: z.object({ currency: CurrencySchema }),
    // A number in major units; the client pads the integer part to 10 digits (spec 000 §3).
    response: z.object({ jackpot_amount_total: z.number().check(z.nonnegative()) }),
  }),
} as const;
