// Server only. The visitor's promotion pop-up for the home page (spec 000 §3, §7 bulletin): read with the
// contract through serverCall (cached briefly, like the banners), filtered for the device and sanitised here, so
// the page paints it without the API client, zod or DOMPurify in the visitor's first load (DESIGN JS budget).
// A platform that does not answer leaves no seed: the page then asks for the list itself.
import { promotionsCalls, type PopupItem } from "../../contract/promotions.ts";
import { serverCall, type RenderBudget } from "../../lib/api/server-call.ts";
import { sanitizeHtmlOnServer } from "../../lib/html/sanitize-server.ts";
import { createIdentityMemo } from "../../lib/render/memo.ts";
import { popupEntry, type PopupSeed } from "./entries.ts";
import { displayDeviceOf, itemsForDevice, type DeviceKind } from "./popup.rules.ts";

/** The seed of the same two answers is the same seed (made once while the server-call cache holds them). */
const seeds = createIdentityMemo<Promise<PopupSeed>>();

/**
 * Both devices' lists: the layout is decided in the page by its width (spec 001 §2), which the server cannot
 * know, so the page filters them (itemsForDevice) for the layout it has.
 */
export async function visitorPopupSeed(
  siteId: number,
  lang: string,
  audience?: string,
  budget?: RenderBudget,
): Promise<PopupSeed | null> {
  const ask = (device: DeviceKind) =>
    serverCall(
      promotionsCalls.bulletin,
      { site_id: siteId, display_device: displayDeviceOf(device) },
      { lang, ttlMs: 10_000, ...(audience ? { audience } : {}), ...(budget ? { budget } : {}) },
    );
  const [desktop, mobile] = await Promise.all([ask("desktop"), ask("mobile")]);
  if (!desktop || !mobile) return null;
  return seeds(`${siteId}\u0000${lang}\u0000${audience ?? ""}`, [desktop, mobile], () => seedOf(desktop, mobile));
}

async function seedOf(
  desktop: { list: PopupItem[] },
  mobile: { list: PopupItem[]; setting: { display_frequency: PopupSeed["frequency"] } },
): Promise<PopupSeed> {
  const byId = new Map<number, PopupItem>();
  for (const i of [...itemsForDevice(desktop.list, "desktop"), ...itemsForDevice(mobile.list, "mobile")])
    byId.set(i.id, i);
  const items = await Promise.all(
    [...byId.values()].map(async (i) => popupEntry(i, await sanitizeHtmlOnServer(i.content))),
  );
  return { items, frequency: mobile.setting.display_frequency };
}
