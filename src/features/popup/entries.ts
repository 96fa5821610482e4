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

/** The pop-up's words, translated on the server: the visitor's first load carries no i18next. */
export interface PopupLabels {
  title: string;
  history: string;
  close: string;
  back: string;
  loading: string;
  empty: string;
  historyFailed: string;
  /** The dialog's close button (ui.close). */
  dismiss: string;
}

const POPUP_LABEL_KEYS = {
  title: "popup.title",
  history: "popup.history",
  close: "popup.close",
  back: "popup.back",
  loading: "popup.loading",
  empty: "popup.empty",
  historyFailed: "popup.historyFailed",
  dismiss: "ui.close",
} as const satisfies Record<keyof PopupLabels, string>;

/** The words in the page's language (the page's `t`). */
export function popupLabels(t: (key: string) => string): PopupLabels {
  const out = {} as Record<keyof PopupLabels, string>;
  for (const [k, key] of Object.entries(POPUP_LABEL_KEYS) as [keyof PopupLabels, string][]) out[k] = t(key);
  return out;
}
