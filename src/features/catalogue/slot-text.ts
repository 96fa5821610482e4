// Browser and server (pure). The words the slot list island shows in its server render: pages translate these
// keys with the request's `t` and pass them as a prop (islands have no translator on the server), so the first
// paint is already in the member's language and hydration matches it. `{{name}}` placeholders are kept for
// the island to fill.
import { GAME_LIST_TABS } from "../../contract/constants.ts";
import { KNOWN_LABELS } from "./tabs.ts";

export const SLOT_TEXT_KEYS = [
  ...Object.values(GAME_LIST_TABS),
  ...KNOWN_LABELS.map((l) => `catalogue.label.${l}`),
  "catalogue.tabs",
  "catalogue.search.label",
  "catalogue.search.placeholder",
  "catalogue.search.empty",
  "catalogue.search.count",
  "catalogue.tab.empty",
  "catalogue.tab.emptyFavorites",
  "catalogue.tab.emptyLastPlayed",
  "catalogue.showMore",
  "catalogue.favorite.toggle",
  "catalogue.demo.try",
  "catalogue.demo.list",
  "catalogue.lists.error",
  "catalogue.lists.loading",
  "fault.retry",
  "catalogue.hall.search",
  "catalogue.hall.searchEmpty",
] as const;

export type SlotText = Record<string, string>;

/** Params the island fills in; the server keeps them as placeholders. */
const PLACEHOLDERS = { name: "{{name}}", query: "{{query}}", n: "{{n}}", shown: "{{shown}}", total: "{{total}}" };

export function slotText(t: (key: string, params: Record<string, unknown>) => string): SlotText {
  const out: SlotText = {};
  for (const key of SLOT_TEXT_KEYS) out[key] = t(key, { ...PLACEHOLDERS, interpolation: { escapeValue: false } });
  return out;
}

export function fill(text: SlotText, key: string, params: Record<string, string | number> = {}): string {
  return (text[key] ?? key).replace(/\{\{(\w+)\}\}/g, (m, p: string) => (p in params ? String(params[p]) : m));
}
