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

const tCache = new Map<Language, i18n["t"]>();

/**
 * `t` for pages, with plain lookups (a key, no options) remembered: the messages are fixed per build and a
 * page calls `t` a few hundred times, which was a tenth of the server's rendering time.
 */
export function serverT(lang: Language): i18n["t"] {
  const cached = tCache.get(lang);
  if (cached) return cached;
  const base = serverI18n(lang).t;
  const plain = new Map<string, string>();
  const t = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === "string") {
      let value = plain.get(key);
      if (value === undefined) {
        value = String(base(key));
        plain.set(key, value);
      }
      return value;
    }
    return (base as unknown as (...args: unknown[]) => unknown)(key, ...rest);
  }) as unknown as i18n["t"];
  tCache.set(lang, t);
  return t;
}

/** The messages an island needs: its language's keys, English filling any gap. Content keys stay on the server. */
const islandMessageCache = new Map<string, Readonly<Record<string, string>>>();

/** The messages are fixed per build, so each (language, prefixes) selection is made once per process. */
export function islandMessages(lang: Language, prefixes?: readonly string[]): Readonly<Record<string, string>> {
  const key = `${lang}|${prefixes?.join(",") ?? "*"}`;
  const cached = islandMessageCache.get(key);
  if (cached) return cached;
  const out: Record<string, string> = {};
  const pick = (m: Record<string, string>) => {
    for (const [k, v] of Object.entries(m)) {
      if (prefixes && !prefixes.some((p) => k.startsWith(p))) continue;
      out[k] = v;
    }
  };
  if (lang !== "en_US") pick(RESOURCES.en_US);
  pick(RESOURCES[lang]);
  const frozen = Object.freeze(out);
  islandMessageCache.set(key, frozen);
  return frozen;
}

/**
 * Each language's messages as a static asset of the build (hashed name under /_astro/, cached for good). The
 * locale files are the island messages: every one has English's key set (tests/locales checks), so the file
 * needs no English filled in.
 */
const LOCALE_URLS = import.meta.glob<string>("../../../locales/*.json", {
  query: "?url",
  import: "default",
  eager: true,
});

/** The URL of `lang`'s messages file (`/_astro/en_US.<hash>.json` in a build). */
export function lateMessagesUrl(lang: Language): string {
  const url = LOCALE_URLS[`../../../locales/${lang}.json`];
  if (!url) throw new Error(`no messages file for ${lang}`);
  return url;
}

const EMPTY: Readonly<Record<string, string>> = Object.freeze({});

/**
 * What a page's boot data carries (DESIGN: content pages ≤ 30 KB of HTML). `late`: no messages in the page,
 * only the URL of its language's file, which whatever mounts an island fetches first (late-messages.ts); for
 * pages whose islands all hydrate through `client:interact` or a lazy loader. Otherwise every island message.
 */
export function bootMessages(
  lang: Language,
  late: boolean,
): { messages: Readonly<Record<string, string>>; lateSrc: string | undefined } {
  return late
    ? { messages: EMPTY, lateSrc: lateMessagesUrl(lang) }
    : { messages: islandMessages(lang), lateSrc: undefined };
}
