// Server only. A memoised `t` per language for pages and layouts.
import type { i18n } from "i18next";
import type { Language } from "../config/constants.ts";
import { createI18n } from "./index.ts";
import { RESOURCES } from "./resources.ts";

const cache = new Map<Language, i18n>();

export function serverI18n(lang: Language): i18n {
  let instance = cache.get(lang);
  if (!instance) {
    instance = createI18n(lang, RESOURCES[lang], RESOURCES.en_US);
    cache.set(lang, instance);
  }
  return instance;
}

/** The messages an island needs: its language's keys, English filling any gap. Content keys stay on the server. */
export function islandMessages(lang: Language, prefixes?: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const pick = (m: Record<string, string>) => {
    for (const [k, v] of Object.entries(m)) {
      if (prefixes && !prefixes.some((p) => k.startsWith(p))) continue;
      out[k] = v;
    }
  };
  if (lang !== "en_US") pick(RESOURCES.en_US);
  pick(RESOURCES[lang]);
  return out;
}
