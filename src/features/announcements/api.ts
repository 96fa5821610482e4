// Browser. The calls of /user/Announcement (spec 000 §3, §7): the marquee announcements (a member's
// token makes the after-login ones come too) and the pop-up bulletin history of this device.
import { promotionsCalls } from "../../contract/promotions.ts";
import { callApi } from "../../lib/api/index.ts";

export async function getAnnouncements(siteId: number) {
  return (await callApi(promotionsCalls.marquee, { site_id: siteId, sort_field: "sort", sort_order: "descending" }))
    .web_announcement_list;
}

export async function getBulletinHistory(siteId: number, displayDevice: 1 | 2) {
  return (await callApi(promotionsCalls.bulletinHistory, { site_id: siteId, display_device: displayDevice })).list;
}
