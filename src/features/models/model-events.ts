// Pure. Which model list a template event refreshes (spec 001 §7): model_settings.url on {template}_template
// refreshes the ads, model_sponsor.url and model_login.url on bob_mobile_template the sponsors and the login
// models, each only when the event's language is the page's.
import type { EventDef } from "../../contract/realtime.ts";

/** The model list each template event refreshes, and the only channel it counts on (spec 001 §7). */
export const MODEL_EVENT_LISTS = {
  "model_settings.url": { scope: "template", list: "modelSettings" },
  "model_sponsor.url": { scope: "bob_mobile_template", list: "modelSponsor" },
  "model_login.url": { scope: "bob_mobile_template", list: "modelLogin" },
} as const satisfies Record<string, { scope: EventDef["channel"]; list: string }>;
export type ModelList = (typeof MODEL_EVENT_LISTS)[keyof typeof MODEL_EVENT_LISTS]["list"];
export type ModelEventName = keyof typeof MODEL_EVENT_LISTS;

/** "hi-IN", "HI_in" and "hi_IN" name one language. */
export function sameLanguage(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace("-", "_").toLowerCase();
  return a.trim() !== "" && norm(a) === norm(b);
}

/**
 * Which list a model event refreshes: only on its own channel and in the page's language; any other event,
 * channel or language refreshes nothing.
 */
export function modelListToRefresh(
  channel: EventDef["channel"],
  eventName: string,
  eventLanguage: string,
  pageLanguage: string,
): ModelList | null {
  const entry = (MODEL_EVENT_LISTS as Record<string, { scope: EventDef["channel"]; list: ModelList }>)[eventName];
  if (!entry || entry.scope !== channel) return null;
  return sameLanguage(eventLanguage, pageLanguage) ? entry.list : null;
}
