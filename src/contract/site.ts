// Ships to server and browser, and is imported by the sandbox. Site-wide data (spec 001 §7). Every response
// shape here except web_logo_list is "not shown" in the spec: each is our decision, kept small and plausible.
import { z } from "./zod.ts";
import { defineCall, publicCall } from "./call.ts";
import { CurrencySchema, SiteIdSchema } from "./common.ts";
import { ImageUrlSchema, OptionalLinkSchema } from "./url.ts";

/** Links the site shows: a path of the site or an external https URL ("" when unset); icons are images. */
export const LinkItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  link: OptionalLinkSchema,
  icon: ImageUrlSchema,
});
export const LogoSchema = z.object({ id: z.int(), use_type: z.int(), url: ImageUrlSchema });
export const ModelItemSchema = z.object({
  id: z.int(),
  title: z.string(),
  image: ImageUrlSchema,
  link: OptionalLinkSchema,
  language: z.string(),
});

export { MODEL_IMAGE_SIZE, MODEL_VERSION, REGISTER_BACKGROUND_SIZE, type ModelKind } from "./model-rules.ts";

const modelRequest = z.object({
  site_id: SiteIdSchema,
  language: z.string().check(z.minLength(2), z.maxLength(10)),
  model_version: z.union([z.string().check(z.maxLength(20)), z.number()]),
});
const modelResponse = z.object({ list: z.array(ModelItemSchema) });
const siteOnly = z.object({ site_id: z.optional(SiteIdSchema) });

export const siteCalls = {
  siteDetail: defineCall({
    path: "/api/arks/web/site/detail",
    auth: false,
    request: z.object({ site_id: SiteIdSchema }),
    response: z.object({
      site_id: SiteIdSchema,
      site_name: z.string(),
      currencies: z.array(CurrencySchema),
      /** A path or an external https URL; "" when the operator set none (security). */
      customer_service_link: OptionalLinkSchema,
      is_game_room: z.boolean(),
    }),
  }),
  logo: publicCall(
    "/api/web/logo",
    z.object({ site_id: SiteIdSchema }),
    z.object({ web_logo_list: z.array(LogoSchema) }),
  ),
  modelSetting: publicCall("/api/web/model_setting", modelRequest, modelResponse),
  modelSponsor: publicCall("/api/web/model_sponsor", modelRequest, modelResponse),
  modelLogin: publicCall("/api/web/model_login", modelRequest, modelResponse),
  templateConfig: publicCall(
    "/api/template_config",
    siteOnly,
    z.object({ template: z.string(), mobile_template: z.string(), theme: z.string() }),
  ),
  mobileFooter: publicCall("/api/arks/web/web-mobile-footer", siteOnly, z.object({ list: z.array(LinkItemSchema) })),
  footer: publicCall(
    "/api/arks/web/footer",
    siteOnly,
    z.object({ list: z.array(LinkItemSchema), copyright: z.string() }),
  ),
  float: publicCall("/api/arks/web/float", siteOnly, z.object({ list: z.array(LinkItemSchema) })),
  registerBackground: publicCall(
    "/api/arks/web/model/register-background/detail",
    siteOnly,
    z.object({ desktop: ImageUrlSchema, mobile: ImageUrlSchema }),
  ),
  fbTracking: publicCall(
    "/api/fb_tracking",
    z.object({
      event: z.string().check(z.minLength(1), z.maxLength(50)),
      event_id: z.optional(z.string().check(z.maxLength(100))),
      value: z.optional(z.number()),
      currency: z.optional(CurrencySchema),
    }),
    z.object({}),
  ),
} as const;
