// Browser. The marquee's call (spec 000 §7 /arks/web/announcement/marquee), loaded when the session changes:
// the first list comes rendered by the server, so the API client is not part of the home page's first JS.
import { promotionsCalls } from "../../contract/promotions.ts";
import { callApi } from "../../lib/api/index.ts";
import { MARQUEE_ORDER, type Announcement } from "./announcements.ts";

export async function getAnnouncements(siteId: number): Promise<Announcement[]> {
  const r = await callApi(promotionsCalls.marquee, { site_id: siteId, ...MARQUEE_ORDER });
  return r.web_announcement_list;
}
