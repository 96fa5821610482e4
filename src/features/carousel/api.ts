// Browser. The carousel's one call (spec 000 §7 /arks/web/carousel_picture), loaded only when the banners must
// be read again (carousel_picture.url): the API client and the contract's schemas are not part of the home
// page's first JavaScript (DESIGN budget), the first banners come rendered by the server.
import { promotionsCalls, type BannerItem } from "../../contract/promotions.ts";
import { callApi } from "../../lib/api/index.ts";
import type { Currency } from "../../lib/config/constants.ts";
import type { UseType } from "./banner.ts";

export async function getBanners(siteId: number, useType: UseType, currency: Currency): Promise<BannerItem[]> {
  const r = await callApi(promotionsCalls.carousel, { site_id: siteId, use_type: useType, currency });
  return r.web_carousel_picture_list;
}
