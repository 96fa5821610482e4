// Browser and server. A pop-up item ready to paint: the platform's item (contract PopupItemSchema) with its HTML
// already through the sanitiser, on the server for the visitor's list painted with the home page
// (popup.server.ts) or in the page for a list the page asked for (popup.store.ts).
import type { PopupItem } from "../../contract/promotions.ts";
import type { SanitizedHtml } from "../../lib/html/sanitize-policy.ts";
import type { PopupRuleItem } from "./popup.rules.ts";

export interface PopupEntry extends PopupRuleItem {
  id: number;
  title: string;
  html: SanitizedHtml;
}

/** A platform item with its content already sanitised (`html`, by whichever sanitiser runs where it is read). */
export function popupEntry(item: PopupItem, html: SanitizedHtml): PopupEntry {
  return {
    id: item.id,
    title: item.display_content,
    html,
    display_device: item.display_device,
    updated_at: item.updated_at,
  };
}

/** The visitor's lists as the server read them for the page (bulletin; spec 000 §7), both devices' items. */
export interface PopupSeed {
  items: PopupEntry[];
  frequency: 0 | 1;
}
