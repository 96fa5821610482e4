// Browser. The pop-up bulletin calls (spec 000 §7).
import { promotionsCalls, type PopupItem } from "../../contract/promotions.ts";
import { callApi } from "../../lib/api/index.ts";

export type { PopupItem };
export interface PopupAnswer {
  items: PopupItem[];
  frequency: 0 | 1;
}

export async function getPopup(input: {
  member: boolean;
  siteId: number;
  displayDevice: 1 | 2;
  displayLocation: 2 | 3;
}): Promise<PopupAnswer> {
  const res = input.member
    ? await callApi(promotionsCalls.memberBulletin, {
        site_id: input.siteId,
        display_device: input.displayDevice,
        display_location: input.displayLocation,
      })
    : await callApi(promotionsCalls.bulletin, { site_id: input.siteId, display_device: input.displayDevice });
  return { items: res.list, frequency: res.setting.display_frequency };
}

export async function hideMemberPopup(siteId: number, displayDevice: 1 | 2, displayLocation: 2 | 3): Promise<void> {
  await callApi(promotionsCalls.hideMemberBulletin, {
    site_id: siteId,
    display_device: displayDevice,
    display_location: displayLocation,
  });
}

export async function getPopupHistory(siteId: number, displayDevice: 1 | 2): Promise<PopupItem[]> {
  return (await callApi(promotionsCalls.bulletinHistory, { site_id: siteId, display_device: displayDevice })).list;
}
